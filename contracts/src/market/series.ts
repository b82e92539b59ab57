/**
 * Time series answers: OHLCV history rows, indicator rows, price series and ratio rows
 * (dashboard-news-tools.md section 3). Row time `t` is the bar's trading date, 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import { chartIntervalSchema, chartRangeSchema, dateParamSchema } from './ranges.ts';
import { marketSourceSchema, symbolListSchema, symbolSchema } from './stock.ts';

export const priceRowSchema = z.object({
  t: z.string(),
  o: z.number(),
  h: z.number(),
  l: z.number(),
  c: z.number(),
  v: z.number(),
});
export type PriceRow = z.infer<typeof priceRowSchema>;

const provenance = { source: marketSourceSchema, stale: z.boolean() };

/** from/to default to the six months ending today. */
export const historyQuerySchema = z.object({
  from: dateParamSchema.optional(),
  to: dateParamSchema.optional(),
  interval: chartIntervalSchema.default('1d'),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const historyResponseSchema = z.object({
  symbol: z.string(),
  interval: chartIntervalSchema,
  from: z.string(),
  to: z.string(),
  rows: z.array(priceRowSchema),
  ...provenance,
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const multiHistoryQuerySchema = historyQuerySchema.extend({ symbols: symbolListSchema });
export type MultiHistoryQuery = z.infer<typeof multiHistoryQuerySchema>;

export const multiHistoryResponseSchema = z.object({
  interval: chartIntervalSchema,
  from: z.string(),
  to: z.string(),
  /** Rows keyed by symbol. */
  data: z.record(z.string(), z.array(priceRowSchema)),
  notFound: z.array(z.string()),
  unavailable: z.array(z.string()),
  ...provenance,
});
export type MultiHistoryResponse = z.infer<typeof multiHistoryResponseSchema>;

const indicatorValue = z.number().nullable();

/** One bar's indicators; null while an indicator is still warming up (never NaN). */
export const indicatorRowSchema = z.object({
  t: z.string(),
  c: z.number(),
  bbUpper: indicatorValue,
  bbMiddle: indicatorValue,
  bbLower: indicatorValue,
  macd: indicatorValue,
  macdSignal: indicatorValue,
  macdHistogram: indicatorValue,
  rsi: indicatorValue,
  stochRsi: indicatorValue,
  obv: indicatorValue,
  ema9: indicatorValue,
  ema21: indicatorValue,
  sma50: indicatorValue,
  sma200: indicatorValue,
});
export type IndicatorRow = z.infer<typeof indicatorRowSchema>;

export const indicatorsQuerySchema = historyQuerySchema;

export const indicatorsResponseSchema = z.object({
  symbol: z.string(),
  interval: chartIntervalSchema,
  from: z.string(),
  to: z.string(),
  rows: z.array(indicatorRowSchema),
  ...provenance,
});
export type IndicatorsResponse = z.infer<typeof indicatorsResponseSchema>;

export const priceSeriesQuerySchema = z.object({
  symbol: symbolSchema.pipe(z.string().min(1, 'Give a symbol, e.g. symbol=AAPL')),
  interval: chartIntervalSchema.default('1d'),
  range: chartRangeSchema.default('6mo'),
});
export type PriceSeriesQuery = z.infer<typeof priceSeriesQuerySchema>;

export const priceSeriesResponseSchema = z.object({
  symbol: z.string(),
  interval: chartIntervalSchema,
  range: chartRangeSchema,
  from: z.string(),
  to: z.string(),
  rows: z.array(priceRowSchema),
  ...provenance,
});
export type PriceSeriesResponse = z.infer<typeof priceSeriesResponseSchema>;

/** The context panel compares crypto with Bitcoin. */
export const RATIO_REFERENCE_SYMBOL = 'BTC-USD';

export const ratioQuerySchema = z.object({
  base: symbolSchema.pipe(z.string().min(1, 'Give a base symbol, e.g. base=ETH-USD')),
  quote: symbolSchema.pipe(z.string().min(1)).default(RATIO_REFERENCE_SYMBOL),
  interval: chartIntervalSchema.default('1d'),
  range: chartRangeSchema.default('6mo'),
});
export type RatioQuery = z.infer<typeof ratioQuerySchema>;

export const ratioRowSchema = z.object({ t: z.string(), ratio: z.number() });
export type RatioRow = z.infer<typeof ratioRowSchema>;

export const ratioResponseSchema = z.object({
  base: z.string(),
  quote: z.string(),
  interval: chartIntervalSchema,
  range: chartRangeSchema,
  from: z.string(),
  to: z.string(),
  rows: z.array(ratioRowSchema),
  ...provenance,
});
export type RatioResponse = z.infer<typeof ratioResponseSchema>;
