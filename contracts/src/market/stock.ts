/**
 * Stock data (core.md section 3), quotes, aggregated stock views and the enrich calls.
 * Percent figures are in percent units (12.5 means 12.5 %); ratios are plain numbers
 * (debtToEquity 0.5 means half as much debt as equity). Missing values are null and show N/A.
 */
import { z } from 'zod';

/** Where market data came from: the offline provider's demo data, or Yahoo Finance. */
export const marketSourceSchema = z.enum(['demo', 'yahoo']);
export type MarketSource = z.infer<typeof marketSourceSchema>;

/** A symbol as typed by a user: trimmed and upper-cased. Validity is the provider's call (404). */
export const symbolSchema = z.string().trim().toUpperCase();

export const symbolParamsSchema = z.object({ symbol: symbolSchema });

const optionalNumber = z.number().nullable();

/** Fields every market answer carries: where it came from and whether it is a last-good copy. */
const provenance = {
  source: marketSourceSchema,
  /** True when upstream failed and the last good value is served instead. */
  stale: z.boolean(),
};

export const stockFundamentalsShape = {
  symbol: z.string(),
  currentPrice: z.number(),
  dayChange: z.number(),
  dayChangePercent: z.number(),
  change6MonthPercent: optionalNumber,
  change3YearPercent: optionalNumber,
  marketCap: optionalNumber,
  peRatio: optionalNumber,
  pegRatio: optionalNumber,
  priceToBook: optionalNumber,
  week52High: optionalNumber,
  week52Low: optionalNumber,
  volume: optionalNumber,
  avgVolume: optionalNumber,
  dividendYield: optionalNumber,
  payoutRatio: optionalNumber,
  returnOnAssets: optionalNumber,
  returnOnEquity: optionalNumber,
  earningsGrowth: optionalNumber,
  salesGrowthRate: optionalNumber,
  epsGrowthRate: optionalNumber,
  roic: optionalNumber,
  profitMargins: optionalNumber,
  operatingMargins: optionalNumber,
  trailingEps: optionalNumber,
  forwardEps: optionalNumber,
  currentRatio: optionalNumber,
  quickRatio: optionalNumber,
  debtToEquity: optionalNumber,
  bookValue: optionalNumber,
  totalRevenue: optionalNumber,
  ebitda: optionalNumber,
  freeCashflow: optionalNumber,
  totalCash: optionalNumber,
  totalDebt: optionalNumber,
  sector: z.string().nullable(),
  industry: z.string().nullable(),
  sectorPeAverage: optionalNumber,
  movingAverage50Day: optionalNumber,
};

/** Every Stock data field, as a provider delivers it (no provenance yet). */
export const stockFundamentalsSchema = z.object(stockFundamentalsShape);
export type StockFundamentals = z.infer<typeof stockFundamentalsSchema>;

export const stockDataSchema = z.object({ ...stockFundamentalsShape, ...provenance });
export type StockData = z.infer<typeof stockDataSchema>;

const quoteShape = {
  symbol: z.string(),
  currentPrice: z.number(),
  previousClose: z.number(),
  dayChange: z.number(),
  dayChangePercent: z.number(),
  open: z.number(),
  dayHigh: z.number(),
  dayLow: z.number(),
  volume: z.number(),
  /** ISO time of the last trade the quote reflects. */
  marketTime: z.string(),
};

export const marketQuoteSchema = z.object(quoteShape);
export type MarketQuote = z.infer<typeof marketQuoteSchema>;

export const quoteResponseSchema = z.object({ ...quoteShape, ...provenance });
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** Stock data combined with the live quote and the company profile. */
export const aggregatedStockSchema = z.object({
  ...stockFundamentalsShape,
  name: z.string(),
  previousClose: z.number(),
  open: z.number(),
  dayHigh: z.number(),
  dayLow: z.number(),
  marketTime: z.string(),
  ...provenance,
});
export type AggregatedStock = z.infer<typeof aggregatedStockSchema>;

export const MAX_SYMBOLS_PER_REQUEST = 200;

/** Comma-joined symbols: 'aapl, msft,,AAPL' -> ['AAPL', 'MSFT']. */
export const symbolListSchema = z
  .string()
  .transform((raw) => [...new Set(raw.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean))])
  .pipe(
    z
      .array(z.string())
      .min(1, 'Give at least one symbol, comma-separated, e.g. symbols=AAPL,MSFT')
      .max(MAX_SYMBOLS_PER_REQUEST, `At most ${MAX_SYMBOLS_PER_REQUEST} symbols per request`),
  );

export const aggregatedManyQuerySchema = z.object({ symbols: symbolListSchema });

export const aggregatedManyResponseSchema = z.object({
  stocks: z.record(z.string(), aggregatedStockSchema),
  /** Symbols the provider does not know. */
  notFound: z.array(z.string()),
  /** Symbols upstream could not deliver and no last good value exists for. */
  unavailable: z.array(z.string()),
});
export type AggregatedManyResponse = z.infer<typeof aggregatedManyResponseSchema>;

export const enrichRequestSchema = z.object({
  symbols: z
    .array(symbolSchema.pipe(z.string().min(1, 'Symbols cannot be empty')))
    .min(1, 'Give at least one symbol')
    .max(MAX_SYMBOLS_PER_REQUEST, `At most ${MAX_SYMBOLS_PER_REQUEST} symbols per request`),
});
export type EnrichRequest = z.infer<typeof enrichRequestSchema>;

/** Enrich answers: stock data keyed by symbol; symbols that could not be enriched are left out. */
export const enrichResponseSchema = z.object({
  success: z.boolean(),
  enrichedData: z.record(z.string(), stockDataSchema),
});
export type EnrichResponse = z.infer<typeof enrichResponseSchema>;

export const marketErrorSchema = z.object({ error: z.string(), message: z.string() });
export type MarketError = z.infer<typeof marketErrorSchema>;
