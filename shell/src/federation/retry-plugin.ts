/**
 * MF runtime plugin: rides out network blips while a remote loads. Manifests are fetched with
 * retries; a remoteEntry script that failed to download is requested again after a pause. A
 * missing file (404) is not a blip and fails at once, so the contained error shows quickly.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchRetrying, NETWORK_BLIP_DELAYS_MS } from './retry.ts';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

export function retryPlugin(delaysMs: readonly number[] = NETWORK_BLIP_DELAYS_MS): ModuleFederationRuntimePlugin {
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  return {
    name: 'folio-retry',
    // A non-2xx manifest must become an error: a 404 JSON body would otherwise be read as a
    // broken manifest and stay cached as a failure, so Retry could never succeed.
    fetch: (url, init) => fetchRetrying(globalThis.fetch.bind(globalThis), url, init, { delaysMs, sleep }),
    // The hook's declared type wraps the answer in two Promises; awaiting flattens them anyway.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
      for (const delay of delaysMs) {
        await sleep(delay);
        // The failed download is still registered as in flight; without this the next attempt
        // would wait on it instead of requesting the script again.
        delete globalLoading[uniqueKey];
        try {
          const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
          if (entry) return entry;
        } catch {
          // try again after the next pause; the last failure is reported by the runtime
        }
      }
      return undefined;
    }) as unknown as LoadEntryErrorHook,
  };
}
