import type { MarketQuote, StockData, StockFundamentals } from '@folio/contracts';
import type { CachedMarketData } from '../market/cache.ts';
import { currencyFromSymbol, knownListingCurrency, listingCurrency } from '../market/listing-currency.ts';
import { enrichFromCache, stockData, withQuote } from '../market/stock-data.ts';
import { allInChunks, Slice } from '../shared/yielding.ts';

/** Symbols asked for at once: a large book's prices arrive in turns, other requests in between. */
const FETCH_CHUNK = 50;

/**
 * How long an answer waits for prices: a list of tens of thousands of symbols not yet in the
 * cache is answered after this with the prices that arrived, the others null (as a price the
 * provider cannot give is). What arrived is in the cache, so the next request has more;
 * an answer with a missing price is never kept (queries.ts).
 */
export const PRICE_DEADLINE_MS = 2_000;

/** Runs `fetch` until it is done or the deadline passes; then no new fetch starts (the answer must not share the CPU with them). */
const withinDeadline = (fetch: (stopped: () => boolean) => Promise<unknown>) =>
  new Promise<void>((resolve) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      resolve();
    }, PRICE_DEADLINE_MS);
    void fetch(() => late).finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/** The maps as they stand now: prices arriving after the deadline do not change an answer being built. */
const frozen = <K, V>(map: Map<K, V>) => new Map(map);

/**
 * How much market data a portfolio query wants: `cache` never calls upstream (the holdings table's
 * first paint), `quote` fetches prices, `full` fetches every metric (the enriched view).
 */
export type Enrichment = 'cache' | 'quote' | 'full';

export interface PriceBook {
  price(symbol: string): number | null;
  stockData(symbol: string): StockData | null;
  /** ISO 4217 code the symbol's prices are in (the provider's, else its exchange suffix's). */
  currency?(symbol: string): string;
}

/** Prices for a set of symbols, now. A symbol the provider cannot price stays null; nothing throws. */
export async function currentPrices(market: CachedMarketData, symbols: string[], enrichment: Enrichment): Promise<PriceBook> {
  const unique = [...new Set(symbols)];
  const prices = new Map<string, number>();
  const data = new Map<string, StockData>();
  const currencies = new Map<string, string>();
  if (enrichment === 'cache') {
    const cached = enrichFromCache(market, unique);
    for (const symbol of unique) {
      const quote = market.cachedQuote(symbol);
      if (quote) prices.set(symbol, quote.value.currentPrice);
      if (cached[symbol]) data.set(symbol, cached[symbol]);
    }
  } else if (enrichment === 'quote') {
    await withinDeadline((stopped) => allInChunks(unique, FETCH_CHUNK, async (symbol) => {
      const quote = await market.quote(symbol).catch(() => null);
      if (quote) prices.set(symbol, quote.value.currentPrice);
      if (quote?.value.currency) currencies.set(symbol, quote.value.currency);
    }, stopped));
  } else {
    await withinDeadline((stopped) => allInChunks(unique, FETCH_CHUNK, async (symbol) => {
      const full = await stockData(market, symbol).catch(() => null);
      if (full) {
        data.set(symbol, full);
        prices.set(symbol, full.currentPrice);
        if (full.currency) currencies.set(symbol, full.currency);
      }
    }, stopped));
  }
  const [atPrices, atData, atCurrencies] = [frozen(prices), frozen(data), frozen(currencies)];
  return {
    price: (symbol) => atPrices.get(symbol) ?? null,
    stockData: (symbol) => atData.get(symbol) ?? null,
    currency: (symbol) => atCurrencies.get(symbol) ?? knownListingCurrency(market, symbol),
  };
}

/**
 * The market values a price book for `symbols` is made of, when every one is fresh in the cache
 * (per symbol its quote, then for the richer views its fundamentals); undefined when any would
 * need fetching. While the cache hands back the same objects, the book is the same.
 */
export function freshMarketValues(market: CachedMarketData, symbols: readonly string[], enrichment: Enrichment): Promise<object[] | undefined> {
  return market.freshValues(symbols, enrichment === 'quote' ? ['quote'] : ['quote', 'fundamentals']);
}

export const sameMarketValues = (a: readonly object[] | undefined, b: readonly object[]) =>
  a !== undefined && a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The book `currentPrices` answers while `values` (from `freshMarketValues`) are fresh: every
 * view prices from the quote; the richer views add stock data, which fresh values never mark stale.
 */
export async function pricesFromFresh(market: CachedMarketData, symbols: readonly string[], values: readonly object[], enrichment: Enrichment): Promise<PriceBook> {
  const prices = new Map<string, number>();
  const data = new Map<string, StockData>();
  const currencies = new Map<string, string>();
  const stride = enrichment === 'quote' ? 1 : 2;
  // With turns: 50,000 symbols take ~35 ms.
  const slice = new Slice();
  for (const [i, symbol] of symbols.entries()) {
    if ((i & 255) === 255 && slice.over) await slice.turn();
    const quote = values[i * stride] as MarketQuote;
    prices.set(symbol, quote.currentPrice);
    currencies.set(symbol, quote.currency ?? currencyFromSymbol(symbol));
    if (stride === 2) data.set(symbol, { ...withQuote(values[i * 2 + 1] as StockFundamentals, quote), source: market.source, stale: false });
  }
  return {
    price: (symbol) => prices.get(symbol) ?? null,
    stockData: (symbol) => data.get(symbol) ?? null,
    currency: (symbol) => currencies.get(symbol) ?? currencyFromSymbol(symbol),
  };
}

/** Closing prices on a past day (the last close on or before it), for `asOf` queries. */
export async function closingPrices(market: CachedMarketData, symbols: string[], day: string): Promise<PriceBook> {
  const to = new Date(`${day}T00:00:00Z`);
  const from = new Date(to.getTime() - 14 * 86_400_000);
  const prices = new Map<string, number>();
  const currencies = new Map<string, string>();
  await Promise.all(
    [...new Set(symbols)].map(async (symbol) => {
      const [rows, currency] = await Promise.all([market.history(symbol, { from, to, interval: '1d' }).catch(() => null), listingCurrency(market, symbol)]);
      const last = rows?.value.filter((row) => row.t.slice(0, 10) <= day).at(-1);
      if (last) prices.set(symbol, last.c);
      currencies.set(symbol, currency);
    }),
  );
  return { price: (symbol) => prices.get(symbol) ?? null, stockData: () => null, currency: (symbol) => currencies.get(symbol) ?? currencyFromSymbol(symbol) };
}
