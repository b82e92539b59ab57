/** The calendar day (UTC) of an instant, as YYYY-MM-DD. */
export const toIsoDay = (date: Date) => date.toISOString().slice(0, 10);

import { toDay } from './days.ts';

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) => toDay(to) - toDay(from);
