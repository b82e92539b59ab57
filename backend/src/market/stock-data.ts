/**
 * Stock data as the API serves it: fundamentals (cached for an hour) refreshed with the live
 * quote (cached for 30 s), so price-driven figures never lag the price shown next to them.
 */
import type {
  AggregatedManyResponse,
  AggregatedStock,
  MarketQuote,
  MarketSource,
  StockData,
  StockFundamentals,
} from '@folio/contracts';
import type { CachedMarketData } from './cache.ts';
import { StockNotFoundError, type CompanyProfile } from './provider.ts';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Fundamentals with the quote's price, change and volume, and the ratios that move with price. */
export function withQuote(fundamentals: StockFundamentals, quote: MarketQuote): StockFundamentals {
  const price = quote.currentPrice;
  const scale = fundamentals.currentPrice > 0 ? price / fundamentals.currentPrice : 1;
  const { trailingEps, bookValue, marketCap } = fundamentals;
  return {
    ...fundamentals,
    currentPrice: price,
    dayChange: quote.dayChange,
    dayChangePercent: quote.dayChangePercent,
    volume: quote.volume,
    marketCap: marketCap === null ? null : Math.round(marketCap * scale),
    peRatio: trailingEps !== null && trailingEps > 0 ? round2(price / trailingEps) : fundamentals.peRatio,
    priceToBook: bookValue !== null && bookValue > 0 ? round2(price / bookValue) : fundamentals.priceToBook,
  };
}

export async function stockData(market: CachedMarketData, symbol: string): Promise<StockData> {
  const [fundamentals, quote] = await Promise.all([market.fundamentals(symbol), market.quote(symbol)]);
  return {
    ...withQuote(fundamentals.value, quote.value),
    source: market.source,
    stale: fundamentals.stale || quote.stale,
  };
}

function aggregate(
  fundamentals: StockFundamentals,
  quote: MarketQuote,
  profile: CompanyProfile,
  provenance: { source: MarketSource; stale: boolean },
): AggregatedStock {
  return {
    ...withQuote(fundamentals, quote),
    name: profile.name,
    previousClose: quote.previousClose,
    open: quote.open,
    dayHigh: quote.dayHigh,
    dayLow: quote.dayLow,
    marketTime: quote.marketTime,
    ...provenance,
  };
}

export async function aggregatedStock(market: CachedMarketData, symbol: string): Promise<AggregatedStock> {
  const [fundamentals, quote, profile] = await Promise.all([
    market.fundamentals(symbol),
    market.quote(symbol),
    market.profile(symbol),
  ]);
  const stale = fundamentals.stale || quote.stale || profile.stale;
  return aggregate(fundamentals.value, quote.value, profile.value, { source: market.source, stale });
}

// The last composition per quote object: while quote, fundamentals and profile are the same
// cached objects, so is the aggregated stock, and a warm dashboard costs three map lookups.
const composed = new WeakMap<MarketQuote, { fundamentals: StockFundamentals; profile: CompanyProfile; stock: AggregatedStock }>();

/** Synchronously from fresh cache entries, or undefined when anything needs fetching. */
function freshAggregatedStock(market: CachedMarketData, symbol: string): AggregatedStock | undefined {
  const fresh = market.freshSnapshot(symbol);
  if (!fresh) return undefined;
  const { quote, fundamentals, profile } = fresh;
  const memo = composed.get(quote);
  if (memo && memo.fundamentals === fundamentals && memo.profile === profile) return memo.stock;
  const stock = aggregate(fundamentals, quote, profile, { source: market.source, stale: false });
  composed.set(quote, { fundamentals, profile, stock });
  return stock;
}

/** Many symbols at once: one unknown or unavailable symbol does not fail the others. */
export async function aggregatedStocks(market: CachedMarketData, symbols: readonly string[]): Promise<AggregatedManyResponse> {
  const response: AggregatedManyResponse = { stocks: {}, notFound: [], unavailable: [] };
  const fresh = symbols.map((symbol) => freshAggregatedStock(market, symbol));
  if (fresh.every((stock) => stock !== undefined)) {
    symbols.forEach((symbol, i) => (response.stocks[symbol] = fresh[i]!));
    return response;
  }
  const settled = await Promise.allSettled(
    symbols.map((symbol, i) => (fresh[i] ? Promise.resolve(fresh[i]) : aggregatedStock(market, symbol))),
  );
  settled.forEach((result, i) => {
    const symbol = symbols[i]!;
    if (result.status === 'fulfilled') response.stocks[symbol] = result.value;
    else if (result.reason instanceof StockNotFoundError) response.notFound.push(symbol);
    else response.unavailable.push(symbol);
  });
  return response;
}

/** Stock data keyed by symbol; symbols that cannot be enriched are left out (the client logs and skips). */
export async function enrichSymbols(market: CachedMarketData, symbols: readonly string[]): Promise<Record<string, StockData>> {
  const settled = await Promise.allSettled(symbols.map((symbol) => stockData(market, symbol)));
  const enriched: Record<string, StockData> = {};
  settled.forEach((result, i) => {
    if (result.status === 'fulfilled') enriched[symbols[i]!] = result.value;
  });
  return enriched;
}

/** Like enrichSymbols, but only from what the cache already holds: never calls upstream. */
export function enrichFromCache(market: CachedMarketData, symbols: readonly string[]): Record<string, StockData> {
  const enriched: Record<string, StockData> = {};
  for (const symbol of symbols) {
    const fundamentals = market.cachedFundamentals(symbol);
    if (!fundamentals) continue;
    const quote = market.cachedQuote(symbol);
    const merged = quote ? withQuote(fundamentals.value, quote.value) : fundamentals.value;
    enriched[symbol] = { ...merged, source: market.source, stale: fundamentals.stale || (quote?.stale ?? false) };
  }
  return enriched;
}
