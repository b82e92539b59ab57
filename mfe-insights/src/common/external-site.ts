/**
 * The external research site for a symbol (dashboard-news-tools.md sections 3 and 5): the default
 * site of the userSettings browser value the shell's Settings page writes. A link exists only
 * for a site that exists and is enabled; the symbol is upper-cased.
 */

export const USER_SETTINGS_KEY = 'userSettings';
const PLACEHOLDER = '{symbol}';

export interface ExternalLink {
  name: string;
  href: string;
}

/** The shell's default when nothing is stored. */
const FALLBACK = { name: 'MarketWatch', url: 'https://www.marketwatch.com/investing/stock/{symbol}' };

function readSettings(): unknown {
  try {
    const text = localStorage.getItem(USER_SETTINGS_KEY);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch (error) {
    console.error('Failed to read userSettings', error);
    return null;
  }
}

export function externalLink(symbol: string, stored: unknown = readSettings()): ExternalLink | null {
  const clean = symbol.trim().toUpperCase();
  if (!clean) return null;
  const settings = (typeof stored === 'object' && stored !== null ? stored : {}) as { externalSites?: unknown; defaultExternalSite?: unknown };
  const name = typeof settings.defaultExternalSite === 'string' ? settings.defaultExternalSite : FALLBACK.name;
  let url: string | null = null;
  if (!Array.isArray(settings.externalSites)) url = name === FALLBACK.name ? FALLBACK.url : null;
  else {
    const site = (settings.externalSites as Array<{ name?: unknown; url?: unknown; isEnabled?: unknown }>).find((entry) => entry?.name === name);
    url = site && site.isEnabled !== false && typeof site.url === 'string' && site.url.trim() ? site.url.trim() : null;
  }
  return url ? { name, href: url.split(PLACEHOLDER).join(encodeURIComponent(clean)) } : null;
}
