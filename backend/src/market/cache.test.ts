import type { MarketQuote, PriceRow, StockFundamentals } from '@folio/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { CachedMarketData, type CachePolicy } from './cache.ts';
import {
  BudgetExhaustedError,
  StockNotFoundError,
  UpstreamError,
  type CompanyProfile,
  type MarketDataProvider,
} from './provider.ts';

/** A provider whose answers the test scripts, counting every upstream call. */
class ScriptedProvider implements MarketDataProvider {
  readonly source = 'yahoo' as const;
  calls = 0;
  price = 100;
  failure: Error | null = null;
  unknown = new Set<string>();
  /** When set, calls wait for this promise before answering (to hold requests in flight). */
  gate: Promise<void> | null = null;

  private async answer<T>(symbol: string, value: () => T): Promise<T> {
    this.calls++;
    if (this.gate) await this.gate;
    if (this.unknown.has(symbol)) throw new StockNotFoundError(symbol);
    if (this.failure) throw this.failure;
    return value();
  }
  quote(symbol: string): Promise<MarketQuote> {
    return this.answer(symbol, () => ({
      symbol, currentPrice: this.price, previousClose: 99, dayChange: this.price - 99, dayChangePercent: 1,
      open: 99, dayHigh: 101, dayLow: 98, volume: 1000, marketTime: '2026-11-20T18:00:00.000Z',
    }));
  }
  fundamentals(symbol: string): Promise<StockFundamentals> {
    return this.answer(symbol, () => ({ symbol, currentPrice: this.price }) as StockFundamentals);
  }
  history(symbol: string): Promise<readonly PriceRow[]> {
    return this.answer(symbol, () => [{ t: '2026-11-20', o: 1, h: 1, l: 1, c: this.price, v: 1 }]);
  }
  profile(symbol: string): Promise<CompanyProfile> {
    return this.answer(symbol, () => ({ symbol, name: symbol, sector: null, industry: null, currency: 'USD' }));
  }
}

let clock = 0;
const now = () => new Date(Date.UTC(2026, 10, 20, 18) + clock);
const advance = (ms: number) => {
  clock += ms;
};

let provider: ScriptedProvider;
const cacheWith = (policy: Partial<CachePolicy> = {}) => new CachedMarketData(provider, { now, policy: { budget: null, ...policy } });

beforeEach(() => {
  clock = 0;
  provider = new ScriptedProvider();
});

describe('market data cache: time to live', () => {
  it('serves a quote from memory for 30 s, then asks upstream again', async () => {
    const market = cacheWith();
    expect((await market.quote('AAPL')).value.currentPrice).toBe(100);
    provider.price = 101;
    advance(29_999);
    expect((await market.quote('AAPL')).value.currentPrice).toBe(100);
    advance(1);
    expect((await market.quote('AAPL')).value.currentPrice).toBe(101);
    expect(provider.calls).toBe(2);
  });

  it('keeps fundamentals and history longer than quotes', async () => {
    const market = cacheWith();
    const range = { from: new Date('2026-11-01'), to: new Date('2026-11-20'), interval: '1d' as const };
    await market.fundamentals('AAPL');
    await market.history('AAPL', range);
    advance(5 * 60_000);
    await market.fundamentals('AAPL');
    await market.history('AAPL', range);
    expect(provider.calls).toBe(2);
  });

  it('treats symbols case-insensitively and keys history by its range', async () => {
    const market = cacheWith();
    await market.quote('aapl');
    await market.quote(' AAPL ');
    await market.history('AAPL', { from: new Date('2026-11-01'), to: new Date('2026-11-20'), interval: '1d' });
    await market.history('AAPL', { from: new Date('2026-10-01'), to: new Date('2026-11-20'), interval: '1d' });
    expect(provider.calls).toBe(3);
  });

  it('hands back fresh values from the cache alone, the same objects until they expire', async () => {
    const market = cacheWith();
    expect(await market.freshValues(['AAPL'], ['quote'])).toBeUndefined();
    const quote = (await market.quote('AAPL')).value;
    expect(await market.freshValues(['aapl'], ['quote'])).toEqual([quote]);
    expect((await market.freshValues(['AAPL'], ['quote']))![0]).toBe(quote);
    expect(await market.freshValues(['AAPL'], ['quote', 'fundamentals'])).toBeUndefined();
    advance(30_000);
    expect(await market.freshValues(['AAPL'], ['quote'])).toBeUndefined();
  });

  it('labels answers with their source and freshness', async () => {
    const answer = await cacheWith().quote('AAPL');
    expect(answer).toMatchObject({ source: 'yahoo', stale: false });
    expect(answer.fetchedAt).toEqual(now());
  });
});

