import { useQuery } from '@tanstack/react-query';
import { fetchRegistry } from './registry.ts';
import { registerRegistry } from './runtime.ts';
import { retrying, isTransient, NETWORK_BLIP_DELAYS_MS } from './retry.ts';

export const registryQueryKey = ['frontends', 'registry'] as const;

/** The registry, fetched once per page and registered with the federation runtime. */
export function useRegistry() {
  return useQuery({
    queryKey: registryQueryKey,
    queryFn: async () => {
      const registry = await retrying(() => fetchRegistry(globalThis.fetch.bind(globalThis), window.location.href), {
        delaysMs: NETWORK_BLIP_DELAYS_MS,
        shouldRetry: isTransient,
      });
      for (const problem of registry.problems) console.warn(`[folio] front-end registry: ${problem}`);
      registerRegistry(registry.remotes);
      return registry;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
