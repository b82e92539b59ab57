/**
 * The list's max position size preference, for analyses started here. mfe-portfolio's settings
 * page owns the `portfolio-preferences:{listId}` browser value (mfe-portfolio/src/settings/
 * preferences.ts); @folio/contracts holds no browser-storage keys, so this reads the one field
 * it needs with the same rule: a number from 1 to 100, else none (the server then uses 10).
 */
export const preferencesKey = (listId: string) => `portfolio-preferences:${listId}`;

export function readMaxPositionSize(listId: string): number | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(preferencesKey(listId)) ?? 'null') as { maxPositionSize?: unknown } | null;
    const raw = stored?.maxPositionSize;
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    return typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= 100 ? value : undefined;
  } catch (error) {
    console.warn(`Could not read ${preferencesKey(listId)} from browser storage`, error);
    return undefined;
  }
}
