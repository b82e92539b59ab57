import { createApiClient } from '@folio/contracts';

/** The session token the shell stores (core.md section 6: sent as a bearer token when present). */
export const TOKEN_KEY = 'token';

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export const api = createApiClient({ getToken: storedToken });
