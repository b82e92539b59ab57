import type { MarketQuote } from '@folio/contracts';
import { CachedMarketData } from '../market/cache.ts';
import { OfflineMarketDataProvider } from '../market/offline-provider.ts';
import { UpstreamError } from '../market/provider.ts';

/** Demo prices a test can move (a bump on every quote) or cut off (upstream failing). */
export class MovablePrices extends OfflineMarketDataProvider {
  bump = 0;
  failing = false;
  override async quote(symbol: string): Promise<MarketQuote> {
    if (this.failing) throw new UpstreamError('down');
    const quote = await super.quote(symbol);
    return { ...quote, currentPrice: quote.currentPrice + this.bump };
  }
}

/** Movable demo prices behind the real cache (no request budget), on the test's clock. */
export function movableMarket(now: () => Date) {
  const provider = new MovablePrices({ now });
  return { provider, market: new CachedMarketData(provider, { now, policy: { budget: null } }) };
}
