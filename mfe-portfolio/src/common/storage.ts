/**
 * Browser storage that never throws: a failure to read or save is logged and defaults are used
 * (core.md section 8). Private windows and full quotas are the usual causes.
 */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch (error) {
    console.warn(`Could not read ${key} from browser storage`, error);
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not save ${key} to browser storage`, error);
  }
}

export function readStoredJson(key: string): unknown {
  const text = readStored(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.warn(`${key} in browser storage is not JSON; using defaults`, error);
    return null;
  }
}
