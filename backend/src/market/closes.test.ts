import type { PriceRow } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { toDay } from '../shared/days.ts';
import { CachedMarketData, estimateBytes } from './cache.ts';
import { closesFromRows, isoDay } from './closes.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import { CONTRACT_NOW } from './provider.contract.ts';
import type { MarketDataProvider } from './provider.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('compact closes', () => {
  it('the offline walk gives the very closes of its daily bars, for stocks, crypto, exchange rates and ranges past the clock', async () => {
    const provider = new OfflineMarketDataProvider({ now: () => CONTRACT_NOW });
    const cases: [string, string, string][] = [
      ['AAPL', '2016-01-01', '2026-11-20'],
      ['BTC-USD', '2019-06-01', '2026-11-20'],
      ['EURUSD=X', '2020-01-01', '2026-11-20'],
      // Past the clock's date: no future bars either way.
      ['MSFT', '2026-10-01', '2027-06-30'],
      // Before the anchor day, a weekend-only range, a single day.
      ['KO', '1975-03-01', '1975-04-30'],
      ['JNJ', '2026-11-14', '2026-11-15'],
      ['NVDA', '2026-11-20', '2026-11-20'],
    ];
    const lengths: number[] = [];
    for (const [symbol, from, to] of cases) {
      const request = { from: day(from), to: day(to), interval: '1d' as const };
      // Closes first, from a provider of their own: they must not rely on the bars having been drawn.
      const compact = await new OfflineMarketDataProvider({ now: () => CONTRACT_NOW }).closes(symbol, request);
      const fromBars = closesFromRows(await provider.history(symbol, request));
      expect(compact, `${symbol} ${from}..${to}`).toEqual(fromBars);
      expect(compact.days.length).toBe(compact.closes.length);
      lengths.push(compact.days.length);
    }
    expect(lengths[0]).toBeGreaterThan(2_600);
    expect(lengths[1]).toBeGreaterThan(2_700);
    expect(lengths.slice(2)).toEqual([expect.any(Number), expect.any(Number), expect.any(Number), 0, 1]);
    // Stocks on the same calendar share one array of days (read-only), each has its own closes.
    const range = { from: day('2016-01-01'), to: day('2026-11-20'), interval: '1d' as const };
    const [apple, microsoft] = [await provider.closes('AAPL', range), await provider.closes('MSFT', range)];
    expect(apple.days).toBe(microsoft.days);
    expect(apple.closes).not.toEqual(microsoft.closes);
    // Ranges ending on the same day and starting within one block of bars are views of one array:
    // a book's first trade moving back asks for a longer range, and must not copy its days again.
    const buffers = new Set<ArrayBufferLike>();
    for (let month = 1; month <= 24; month++) {
      const from = day(`${2016 + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-01`);
      const longer = await provider.closes('AAPL', { ...range, from });
      expect(longer).toEqual(closesFromRows(await provider.history('AAPL', { ...range, from })));
      buffers.add(longer.days.buffer);
    }
    // Two years of bars cross at most one block's start.
    expect(buffers.size).toBeLessThanOrEqual(2);
    // A short range keeps nothing but its own days alive.
    const weeks = await provider.closes('AAPL', { from: day('2020-03-02'), to: day('2020-03-27'), interval: '1d' });
    expect(weeks.days.length).toBe(20);
    expect(weeks.days.buffer.byteLength).toBe(weeks.days.byteLength);
  });

  it('leaves out bars without a positive close and reads day numbers as toDay does', () => {
    const rows: PriceRow[] = [
      { t: '2024-02-29', o: 1, h: 1, l: 1, c: 10, v: 1 },
      { t: '2024-03-01', o: 1, h: 1, l: 1, c: 0, v: 1 },
      { t: '2024-03-31T21:00:00.000Z', o: 1, h: 1, l: 1, c: 12.5, v: 1 },
      { t: '1999-12-31', o: 1, h: 1, l: 1, c: Number.NaN, v: 1 },
    ];
    expect(closesFromRows(rows)).toEqual({ days: Int32Array.from([toDay('2024-02-29'), toDay('2024-03-31')]), closes: Float64Array.from([10, 12.5]) });
    for (let d = toDay('1899-12-25'); d < toDay('2101-01-05'); d += 3) {
      const iso = new Date(d * 86_400_000).toISOString();
      expect(isoDay(iso.slice(0, 10))).toBe(d);
      expect(isoDay(iso)).toBe(d);
    }
  });

  it('the cache takes them from the provider, else from its daily bars, and sizes them by their bytes', async () => {
    const rows: PriceRow[] = [
      { t: '2026-11-19', o: 1, h: 1, l: 1, c: 99, v: 1 },
      { t: '2026-11-20', o: 1, h: 1, l: 1, c: 100, v: 1 },
    ];
    let historyCalls = 0;
    const barsOnly: MarketDataProvider = {
      source: 'yahoo',
      quote: () => Promise.reject(new Error('unused')),
      fundamentals: () => Promise.reject(new Error('unused')),
      profile: () => Promise.reject(new Error('unused')),
      history: async () => {
        historyCalls++;
        return rows;
      },
    };
    const market = new CachedMarketData(barsOnly, { now: () => CONTRACT_NOW, policy: { budget: null } });
    const first = await market.closes('AAPL', day('2026-11-01'), day('2026-11-20'));
    expect(first.value).toEqual(closesFromRows(rows));
    expect((await market.closes('aapl', day('2026-11-01'), day('2026-11-20'))).value).toBe(first.value);
    expect(historyCalls).toBe(1);
    // Ten years of closes: 12 bytes a day, not a row object's hundreds.
    const tenYears = { days: new Int32Array(2_520), closes: new Float64Array(2_520) };
    expect(estimateBytes(tenYears)).toBeGreaterThanOrEqual(2_520 * 12);
    expect(estimateBytes(tenYears)).toBeLessThan(2_520 * 12 + 1_000);
    // A view (the offline walk hands out views of its closes) keeps its whole buffer alive: a
    // month of a 56-year walk counts as the walk, most of a buffer as itself.
    const walk = new Float64Array(14_600);
    expect(estimateBytes(walk.subarray(0, 21))).toBe(64 + 14_600 * 8);
    expect(estimateBytes(walk.subarray(0, 10_000))).toBe(64 + 10_000 * 8);
  });

  it('the offline walk hands out its closes without copying them, and they never change afterwards', async () => {
    const provider = new OfflineMarketDataProvider({ now: () => CONTRACT_NOW });
    const tenYears = { from: day('2016-01-01'), to: day('2026-11-20'), interval: '1d' as const };
    const first = await provider.closes('AAPL', tenYears);
    const copy = Float64Array.from(first.closes);
    // Longer ranges price more bars of the same walk; what was handed out stays as it was.
    await provider.closes('AAPL', { ...tenYears, from: day('1990-01-01') });
    await provider.history('AAPL', { ...tenYears, from: day('1971-01-01') });
    const again = await provider.closes('AAPL', tenYears);
    expect(first.closes.buffer.byteLength).toBeGreaterThan(first.closes.byteLength);
    expect(first.closes).toEqual(copy);
    expect(again.closes).toEqual(copy);
  });

  it('a quote carries the day change the fundamentals give, without computing them', async () => {
    const provider = new OfflineMarketDataProvider({ now: () => CONTRACT_NOW });
    for (const symbol of ['AAPL', 'BTC-USD', 'SPY', 'JNJ']) {
      const [quote, fundamentals] = await Promise.all([provider.quote(symbol), provider.fundamentals(symbol)]);
      expect(quote.dayChange).toBe(fundamentals.dayChange);
      expect(quote.dayChangePercent).toBe(fundamentals.dayChangePercent);
      expect(quote.currentPrice).toBe(fundamentals.currentPrice);
    }
  });
});
