/**
 * Query keys for data more than one front-end reads. The QueryClient is the shell's, shared by
 * every remote, so a key names the same answer everywhere and a mutation in one remote
 * refreshes the others (invalidate by the `all` prefix). Keys one remote alone uses stay in it.
 */
export const listKeys = {
  /** GET /api/lists. */
  all: ['lists'] as const,
};

export const investmentKeys = {
  all: ['investments'] as const,
  /** GET /investments/fast: the list's rows, priced from the server's cache only. */
  items: (listId: string | null) => ['investments', 'items', listId] as const,
  summary: (listId: string | null) => ['investments', 'summary', listId] as const,
};

export const recommendationKeys = {
  all: ['recommendations'] as const,
};

export const stockKeys = {
  /** GET /stocks/{symbol}; the holdings enrichment fills the same entries. */
  detail: (symbol: string) => ['stocks', symbol] as const,
};
