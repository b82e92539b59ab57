/**
 * The external research link per symbol (dashboard-news-tools.md sections 3 and 5): the user's
 * default site from the userSettings browser value (the shell's Settings page writes it). A link
 * exists only for a site that exists and is enabled; the symbol is upper-cased.
 */
import { readStoredJson } from '../common/storage.ts';

export interface ExternalSiteLink {
  name: string;
  icon: string;
  href: string;
}

interface StoredSite {
  name?: unknown;
  url?: unknown;
  isEnabled?: unknown;
  icon?: unknown;
}

export const USER_SETTINGS_KEY = 'userSettings';
const PLACEHOLDER = '{symbol}';
export interface DefaultSite {
  name: string;
  url: string;
  icon: string;
}

/** The shell's default when nothing is stored: MarketWatch, enabled. */
const FALLBACK: DefaultSite = {
  name: 'MarketWatch',
  url: 'https://www.marketwatch.com/investing/stock/{symbol}',
  icon: '📈',
};

/** The default site if it exists and is enabled, else null. */
export function defaultExternalSite(stored: unknown = readStoredJson(USER_SETTINGS_KEY)): DefaultSite | null {
  if (typeof stored !== 'object' || stored === null) return FALLBACK;
  const settings = stored as { externalSites?: unknown; defaultExternalSite?: unknown };
  const name = typeof settings.defaultExternalSite === 'string' ? settings.defaultExternalSite : FALLBACK.name;
  if (!Array.isArray(settings.externalSites)) return name === FALLBACK.name ? FALLBACK : null;
  const site = (settings.externalSites as StoredSite[]).find((entry) => entry?.name === name);
  if (!site || site.isEnabled === false || typeof site.url !== 'string' || !site.url.trim()) return null;
  return { name, url: site.url.trim(), icon: typeof site.icon === 'string' && site.icon ? site.icon : '🔗' };
}

export function externalSiteLink(site: DefaultSite | null, symbol: string): ExternalSiteLink | null {
  const clean = symbol.trim().toUpperCase();
  if (!site || !clean) return null;
  return { name: site.name, icon: site.icon, href: site.url.split(PLACEHOLDER).join(encodeURIComponent(clean)) };
}
