import { browserStorage, readText, writeText, type KeyValueStorage } from './storage.ts';

import { STORAGE_KEYS } from './storage-keys.ts';

/** The session token's browser key (core.md section 3). */
export const TOKEN_KEY = STORAGE_KEYS.token;

export interface TokenStore {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

export function tokenStore(storage: KeyValueStorage | null): TokenStore {
  return {
    read: () => readText(storage, TOKEN_KEY),
    write: (token) => writeText(storage, TOKEN_KEY, token),
    clear: () => writeText(storage, TOKEN_KEY, null),
  };
}

/** The token the shell stored, read where a remote needs it (its API client). */
export const readToken = (): string | null => readText(browserStorage(), TOKEN_KEY);
