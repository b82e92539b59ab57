/**
 * The dashboard watch list: one row per distinct symbol of a list, best day change first, and
 * only the ten best and ten worst movers when the list is longer than ten. The routes (which
 * need the lists feature to turn a listId into symbols) are wired by the app.
 */
import {
  WATCHLIST_EDGE_SIZE,
  type MarketQuote,
  type StockFundamentals,
  type WatchlistData,
  type WatchlistResponse,
  type WatchlistStock,
} from '@folio/contracts';
import type { CachedMarketData } from './cache.ts';

export function watchlistStock(quote: MarketQuote, fundamentals: StockFundamentals | null): WatchlistStock {
  const { week52Low, week52High } = fundamentals ?? { week52Low: null, week52High: null };
  return {
    symbol: quote.symbol,
    currentPrice: quote.currentPrice,
    previousClose: quote.previousClose,
    dayChange: quote.dayChange,
    dayChangePercent: quote.dayChangePercent,
    volume: quote.volume,
    avgVolume: fundamentals?.avgVolume ?? null,
    dayRange: { low: quote.dayLow, high: quote.dayHigh },
    yearRange: week52Low !== null && week52High !== null ? { low: week52Low, high: week52High } : null,
    marketCap: fundamentals?.marketCap ?? null,
  };
}

/** Distinct upper-cased symbols in first-seen order. */
export function distinctSymbols(symbols: readonly string[]): string[] {
  return [...new Set(symbols.map((symbol) => symbol.trim().toUpperCase()).filter(Boolean))];
}

/** Duplicates once, sorted by day change % descending, top and bottom movers when long. */
export function arrangeWatchlist(stocks: readonly WatchlistStock[]): WatchlistData {
  const seen = new Set<string>();
  const distinct = stocks.filter((stock) => !seen.has(stock.symbol) && seen.add(stock.symbol));
  distinct.sort((a, b) => b.dayChangePercent - a.dayChangePercent || a.symbol.localeCompare(b.symbol));
  const totalCount = distinct.length;
  if (totalCount <= WATCHLIST_EDGE_SIZE) return { stocks: distinct, totalCount };
  const top = distinct.slice(0, WATCHLIST_EDGE_SIZE);
  const bottom = distinct.slice(Math.max(WATCHLIST_EDGE_SIZE, totalCount - WATCHLIST_EDGE_SIZE));
  return { stocks: [...top, ...bottom], totalCount };
}

/**
 * Watch list rows for a list's symbols. A symbol whose quote cannot be had is left out; missing
 * fundamentals only blank the year range, average volume and market cap.
 */
export async function loadWatchlist(market: CachedMarketData, symbols: readonly string[]): Promise<WatchlistData> {
  const rows = await Promise.all(
    distinctSymbols(symbols).map(async (symbol) => {
      const [quote, fundamentals] = await Promise.allSettled([market.quote(symbol), market.fundamentals(symbol)]);
      if (quote.status === 'rejected') return null;
      return watchlistStock(quote.value.value, fundamentals.status === 'fulfilled' ? fundamentals.value.value : null);
    }),
  );
  return arrangeWatchlist(rows.filter((row): row is WatchlistStock => row !== null));
}

/** The GET /dashboard/watchlist answer for a list's symbols. */
export async function watchlistResponse(market: CachedMarketData, symbols: readonly string[]): Promise<WatchlistResponse> {
  return { success: true, data: await loadWatchlist(market, symbols) };
}
