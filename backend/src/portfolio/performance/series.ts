/**
 * The performance chart of a list over a range, read off the returns engine's daily series (no
 * second valuation): value, net invested, the cumulative TWR from the range's start, its drawdown
 * and the benchmark's return on the same days. Conventions: docs/returns.md, "Performance series".
 */
import type { PerformancePoint, PerformanceRange } from '@folio/contracts';
import { addMonths, lowerBound, toDay, toIsoDate, upperBound } from '../../shared/days.ts';
import type { DailySeries, PriceSeries } from '../returns/index.ts';

const RANGE_MONTHS: Readonly<Record<Exclude<PerformanceRange, 'YTD' | 'MAX'>, number>> = {
  '1M': 1, '3M': 3, '6M': 6, '1Y': 12, '3Y': 36, '5Y': 60,
};

/**
 * First day a range covers, ending on `until` (day numbers). Whole months back, clamped to the
 * month's end like the trailing returns (31 August - 6 months = 28/29 February); YTD from 1
 * January (its base is the last close of the year before); MAX from the first valuation day.
 */
export function rangeStart(range: PerformanceRange, until: number, firstDay: number | undefined): number {
  if (range === 'MAX') return firstDay ?? until;
  if (range === 'YTD') return toDay(`${toIsoDate(until).slice(0, 4)}-01-01`);
  return addMonths(until, -RANGE_MONTHS[range]);
}

/** Fractions keep 10 decimals: far below a chart's pixel, and half the bytes of a full double. */
const fraction = (value: number) => Math.round(value * 1e10) / 1e10 || 0;

/**
 * Cents, half away from zero. The engine's values are float sums already, so the decimal-exact
 * roundMoney (about a microsecond each) would buy nothing here, for 7,000 figures a request.
 */
const cents = (value: number) => (value < 0 ? -Math.round(-value * 100) : Math.round(value * 100)) / 100 || 0;

/** ISO dates by day number, kept: formatting a Date costs microseconds, thousands of times a request. */
const isoDates = new Map<number, string>();
function isoDate(day: number): string {
  let date = isoDates.get(day);
  if (date === undefined) {
    date = toIsoDate(day);
    if (isoDates.size < 100_000) isoDates.set(day, date);
  }
  return date;
}

export interface PerformanceWindow {
  points: PerformancePoint[];
  /** Day numbers of the points. */
  days: number[];
  /** The benchmark's base: the base day's close, or (inception in the range) the close before the first day. */
  benchmarkBaseDay: number;
}

/**
 * The points of `series` from `from` to `until` (day numbers), benchmark still null. The base of
 * the returns is the close of the last valuation day on or before `baseDay` (`from`: the trailing
 * returns' convention); when the history starts later, the index before its first day (1), so the
 * first day's own move counts, as in the TWR since inception (MAX passes the day before the first). Synchronous on purpose: the series is the
 * returns book's own arrays, valid until the next await.
 */
export function performanceWindow(series: DailySeries, from: number, until: number, baseDay = from): PerformanceWindow {
  const { days, values, inflows, outflows, growth } = series;
  const first = lowerBound(days, from);
  const last = upperBound(days, until);
  if (first >= last) return { points: [], days: [], benchmarkBaseDay: from };
  const baseIndex = upperBound(days, baseDay) - 1;
  const baseGrowth = baseIndex >= 0 ? growth[baseIndex]! : 1;

  let invested = 0;
  for (let i = 0; i < first; i++) invested += inflows[i]! - outflows[i]!;
  let peak = 1;
  const points: PerformancePoint[] = [];
  for (let i = first; i < last; i++) {
    invested += inflows[i]! - outflows[i]!;
    const index = baseGrowth > 0 ? growth[i]! / baseGrowth : 1;
    if (index > peak) peak = index;
    points.push({
      date: isoDate(days[i]!),
      marketValue: cents(values[i]!),
      netInvested: cents(invested),
      twr: fraction(index - 1),
      drawdown: fraction(index / peak - 1),
      benchmark: null,
    });
  }
  return { points, days: days.slice(first, last), benchmarkBaseDay: baseIndex >= 0 ? days[baseIndex]! : days[first]! - 1 };
}

/**
 * Sets each point's benchmark: the benchmark's cumulative return from its last close on or before
 * the window's base day (before its first close: from that first close) to its last close on or
 * before the point's day; null on days before its first close.
 */
export function withBenchmark(window: PerformanceWindow, closes: BenchmarkCloses | null): PerformancePoint[] {
  if (!closes || window.points.length === 0) return window.points;
  const base = closes.values[Math.max(upperBound(closes.days, window.benchmarkBaseDay) - 1, 0)]!;
  let cursor = -1;
  return window.points.map((point, i) => {
    const day = window.days[i]!;
    while (cursor + 1 < closes.days.length && closes.days[cursor + 1]! <= day) cursor++;
    return cursor < 0 ? point : { ...point, benchmark: fraction(closes.values[cursor]! / base - 1) };
  });
}

export interface BenchmarkCloses {
  days: number[];
  values: number[];
}

/** Day numbers and positive closes (a provider's null or zero close is a hole, not a price). */
export function benchmarkCloses(series: PriceSeries | undefined): BenchmarkCloses | null {
  if (!series) return null;
  const closes: BenchmarkCloses = { days: [], values: [] };
  const length = Math.min(series.dates.length, series.closes.length);
  for (let i = 0; i < length; i++) {
    const close = series.closes[i]!;
    if (!(close > 0)) continue;
    closes.days.push(toDay(series.dates[i]!.slice(0, 10)));
    closes.values.push(close);
  }
  return closes.days.length > 0 ? closes : null;
}
