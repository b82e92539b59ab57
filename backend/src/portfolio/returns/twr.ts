/**
 * Time-weighted return: daily sub-period returns chain-linked into a growth index, so that the size
 * and timing of the investor's flows do not move the result (docs/returns.md).
 */
import { addMonths, toDay, upperBound } from '../../shared/days.ts';
import type { DailySeries } from './types.ts';

/**
 * One day's return. Money coming in is invested at the start of the day (it earns the day's move);
 * money going out leaves at the end of the day (at the price it was actually sold or withdrawn for):
 *   r = (V + outflow - (V_prev + inflow)) / (V_prev + inflow)
 * On days without outflows this is the start-of-day formula (V - V_prev - F) / (V_prev + F). Treating
 * outflows at the start too would turn "sold everything at 99 after a close of 100" into -100% (or a
 * zero denominator) instead of -1%. Null when nothing was invested at the start (base <= 0: an empty
 * or, in cash mode, overdrawn portfolio): the day carries no return information and is skipped.
 */
export function subPeriodReturn(previousValue: number, value: number, inflow: number, outflow: number): number | null {
  const base = previousValue + inflow;
  if (!(base > 0)) return null;
  return (value + outflow - base) / base;
}

/** Recomputes the growth index from `from` on (everything before it is unchanged). */
export function extendGrowth(series: DailySeries, from: number): void {
  const { values, inflows, outflows, growth } = series;
  growth.length = from;
  for (let i = from; i < values.length; i++) {
    const previousGrowth = i > 0 ? growth[i - 1]! : 1;
    const r = subPeriodReturn(i > 0 ? values[i - 1]! : 0, values[i]!, inflows[i]!, outflows[i]!);
    growth.push(r === null ? previousGrowth : previousGrowth * (1 + r));
  }
}

/** Growth index at the close of `day` (the last valuation day on or before it); 1 before the first day. */
export function growthAt(series: DailySeries, day: number): number {
  const index = upperBound(series.days, day) - 1;
  return index >= 0 ? series.growth[index]! : 1;
}

/**
 * Time-weighted return from the close of `from` to the close of `to`. Without `from`, since
 * inception (the first day's own move included); without `to`, to the last valuation day. Null
 * for an empty series, or when the index had dropped to zero at `from` (a total loss).
 */
export function timeWeightedReturn(series: DailySeries, from?: string, to?: string): number | null {
  if (series.days.length === 0) return null;
  const base = from === undefined ? 1 : growthAt(series, toDay(from));
  const end = to === undefined ? series.growth.at(-1)! : growthAt(series, toDay(to));
  return base > 0 ? end / base - 1 : null;
}

/**
 * A period return as a yearly rate, (1 + R)^(365 / days) - 1, for periods of at least 365 days.
 * Shorter periods keep the plain period return: stretching a few weeks to a year extrapolates noise
 * into three- or four-digit percentages.
 */
export function annualize(periodReturn: number, days: number): number {
  if (days < 365) return periodReturn;
  return periodReturn <= -1 ? -1 : (1 + periodReturn) ** (365 / days) - 1;
}

/**
 * Annualised time-weighted return over [from, to] (see annualize). The period runs from `from`
 * (default: the first valuation day) to `to` (default: the last one; pass the valuation date,
 * `until`, to count the quiet days after the last close as well).
 */
export function annualizedTimeWeightedReturn(series: DailySeries, from?: string, to?: string): number | null {
  const total = timeWeightedReturn(series, from, to);
  if (total === null) return null;
  const start = from === undefined ? series.days[0]! : toDay(from);
  const end = to === undefined ? series.days.at(-1)! : toDay(to);
  return annualize(total, end - start);
}

/** Trailing windows in calendar months, ending at the valuation date. */
export const TRAILING_MONTHS = { sixMonth: 6, oneYear: 12, threeYear: 36, fiveYear: 60, tenYear: 120 } as const;

export type TrailingReturns = Record<keyof typeof TRAILING_MONTHS, number | null>;

/**
 * Cumulative time-weighted returns over the trailing windows ending at `until` (the window starts
 * the same calendar day N months earlier, clamped to the month's end). Null when the history starts
 * after the window does. With `annualize`, windows of a year or more are given as yearly rates.
 */
export function trailingReturns(series: DailySeries, until: string, options: { annualize?: boolean } = {}): TrailingReturns {
  const end = toDay(until);
  const first = series.days[0];
  const result = {} as TrailingReturns;
  for (const [name, months] of Object.entries(TRAILING_MONTHS) as [keyof TrailingReturns, number][]) {
    const start = addMonths(end, -months);
    const base = growthAt(series, start);
    if (first === undefined || first > start || !(base > 0)) {
      result[name] = null;
      continue;
    }
    const periodReturn = growthAt(series, end) / base - 1;
    result[name] = options.annualize ? annualize(periodReturn, end - start) : periodReturn;
  }
  return result;
}
