/**
 * Number formatting shared by every screen: large numbers shortened with K, M, B, T; money in its
 * currency (USD unless told: '$1,234.50', 'CHF 1,234.50', '£0.68', '¥3,400', yen without decimals).
 * Missing values (null, undefined, NaN) show as 'N/A'.
 */

export const NOT_AVAILABLE = 'N/A';

type Maybe = number | null | undefined;

function missing(value: Maybe): value is null | undefined {
  return typeof value !== 'number' || !Number.isFinite(value);
}

// Intl formatters are expensive to build; tables render thousands of cells.
const moneyFormatters = new Map<string, Intl.NumberFormat>();
function money(currency: string, decimals: number): Intl.NumberFormat {
  const key = `${currency}:${decimals}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

const minorDigits = new Map<string, number>();
/** Decimals a currency is written with: 2 for USD, CHF, GBP, EUR; 0 for JPY and KRW. */
export function currencyDigits(currency: string): number {
  let digits = minorDigits.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    minorDigits.set(currency, digits);
  }
  return digits;
}

/** A three-letter code Intl can format; anything else is shown as dollars, as before currencies. */
const known = (currency: string | null | undefined): string => {
  if (!currency || !/^[A-Z]{3}$/.test(currency)) return 'USD';
  return currency;
};

/** Never more decimals than the currency has: yen amounts have none, whatever the caller asked. */
const decimalsFor = (currency: string, decimals: number | undefined) =>
  Math.min(decimals ?? currencyDigits(currency), currencyDigits(currency) === 0 ? 0 : 20);

/** The currency's sign as written before an amount: '$', '£', '¥', 'CHF' and a no-break space. */
export function currencySign(currency = 'USD'): string {
  const code = known(currency);
  const parts = money(code, currencyDigits(code)).formatToParts(1);
  const sign = parts.find((part) => part.type === 'currency')?.value ?? code;
  return parts.some((part) => part.type === 'literal') ? `${sign}\u00a0` : sign;
}

const SUFFIXES: ReadonlyArray<readonly [number, string]> = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** 1234567 -> '1.23M'; values under 1,000 keep their digits ('999.50'). */
export function formatLargeNumber(value: Maybe, decimals = 2): string {
  if (missing(value)) return NOT_AVAILABLE;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  for (const [size, suffix] of SUFFIXES) {
    if (abs >= size) return `${sign}${(abs / size).toFixed(decimals)}${suffix}`;
  }
  return `${sign}${abs.toFixed(decimals)}`;
}

/** 1234.5 -> '$1,234.50'; (1234.5, undefined, 'CHF') -> 'CHF 1,234.50'; (3400, undefined, 'JPY') -> '¥3,400'. */
export function formatCurrency(value: Maybe, decimals?: number, currency = 'USD'): string {
  if (missing(value)) return NOT_AVAILABLE;
  const code = known(currency);
  return money(code, decimalsFor(code, decimals)).format(value);
}

/** Market caps and revenues: 2.95e12 -> '$2.95T', in yen '¥37.70T'. */
export function formatLargeCurrency(value: Maybe, decimals = 2, currency = 'USD'): string {
  if (missing(value)) return NOT_AVAILABLE;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs < 1e3) return formatCurrency(value, decimals, currency);
  return `${sign}${currencySign(currency)}${formatLargeNumber(abs, decimals)}`;
}

/** Percent with sign and 2 decimals: 1.234 -> '+1.23%', -0.5 -> '-0.50%'. */
export function formatPercent(value: Maybe, decimals = 2): string {
  if (missing(value)) return NOT_AVAILABLE;
  const fixed = value.toFixed(decimals);
  // toFixed keeps a '-' on values that round to zero; show them as unsigned zero.
  if (Number(fixed) === 0) return `${(0).toFixed(decimals)}%`;
  return `${value > 0 ? '+' : ''}${fixed}%`;
}

/** Volume abbreviated at 1e3, 1e6, 1e9 with 1 decimal: 45678901 -> '45.7M'. */
export function formatVolume(value: Maybe): string {
  if (missing(value)) return NOT_AVAILABLE;
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${(value / 1e9).toFixed(1)}B`;
  if (abs >= 1e6) return `${(value / 1e6).toFixed(1)}M`;
  if (abs >= 1e3) return `${(value / 1e3).toFixed(1)}K`;
  return value.toFixed(0);
}

/** A low-high range with 1 decimal: '$120.5 - $198.2' (yen: '¥2,810 - ¥3,560'). */
export function formatPriceRange(low: Maybe, high: Maybe, currency = 'USD'): string {
  if (missing(low) || missing(high)) return NOT_AVAILABLE;
  return `${formatCurrency(low, 1, currency)} - ${formatCurrency(high, 1, currency)}`;
}

/** Bitcoin is shown without decimals, other crypto with 2. */
export function formatCryptoPrice(symbol: string, value: Maybe): string {
  return formatCurrency(value, symbol.toUpperCase() === 'BTC-USD' ? 0 : 2);
}
