/**
 * Test-only: the offline market with one symbol whose bars the trend detector reads as signals
 * today, so a test can make TrendDetected events on any day.
 */
import type { PriceRow } from '@folio/contracts';
import { CachedMarketData } from '../market/cache.ts';
import { OfflineMarketDataProvider } from '../market/offline-provider.ts';
import type { PriceOverrides } from '../market/price-overrides.ts';
import type { MarketDataProvider } from '../market/provider.ts';

/** Flat at 100 for 300 days, then 110 today: a golden cross, a close above SMA200 and a 52-week breakout today. */
export function breakoutToday(today: Date): PriceRow[] {
  return Array.from({ length: 301 }, (_, i) => {
    const day = new Date(today.getTime() - (300 - i) * 86_400_000).toISOString().slice(0, 10);
    const c = i === 300 ? 110 : 100;
    return { t: day, o: c, h: c, l: c, c, v: 1000 };
  });
}

/** The offline market, but `symbol`'s history is `breakoutToday`; `prices` set by hand over it, if given. */
export function marketBreakingOut(symbol: string, prices?: PriceOverrides): CachedMarketData {
  const offline = new OfflineMarketDataProvider();
  const provider: MarketDataProvider = {
    source: offline.source,
    quote: (asked) => offline.quote(asked),
    fundamentals: (asked) => offline.fundamentals(asked),
    profile: (asked) => offline.profile(asked),
    history: async (asked, request) => (asked === symbol ? breakoutToday(new Date()) : offline.history(asked, request)),
  };
  return new CachedMarketData(prices ? prices.wrap(provider) : provider, { policy: { budget: null } });
}
