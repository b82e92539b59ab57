import { describe, expect, it } from 'vitest';
import { amountOf, roundMoney, sumMoney } from './money.ts';

describe('money rounding', () => {
  // Half-cent amounts as people write them, with the cents a bank statement shows (half up).
  const HALF_CENTS: [number, number][] = [
    [1.005, 1.01], [1.015, 1.02], [1.025, 1.03], [1.035, 1.04], [1.045, 1.05],
    [1.055, 1.06], [1.065, 1.07], [1.075, 1.08], [1.085, 1.09], [1.095, 1.1],
    [2.675, 2.68], [8.345, 8.35], [10.235, 10.24], [0.125, 0.13], [0.285, 0.29],
    [1234.565, 1234.57], [99.995, 100], [4.355, 4.36], [16.665, 16.67], [0.005, 0.01],
  ];

  it.each(HALF_CENTS)('rounds %s to %s', (value, cents) => {
    expect(roundMoney(value)).toBe(cents);
    expect(roundMoney(-value)).toBe(-cents);
  });

  it('fixes what Math.round(x * 100) / 100 gets wrong', () => {
    const naive = HALF_CENTS.filter(([value, cents]) => Math.round(value * 100) / 100 !== cents).map(([value]) => value);
    expect(naive).toEqual([1.005, 1.015, 1.025, 1.035, 0.285]);
  });

  it('adds unrounded amounts and rounds the total once', () => {
    // Twelve fractional positions worth 10.004 each: 120.05 in total, not 12 x 10.00 = 120.00.
    const values = Array.from({ length: 12 }, () => amountOf(0.123456789, 81.03240813));
    expect(sumMoney(values)).toBe(120.05);
    expect(values.map(roundMoney).reduce((a, b) => a + b, 0)).toBeCloseTo(120, 6);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
  });
});

describe('sums of lot costs', () => {
  it('stay within a hair of the exact decimal sum over thousands of lots', async () => {
    const { sumProducts, exactSum, amountOf } = await import('./money.ts');
    const lots = Array.from({ length: 5000 }, (_, i) => ({ quantity: 0.1 + (i % 7) * 0.013, price: 10.01 + (i % 13) * 0.37 }));
    const fast = sumProducts(lots, (lot) => lot.quantity, (lot) => lot.price);
    const exact = exactSum(lots.map((lot) => amountOf(lot.quantity, lot.price)));
    expect(Math.abs(fast - exact)).toBeLessThan(1e-9);
    expect(roundMoney(fast)).toBe(roundMoney(exact));
  });
});
