/**
 * Query keys of this remote. Keys for data other front-ends read too (lists, investments, stocks,
 * recommendations) come from @folio/shell-kit, so one mutation refreshes every remote. Mutations
 * invalidate by prefix (investmentKeys.all, cashFlowKeys.all, ...).
 */
import { recommendationKeys as sharedRecommendationKeys } from '@folio/shell-kit';

export { investmentKeys, listKeys, stockKeys } from '@folio/shell-kit';

export const cashFlowKeys = {
  all: ['cash-flows'] as const,
  list: (listId: string) => ['cash-flows', listId, 'list'] as const,
  total: (listId: string) => ['cash-flows', listId, 'total'] as const,
};

export const dashboardKeys = {
  all: ['dashboard', 'watchlist'] as const,
  watchlist: (listId: string | null) => ['dashboard', 'watchlist', listId] as const,
};


export const recommendationKeys = {
  ...sharedRecommendationKeys,
  /** The latest active recommendation per symbol of a list, for the holdings table's Rec column. */
  bySymbol: (listId: string) => ['recommendations', 'by-symbol', listId] as const,
};
