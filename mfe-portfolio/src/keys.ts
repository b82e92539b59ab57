/**
 * Query keys of this remote. The QueryClient is the shell's, shared by every remote, so keys for
 * the same data must agree across remotes: ['lists'] is the lists of GET /api/lists everywhere.
 * Mutations invalidate by prefix (investmentKeys.all, cashFlowKeys.all, ...).
 */
export const listKeys = {
  all: ['lists'] as const,
};

export const investmentKeys = {
  all: ['investments'] as const,
  /** GET /investments/fast: the list's rows, priced from the server's cache only. */
  items: (listId: string | null) => ['investments', 'items', listId] as const,
  summary: (listId: string | null) => ['investments', 'summary', listId] as const,
};

export const cashFlowKeys = {
  all: ['cash-flows'] as const,
  list: (listId: string) => ['cash-flows', listId, 'list'] as const,
  total: (listId: string) => ['cash-flows', listId, 'total'] as const,
};

export const dashboardKeys = {
  all: ['dashboard', 'watchlist'] as const,
  watchlist: (listId: string | null) => ['dashboard', 'watchlist', listId] as const,
};

export const stockKeys = {
  /** GET /stocks/{symbol}; the holdings enrichment fills the same entries. */
  detail: (symbol: string) => ['stocks', symbol] as const,
};

export const recommendationKeys = {
  all: ['recommendations'] as const,
  /** The latest active recommendation per symbol of a list, for the holdings table's Rec column. */
  bySymbol: (listId: string) => ['recommendations', 'by-symbol', listId] as const,
};
