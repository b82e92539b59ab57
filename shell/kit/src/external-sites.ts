/**
 * External research sites (dashboard-news-tools.md sections 3-5): a name, a URL template with a
 * {symbol} placeholder, an enabled flag and an icon. One site, by name, is the default.
 */
export interface ExternalSite {
  name: string;
  url: string;
  isEnabled: boolean;
  icon: string;
}

export const SYMBOL_PLACEHOLDER = '{symbol}';
export const DEFAULT_SITE_ICON = '🔗';
export const DEFAULT_EXTERNAL_SITE = 'MarketWatch';

// The spec does not give the templates; these are each site's public quote page.
export const DEFAULT_EXTERNAL_SITES: readonly ExternalSite[] = [
  { name: 'MarketWatch', url: 'https://www.marketwatch.com/investing/stock/{symbol}', isEnabled: true, icon: '📈' },
  { name: 'Yahoo Finance', url: 'https://finance.yahoo.com/quote/{symbol}', isEnabled: true, icon: '💹' },
  { name: 'TradingView', url: 'https://www.tradingview.com/symbols/{symbol}/', isEnabled: true, icon: '📊' },
  { name: 'Seeking Alpha', url: 'https://seekingalpha.com/symbol/{symbol}', isEnabled: false, icon: '🔍' },
  { name: 'Finviz', url: 'https://finviz.com/quote.ashx?t={symbol}', isEnabled: false, icon: '🗂️' },
];

export interface SitesState {
  externalSites: ExternalSite[];
  defaultExternalSite: string;
}

export interface SiteDraft {
  name: string;
  url: string;
  icon?: string;
}

/** Keeps well-formed stored sites, fills a missing icon, drops nameless ones and duplicates. */
export function normaliseSites(stored: readonly unknown[]): ExternalSite[] {
  const seen = new Set<string>();
  const sites: ExternalSite[] = [];
  for (const item of stored) {
    if (typeof item !== 'object' || item === null) continue;
    const site = item as Partial<Record<keyof ExternalSite, unknown>>;
    const name = typeof site.name === 'string' ? site.name.trim() : '';
    const url = typeof site.url === 'string' ? site.url.trim() : '';
    if (!name || !url || seen.has(name)) continue;
    seen.add(name);
    sites.push({
      name,
      url,
      isEnabled: site.isEnabled !== false,
      icon: typeof site.icon === 'string' && site.icon ? site.icon : DEFAULT_SITE_ICON,
    });
  }
  return sites;
}

function cleanDraft(draft: SiteDraft): SiteDraft | null {
  const name = draft.name.trim();
  const url = draft.url.trim();
  if (!name || !url) return null;
  const icon = draft.icon?.trim() || DEFAULT_SITE_ICON;
  return { name, url, icon };
}

/** Name and URL are both required (trimmed), otherwise nothing happens; names stay unique. */
export function addSite(state: SitesState, draft: SiteDraft): SitesState {
  const clean = cleanDraft(draft);
  if (!clean || state.externalSites.some((site) => site.name === clean.name)) return state;
  const site: ExternalSite = { name: clean.name, url: clean.url, icon: clean.icon ?? DEFAULT_SITE_ICON, isEnabled: true };
  return { ...state, externalSites: [...state.externalSites, site] };
}

/** Renaming the default site keeps it the default. */
export function updateSite(state: SitesState, name: string, draft: SiteDraft): SitesState {
  const clean = cleanDraft(draft);
  if (!clean) return state;
  if (clean.name !== name && state.externalSites.some((site) => site.name === clean.name)) return state;
  return {
    externalSites: state.externalSites.map((site) =>
      site.name === name ? { ...site, name: clean.name, url: clean.url, icon: clean.icon ?? site.icon } : site,
    ),
    defaultExternalSite: state.defaultExternalSite === name ? clean.name : state.defaultExternalSite,
  };
}

/** Deleting the default makes the first enabled remaining site the default. */
export function deleteSite(state: SitesState, name: string): SitesState {
  const externalSites = state.externalSites.filter((site) => site.name !== name);
  if (state.defaultExternalSite !== name) return { ...state, externalSites };
  return { externalSites, defaultExternalSite: externalSites.find((site) => site.isEnabled)?.name ?? '' };
}

export function setSiteEnabled(state: SitesState, name: string, isEnabled: boolean): SitesState {
  return { ...state, externalSites: state.externalSites.map((site) => (site.name === name ? { ...site, isEnabled } : site)) };
}

/** Only an existing, enabled site can become the default. */
export function setDefaultSite(state: SitesState, name: string): SitesState {
  const site = state.externalSites.find((candidate) => candidate.name === name);
  return site?.isEnabled ? { ...state, defaultExternalSite: name } : state;
}

/** A link exists only for a site that exists and is enabled; the symbol is upper-cased. */
export function externalSiteLink(state: SitesState, symbol: string, siteName = state.defaultExternalSite): string | null {
  const site = state.externalSites.find((candidate) => candidate.name === siteName);
  const clean = symbol.trim().toUpperCase();
  if (!site?.isEnabled || !clean) return null;
  return site.url.split(SYMBOL_PLACEHOLDER).join(encodeURIComponent(clean));
}
