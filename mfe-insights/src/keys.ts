/**
 * Query keys of this remote. Keys for data other front-ends read too come from @folio/shell-kit
 * (['lists'] is GET /api/lists everywhere). Mutations invalidate by prefix (recommendationKeys.all
 * also refreshes mfe-portfolio's Rec column).
 */
import type { ChartInterval, ChartRange } from '@folio/contracts';
import { recommendationKeys as sharedRecommendationKeys } from '@folio/shell-kit';

export { investmentKeys, listKeys } from '@folio/shell-kit';

export const marketKeys = {
  overview: ['dashboard', 'market-data'] as const,
  quote: (symbol: string) => ['stocks', symbol, 'quote'] as const,
  indicators: (symbol: string, interval: ChartInterval, range: ChartRange) => ['market', 'indicators', symbol, interval, range] as const,
  priceSeries: (symbol: string, interval: ChartInterval, range: ChartRange) => ['market', 'price-series', symbol, interval, range] as const,
  ratio: (base: string, quote: string, interval: ChartInterval, range: ChartRange) => ['market', 'ratio', base, quote, interval, range] as const,
};


export const recommendationKeys = {
  ...sharedRecommendationKeys,
  /** Every list of this remote's recommendation answers (the page and the dashboard widget). */
  lists: ['recommendations', 'list'] as const,
  /** One list's recommendations, or every list's when listId is null ('All Lists'). */
  list: (listId: string | null) => ['recommendations', 'list', listId ?? 'all'] as const,
};

export const analysisKeys = {
  all: ['analyses'] as const,
  /** GET /investments/past-analyses of a list (null: the default list). */
  past: (listId: string | null) => ['analyses', 'past', listId] as const,
  /** GET /investments/stocks/{symbol}/analyses. */
  stock: (symbol: string, listId: string | null) => ['analyses', 'stock', symbol, listId] as const,
};

export const chatKeys = {
  suggestions: ['chat', 'suggestions'] as const,
};
