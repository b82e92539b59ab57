/**
 * Stock data (core.md section 3), quotes, aggregated stock views and the enrich calls.
 * Percent figures are in percent units (12.5 means 12.5 %); ratios are plain numbers
 * (debtToEquity 0.5 means half as much debt as equity). Missing values are null and show N/A.
 */
import { z } from 'zod';

/** Where market data came from: the offline provider's demo data, or Yahoo Finance. */
export const MarketSourceSchema = z.enum(['demo', 'yahoo']);
export type MarketSource = z.infer<typeof MarketSourceSchema>;

/** A symbol as typed by a user: trimmed and upper-cased. Validity is the provider's call (404). */
export const SymbolSchema = z.string().trim().toUpperCase();

export const SymbolParamsSchema = z.object({ symbol: SymbolSchema });

const optionalNumber = z.number().nullable();

/** Fields every market answer carries: where it came from and whether it is a last-good copy. */
const provenance = {
  source: MarketSourceSchema,
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
  /** ISO 4217 code the prices are in (the listing's currency; London's pence already in pounds). */
  currency: z.string().optional(),
};

/** Every Stock data field, as a provider delivers it (no provenance yet). */
export const StockFundamentalsSchema = z.object(stockFundamentalsShape);
export type StockFundamentals = z.infer<typeof StockFundamentalsSchema>;

export const StockDataSchema = z.object({ ...stockFundamentalsShape, ...provenance }).meta({ id: 'StockData' });
export type StockData = z.infer<typeof StockDataSchema>;

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
  /** ISO 4217 code the prices are in (the listing's currency; London's pence already in pounds). */
  currency: z.string().optional(),
};

export const MarketQuoteSchema = z.object(quoteShape);
export type MarketQuote = z.infer<typeof MarketQuoteSchema>;

export const QuoteResponseSchema = z.object({ ...quoteShape, ...provenance }).meta({ id: 'QuoteResponse' });
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

/** Stock data combined with the live quote and the company profile. */
export const AggregatedStockSchema = z.object({
  ...stockFundamentalsShape,
  name: z.string(),
  previousClose: z.number(),
  open: z.number(),
  dayHigh: z.number(),
  dayLow: z.number(),
  marketTime: z.string(),
  ...provenance,
}).meta({ id: 'AggregatedStock' });
export type AggregatedStock = z.infer<typeof AggregatedStockSchema>;

export const MAX_SYMBOLS_PER_REQUEST = 200;

/** Comma-joined symbols: 'aapl, msft,,AAPL' -> ['AAPL', 'MSFT']. */
export const SymbolListSchema = z
  .string()
  .transform((raw) => [...new Set(raw.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean))])
  .pipe(
    z
      .array(z.string())
      .min(1, 'Give at least one symbol, comma-separated, e.g. symbols=AAPL,MSFT')
      .max(MAX_SYMBOLS_PER_REQUEST, `At most ${MAX_SYMBOLS_PER_REQUEST} symbols per request`),
  );

export const AggregatedManyQuerySchema = z.object({ symbols: SymbolListSchema });

export const AggregatedManyResponseSchema = z.object({
  stocks: z.record(z.string(), AggregatedStockSchema),
  /** Symbols the provider does not know. */
  notFound: z.array(z.string()),
  /** Symbols upstream could not deliver and no last good value exists for. */
  unavailable: z.array(z.string()),
}).meta({ id: 'AggregatedManyResponse' });
export type AggregatedManyResponse = z.infer<typeof AggregatedManyResponseSchema>;

export const EnrichRequestSchema = z.object({
  symbols: z
    .array(SymbolSchema.pipe(z.string().min(1, 'Symbols cannot be empty')))
    .min(1, 'Give at least one symbol')
    .max(MAX_SYMBOLS_PER_REQUEST, `At most ${MAX_SYMBOLS_PER_REQUEST} symbols per request`),
}).meta({ id: 'EnrichRequest' });
export type EnrichRequest = z.infer<typeof EnrichRequestSchema>;

/** Enrich answers: stock data keyed by symbol; symbols that could not be enriched are left out. */
export const EnrichResponseSchema = z.object({
  success: z.boolean(),
  enrichedData: z.record(z.string(), StockDataSchema),
}).meta({ id: 'EnrichResponse' });
export type EnrichResponse = z.infer<typeof EnrichResponseSchema>;
