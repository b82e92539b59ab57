/**
 * Calendar days as integers (days since 1970-01-01, UTC). The engine works on day numbers so that
 * day counts (XIRR's actual/365, annualisation) are subtractions and calendars are index ranges.
 */

const MS_PER_DAY = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

// Price histories repeat the same few thousand date strings for every symbol: parse each once.
const memo = new Map<string, number>();

/** 'YYYY-MM-DD' (an ISO timestamp is read as its calendar day) to a day number. */
export function toDay(date: string): number {
  const known = memo.get(date);
  if (known !== undefined) return known;
  const match = DATE.exec(date);
  const day = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY : Number.NaN;
  // Date.UTC rolls 2021-02-30 over to March; a round trip catches that as well as garbage.
  if (!Number.isInteger(day) || toIsoDate(day) !== date.slice(0, 10)) {
    throw new RangeError(`Invalid date '${date}', expected YYYY-MM-DD`);
  }
  if (memo.size >= 100_000) memo.clear();
  memo.set(date, day);
  return day;
}

export function toIsoDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** `months` calendar months later (earlier when negative), clamped to the month's end: 08-31 - 6 months = 02-28/29. */
export function addMonths(day: number, months: number): number {
  const date = new Date(day * MS_PER_DAY);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) / MS_PER_DAY;
}

/** First index whose value is >= `value` (length when none). */
export function lowerBound(sorted: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** First index whose value is > `value` (length when none). */
export function upperBound(sorted: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}
