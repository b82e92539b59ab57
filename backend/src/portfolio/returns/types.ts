/** The engine's inputs and its daily series. Conventions: docs/returns.md. */

/**
 * dividend: income paid on a held symbol (amount net of withholding tax). Without a quantity it is
 * cash (money out to the investor in 'holdings' mode, into the list's cash in 'cash' mode); with a
 * quantity it was reinvested: the shares join the holdings and no money moves (docs/returns.md).
 */
export type ActivityKind = 'buy' | 'sell' | 'deposit' | 'withdrawal' | 'dividend';

export interface Activity {
  date: string;
  kind: ActivityKind;
  symbol?: string;
  quantity?: number;
  /** Cash amount, positive: buy = cost including fees, sell = net proceeds, dividend = net income. */
  amount: number;
}

/**
 * Ascending daily closes. `days` (day numbers, days.ts), when given, stands for `dates`: a
 * compact series (typed arrays, no date strings) is what a large book's thousands of symbols
 * can afford to keep.
 */
export interface PriceSeries {
  dates: readonly string[];
  days?: ArrayLike<number>;
  closes: ArrayLike<number>;
  /** Set by whoever built the series when every close is above zero (no holes to skip). */
  positive?: boolean;
}

/** Unknown symbols may answer undefined or empty series: their trade prices are used instead. */
export type PriceLookup = (symbol: string) => PriceSeries | undefined;

/** 'holdings': the list records no cash, buys and sells are the external flows. 'cash': deposits and withdrawals are. */
export type CashMode = 'holdings' | 'cash';

/** Parallel arrays, one entry per valuation day. */
export interface DailySeries {
  /** Day numbers (see days.ts), ascending: trading days with holdings, plus every activity day. */
  days: number[];
  /** Portfolio value at the day's close: holdings at the last close on or before the day (+ cash). */
  values: number[];
  /** External money in during the day (buys in 'holdings' mode, deposits in 'cash' mode). */
  inflows: number[];
  /** External money out during the day (sells in 'holdings' mode, withdrawals in 'cash' mode). */
  outflows: number[];
  /** Cash balance after the day ('cash' mode; always 0 in 'holdings' mode). */
  cash: number[];
  /** Chain-linked time-weighted index after the day (1 before the first day), see twr.ts. */
  growth: number[];
}

export interface ValuationInput {
  activities: readonly Activity[];
  prices: PriceLookup;
  until: string;
  cashMode: CashMode;
}
