import type { MarketQuote, StockFundamentals } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { CachedMarketData } from './cache.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import { aggregatedStocks, withQuote } from './stock-data.ts';

const fundamentals = {
  symbol: 'AAPL', currentPrice: 200, dayChange: 1, dayChangePercent: 0.5, volume: 10, marketCap: 3_000_000_000_000,
  peRatio: 20, trailingEps: 10, bookValue: 40, priceToBook: 5, sector: 'Technology',
} as StockFundamentals;
const quote: MarketQuote = {
  symbol: 'AAPL', currentPrice: 210, previousClose: 205, dayChange: 5, dayChangePercent: 2.44, open: 206, dayHigh: 211,
  dayLow: 204, volume: 99, marketTime: '2026-11-20T18:00:00.000Z',
};

describe('stock data refreshed with the live quote', () => {
  it('takes price, change and volume from the quote', () => {
    expect(withQuote(fundamentals, quote)).toMatchObject({ currentPrice: 210, dayChange: 5, dayChangePercent: 2.44, volume: 99 });
  });

  it('moves market cap, P/E and P/B with the price', () => {
    expect(withQuote(fundamentals, quote)).toMatchObject({ marketCap: 3_150_000_000_000, peRatio: 21, priceToBook: 5.25 });
  });

  it('keeps the provider P/E when earnings are negative or unknown', () => {
    const losing = { ...fundamentals, trailingEps: -2, peRatio: null };
    expect(withQuote(losing, quote).peRatio).toBeNull();
  });
});

describe('aggregated stocks', () => {
  it('answers the same from a warm cache as when fetching', async () => {
    const now = () => new Date('2026-11-20T18:00:00Z');
    const market = new CachedMarketData(new OfflineMarketDataProvider({ now }), { now, policy: { budget: null } });
    const fetched = await aggregatedStocks(market, ['AAPL', 'KO', 'NOT!OK']);
    const calls = market.statistics.upstreamCalls;
    const warm = await aggregatedStocks(market, ['AAPL', 'KO']);
    expect(market.statistics.upstreamCalls).toBe(calls);
    expect(warm.stocks).toEqual(fetched.stocks);
    expect(fetched.notFound).toEqual(['NOT!OK']);
  });
});
