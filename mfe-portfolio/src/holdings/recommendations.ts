/**
 * The Rec column: each symbol's latest active stock recommendation of the list, from
 * GET /investments/recommendations (mfe-insights owns the screens that make and manage them).
 * Without an answer the column stays empty; a failure is only logged.
 */
import { isPortfolioWide, type Recommendation } from '@folio/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { recommendationKeys } from '../keys.ts';

export type SymbolRecommendation = Pick<Recommendation, 'recommendation' | 'confidence' | 'reasoningItems' | 'createdAt'>;
export type RecommendationsBySymbol = ReadonlyMap<string, SymbolRecommendation>;

export const NO_RECOMMENDATIONS: RecommendationsBySymbol = new Map();

export function latestBySymbol(recommendations: readonly Recommendation[]): Map<string, SymbolRecommendation> {
  const latest = new Map<string, SymbolRecommendation>();
  for (const item of recommendations) {
    if (item.status !== 'ACTIVE' || item.portfolioWide || isPortfolioWide(item.symbol)) continue;
    const symbol = item.symbol.toUpperCase();
    const seen = latest.get(symbol);
    if (!seen || seen.createdAt < item.createdAt) latest.set(symbol, item);
  }
  return latest;
}

export function useSymbolRecommendations(listId: string | null): RecommendationsBySymbol {
  const query = useQuery({
    queryKey: recommendationKeys.bySymbol(listId ?? ''),
    enabled: listId !== null,
    retry: false,
    staleTime: 300_000,
    queryFn: async () => {
      try {
        const answer = await api.request('GET', `/investments/recommendations?listId=${encodeURIComponent(listId!)}`, 'RecommendationsResponse');
        return latestBySymbol(answer.recommendations);
      } catch (error) {
        console.warn('Recommendations for the Rec column could not be loaded', error);
        return new Map<string, SymbolRecommendation>();
      }
    },
  });
  return query.data ?? NO_RECOMMENDATIONS;
}
