import type { WatchlistStock } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { CachedMarketData } from './cache.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import { arrangeWatchlist, distinctSymbols, watchlistResponse } from './watchlist.ts';

const stock = (symbol: string, dayChangePercent: number): WatchlistStock => ({
  symbol, currentPrice: 10, previousClose: 10, dayChange: 0, dayChangePercent, volume: 1, avgVolume: 1,
  dayRange: { low: 9, high: 11 }, yearRange: { low: 5, high: 15 }, marketCap: null,
});
const symbols = (data: { stocks: WatchlistStock[] }) => data.stocks.map((s) => s.symbol);

describe('watch list', () => {
  it('sorts by day change percent, best first', () => {
    const data = arrangeWatchlist([stock('A', -1), stock('B', 3), stock('C', 0.5)]);
    expect(symbols(data)).toEqual(['B', 'C', 'A']);
    expect(data.totalCount).toBe(3);
  });

  it('shows a duplicated symbol once', () => {
    expect(symbols(arrangeWatchlist([stock('A', 1), stock('A', 1), stock('B', 2)]))).toEqual(['B', 'A']);
    expect(distinctSymbols(['aapl', ' AAPL', 'msft', ''])).toEqual(['AAPL', 'MSFT']);
  });

  it('keeps every row up to ten', () => {
    const ten = Array.from({ length: 10 }, (_, i) => stock(`S${i}`, i));
    expect(arrangeWatchlist(ten).stocks).toHaveLength(10);
  });

  it('shows the ten best and ten worst when longer, counting them all', () => {
    const many = Array.from({ length: 25 }, (_, i) => stock(`S${String(i).padStart(2, '0')}`, i));
    const data = arrangeWatchlist(many);
    expect(data.totalCount).toBe(25);
    expect(data.stocks).toHaveLength(20);
    expect(data.stocks[0]!.symbol).toBe('S24');
    expect(data.stocks[9]!.symbol).toBe('S15');
    expect(data.stocks[10]!.symbol).toBe('S09');
    expect(data.stocks[19]!.symbol).toBe('S00');
  });

  it('never repeats a row when a list is only a little longer than ten', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => stock(`S${i}`, i));
    const data = arrangeWatchlist(twelve);
    expect(data.stocks).toHaveLength(12);
    expect(new Set(symbols(data)).size).toBe(12);
  });

  it("answers with the spec's fields, skipping symbols that cannot be quoted", async () => {
    const now = () => new Date('2026-11-20T18:00:00Z');
    const market = new CachedMarketData(new OfflineMarketDataProvider({ now }), { now, policy: { budget: null } });
    const response = await watchlistResponse(market, ['AAPL', 'msft', 'AAPL', 'NOT!OK']);
    expect(response.success).toBe(true);
    expect(response.data!.totalCount).toBe(2);
    const [first] = response.data!.stocks;
    expect(Object.keys(first!).sort()).toEqual(
      ['avgVolume', 'currentPrice', 'dayChange', 'dayChangePercent', 'dayRange', 'marketCap', 'previousClose', 'symbol', 'volume', 'yearRange'].sort(),
    );
    expect(first!.dayRange.low).toBeLessThanOrEqual(first!.dayRange.high);
  });
});
