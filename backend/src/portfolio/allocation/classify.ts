/**
 * How a holding is classified for the allocation chart, from the market data both providers give
 * (fundamentals' sector, industry and market cap; the profile's name; the symbol's exchange
 * suffix). Rules and thresholds: docs/returns.md, "Allocation".
 */

export type AssetClass = 'stock' | 'etf' | 'crypto';

export const ASSET_CLASS_LABELS: Readonly<Record<AssetClass, string>> = { stock: 'Stocks', etf: 'ETFs', crypto: 'Crypto' };

/** Yahoo's crypto pairs: a coin, a dash and the quote currency (BTC-USD, ETH-EUR). BRK-B is a share class, not a pair. */
const CRYPTO_PAIR = /^[A-Z0-9]{2,10}-(USD|USDT|USDC|EUR|GBP|JPY|CAD|AUD|CHF|BTC|ETH)$/;
const FUND = /\b(ETF|ETN|ETP|exchange traded fund|index fund|UCITS)\b/i;

export function assetClassOf(symbol: string, facts: { industry?: string | null; name?: string | null }): AssetClass {
  if (CRYPTO_PAIR.test(symbol)) return 'crypto';
  if (FUND.test(facts.industry ?? '') || FUND.test(facts.name ?? '')) return 'etf';
  return 'stock';
}

/**
 * Market-cap bands in US dollars, the usual brokerage definitions (FINRA, Investopedia):
 * mega >= 200 bn, large 10-200 bn, mid 2-10 bn, small 300 m-2 bn, micro below 300 m.
 */
export const MARKET_CAP_BANDS = [
  { key: 'mega', label: 'Mega cap (200 bn+)', min: 200e9 },
  { key: 'large', label: 'Large cap (10-200 bn)', min: 10e9 },
  { key: 'mid', label: 'Mid cap (2-10 bn)', min: 2e9 },
  { key: 'small', label: 'Small cap (300 m-2 bn)', min: 300e6 },
  { key: 'micro', label: 'Micro cap (under 300 m)', min: 0 },
] as const;

export const NOT_APPLICABLE = { key: 'not-applicable', label: 'Not applicable (ETFs, crypto)' } as const;
export const UNKNOWN = { key: 'unknown', label: 'Unknown' } as const;

/** A company's band by its market cap in US dollars; ETFs and coins have none (a fund's size is not a company's). */
export function marketCapBandOf(assetClass: AssetClass, marketCapUsd: number | null): { key: string; label: string } {
  if (assetClass !== 'stock') return NOT_APPLICABLE;
  if (marketCapUsd === null || !(marketCapUsd > 0)) return UNKNOWN;
  return MARKET_CAP_BANDS.find((band) => marketCapUsd >= band.min)!;
}

/** Yahoo's exchange suffixes and the country of the exchange. A symbol without one is a US listing. */
const SUFFIX_COUNTRIES: Readonly<Record<string, string>> = {
  SW: 'CH', VX: 'CH', L: 'GB', IL: 'GB', T: 'JP', DE: 'DE', F: 'DE', AS: 'NL', PA: 'FR', MI: 'IT', MC: 'ES',
  BR: 'BE', LS: 'PT', VI: 'AT', HE: 'FI', IR: 'IE', TO: 'CA', V: 'CA', AX: 'AU', NZ: 'NZ', HK: 'HK', SS: 'CN',
  SZ: 'CN', SI: 'SG', ST: 'SE', OL: 'NO', CO: 'DK', NS: 'IN', BO: 'IN', KS: 'KR', SA: 'BR', MX: 'MX', JO: 'ZA',
  WA: 'PL',
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The country of the exchange the symbol is listed on (ISO 3166 code and English name). This is
 * the listing, not the company's domicile or an ETF's holdings: an ADR such as TSM counts as US.
 */
export function listingCountryOf(symbol: string, assetClass: AssetClass): { key: string; label: string } {
  if (assetClass === 'crypto') return { key: 'none', label: 'No country (crypto)' };
  const dot = symbol.lastIndexOf('.');
  const code = (dot > 0 && SUFFIX_COUNTRIES[symbol.slice(dot + 1)]) || 'US';
  return { key: code, label: regionNames.of(code) ?? code };
}

/** A sector, or what stands in for one: an ETF spans several, a coin has none. */
export function sectorOf(assetClass: AssetClass, sector: string | null | undefined): { key: string; label: string } {
  if (assetClass === 'etf') return { key: 'etf', label: 'ETFs (several sectors)' };
  if (assetClass === 'crypto') return { key: 'crypto', label: 'Crypto' };
  return sector ? { key: sector, label: sector } : UNKNOWN;
}
