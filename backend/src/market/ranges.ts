/**
 * Date windows for history, indicator and series requests. Range values (1mo..10y, MAX = 50
 * years) and intervals live in contracts; this adds the server-side arithmetic.
 */
import { rangeStart, subtractMonths, toIsoDate, type ChartInterval, type ChartRange } from '@folio/contracts';
import { ValidationError } from '../shared/errors.ts';

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

/** Where indicator histories start: the symbol's first bar, whenever that was. */
export const FIRST_BAR = new Date(0);

export function windowLabels(window: DateWindow): { from: string; to: string } {
  return { from: toIsoDate(window.from), to: toIsoDate(window.to) };
}
