import type { StockData } from '@folio/contracts';
import type { CachedMarketData } from '../market/cache.ts';
import { enrichFromCache, stockData } from '../market/stock-data.ts';

/**
 * How much market data a portfolio query wants: `cache` never calls upstream (the holdings table's
 * first paint), `quote` fetches prices, `full` fetches every metric (the enriched view).
 */
export type Enrichment = 'cache' | 'quote' | 'full';

export interface PriceBook {
  price(symbol: string): number | null;
  stockData(symbol: string): StockData | null;
}

/** Prices for a set of symbols, now. A symbol the provider cannot price stays null; nothing throws. */
export async function currentPrices(market: CachedMarketData, symbols: string[], enrichment: Enrichment): Promise<PriceBook> {
  const unique = [...new Set(symbols)];
  const prices = new Map<string, number>();
  const data = new Map<string, StockData>();
  if (enrichment === 'cache') {
    const cached = enrichFromCache(market, unique);
    for (const symbol of unique) {
      const quote = market.cachedQuote(symbol);
      if (quote) prices.set(symbol, quote.value.currentPrice);
      if (cached[symbol]) data.set(symbol, cached[symbol]);
    }
  } else if (enrichment === 'quote') {
    await Promise.all(
      unique.map(async (symbol) => {
        const quote = await market.quote(symbol).catch(() => null);
        if (quote) prices.set(symbol, quote.value.currentPrice);
      }),
    );
  } else {
    await Promise.all(
      unique.map(async (symbol) => {
        const full = await stockData(market, symbol).catch(() => null);
        if (full) {
          data.set(symbol, full);
          prices.set(symbol, full.currentPrice);
        }
      }),
    );
  }
  return { price: (symbol) => prices.get(symbol) ?? null, stockData: (symbol) => data.get(symbol) ?? null };
}

/** Closing prices on a past day (the last close on or before it), for `asOf` queries. */
export async function closingPrices(market: CachedMarketData, symbols: string[], day: string): Promise<PriceBook> {
  const to = new Date(`${day}T00:00:00Z`);
  const from = new Date(to.getTime() - 14 * 86_400_000);
  const prices = new Map<string, number>();
  await Promise.all(
    [...new Set(symbols)].map(async (symbol) => {
      const rows = await market.history(symbol, { from, to, interval: '1d' }).catch(() => null);
      const last = rows?.value.filter((row) => row.t.slice(0, 10) <= day).at(-1);
      if (last) prices.set(symbol, last.c);
    }),
  );
  return { price: (symbol) => prices.get(symbol) ?? null, stockData: () => null };
}
