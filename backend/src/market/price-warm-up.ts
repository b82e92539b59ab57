/**
 * Prices fetched in the background when a symbol enters a list (`PositionOpened`): the holdings
 * view that follows a 5,000-row bulk request or import finds them held, instead of asking the
 * provider for thousands of symbols at once inside that request (with Yahoo, within its request
 * budget; offline, a price walk per symbol drawn since 1970). Best effort, never retried: a quote
 * that cannot be had now is fetched when someone asks for it, and the warm-up spends only the
 * upper half of the request budget, leaving the rest to users' requests. It begins at the log's
 * head the first time it runs: the symbols held before were priced by whoever looked at them.
 */
import type { Reactor } from '../background/reactor.ts';
import type { CachedMarketData } from './cache.ts';

export const PRICE_WARM_UP_REACTOR = 'market.price-warm-up';

export function priceWarmUpReactor(market: Pick<CachedMarketData, 'quote' | 'cachedQuote' | 'canSpare'>): Reactor {
  return {
    name: PRICE_WARM_UP_REACTOR,
    handles: new Set(['PositionOpened']),
    startsAt: 'head',
    async react(event) {
      const symbol = (event.data as { symbol?: unknown }).symbol;
      if (typeof symbol !== 'string') return;
      const held = market.cachedQuote(symbol);
      if ((held && !held.stale) || !market.canSpare(0)) return;
      // Unknown symbols, upstream failures and a spent budget are the request's to report, not ours.
      await market.quote(symbol).catch(() => undefined);
    },
  };
}
