/**
 * Time series answers: OHLCV history rows, indicator rows, price series and ratio rows
 * (dashboard-news-tools.md section 3). Row time `t` is the bar's trading date, 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import { ChartIntervalSchema, ChartRangeSchema, DateParamSchema } from './ranges.ts';
import { MarketSourceSchema, SymbolListSchema, SymbolSchema } from './stock.ts';

export const PriceRowSchema = z.object({
  t: z.string(),
  o: z.number(),
  h: z.number(),
  l: z.number(),
  c: z.number(),
  v: z.number(),
}).meta({ id: 'PriceRow' });
export type PriceRow = z.infer<typeof PriceRowSchema>;

const provenance = { source: MarketSourceSchema, stale: z.boolean() };

/** from/to default to the six months ending today. */
export const HistoryQuerySchema = z.object({
  from: DateParamSchema.optional(),
  to: DateParamSchema.optional(),
  interval: ChartIntervalSchema.default('1d'),
});
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

export const HistoryResponseSchema = z.object({
  symbol: z.string(),
  interval: ChartIntervalSchema,
  from: z.string(),
  to: z.string(),
  rows: z.array(PriceRowSchema),
  ...provenance,
}).meta({ id: 'HistoryResponse' });
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;

export const MultiHistoryQuerySchema = HistoryQuerySchema.extend({ symbols: SymbolListSchema });
export type MultiHistoryQuery = z.infer<typeof MultiHistoryQuerySchema>;

export const MultiHistoryResponseSchema = z.object({
  interval: ChartIntervalSchema,
  from: z.string(),
  to: z.string(),
  /** Rows keyed by symbol. */
  data: z.record(z.string(), z.array(PriceRowSchema)),
  notFound: z.array(z.string()),
  unavailable: z.array(z.string()),
  ...provenance,
}).meta({ id: 'MultiHistoryResponse' });
export type MultiHistoryResponse = z.infer<typeof MultiHistoryResponseSchema>;

const indicatorValue = z.number().nullable();

/** One bar's indicators; null while an indicator is still warming up (never NaN). */
export const IndicatorRowSchema = z.object({
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
}).meta({ id: 'IndicatorRow' });
export type IndicatorRow = z.infer<typeof IndicatorRowSchema>;

export const IndicatorsQuerySchema = HistoryQuerySchema;

export const IndicatorsResponseSchema = z.object({
  symbol: z.string(),
  interval: ChartIntervalSchema,
  from: z.string(),
  to: z.string(),
  rows: z.array(IndicatorRowSchema),
  ...provenance,
}).meta({ id: 'IndicatorsResponse' });
export type IndicatorsResponse = z.infer<typeof IndicatorsResponseSchema>;

export const PriceSeriesQuerySchema = z.object({
  symbol: SymbolSchema.pipe(z.string().min(1, 'Give a symbol, e.g. symbol=AAPL')),
  interval: ChartIntervalSchema.default('1d'),
  range: ChartRangeSchema.default('6mo'),
});
export type PriceSeriesQuery = z.infer<typeof PriceSeriesQuerySchema>;

export const PriceSeriesResponseSchema = z.object({
  symbol: z.string(),
  interval: ChartIntervalSchema,
  range: ChartRangeSchema,
  from: z.string(),
  to: z.string(),
  rows: z.array(PriceRowSchema),
  ...provenance,
}).meta({ id: 'PriceSeriesResponse' });
export type PriceSeriesResponse = z.infer<typeof PriceSeriesResponseSchema>;

/** The context panel compares crypto with Bitcoin. */
export const RATIO_REFERENCE_SYMBOL = 'BTC-USD';

export const RatioQuerySchema = z.object({
  base: SymbolSchema.pipe(z.string().min(1, 'Give a base symbol, e.g. base=ETH-USD')),
  quote: SymbolSchema.pipe(z.string().min(1)).default(RATIO_REFERENCE_SYMBOL),
  interval: ChartIntervalSchema.default('1d'),
  range: ChartRangeSchema.default('6mo'),
});
export type RatioQuery = z.infer<typeof RatioQuerySchema>;

export const RatioRowSchema = z.object({ t: z.string(), ratio: z.number() }).meta({ id: 'RatioRow' });
export type RatioRow = z.infer<typeof RatioRowSchema>;

export const RatioResponseSchema = z.object({
  base: z.string(),
  quote: z.string(),
  interval: ChartIntervalSchema,
  range: ChartRangeSchema,
  from: z.string(),
  to: z.string(),
  rows: z.array(RatioRowSchema),
  ...provenance,
}).meta({ id: 'RatioResponse' });
export type RatioResponse = z.infer<typeof RatioResponseSchema>;
