/**
 * Number formatting shared by every screen: large numbers shortened with K, M, B, T; currency is
 * USD throughout. Missing values (null, undefined, NaN) show as 'N/A'.
 */

export const NOT_AVAILABLE = 'N/A';

type Maybe = number | null | undefined;

function missing(value: Maybe): value is null | undefined {
  return typeof value !== 'number' || !Number.isFinite(value);
}

// Intl formatters are expensive to build; tables render thousands of cells.
const usdFormatters = new Map<number, Intl.NumberFormat>();
function usd(decimals: number): Intl.NumberFormat {
  let formatter = usdFormatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    usdFormatters.set(decimals, formatter);
  }
  return formatter;
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

/** 1234.5 -> '$1,234.50'. */
export function formatCurrency(value: Maybe, decimals = 2): string {
  if (missing(value)) return NOT_AVAILABLE;
  return usd(decimals).format(value);
}

/** Market caps and revenues: 2.95e12 -> '$2.95T'. */
export function formatLargeCurrency(value: Maybe, decimals = 2): string {
  if (missing(value)) return NOT_AVAILABLE;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs < 1e3) return formatCurrency(value, decimals);
  return `${sign}$${formatLargeNumber(abs, decimals)}`;
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

/** A low-high range in USD with 1 decimal: '$120.5 - $198.2'. */
export function formatPriceRange(low: Maybe, high: Maybe): string {
  if (missing(low) || missing(high)) return NOT_AVAILABLE;
  return `${formatCurrency(low, 1)} - ${formatCurrency(high, 1)}`;
}

/** Bitcoin is shown without decimals, other crypto with 2. */
export function formatCryptoPrice(symbol: string, value: Maybe): string {
  return formatCurrency(value, symbol.toUpperCase() === 'BTC-USD' ? 0 : 2);
}
