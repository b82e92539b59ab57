import { describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { amountOf, MoneySum, roundMoney, sumMoney } from './money.ts';

/**
 * Rounding properties checked against integer arithmetic on the decimal string (an independent
 * computation: no floating point, no decimal.js): for every amount written with up to four
 * decimals, roundMoney gives the half-away-from-zero cents a bank statement shows, and a total
 * rounded once is within half a cent per line of the sum of rounded lines.
 */
function centsOfDecimalString(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const digits = (fraction + '0000').slice(0, 4);
  const tenThousandths = BigInt(whole!) * 10_000n + BigInt(digits);
  const cents = (tenThousandths + 50n) / 100n; // half up on the magnitude
  return negative ? -cents : cents;
}

function seeded(seed: number) {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

describe('money rounding properties', () => {
  it('gives what decimal.js gives for 200,000 products of quantities and prices (the fast path changes no answer)', () => {
    const next = seeded(4_242);
    for (let index = 0; index < 200_000; index++) {
      const quantity = Math.round(next() * 10 ** (1 + Math.floor(next() * 5))) / 10 ** Math.floor(next() * 4);
      const price = Math.round(next() * 10 ** (1 + Math.floor(next() * 5))) / 10 ** Math.floor(next() * 5);
      const sign = next() < 0.2 ? -1 : 1;
      const value = sign * quantity * price * (next() < 0.1 ? 1 + next() * 1e-9 : 1);
      const expected = new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber() || 0;
      expect(roundMoney(value)).toBe(expected);
    }
  });

  it('amountOf gives what decimal.js gives for 300,000 quantity x price products (its fast path changes no answer)', () => {
    const next = seeded(77);
    const decimals = (digits: number, places: number) => Math.round(next() * 10 ** digits) / 10 ** places;
    for (let index = 0; index < 300_000; index++) {
      // Whole and fractional quantities, prices with up to 8 decimals, large books' sizes, the odd
      // number that is no short decimal (a converted amount) and negatives.
      const quantity = next() < 0.05 ? next() * 1e4 : decimals(1 + Math.floor(next() * 9), Math.floor(next() * 7));
      const price = next() < 0.05 ? next() * 1e3 : decimals(1 + Math.floor(next() * 10), Math.floor(next() * 9));
      const sign = next() < 0.1 ? -1 : 1;
      expect(amountOf(sign * quantity, price), `${sign * quantity} x ${price}`).toBe(new Decimal(sign * quantity).times(price).toNumber());
    }
    for (const [quantity, price] of [[0, 5], [3, 0], [0.1, 0.2], [1e-8, 1e-8], [123456789, 98765.4321], [2 ** 40, 1.5], [7, 1 / 3]] as const) {
      expect(amountOf(quantity, price)).toBe(new Decimal(quantity).times(price).toNumber());
    }
  });

  it('matches half-away-from-zero on the written decimal for 20,000 generated amounts', () => {
    const next = seeded(20_261_125);
    for (let index = 0; index < 20_000; index++) {
      const places = 1 + Math.floor(next() * 4);
      const whole = Math.floor(next() * 10 ** (1 + Math.floor(next() * 7)));
      const fraction = String(Math.floor(next() * 10 ** places)).padStart(places, '0');
      const text = `${next() < 0.2 ? '-' : ''}${whole}.${fraction}`;
      const expected = Number(centsOfDecimalString(text)) / 100;
      // toBe is Object.is: -0 fails, as it should (it formats as "-$0.00").
      expect(roundMoney(Number(text)), text).toBe(expected === 0 ? 0 : expected);
    }
  });

  it('sumMoney gives what adding every amount in decimal.js gives, for 2,000 totals of mixed amounts (its fast path changes no answer)', () => {
    const next = seeded(11);
    // Whole units, 2-8 decimals (the fast path), 9-12 decimals and float products (decimal.js),
    // magnitudes up to 1e9 so the per-scale totals pass 2^52 and are handed over mid-sum.
    const amount = () => {
      const kind = Math.floor(next() * 5);
      const sign = next() < 0.3 ? -1 : 1;
      if (kind === 0) return sign * Math.floor(next() * 1e6);
      if (kind === 1) return sign * Number((next() * 1e4).toFixed(2));
      if (kind === 2) return sign * Number((next() * 1e9).toFixed(1 + Math.floor(next() * 8)));
      if (kind === 3) return sign * Number((next() * 1e3).toFixed(9 + Math.floor(next() * 4)));
      return sign * Math.floor(next() * 1e6) / 1e4 * (Math.floor(next() * 1e5) / 1e3);
    };
    for (let index = 0; index < 2_000; index++) {
      const amounts = Array.from({ length: 1 + Math.floor(next() * 300) }, amount);
      const expected = amounts.reduce((total, value) => total.plus(value), new Decimal(0)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber() || 0;
      expect(sumMoney(amounts), amounts.join(' + ')).toBe(expected);
    }
    // One amount at a time, far past 2^52 units of a cent in one scale.
    const sum = new MoneySum();
    for (let index = 0; index < 100_000; index++) sum.add(987_654_321.99);
    expect(sum.rounded()).toBe(new Decimal('987654321.99').times(100_000).toNumber());
  });

  it('a total rounded once differs from the sum of rounded lines by at most half a cent per line', () => {
    const next = seeded(7);
    for (let index = 0; index < 2_000; index++) {
      const lines = Array.from({ length: 1 + Math.floor(next() * 30) }, () => Math.floor(next() * 1e7) / 1000);
      const once = sumMoney(lines);
      const perLine = sumMoney(lines.map(roundMoney));
      expect(Math.abs(once - perLine)).toBeLessThanOrEqual(lines.length * 0.005 + 1e-9);
      expect(sumMoney([once])).toBe(once);
    }
  });
});
