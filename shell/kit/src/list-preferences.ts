/**
 * Portfolio preferences (dashboard-news-tools.md section 3). The server keeps them per list
 * (GET/PUT /api/lists/{id}/preferences; read them with `useListPreferences` from
 * `@folio/shell-kit/api`). The rules (defaults, bounds, fallbacks) are contracts'
 * (`@folio/contracts/list-preferences`, zod-free so this light entry stays light).
 *
 * Before that, they lived in browser storage under `portfolio-preferences:{listId}`:
 * `readPreferences` / `writePreferences` read and write that old local copy, which
 * `useListPreferences` moves to the server once.
 */
import { DEFAULT_LIST_PREFERENCES, resolveListPreferences, type ListPreferences } from '@folio/contracts/list-preferences';
import { browserStorage, readJson, writeText } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export {
  boundedNumber,
  DEFAULT_VIEWS,
  MAX_POSITION_SIZE,
  REBALANCE_FREQUENCIES,
  RISK_TOLERANCES,
  STOP_LOSS_THRESHOLD,
  TAX_LOT_METHODS,
} from '@folio/contracts/list-preferences';

export type PortfolioPreferences = ListPreferences;

export const DEFAULT_PREFERENCES: Readonly<PortfolioPreferences> = DEFAULT_LIST_PREFERENCES;

export const preferencesKey = STORAGE_KEYS.listPreferences;

/** Any stored or edited value as a whole, valid set: each bad or missing field takes its default. */
export const mergePreferences = (stored: unknown): PortfolioPreferences => resolveListPreferences(stored);

/** The old local copy, merged over the defaults. */
export function readPreferences(listId: string): PortfolioPreferences {
  return mergePreferences(readJson(browserStorage(), preferencesKey(listId)));
}

/** The old local copy as stored (null when there is none), for the one-time move to the server. */
export function readLocalPreferences(listId: string): unknown {
  return readJson(browserStorage(), preferencesKey(listId));
}

export function writePreferences(listId: string, preferences: PortfolioPreferences): void {
  writeText(browserStorage(), preferencesKey(listId), JSON.stringify(mergePreferences(preferences)));
}

export function forgetLocalPreferences(listId: string): void {
  writeText(browserStorage(), preferencesKey(listId), null);
}
