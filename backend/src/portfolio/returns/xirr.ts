/**
 * Money-weighted return: the yearly rate r at which the investor's dated flows have a net present
 * value of zero, sum(amount_i / (1 + r)^((day_i - day_0) / 365)) = 0 (Excel's XIRR, actual/365).
 * Investor's view: money put in is negative, money taken out (and the final value) positive.
 */
import { toDay } from '../../shared/days.ts';

export interface DatedFlow {
  date: string;
  amount: number;
}

const NEWTON_STEPS = 50;
const BISECTION_STEPS = 300;
/** Where to look for a sign change when Newton fails: dense near -100%, sparse for huge gains. */
const GRID = [
  -0.999999, -0.9999, -0.999, -0.99, -0.95, -0.9, -0.8, -0.6, -0.4, -0.2, -0.1, 0, 0.1, 0.2, 0.4, 0.7, 1, 2, 4, 10, 30, 100,
  1e3, 1e4, 1e5, 1e6,
];

export function xirr(flows: readonly DatedFlow[], guess = 0.1): number | null {
  return xirrByDay(
    flows.map((flow) => toDay(flow.date)),
    flows.map((flow) => flow.amount),
    guess,
  );
}

/**
 * XIRR on day numbers (see days.ts), in any order. Null when the flows never change sign (no rate
 * can balance them) or when no root is found. With several sign changes there can be several roots;
 * Newton from `guess` finds the nearest one, and the bisection fallback prefers the bracket nearest
 * the guess.
 */
export function xirrByDay(days: ArrayLike<number>, amounts: ArrayLike<number>, guess = 0.1): number | null {
  const count = Math.min(days.length, amounts.length);
  let first = Number.POSITIVE_INFINITY;
  let positive = false;
  let negative = false;
  let scale = 0;
  for (let i = 0; i < count; i++) {
    first = Math.min(first, days[i]!);
    positive ||= amounts[i]! > 0;
    negative ||= amounts[i]! < 0;
    scale += Math.abs(amounts[i]!);
  }
  if (!positive || !negative) return null;
  const years = new Float64Array(count);
  for (let i = 0; i < count; i++) years[i] = (days[i]! - first) / 365;
  const npv = (rate: number) => presentValue(years, amounts, rate);
  // Relative to the money involved: cents on millions are as good as cents on hundreds.
  const isRoot = (rate: number) => Math.abs(npv(rate)[0]) <= 1e-9 * scale;

  let rate = guess;
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const [value, slope] = npv(rate);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) break;
    const next = rate - value / slope;
    if (!(next > -1)) break; // overshot out of the domain: bisection copes with that region
    if (Math.abs(next - rate) <= 1e-10 * Math.max(1, Math.abs(next))) {
      if (isRoot(next)) return next;
      break;
    }
    rate = next;
  }
  return bisect(npv, guess);
}

/** NPV and its derivative with respect to the rate, via exp/log1p (precise near 0, no pow overflow surprises). */
function presentValue(years: Float64Array, amounts: ArrayLike<number>, rate: number): [number, number] {
  const growth = Math.log1p(rate);
  let value = 0;
  let slope = 0;
  for (let i = 0; i < years.length; i++) {
    const discounted = amounts[i]! * Math.exp(-years[i]! * growth);
    value += discounted;
    slope -= (years[i]! * discounted) / (1 + rate);
  }
  return [value, slope];
}

function bisect(npv: (rate: number) => [number, number], guess: number): number | null {
  const samples = GRID.map((rate) => ({ rate, value: npv(rate)[0] })).filter((sample) => Number.isFinite(sample.value));
  let best: [number, number] | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 1; i < samples.length; i++) {
    const low = samples[i - 1]!;
    const high = samples[i]!;
    if (low.value === 0) return low.rate;
    if (Math.sign(low.value) === Math.sign(high.value)) continue;
    const distance = guess < low.rate ? low.rate - guess : Math.max(0, guess - high.rate);
    if (distance < bestDistance) {
      best = [low.rate, high.rate];
      bestDistance = distance;
    }
  }
  if (!best) return null;
  let [low, high] = best;
  let lowSign = Math.sign(npv(low)[0]);
  for (let step = 0; step < BISECTION_STEPS && high - low > 1e-13 * Math.max(1, Math.abs(low)); step++) {
    const mid = (low + high) / 2;
    const value = npv(mid)[0];
    if (value === 0) return mid;
    if (Math.sign(value) === lowSign) {
      low = mid;
      lowSign = Math.sign(value);
    } else {
      high = mid;
    }
  }
  // NPV is continuous on (-1, inf): a bracketed sign change always holds a root.
  return (low + high) / 2;
}
