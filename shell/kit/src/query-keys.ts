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

/**
 * News (dashboard-news-tools.md section 7). Shared because the dashboard's News widget and the
 * News Dashboard show the same answers, and Refresh or indexing invalidates them all by `all`.
 */
export const newsKeys = {
  all: ['news'] as const,
  /** GET /news/portfolio of a list (null: the default list) with the screen's filters and page. */
  portfolio: (listId: string | null, filters: Record<string, string | number | undefined> = {}) =>
    ['news', 'portfolio', listId, filters] as const,
  market: ['news', 'market'] as const,
  top: ['news', 'top'] as const,
  /** GET /dashboard/top-news: the widget's Top News tab, for visitors too. */
  dashboardTop: ['news', 'dashboard-top'] as const,
  sector: (sector: string) => ['news', 'sector', sector] as const,
  summary: (symbol: string) => ['news', 'summary', symbol] as const,
  impacts: (filters: { symbol?: string; from?: string; to?: string }) => ['news', 'impacts', filters] as const,
  settings: ['news', 'settings'] as const,
};

export const historyKeys = {
  /** GET /stocks/{symbol}/history for a window (the timeline's sparklines). */
  symbol: (symbol: string, from: string, to: string) => ['stocks', symbol, 'history', from, to] as const,
  /** GET /stocks/history for several symbols (the timeline's overlay chart). */
  symbols: (symbols: readonly string[], from: string, to: string) => ['stocks', 'history', symbols.join(','), from, to] as const,
};

export const alertKeys = {
  /** GET /api/alerts. */
  all: ['alerts'] as const,
};

export const notificationKeys = {
  /** GET /api/notifications: the bell's list and unread count; the live stream invalidates it. */
  all: ['notifications'] as const,
};
