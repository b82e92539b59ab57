/**
 * Query keys of this remote. The QueryClient is the shell's, shared by every remote, so keys for
 * the same data must agree across remotes: ['lists'] is the lists of GET /api/lists everywhere.
 */
export const listKeys = {
  all: ['lists'] as const,
};

export const dashboardKeys = {
  watchlist: (listId: string | null) => ['dashboard', 'watchlist', listId] as const,
};

export const stockKeys = {
  detail: (symbol: string) => ['stocks', symbol] as const,
};
