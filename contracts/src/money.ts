/**
 * Money rounding, shared by server and browser. Amounts are rounded once, at presentation, to
 * cents, half away from zero, on the decimal the number was written as: 1.015 is 1.02 (binary
 * floating point holds 1.01499999999999990..., which `Math.round(x * 100) / 100` turns into 1.01).
 * Totals add the unrounded amounts exactly (decimal.js) and round the sum, once.
 */
import { Decimal } from 'decimal.js';

const CENTS = 2;

/**
 * Half away from zero to cents: 1.005 -> 1.01, 2.675 -> 2.68, -1.005 -> -1.01. A loss smaller
 * than half a cent is 0, not -0 (which formats as "-$0.00").
 */
export function roundMoney(value: number): number {
  // Fast path, same answer: below 1e9 the shortest decimal of `value` and the double x 100 differ
  // by under 1e-4 cent, so unless the cents' fraction is within 0.001 of a half, rounding either
  // gives the same whole number of cents, and n / 100 is the double nearest to that decimal.
  // Near a half (1.005, 2.675) the decimal decides. A 50,000-row holdings answer rounds 300k times.
  const cents = Math.abs(value) * 100;
  if (cents < 1e11) {
    const whole = Math.floor(cents);
    const fraction = cents - whole;
    if (Math.abs(fraction - 0.5) > 1e-3) return (value < 0 ? -1 : 1) * (fraction > 0.5 ? whole + 1 : whole) / 100 || 0;
    // Near a half, the digits of the shortest decimal (what decimal.js reads a number as) decide:
    // the third decimal 5 or more rounds the magnitude up. Amounts like 15.015 (1.5 x 10.01) are
    // common, and this costs a string where decimal.js costs several objects.
    const exact = centsOfShortestDecimal(Math.abs(value));
    if (exact !== null) return ((value < 0 ? -1 : 1) * exact) / 100 || 0;
  }
  return new Decimal(value).toDecimalPlaces(CENTS, Decimal.ROUND_HALF_UP).toNumber() || 0;
}

/** Whole cents of `magnitude` (>= 0, under 1e9), half up, from its shortest decimal; null when that has an exponent. */
function centsOfShortestDecimal(magnitude: number): number | null {
  const text = String(magnitude);
  if (text.includes('e')) return null;
  const dot = text.indexOf('.');
  if (dot < 0) return Number(text) * 100;
  const decimals = text.slice(dot + 1);
  const cents = Number(text.slice(0, dot)) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  return decimals.length > 2 && decimals.charCodeAt(2) >= 53 /* '5' */ ? cents + 1 : cents;
}

/**
 * quantity x price summed over many lots, fast: Neumaier's compensated float sum, so a position
 * of thousands of lots (imports, the projection's hot path) costs microseconds and stays within
 * about 1e-12 of the exact decimal sum, far below the cent it is rounded to when shown.
 */
export function sumProducts<T>(items: readonly T[], quantity: (item: T) => number, price: (item: T) => number): number {
  const sum = new ProductSum();
  for (const item of items) sum.add(quantity(item), price(item));
  return sum.value;
}

/**
 * `sumProducts` one product at a time, so a sum can be carried on where it stopped: adding the
 * same products in the same order gives the very same float.
 */
export class ProductSum {
  sum = 0;
  compensation = 0;

  add(quantity: number, price: number): void {
    const value = quantity * price;
    const total = this.sum + value;
    this.compensation += Math.abs(this.sum) >= Math.abs(value) ? this.sum - total + value : value - total + this.sum;
    this.sum = total;
  }

  get value(): number {
    return this.sum + this.compensation;
  }

  copy(): ProductSum {
    const copy = new ProductSum();
    copy.sum = this.sum;
    copy.compensation = this.compensation;
    return copy;
  }
}

/** The exact sum of amounts, unrounded (for totals that feed other figures). */
export function exactSum(values: Iterable<number>): number {
  let total = new Decimal(0);
  for (const value of values) total = total.plus(value);
  return total.toNumber();
}

/** The exact sum of amounts, rounded once to cents. */
export function sumMoney(values: Iterable<number>): number {
  const total = new MoneySum();
  for (const value of values) total.add(value);
  return total.rounded();
}

/** Whole units a scale's running total may reach before it is handed to the decimal total (adding one more, under 2^50, stays exact). */
const UNITS_LIMIT = 2 ** 52;

/**
 * sumMoney's exact running total, fed one amount at a time (a long total can pause between amounts).
 * Fast path, same answer: an amount of at most 8 decimals (`scaled`) is added as whole units of its
 * scale to a float total per scale, exact while under 2^53; only those totals, and the amounts of
 * more decimals, are added as decimals. A 50,000-position summary adds 200,000 amounts, which
 * decimal.js alone took ~1.5 us each for.
 */
export class MoneySum {
  #total = new Decimal(0);
  /** By scale (0-8): the whole units of 10^-scale added on the fast path and not yet in #total. */
  readonly #units = new Float64Array(9);

  add(value: number): void {
    const amount = scaled(value);
    if (amount === undefined) {
      this.#total = this.#total.plus(value);
      return;
    }
    const units = this.#units[amount.scale]! + amount.units;
    if (Math.abs(units) < UNITS_LIMIT) this.#units[amount.scale] = units;
    else {
      this.#total = this.#total.plus(new Decimal(units).dividedBy(POWERS[amount.scale]!));
      this.#units[amount.scale] = 0;
    }
  }

  /** The total rounded once to cents, as sumMoney answers. */
  rounded(): number {
    let total = this.#total;
    this.#units.forEach((units, scale) => {
      if (units !== 0) total = total.plus(new Decimal(units).dividedBy(POWERS[scale]!));
    });
    return total.toDecimalPlaces(CENTS, Decimal.ROUND_HALF_UP).toNumber() || 0;
  }
}

/** quantity x price, exact, unrounded (round the total that uses it). */
export function amountOf(quantity: number, price: number): number {
  // Fast path, same answer: when both are short decimals (q = Q / 10^m, p = P / 10^k with whole
  // Q, P), the exact product is QP / 10^(m+k); with QP below 2^53 both are exact doubles, so the
  // division rounds the exact decimal product to the nearest double, as decimal.js's toNumber
  // does. A 50,000-row holdings answer multiplies 100,000 times.
  const q = scaled(quantity);
  const p = q === undefined ? undefined : scaled(price);
  if (q !== undefined && p !== undefined) {
    const whole = q.units * p.units;
    if (Math.abs(whole) < 2 ** 53) return whole / POWERS[q.scale + p.scale]!;
  }
  return new Decimal(quantity).times(price).toNumber();
}

const POWERS = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16];

/**
 * `value` as units / 10^scale with whole units, when its shortest decimal has at most 8 decimals
 * and units stay below 2^50: then exactly one such decimal rounds to `value` (its ulp is under a
 * quarter of 10^-scale), so it is the decimal the number was written as.
 */
function scaled(value: number): { units: number; scale: number } | undefined {
  if (!Number.isFinite(value)) return undefined;
  for (let scale = 0; scale <= 8; scale++) {
    const units = Math.round(value * POWERS[scale]!);
    if (Math.abs(units) >= 2 ** 50) return undefined;
    if (units / POWERS[scale]! === value) return { units, scale };
  }
  return undefined;
}
