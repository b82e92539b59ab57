/**
 * Date windows for history, indicator and series requests. Range values (1mo..10y, MAX = 50
 * years) and intervals live in contracts; this adds the server-side arithmetic.
 */
import { rangeStart, subtractMonths, toIsoDate, type ChartInterval, type ChartRange } from '@folio/contracts';
import { ValidationError } from '../shared/errors.ts';
import { WARM_UP_BARS } from './indicators.ts';

export interface DateWindow {
  from: Date;
  to: Date;
}

/** UTC midnight of the calendar day a 'YYYY-MM-DD' or ISO parameter names. */
export function parseDay(value: string): Date {
  return new Date(`${value.slice(0, 10)}T00:00:00Z`);
}

function startOfDay(date: Date): Date {
  return parseDay(toIsoDate(date));
}

/** History windows default to the six months ending today. */
export const DEFAULT_HISTORY_MONTHS = 6;

/** The window of a history or indicators request; `from` after `to` is the caller's mistake. */
export function historyWindow(query: { from?: string | undefined; to?: string | undefined }, now: Date): DateWindow {
  const to = query.to ? parseDay(query.to) : startOfDay(now);
  const from = query.from ? parseDay(query.from) : subtractMonths(to, DEFAULT_HISTORY_MONTHS);
  if (from.getTime() > to.getTime()) {
    throw new ValidationError(`from (${toIsoDate(from)}) must be on or before to (${toIsoDate(to)})`);
  }
  return { from, to };
}

/** A named range ending today. */
export function rangeWindow(range: ChartRange, now: Date): DateWindow {
  return { from: rangeStart(range, now), to: startOfDay(now) };
}

/** Calendar days one bar spans, generously (weekends, holidays), to size warm-up fetches. */
const CALENDAR_DAYS_PER_BAR: Readonly<Record<ChartInterval, number>> = { '1d': 1.5, '1wk': 7, '1mo': 31 };

/** Where to start fetching so indicators are warmed up by `from`. */
export function warmUpStart(from: Date, interval: ChartInterval): Date {
  const days = Math.ceil(WARM_UP_BARS * CALENDAR_DAYS_PER_BAR[interval]);
  return new Date(from.getTime() - days * 86_400_000);
}

export function windowLabels(window: DateWindow): { from: string; to: string } {
  return { from: toIsoDate(window.from), to: toIsoDate(window.to) };
}
