/**
 * Daily closes in compact form: day numbers (days since 1970-01-01, shared/days.ts) and closes in
 * typed arrays, 12 bytes a day. The returns engine needs nothing else of a history, and a large
 * book's thousands of ten-year series cannot afford a row object (with its date string) per day.
 */
import type { PriceRow } from '@folio/contracts';
import { toDay } from '../shared/days.ts';

export interface DailyCloses {
  /** Ascending day numbers. */
  days: Int32Array;
  /** The close of each day, every one above zero (a bar without one is a hole, left out). */
  closes: Float64Array;
}

/** The closes of daily bars; a bar without a positive close is left out. */
export function closesFromRows(rows: readonly PriceRow[]): DailyCloses {
  const days = new Int32Array(rows.length);
  const closes = new Float64Array(rows.length);
  let kept = 0;
  for (const row of rows) {
    if (!(row.c > 0)) continue;
    days[kept] = isoDay(row.t);
    closes[kept] = row.c;
    kept++;
  }
  return { days: days.slice(0, kept), closes: closes.slice(0, kept) };
}

/** The closes of parallel day and close arrays from index `first` to `last` (inclusive); non-positive closes left out. */
export function closesBetween(days: ArrayLike<number>, values: ArrayLike<number>, first: number, last: number): DailyCloses {
  const length = Math.max(0, last - first + 1);
  // One allocation for both arrays: a large book copies thousands of series, and each buffer
  // outside the V8 heap counts towards the next collection.
  const buffer = new ArrayBuffer(length * 12);
  const outCloses = new Float64Array(buffer, 0, length);
  const outDays = new Int32Array(buffer, length * 8, length);
  let kept = 0;
  for (let i = first; i <= last; i++) {
    const close = values[i]!;
    if (!(close > 0)) continue;
    outDays[kept] = days[i]!;
    outCloses[kept] = close;
    kept++;
  }
  return kept === length ? { days: outDays, closes: outCloses } : { days: outDays.slice(0, kept), closes: outCloses.slice(0, kept) };
}

const DIGITS = [0, 1, 2, 3, 5, 6, 8, 9];

/** The day number of an ISO date or timestamp: arithmetic on its digits (days.ts's civil-day formula), toDay when it is anything else. */
export function isoDay(t: string): number {
  const digit = (i: number) => t.charCodeAt(i) - 48;
  for (const i of DIGITS) if (!(digit(i) >= 0 && digit(i) <= 9)) return toDay(t.slice(0, 10));
  const y = digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3);
  const m = digit(5) * 10 + digit(6);
  const d = digit(8) * 10 + digit(9);
  if (t.charCodeAt(4) !== 45 || t.charCodeAt(7) !== 45 || !(y >= 1000 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= 28)) return toDay(t.slice(0, 10));
  // Days from civil (H. Hinnant): exact for the proleptic Gregorian calendar.
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