describe('market data cache: coalescing', () => {
  it('sends N concurrent requests for the same symbol upstream once', async () => {
    const market = cacheWith();
    let open!: () => void;
    provider.gate = new Promise((resolve) => (open = resolve));
    const pending = Array.from({ length: 25 }, () => market.quote('MSFT'));
    open();
    const answers = await Promise.all(pending);
    expect(provider.calls).toBe(1);
    expect(new Set(answers.map((a) => a.value.currentPrice))).toEqual(new Set([100]));
    expect(market.statistics.coalesced).toBe(24);
  });

  it('shares a failure among the waiting requests too', async () => {
    const market = cacheWith();
    let open!: () => void;
    provider.gate = new Promise((resolve) => (open = resolve));
    provider.failure = new UpstreamError('down');
    const pending = Array.from({ length: 5 }, () => market.quote('MSFT').catch((error: unknown) => error));
    open();
    for (const result of await Promise.all(pending)) expect(result).toBeInstanceOf(UpstreamError);
    expect(provider.calls).toBe(1);
  });
});

describe('market data cache: stale on failure', () => {
  it('serves the last good value flagged stale when upstream fails', async () => {
    const market = cacheWith();
    await market.quote('AAPL');
    advance(31_000);
    provider.failure = new UpstreamError('Yahoo rate limit (429)', { status: 429 });
    const answer = await market.quote('AAPL');
    expect(answer).toMatchObject({ stale: true, value: { currentPrice: 100 } });
    expect(market.statistics.staleServed).toBe(1);
  });

  it('waits a little before asking a failing upstream again, then recovers', async () => {
    const market = cacheWith({ retryAfterFailureMs: 5_000 });
    await market.quote('AAPL');
    advance(31_000);
    provider.failure = new Error('socket hang up');
    await market.quote('AAPL');
    await market.quote('AAPL');
    expect(provider.calls).toBe(2);
    advance(5_000);
    provider.failure = null;
    provider.price = 105;
    expect(await market.quote('AAPL')).toMatchObject({ stale: false, value: { currentPrice: 105 } });
  });

  it('fails with UpstreamError when there is no good value to fall back on', async () => {
    provider.failure = new TypeError('fetch failed');
    await expect(cacheWith().quote('AAPL')).rejects.toBeInstanceOf(UpstreamError);
  });

  it('keeps an unknown symbol an error, remembered without asking upstream again', async () => {
    const market = cacheWith();
    provider.unknown.add('NOPE');
    await expect(market.quote('NOPE')).rejects.toBeInstanceOf(StockNotFoundError);
    await expect(market.quote('NOPE')).rejects.toBeInstanceOf(StockNotFoundError);
    expect(provider.calls).toBe(1);
  });

  it('does not serve a stale value for a symbol upstream now says is gone', async () => {
    const market = cacheWith();
    await market.quote('GONE');
    advance(31_000);
    provider.unknown.add('GONE');
    await expect(market.quote('GONE')).rejects.toBeInstanceOf(StockNotFoundError);
  });

  it('rejects invalid symbols before spending anything', async () => {
    await expect(cacheWith().quote('not a symbol')).rejects.toBeInstanceOf(StockNotFoundError);
    expect(provider.calls).toBe(0);
  });
});

