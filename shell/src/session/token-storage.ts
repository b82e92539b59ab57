import { readText, writeText, type KeyValueStorage } from '../storage.ts';

/** The session token's browser key (core.md section 3). */
export const TOKEN_KEY = 'token';

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
