/**
 * Charts of a list (issue 14): its performance over time, its allocation now, and the trades of
 * one symbol for the stock page's price chart. Definitions: docs/returns.md ("Performance series",
 * "Allocation").
 */
import { z } from 'zod';
import { PERFORMANCE_RANGES } from './performance-ranges.ts';
import { TickerSchema } from './requests.ts';

export { PERFORMANCE_RANGES, type PerformanceRange } from './performance-ranges.ts';
export const PerformanceRangeSchema = z.enum(PERFORMANCE_RANGES, { error: 'Range must be one of 1M, 3M, 6M, YTD, 1Y, 3Y, 5Y or MAX' });

const listId = z.string().min(1).optional();

/** Without listId: the user's lists together, valued in the default list's base currency. */
export const PerformanceQuerySchema = z.object({ listId, range: PerformanceRangeSchema.default('1Y') });
export type PerformanceQuery = z.input<typeof PerformanceQuerySchema>;

/** One valuation day (a trading day with holdings, or an activity day) at its close. */
export const PerformancePointSchema = z.object({
  date: z.string(),
  /** Holdings at the day's close (+ the cash balance when the list records cash: see `includesCash`), base currency, cents. */
  marketValue: z.number(),
  /** Money in minus money out since the first activity (not since the range start), base currency, cents. */
  netInvested: z.number(),
  /** Cumulative time-weighted return from the range's start to this close, a fraction (0.12 = +12%). */
  twr: z.number(),
  /** Fall of the TWR index (1 + twr) from its running peak within the range, a fraction <= 0. */
  drawdown: z.number(),
  /** Cumulative return of the benchmark over the same days, same start, in the base currency; null before its first close. */
  benchmark: z.number().nullable(),
});
export type PerformancePoint = z.infer<typeof PerformancePointSchema>;

export const PerformanceSeriesSchema = z
  .object({
    listId: z.string().nullable(),
    range: PerformanceRangeSchema,
    /** First day the range covers (MAX: the first activity, or `to` when there is none). */
    from: z.string(),
    /** Valuation day: today (UTC). */
    to: z.string(),
    baseCurrency: z.string(),
    /**
     * True when the list records cash (a deposit or withdrawal): then marketValue is holdings plus
     * the cash balance, unlike the summary's Portfolio Value (holdings only), and is labelled so.
     */
    includesCash: z.boolean(),
    /** The list's benchmarkSymbol preference (SPY by default). */
    benchmarkSymbol: z.string(),
    /** Ascending by date; empty when the list holds nothing in the range. */
    points: z.array(PerformancePointSchema),
  })
  .meta({ id: 'PerformanceSeries' });
export type PerformanceSeries = z.infer<typeof PerformanceSeriesSchema>;

export const AllocationQuerySchema = z.object({ listId });
export type AllocationQuery = z.input<typeof AllocationQuerySchema>;

/** A slice of the allocation chart (named apart from the insights' AllocationSlice, a different shape). */
export const AllocationShareSchema = z.object({
  /** Stable key: a symbol, a sector name, 'stock' | 'etf' | 'crypto', 'mega' ... 'micro', a country; 'unknown' when the data is missing. */
  key: z.string(),
  label: z.string(),
  /** Market value in the list's base currency (cents). */
  value: z.number(),
  /** Share of the list's total value, a fraction 0..1. */
  weight: z.number(),
});
export type AllocationShare = z.infer<typeof AllocationShareSchema>;

const slices = z.array(AllocationShareSchema);

export const AllocationSchema = z
  .object({
    listId: z.string().nullable(),
    baseCurrency: z.string(),
    /** Sum of the holdings' market values, base currency. */
    totalValue: z.number(),
    /** The list's max position size preference, PERCENT as in the preferences (10 = 10% = weight 0.1). */
    maxPositionSize: z.number(),
    /** Each dimension's slices, largest first. */
    byHolding: slices,
    bySector: slices,
    byAssetClass: slices,
    byMarketCap: slices,
    byGeography: slices,
  })
  .meta({ id: 'Allocation' });
export type Allocation = z.infer<typeof AllocationSchema>;

/** GET /api/investments/stocks/{symbol}/trades?listId: without listId, every list of the user. */
export const SymbolTradesParamsSchema = z.object({ symbol: TickerSchema });
export const SymbolTradesQuerySchema = z.object({ listId });

export const SymbolTradeSchema = z.object({
  /** Ledger transaction id. */
  id: z.string(),
  side: z.enum(['buy', 'sell']),
  date: z.string(),
  quantity: z.number(),
  /** Price per share in the listing currency (a sale's gross price, before fees). */
  price: z.number(),
  /** Cash amount: a buy's cost including fees, a sale's net proceeds (listing currency). */
  amount: z.number(),
});
export type SymbolTrade = z.infer<typeof SymbolTradeSchema>;

export const SymbolTradesSchema = z
  .object({
    symbol: z.string(),
    listId: z.string().nullable(),
    /** Listing currency of the prices. */
    currency: z.string(),
    /** Shares held now (all positions of the symbol in scope). */
    quantity: z.number(),
    /** Average cost per share of the shares held now (the cost line); null when none are held. */
    averageCost: z.number().nullable(),
    /** Dated buys and sells, ascending by date. Prices for the chart: GET /api/stocks/{symbol}/history. */
    trades: z.array(SymbolTradeSchema),
  })
  .meta({ id: 'SymbolTrades' });
export type SymbolTrades = z.infer<typeof SymbolTradesSchema>;
