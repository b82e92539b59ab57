/**
 * Chart intervals and ranges (dashboard-news-tools.md sections 2, 7 and 9): the indicators page
 * and the price-series calls derive `from` from a range ending today; MAX reaches 50 years back.
 */
import { z } from 'zod';

export const CHART_INTERVALS = ['1d', '1wk', '1mo'] as const;
export const ChartIntervalSchema = z.enum(CHART_INTERVALS);
export type ChartInterval = z.infer<typeof ChartIntervalSchema>;

export const CHART_RANGES = ['1mo', '3mo', '6mo', '1y', '3y', '5y', '10y', 'MAX'] as const;
export const ChartRangeSchema = z.enum(CHART_RANGES);
export type ChartRange = z.infer<typeof ChartRangeSchema>;

export const MAX_RANGE_YEARS = 50;

/** Months each range reaches back from today. */
export const RANGE_MONTHS: Readonly<Record<ChartRange, number>> = {
  '1mo': 1,
  '3mo': 3,
  '6mo': 6,
  '1y': 12,
  '3y': 36,
  '5y': 60,
  '10y': 120,
  MAX: MAX_RANGE_YEARS * 12,
};

/** The Macro option of the indicators page forces weekly bars over five years. */
export const MACRO_VIEW = { interval: '1wk', range: '5y' } as const satisfies {
  interval: ChartInterval;
  range: ChartRange;
};

/** A calendar date as 'YYYY-MM-DD' (UTC). */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whole calendar months earlier, clamped to the month's last day (31 March - 1 month = 28/29 February). */
export function subtractMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
}

/** First day (UTC midnight) a range covers when it ends on `now`. */
export function rangeStart(range: ChartRange, now: Date): Date {
  return subtractMonths(now, RANGE_MONTHS[range]);
}

/** A date parameter: 'YYYY-MM-DD' or a full ISO timestamp. */
export const DateParamSchema = z
  .string()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)),
    { message: 'Use a date like 2024-01-31' },
  );
