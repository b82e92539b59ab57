import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  currencySign,
  formatCryptoPrice,
  formatCurrency,
  formatLargeCurrency,
  formatLargeNumber,
  formatPercent,
  formatPriceRange,
  formatVolume,
  NOT_AVAILABLE,
} from './format.ts';

describe('number formatting', () => {
  it.each([
    [999.5, '999.50'],
    [1_000, '1.00K'],
    [1_234_567, '1.23M'],
    [2.5e9, '2.50B'],
    [2.95e12, '2.95T'],
    [-4_200_000, '-4.20M'],
  ])('shortens %d to %s', (value, text) => {
    expect(formatLargeNumber(value)).toBe(text);
  });

  it('formats USD with cents and thousands separators', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(-3)).toBe('-$3.00');
    expect(formatCurrency(96123.4, 0)).toBe('$96,123');
  });

  it('shortens large money amounts', () => {
    expect(formatLargeCurrency(2.95e12)).toBe('$2.95T');
    expect(formatLargeCurrency(-1.5e9)).toBe('-$1.50B');
    expect(formatLargeCurrency(512)).toBe('$512.00');
  });

  it('signs percentages with 2 decimals', () => {
    expect(formatPercent(1.234)).toBe('+1.23%');
    expect(formatPercent(-0.5)).toBe('-0.50%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(-0.001)).toBe('0.00%');
  });

  it('abbreviates volume at 1e3, 1e6 and 1e9 with 1 decimal', () => {
    expect(formatVolume(950)).toBe('950');
    expect(formatVolume(45_678)).toBe('45.7K');
    expect(formatVolume(45_678_901)).toBe('45.7M');
    expect(formatVolume(1_200_000_000)).toBe('1.2B');
  });

  it('shows ranges with 1 decimal and Bitcoin without decimals', () => {
    expect(formatPriceRange(120.54, 198.25)).toBe('$120.5 - $198.3');
    expect(formatCryptoPrice('BTC-USD', 96123.45)).toBe('$96,123');
    expect(formatCryptoPrice('ETH-USD', 3456.789)).toBe('$3,456.79');
  });

  it('shows N/A for missing values', () => {
    for (const format of [formatLargeNumber, formatCurrency, formatLargeCurrency, formatPercent, formatVolume]) {
      expect(format(null)).toBe(NOT_AVAILABLE);
      expect(format(undefined)).toBe(NOT_AVAILABLE);
      expect(format(Number.NaN)).toBe(NOT_AVAILABLE);
    }
    expect(formatPriceRange(null, 3)).toBe('N/A');
  });

  it('formats money in its own currency; yen without decimals', () => {
    // Intl keeps the code and the amount together with a no-break space.
    expect(formatCurrency(1234.5, undefined, 'CHF')).toBe('CHF\u00a01,234.50');
    expect(formatCurrency(0.6841, undefined, 'GBP')).toBe('£0.68');
    expect(formatCurrency(-1234.5, undefined, 'EUR')).toBe('-€1,234.50');
    expect(formatCurrency(340000.4, undefined, 'JPY')).toBe('¥340,000');
    // Asked for decimals, yen still have none.
    expect(formatCurrency(2810.26, 1, 'JPY')).toBe('¥2,810');
    expect(formatPriceRange(2810.2, 3560.7, 'JPY')).toBe('¥2,810 - ¥3,561');
    expect(formatLargeCurrency(3.77e13, 2, 'JPY')).toBe('¥37.70T');
    expect(formatLargeCurrency(2.1e11, 2, 'CHF')).toBe('CHF\u00a0210.00B');
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
    expect(currencySign('GBP')).toBe('£');
    // Not a currency code: shown as dollars rather than failing the screen.
    expect(formatCurrency(5, undefined, 'pence')).toBe('$5.00');
  });
});
