import type { PriceRow } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { CachedMarketData } from './cache.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import { packRows, unpackRows } from './packed-rows.ts';

const now = () => new Date('2026-11-20T12:00:00Z');
const tenYears = { from: new Date('2016-01-01'), to: new Date('2026-11-20'), interval: '1d' as const };

describe('packed history rows', () => {
  it('give back exactly the rows they were packed from (ten years of stock, crypto and fx bars, weekly too)', async () => {
    const provider = new OfflineMarketDataProvider({ now });
    for (const symbol of ['AAPL', 'BTC-USD', 'EURUSD=X']) {
      for (const interval of ['1d', '1wk', '1mo'] as const) {
        const rows = await provider.history(symbol, { ...tenYears, interval });
        const packed = packRows(rows)!;
        expect(packed.days.length).toBe(rows.length);
        expect(unpackRows(packed)).toEqual(rows);
      }
    }
    const edges: PriceRow[] = [{ t: '2024-02-29', o: -0, h: 1e21, l: 5e-7, c: Number.MAX_VALUE, v: 0 }];
    expect(Object.is(unpackRows(packRows(edges)!)[0]!.o, -0)).toBe(true);
    expect(unpackRows(packRows(edges)!)).toEqual(edges);
  });

  it('are not packed when a date would come back in another spelling', () => {
    expect(packRows([{ t: '2016-01-01T00:00:00Z', o: 1, h: 1, l: 1, c: 1, v: 1 }])).toBeNull();
    expect(packRows([{ t: '2016-1-1', o: 1, h: 1, l: 1, c: 1, v: 1 }])).toBeNull();
    expect(packRows([{ t: '2016-13-45', o: 1, h: 1, l: 1, c: 1, v: 1 }])).toBeNull();
    expect(packRows([{ t: '2016-01-01', o: 1, h: 1, l: 1, c: 1, v: '1' as unknown as number }])).toBeNull();
  });

  it('are held packed by the market cache until asked for again, then as one rows array', async () => {
    const offline = new OfflineMarketDataProvider({ now });
    let calls = 0;
    const market = new CachedMarketData({ ...offline, source: offline.source, quote: (s) => offline.quote(s), fundamentals: (s) => offline.fundamentals(s), profile: (s) => offline.profile(s), history: (s, r) => (calls++, offline.history(s, r)) }, { now, policy: { budget: null } });
    const reference = await offline.history('MSFT', tenYears);
    const first = (await market.history('MSFT', tenYears)).value;
    const second = (await market.history('MSFT', tenYears)).value;
    const third = (await market.history('MSFT', tenYears)).value;
    expect(calls).toBe(1);
    expect(first).toEqual(reference);
    expect(second).toEqual(reference);
    // From the second request on the cache holds rows: the same array each time (memos are keyed by it).
    expect(third).toBe(second);
    // Held packed after the first request: fewer bytes than as rows.
    const packedMarket = new CachedMarketData(offline, { now, policy: { budget: null } });
    await packedMarket.history('MSFT', tenYears);
    const packedBytes = packedMarket.heldBytes;
    await packedMarket.history('MSFT', tenYears);
    expect(packedMarket.heldBytes).toBeGreaterThan(2 * packedBytes);
  });
});
