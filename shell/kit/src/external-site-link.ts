/**
 * The research link per symbol (dashboard-news-tools.md sections 3 and 5): the user's default
 * external site from their settings. A link exists only for a site that exists and is enabled;
 * the symbol is upper-cased.
 */
import { externalSiteLink, type ExternalSite } from './external-sites.ts';
import { browserStorage, type KeyValueStorage } from './storage.ts';
import { readUserSettings } from './user-settings.ts';

export interface ExternalSiteLink {
  name: string;
  icon: string;
  href: string;
}

/** The default site if it exists and is enabled, else null (read once per screen). */
export function defaultExternalSite(storage: KeyValueStorage | null = browserStorage()): ExternalSite | null {
  const settings = readUserSettings(storage);
  const site = settings.externalSites.find((candidate) => candidate.name === settings.defaultExternalSite);
  return site?.isEnabled && site.url.trim() ? site : null;
}

export function siteLink(site: ExternalSite | null, symbol: string): ExternalSiteLink | null {
  if (!site) return null;
  const href = externalSiteLink({ externalSites: [site], defaultExternalSite: site.name }, symbol);
  return href ? { name: site.name, icon: site.icon, href } : null;
}
