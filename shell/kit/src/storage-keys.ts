/**
 * Every browser-storage key the front-ends share, in one place (core.md section 3,
 * dashboard-news-tools.md section 3). A remote reads another part's value only through the kit.
 */
export const STORAGE_KEYS = {
  /** The session token, sent as a bearer token. */
  token: 'token',
  /** 'light' or 'dark'. */
  theme: 'theme',
  /** Widget layout and external sites (the Settings page). */
  userSettings: 'userSettings',
  /** A list's portfolio preferences (Portfolio settings). */
  listPreferences: (listId: string) => `portfolio-preferences:${listId}`,
} as const;
