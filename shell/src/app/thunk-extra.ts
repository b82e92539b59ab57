import type { QueryClient } from '@tanstack/react-query';
import type { TokenStore } from '@folio/shell-kit';
import type { ApiLoader } from './api-loader.ts';

/** What thunks are given instead of reaching for globals. */
export interface ThunkExtra {
  api: ApiLoader;
  tokens: TokenStore;
  queryClient: QueryClient;
}
