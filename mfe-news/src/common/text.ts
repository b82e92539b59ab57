/**
 * How the news screens cut and date things (dashboard-news-tools.md sections 5 and 9): texts cut
 * at a fixed length with an ellipsis, relative times in minutes under an hour, then hours, then
 * days (and weeks in the widget); an invalid or missing time shows 'Unknown'.
 */

export const UNKNOWN_TIME = 'Unknown';

/** 'A long headline…' cut to at most `max` characters (the ellipsis included). */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).trimEnd()}…`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** '5m ago', '3h ago', '2d ago' ('1w ago' once `weeks` is set and a week has passed). */
export function relativeTime(value: string | null | undefined, now = Date.now(), { weeks = false } = {}): string {
  if (!value) return UNKNOWN_TIME;
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return UNKNOWN_TIME;
  const elapsed = Math.max(0, now - time);
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (weeks && elapsed >= WEEK) return `${Math.floor(elapsed / WEEK)}w ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}

/** 'Nov 21, 2026, 3:04 PM', or 'Unknown'. */
export function publishTime(value: string | null | undefined): string {
  if (!value) return UNKNOWN_TIME;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return UNKNOWN_TIME;
  return date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** 0.734 -> '73%'. */
export const percentOf = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** 'YYYY-MM-DD' of a date in UTC, `days` after it. */
export function isoDay(date: Date | string, days = 0): string {
  const base = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  return new Date(base.getTime() + days * DAY).toISOString().slice(0, 10);
}

/** Saturday or Sunday where the reader is: the widget then says markets are closed. */
export const isWeekend = (now = new Date()) => now.getDay() === 0 || now.getDay() === 6;
