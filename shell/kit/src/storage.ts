/**
 * Browser storage that never throws. Spec (core.md 8, dashboard-news-tools.md 8): a failure to
 * read or save browser settings is logged and defaults are used. Private modes and disabled
 * storage throw on access, so every call is guarded.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readText(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Could not read "${key}" from browser storage`, error);
    return null;
  }
}

export function writeText(storage: KeyValueStorage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not save "${key}" to browser storage`, error);
  }
}

/** Parses stored JSON; anything unreadable counts as absent. */
export function readJson(storage: KeyValueStorage | null, key: string): unknown {
  const text = readText(storage, key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.warn(`Ignoring unreadable "${key}" in browser storage`, error);
    return undefined;
  }
}

/** An in-memory storage for tests and for browsers that refuse localStorage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
