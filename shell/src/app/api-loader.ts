import type { ApiClient, ApiClientOptions } from '@folio/contracts/client';

/**
 * The API client, created on first use. Its module, the shared `@folio/contracts/client` (about
 * 3 KB gz: it types answers and builds no zod schema), is not needed to show /login: it loads
 * when the first call is made (a stored session is checked at start, an anonymous visitor's first
 * call is the sign-in).
 */
export type ApiLoader = () => Promise<ApiClient>;

export function apiLoader(options: ApiClientOptions): ApiLoader {
  let client: Promise<ApiClient> | null = null;
  return () => {
    if (!client) {
      client = import('@folio/contracts/client').then(({ createApiClient }) => createApiClient(options));
      // A failed download is tried again on the next call.
      client.catch(() => (client = null));
    }
    return client;
  };
}