describe('market data cache: request budget', () => {
  it('stops calling upstream when the budget is spent, and refills over time', async () => {
    const market = cacheWith({ budget: { capacity: 3, refillPerSecond: 1 } });
    for (const symbol of ['A', 'B', 'C']) await market.quote(symbol);
    await expect(market.quote('D')).rejects.toBeInstanceOf(BudgetExhaustedError);
    expect(provider.calls).toBe(3);
    advance(1_000);
    await market.quote('D');
    expect(provider.calls).toBe(4);
  });

  it('serves stale values instead of an error while the budget is spent', async () => {
    const market = cacheWith({ budget: { capacity: 1, refillPerSecond: 0.01 } });
    await market.quote('AAPL');
    advance(31_000);
    expect(await market.quote('AAPL')).toMatchObject({ stale: true });
    expect(provider.calls).toBe(1);
  });

  it('answers 503 for a spent budget, like any upstream trouble', () => {
    expect(new BudgetExhaustedError().status).toBe(503);
  });
});

describe('market data cache: cache-only reads', () => {
  it('peeks without calling upstream and says whether the value is still fresh', async () => {
    const market = cacheWith();
    expect(market.cachedQuote('AAPL')).toBeUndefined();
    await market.quote('AAPL');
    expect(market.cachedQuote('aapl')).toMatchObject({ stale: false });
    advance(31_000);
    expect(market.cachedQuote('AAPL')).toMatchObject({ stale: true });
    expect(provider.calls).toBe(1);
  });

  it('forgets the least recently refreshed entries beyond its size limit', async () => {
    const market = cacheWith({ maxEntries: 2 });
    await market.quote('A');
    await market.quote('B');
    await market.quote('C');
    expect(market.cachedQuote('A')).toBeUndefined();
    expect(market.cachedQuote('C')).toBeDefined();
  });

  it('stays within its byte limit however many symbols are asked for, dropping the least recently used', async () => {
    const market = cacheWith({ maxBytes: 128 * 1024 }); // 64 KB for series
    const window = { from: new Date('2016-01-01'), to: new Date('2026-11-20'), interval: '1d' as const };
    let rows = 20;
    let calls = 0;
    provider.history = async () => {
      calls += 1;
      return Array.from({ length: rows }, (_, i) => ({ t: `2016-01-01T00:00:${i}`, o: 1, h: 1, l: 1, c: 100 + i, v: 1 }));
    };
    for (let n = 0; n < 200; n += 1) await market.history(`S${n}`, window);
    expect(market.heldBytes).toBeGreaterThan(32 * 1024);
    expect(market.heldBytes).toBeLessThanOrEqual(64 * 1024);
    await market.history('S199', window); // recent: held
    await market.history('S0', window); // long gone
    expect(calls).toBe(201);
    // A value larger than the whole cache is answered but not held.
    rows = 2_600;
    expect((await market.history('HUGE', window)).value).toHaveLength(2_600);
    await market.history('HUGE', window);
    expect(calls).toBe(203);
    expect(market.heldBytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('keeps quotes while thousands of histories come and go (series have their own half of the bytes)', async () => {
    const market = cacheWith({ maxBytes: 128 * 1024 });
    await market.quote('AAPL');
    provider.history = async () => Array.from({ length: 200 }, (_, i) => ({ t: `2016-01-01T00:00:${i}`, o: 1, h: 1, l: 1, c: 100 + i, v: 1 }));
    for (let n = 0; n < 300; n += 1) await market.history(`S${n}`, { from: new Date('2016-01-01'), to: new Date('2026-11-20'), interval: '1d' });
    expect(market.cachedQuote('AAPL')).toMatchObject({ stale: false });
  });

  it('holds an unknown symbol as a few bytes saying so, not as data', async () => {
    const market = cacheWith();
    provider.unknown = new Set(Array.from({ length: 1_000 }, (_, n) => `FAKE${n}`));
    for (const symbol of provider.unknown) await expect(market.history(symbol, { from: new Date('2016-01-01'), to: new Date('2026-11-20'), interval: '1d' })).rejects.toThrow(StockNotFoundError);
    expect(market.heldBytes / 1_000).toBeLessThan(300);
  });
});
