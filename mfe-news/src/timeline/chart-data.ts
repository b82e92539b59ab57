/**
 * The impact timeline's numbers (dashboard-news-tools.md sections 2 and 9): the first 5 symbols
 * the items name, each close series indexed to 100 at its first close, and each article's price
 * window of 7 days either side of its date.
 */
import { NEWS_LIMITS, type CorrelationImpactItem, type PriceRow } from '@folio/contracts';
import { isoDay } from '../common/text.ts';

/** One line colour per overlay symbol; each keeps 3:1 against Blueprint's light and dark backgrounds. */
export const LINE_COLOURS = ['#2d72d2', '#c87619', '#238551', '#cd4246', '#7961db'] as const;

export interface IndexedPoint {
  day: string;
  value: number;
}

/** The first `NEWS_LIMITS.timelineSymbols` distinct symbols in the order the items name them. */
export function overlaySymbols(items: readonly CorrelationImpactItem[], only?: string): string[] {
  if (only) return [only];
  const seen: string[] = [];
  for (const item of items) {
    for (const symbol of item.symbols) {
      if (!seen.includes(symbol)) seen.push(symbol);
      if (seen.length === NEWS_LIMITS.timelineSymbols) return seen;
    }
  }
  return seen;
}

/** Closes as 100 * close / first close; rows with no positive first close give nothing. */
export function indexTo100(rows: readonly PriceRow[]): IndexedPoint[] {
  const first = rows.find((row) => row.c > 0);
  if (!first) return [];
  return rows.filter((row) => row.t >= first.t).map((row) => ({ day: row.t, value: (100 * row.c) / first.c }));
}

/** The default range: the last 30 days, ending today. */
export function defaultRange(now = new Date()): { from: string; to: string } {
  return { from: isoDay(now, -NEWS_LIMITS.timelineDefaultDays), to: isoDay(now) };
}

/** The article's price window: 7 days before to 7 days after its date, never past today. */
export function articleWindow(publishedAt: string, now = new Date()): { from: string; to: string; day: string } {
  const day = isoDay(publishedAt);
  const today = isoDay(now);
  const after = isoDay(publishedAt, NEWS_LIMITS.articleWindowDays);
  return { from: isoDay(publishedAt, -NEWS_LIMITS.articleWindowDays), to: after < today ? after : today, day };
}

/** The index of the row on the article's day, or the first trading day after it (else the last). */
export function markerIndex(rows: readonly { t: string }[], day: string): number {
  if (rows.length === 0) return -1;
  const at = rows.findIndex((row) => row.t >= day);
  return at === -1 ? rows.length - 1 : at;
}
