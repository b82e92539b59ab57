/** Server state of a stock's Analysis tab: generate an analysis, and the past ones. */
import type { AnalysisRecommendation, StockAnalysesResponse } from '@folio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { analysisKeys, recommendationKeys } from '../keys.ts';

export const STOCK_ANALYSIS_FAILED = 'Failed to generate AI analysis';
export const STOCK_ANALYSIS_DONE = 'AI analysis completed successfully!';

export interface PastAnalysis {
  id: string;
  createdAt: string;
  source: 'Stock Analysis' | 'Portfolio Analysis';
  item: AnalysisRecommendation;
}

/** Stock analyses and the portfolio analyses that spoke about the symbol, newest first. */
export function pastAnalysesOf(answer: StockAnalysesResponse): PastAnalysis[] {
  const stock = answer.stockRecommendations.map((analysis): PastAnalysis => ({
    id: analysis.id,
    createdAt: analysis.createdAt,
    source: 'Stock Analysis',
    item: analysis,
  }));
  const portfolio = answer.portfolioAnalyses.flatMap((analysis) =>
    analysis.recommendations.map((item, index): PastAnalysis => ({
      id: `${analysis.id}-${index}`,
      createdAt: analysis.createdAt,
      source: 'Portfolio Analysis',
      item,
    })),
  );
  return [...stock, ...portfolio].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function useStockAnalyses(symbol: string, listId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: analysisKeys.stock(symbol, listId),
    queryFn: async () => {
      try {
        return pastAnalysesOf(await api.insights.stockAnalyses(symbol, listId ? { listId } : {}));
      } catch (error) {
        // core.md section 8: a failed load of completed analyses is only logged.
        console.error(`Failed to load past analyses of ${symbol}`, error);
        return [];
      }
    },
    enabled,
  });
}

export function useGenerateStockAnalysis(symbol: string, listId: string | null, maxPositionSize?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.insights.analyzeStock(symbol, { ...(listId ? { listId } : {}), ...(maxPositionSize ? { maxPositionSize } : {}) }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: analysisKeys.stock(symbol, listId) }),
        client.invalidateQueries({ queryKey: recommendationKeys.all }),
      ]),
  });
}
