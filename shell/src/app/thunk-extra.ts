import type { ApiClient } from '@folio/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { TokenStore } from '../session/token-storage.ts';

/** What thunks are given instead of reaching for globals. */
export interface ThunkExtra {
  api: ApiClient;
  tokens: TokenStore;
  queryClient: QueryClient;
}
