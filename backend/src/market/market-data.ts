/**
 * Chooses the market-data provider from configuration and puts the cache in front of it. The
 * offline provider is the default and needs nothing; Yahoo is loaded only when chosen.
 */
import { CachedMarketData, type CachePolicy } from './cache.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import type { MarketDataProvider } from './provider.ts';

export type MarketProviderName = 'offline' | 'yahoo';

export interface MarketDataOptions {
  provider: MarketProviderName;
  /** Yahoo only: send requests to this origin instead of Yahoo's hosts. */
  yahooBaseUrl?: string;
  /** Yahoo only: per-call timeout. */
  timeoutMs?: number;
  /** Yahoo only: the fetch its requests go through (GET /api/usage counts them there). */
  fetch?: typeof fetch;
  now?: () => Date;
  policy?: Partial<CachePolicy>;
  /** Lays something over the provider, inside the cache (test-only prices, see price-overrides.ts). */
  wrap?: (provider: MarketDataProvider) => MarketDataProvider;
}

export async function createMarketData(options: MarketDataOptions): Promise<CachedMarketData> {
  const now = options.now ?? (() => new Date());
  const wrap = options.wrap ?? ((provider: MarketDataProvider) => provider);
  if (options.provider === 'yahoo') {
    const { YahooMarketDataProvider } = await import('./yahoo-provider.ts');
    const provider = new YahooMarketDataProvider({
      now,
      ...(options.yahooBaseUrl ? { baseUrl: options.yahooBaseUrl } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return new CachedMarketData(wrap(provider), { now, ...(options.policy ? { policy: options.policy } : {}) });
  }
  // Demo data costs nothing upstream, so it needs no request budget.
  return new CachedMarketData(wrap(new OfflineMarketDataProvider({ now })), { now, policy: { budget: null, ...options.policy } });
}
