import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../eventstore/port.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { reactionContext } from '../background/reactor.ts';
import { CachedMarketData } from './cache.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import { PRICE_WARM_UP_REACTOR, priceWarmUpReactor } from './price-warm-up.ts';
import type { MarketDataProvider } from './provider.ts';

const TICKERS = ['AAPL', 'MSFT', 'GOOG', 'AMZN', 'NVDA', 'META', 'TSLA', 'JPM', 'V', 'JNJ', 'WMT', 'PG', 'XOM', 'KO', 'PEP', 'DIS', 'NFLX', 'INTC', 'AMD', 'CSCO'];

/** The offline provider, counting the quotes asked of it. */
function countingMarket(budget: { capacity: number; refillPerSecond: number } | null) {
  const offline = new OfflineMarketDataProvider();
  const asked: string[] = [];
  const provider: MarketDataProvider = {
    source: offline.source,
    quote: (symbol) => {
      asked.push(symbol);
      return offline.quote(symbol);
    },
    fundamentals: (symbol) => offline.fundamentals(symbol),
    profile: (symbol) => offline.profile(symbol),
    history: (symbol, request) => offline.history(symbol, request),
  };
  return { market: new CachedMarketData(provider, { policy: { budget } }), asked };
}

const opened = (symbol: string, position: number): RecordedEvent => ({
  id: `event-${position}`,
  type: 'PositionOpened',
  streamId: 'book-u1',
  revision: position,
  position,
  data: { positionId: `p-${position}`, listId: 'l1', symbol, lot: { lotId: `lot-${position}`, quantity: 1, price: 100, date: '2024-01-02' } },
  metadata: { userId: 'u1', occurredAt: '2026-03-02T14:30:00Z' },
});

let app: TestApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('prices fetched when symbols enter a list', () => {
  it('are held when the holdings are first asked for after a bulk request', async () => {
    const { market, asked } = countingMarket(null);
    app = await createTestApp({ market });
    const { token } = await app.signUp();
    const listId = (await app.request('GET', '/api/lists', { token })).json()[0].id as string;
    const bulk = await app.request('POST', '/api/investments/bulk', {
      token,
      body: { listId, items: TICKERS.map((symbol) => ({ symbol, quantity: 2, purchasePrice: 50, purchaseDate: '2021-03-04' })) },
    });
    expect(bulk.statusCode).toBe(200);
    expect(await app.background.reactors.waitFor((await app.stores.events.headPosition())!, 5000, [PRICE_WARM_UP_REACTOR])).toBe(true);
    for (const symbol of TICKERS) expect(market.cachedQuote(symbol)?.stale).toBe(false);
    expect(asked.sort()).toEqual([...TICKERS].sort());

    // The first look at the holdings asks the provider for nothing more.
    const holdings = await app.request('GET', '/api/investments', { token });
    expect(holdings.statusCode).toBe(200);
    expect(asked).toHaveLength(TICKERS.length);
    expect(holdings.json().every((holding: { currentPrice: number | null }) => holding.currentPrice !== null)).toBe(true);
  });

  it('spend only the upper half of the request budget, and never fail', async () => {
    const { market, asked } = countingMarket({ capacity: 10, refillPerSecond: 0 });
    // Ahead-of-need work may take a budget of 10 down to 5, not below.
    expect([market.canSpare(5), market.canSpare(6)]).toEqual([true, false]);
    const reactor = priceWarmUpReactor(market);
    const signal = new AbortController().signal;
    for (const [n, symbol] of [...TICKERS, 'NOSUCHSYMBOL'].entries()) {
      const event = opened(symbol, n + 1);
      await reactor.react(event, reactionContext(reactor.name, event, signal, 1));
    }
    // Budget 10: the warm-up takes calls while at least 5 are left, i.e. 6 of them.
    expect(asked).toHaveLength(6);
    // What is left is the users': their quote of a symbol not yet held is still fetched.
    expect((await market.quote('KO')).stale).toBe(false);
    // A symbol already held and fresh is not asked again.
    const event = opened('AAPL', 99);
    await reactor.react(event, reactionContext(reactor.name, event, signal, 1));
    expect(asked.filter((symbol) => symbol === 'AAPL')).toHaveLength(1);
  });
});
