/**
 * Dashboard answers: the market overview widget and the watch list widget
 * (dashboard-news-tools.md sections 2 and 3).
 */
import { z } from 'zod';
import { marketSourceSchema } from './stock.ts';

const optionalNumber = z.number().nullable();

export const marketOverviewItemSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
  ytdChangePercent: optionalNumber,
  threeYearChangePercent: optionalNumber,
});
export type MarketOverviewItem = z.infer<typeof marketOverviewItemSchema>;

/** Crypto trades around the clock, so it reports a 24-hour change instead of a day change. */
export const cryptoOverviewItemSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  price: z.number(),
  change24h: z.number(),
  changePercent24h: z.number(),
  ytdChangePercent: optionalNumber,
  threeYearChangePercent: optionalNumber,
});
export type CryptoOverviewItem = z.infer<typeof cryptoOverviewItemSchema>;

export const marketOverviewSchema = z.object({
  indices: z.array(marketOverviewItemSchema),
  commodities: z.array(marketOverviewItemSchema),
  crypto: z.array(cryptoOverviewItemSchema),
  /** ISO time the overview was assembled. */
  lastRefresh: z.string(),
  source: marketSourceSchema,
  stale: z.boolean(),
});
export type MarketOverview = z.infer<typeof marketOverviewSchema>;

const lowHighSchema = z.object({ low: z.number(), high: z.number() });

export const watchlistStockSchema = z.object({
  symbol: z.string(),
  currentPrice: z.number(),
  previousClose: z.number(),
  dayChange: z.number(),
  dayChangePercent: z.number(),
  volume: z.number(),
  avgVolume: optionalNumber,
  dayRange: lowHighSchema,
  yearRange: lowHighSchema.nullable(),
  marketCap: optionalNumber,
});
export type WatchlistStock = z.infer<typeof watchlistStockSchema>;

/** The widget shows the best and worst movers when a list is long. */
export const WATCHLIST_EDGE_SIZE = 10;

export const watchlistQuerySchema = z.object({ listId: z.string().min(1).optional() });
export type WatchlistQuery = z.infer<typeof watchlistQuerySchema>;

export const watchlistDataSchema = z.object({
  stocks: z.array(watchlistStockSchema),
  /** Distinct symbols in the list, before trimming to the top and bottom movers. */
  totalCount: z.number().int(),
});
export type WatchlistData = z.infer<typeof watchlistDataSchema>;

export const watchlistResponseSchema = z.object({
  success: z.boolean(),
  data: watchlistDataSchema.optional(),
  error: z.string().optional(),
});
export type WatchlistResponse = z.infer<typeof watchlistResponseSchema>;

export const setDefaultListRequestSchema = z.object({
  listId: z.string().trim().min(1, 'Give the id of the list to make default'),
});
export type SetDefaultListRequest = z.infer<typeof setDefaultListRequestSchema>;

export const setDefaultListResponseSchema = z.object({ success: z.boolean() });
export type SetDefaultListResponse = z.infer<typeof setDefaultListResponseSchema>;
