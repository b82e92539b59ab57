/**
 * The bounds a person would accept for every number and date of the ledger, checked by the API's
 * schemas before anything is stored, so no accepted event can make a later read fail
 * (Infinity, year 0001, 1e308 shares). The server's decider checks the rules that need the book.
 */
import { z } from 'zod';
import { IsoDateSchema } from './dates.ts';

/** The earliest trade date: no listed stock is older. */
export const EARLIEST_TRADE_DATE = '1900-01-01';
/** Smallest quantity a lot may hold or a sale may move (fractional shares, crypto): a millionth. */
export const MIN_QUANTITY = 0.000001;
/** Largest quantity, price or amount: a trillion. */
export const MAX_AMOUNT = 1e12;

/**
 * Today, for "no future trade dates": the UTC day plus one, since in the first hours of a day in
 * Sydney or Auckland UTC still shows yesterday.
 */
export function latestTradeDate(now?: Date): string {
  const tomorrow = Math.floor(((now?.getTime() ?? Date.now()) + 86_400_000) / 86_400_000);
  // Asked once per row of a 100k-row import: the date string is made once per UTC day.
  if (tomorrow !== latest.day) latest = { day: tomorrow, date: new Date(tomorrow * 86_400_000).toISOString().slice(0, 10) };
  return latest.date;
}
let latest = { day: Number.NaN, date: '' };

/** A trade or cash-flow date: a real day from 1900 up to today. */
export const TradeDateSchema = IsoDateSchema.refine((day) => day >= EARLIEST_TRADE_DATE, `must be on or after ${EARLIEST_TRADE_DATE}`).refine(
  (day) => day <= latestTradeDate(),
  'cannot be in the future',
);

const plain = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 6 });

/** A finite amount of money, at most MAX_AMOUNT. */
export const amountAtMost = (schema: z.ZodNumber, label: string) => schema.max(MAX_AMOUNT, `${label} must be at most ${plain(MAX_AMOUNT)}`);

/** 0, or a quantity from MIN_QUANTITY to MAX_AMOUNT. */
export function quantityIssue(quantity: number): string | null {
  if (quantity !== 0 && quantity < MIN_QUANTITY) return `Quantity must be at least ${plain(MIN_QUANTITY)}`;
  if (quantity > MAX_AMOUNT) return `Quantity must be at most ${plain(MAX_AMOUNT)}`;
  return null;
}
