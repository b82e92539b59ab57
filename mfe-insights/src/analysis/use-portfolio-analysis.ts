/** Server state of the AI Portfolio Analysis modal. */
import type { PastAnalysesResponse } from '@folio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { analysisKeys, investmentKeys, recommendationKeys } from '../keys.ts';

/** The list analysed (the default list when absent) and its max position size in percent. */
export type AnalysisScope = { listId?: string; maxPositionSize?: number };

export const PORTFOLIO_ANALYSIS_FAILED = 'Failed to generate AI recommendations. Please try again.';

/**
 * Runs a portfolio analysis (GET /investments/ai-analysis records one each time, so it is a
 * mutation, started when the modal opens); new recommendations and past analyses refresh after.
 */
export function usePortfolioAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scope: AnalysisScope) => api.insights.analyzePortfolio(scope),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: recommendationKeys.all }),
        client.invalidateQueries({ queryKey: analysisKeys.all }),
      ]),
  });
}

/** Earlier analyses of the list; a failure shows none (core.md section 8). */
export function usePastAnalyses(listId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: analysisKeys.past(listId),
    queryFn: async (): Promise<PastAnalysesResponse['analyses']> => {
      try {
        return (await api.insights.pastAnalyses(listId ? { listId } : {})).analyses;
      } catch (error) {
        console.error('Failed to load past analyses', error);
        return [];
      }
    },
    enabled,
  });
}

/** The list's holdings (GET /investments/fast), fetched when the analysis dialog opens. */
export function useListHoldings(listId: string | null, enabled: boolean) {
  return useQuery({ queryKey: investmentKeys.items(listId), queryFn: () => api.investments.fast(listId), enabled });
}
