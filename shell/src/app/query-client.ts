import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient of the page. @tanstack/react-query is a shared singleton, so the remotes'
 * useQuery calls find this client through the shell's QueryClientProvider.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
