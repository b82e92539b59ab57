/**
 * Dashboard answers: the market overview widget and the watch list widget
 * (dashboard-news-tools.md sections 2 and 3).
 */
import { z } from 'zod';
import { MarketSourceSchema } from './stock.ts';

const optionalNumber = z.number().nullable();

export const MarketOverviewItemSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
  ytdChangePercent: optionalNumber,
  threeYearChangePercent: optionalNumber,
}).meta({ id: 'MarketOverviewItem' });
export type MarketOverviewItem = z.infer<typeof MarketOverviewItemSchema>;

/** Crypto trades around the clock, so it reports a 24-hour change instead of a day change. */
export const CryptoOverviewItemSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  price: z.number(),
  change24h: z.number(),
  changePercent24h: z.number(),
  ytdChangePercent: optionalNumber,
  threeYearChangePercent: optionalNumber,
}).meta({ id: 'CryptoOverviewItem' });
export type CryptoOverviewItem = z.infer<typeof CryptoOverviewItemSchema>;

export const MarketOverviewSchema = z.object({
  indices: z.array(MarketOverviewItemSchema),
  commodities: z.array(MarketOverviewItemSchema),
  crypto: z.array(CryptoOverviewItemSchema),
  /** ISO time the overview was assembled. */
  lastRefresh: z.string(),
  source: MarketSourceSchema,
  stale: z.boolean(),
}).meta({ id: 'MarketOverview' });
export type MarketOverview = z.infer<typeof MarketOverviewSchema>;

const LowHighSchema = z.object({ low: z.number(), high: z.number() });

export const WatchlistStockSchema = z.object({
  symbol: z.string(),
  currentPrice: z.number(),
  previousClose: z.number(),
  dayChange: z.number(),
  dayChangePercent: z.number(),
  volume: z.number(),
  avgVolume: optionalNumber,
  dayRange: LowHighSchema,
  yearRange: LowHighSchema.nullable(),
  marketCap: optionalNumber,
}).meta({ id: 'WatchlistStock' });
export type WatchlistStock = z.infer<typeof WatchlistStockSchema>;

/** The widget shows the best and worst movers when a list is long. */
export const WATCHLIST_EDGE_SIZE = 10;

export const WatchlistQuerySchema = z.object({ listId: z.string().min(1).optional() });
export type WatchlistQuery = z.infer<typeof WatchlistQuerySchema>;

export const WatchlistDataSchema = z.object({
  stocks: z.array(WatchlistStockSchema),
  /** Distinct symbols in the list, before trimming to the top and bottom movers. */
  totalCount: z.number().int(),
});
export type WatchlistData = z.infer<typeof WatchlistDataSchema>;

export const WatchlistResponseSchema = z.object({
  success: z.boolean(),
  data: WatchlistDataSchema.optional(),
  error: z.string().optional(),
}).meta({ id: 'WatchlistResponse' });
export type WatchlistResponse = z.infer<typeof WatchlistResponseSchema>;

export const SetDefaultListRequestSchema = z.object({
  listId: z.string().trim().min(1, 'Give the id of the list to make default'),
}).meta({ id: 'SetDefaultListRequest' });
export type SetDefaultListRequest = z.infer<typeof SetDefaultListRequestSchema>;

export const SetDefaultListResponseSchema = z.object({ success: z.boolean() });
export type SetDefaultListResponse = z.infer<typeof SetDefaultListResponseSchema>;
