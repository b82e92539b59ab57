/** Refetch intervals of section 9: news every hour, the news settings every 60 seconds. */
export const NEWS_REFETCH_MS = 60 * 60_000;
export const SETTINGS_REFETCH_MS = 60_000;
