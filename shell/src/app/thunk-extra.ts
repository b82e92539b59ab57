import type { QueryClient } from '@tanstack/react-query';
import type { TokenStore } from '../session/token-storage.ts';
import type { ApiLoader } from './api-loader.ts';

/** What thunks are given instead of reaching for globals. */
export interface ThunkExtra {
  api: ApiLoader;
  tokens: TokenStore;
  queryClient: QueryClient;
}
