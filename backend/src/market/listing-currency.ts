/**
 * The currency a listing's prices are in. The provider says (quote, fundamentals and profile
 * carry `currency`); when it cannot be asked, the exchange suffix of the symbol tells: Yahoo's
 * suffixes name the exchange, and a symbol without one is a US listing.
 */
import type { CachedMarketData } from './cache.ts';

const SUFFIX_CURRENCIES: Readonly<Record<string, string>> = {
  SW: 'CHF', VX: 'CHF', L: 'GBP', IL: 'GBP', T: 'JPY', DE: 'EUR', F: 'EUR', AS: 'EUR', PA: 'EUR', MI: 'EUR',
  MC: 'EUR', BR: 'EUR', LS: 'EUR', VI: 'EUR', HE: 'EUR', IR: 'EUR', TO: 'CAD', V: 'CAD', AX: 'AUD', NZ: 'NZD',
  HK: 'HKD', SS: 'CNY', SZ: 'CNY', SI: 'SGD', ST: 'SEK', OL: 'NOK', CO: 'DKK', NS: 'INR', BO: 'INR', KS: 'KRW',
  SA: 'BRL', MX: 'MXN', JO: 'ZAR', WA: 'PLN',
};

/** The currency a symbol's exchange suffix implies: 'NESN.SW' -> CHF, 'AAPL' and 'BRK.B' -> USD. */
export function currencyFromSymbol(symbol: string): string {
  const pair = /^[A-Z]{3}([A-Z]{3})=X$/.exec(symbol);
  if (pair) return pair[1]!;
  const dot = symbol.lastIndexOf('.');
  return (dot > 0 && SUFFIX_CURRENCIES[symbol.slice(dot + 1)]) || 'USD';
}

/** From what the cache already holds, without asking upstream; else from the suffix. */
export function knownListingCurrency(market: CachedMarketData, symbol: string): string {
  return market.cachedQuote(symbol)?.value.currency ?? market.cachedFundamentals(symbol)?.value.currency ?? currencyFromSymbol(symbol);
}

/** The provider's word (its profile, cached for a day), or the suffix when it cannot answer. */
export async function listingCurrency(market: CachedMarketData, symbol: string): Promise<string> {
  const cached = market.cachedQuote(symbol)?.value.currency;
  if (cached) return cached;
  const profile = await market.profile(symbol).catch(() => null);
  return profile?.value.currency ?? currencyFromSymbol(symbol);
}
