/**
 * Trends (dashboard-news-tools.md sections 2, 3 and 9): signals detected on the user's stocks.
 * A signal type naming GOLDEN or UP is bullish, DEATH or DOWN bearish, anything else neutral.
 */
import { z } from 'zod';

export const TREND_STRENGTHS = ['EXTREME', 'STRONG', 'MODERATE', 'WEAK'] as const;
export type TrendStrength = (typeof TREND_STRENGTHS)[number];

export const TREND_SIGNAL_TYPES = [
  'GOLDEN_CROSS',
  'DEATH_CROSS',
  'PRICE_CROSS_UP_SMA200',
  'PRICE_CROSS_DOWN_SMA200',
  'RSI_OVERBOUGHT',
  'RSI_OVERSOLD',
  'MACD_CROSS_UP',
  'MACD_CROSS_DOWN',
  'BREAKOUT_UP_52W_HIGH',
  'BREAKDOWN_52W_LOW',
  'VOLUME_SPIKE_UP',
  'VOLUME_SPIKE_DOWN',
] as const;
export type TrendSignalType = (typeof TREND_SIGNAL_TYPES)[number];

export type TrendDirection = 'bullish' | 'bearish' | 'neutral';

export function trendDirection(signalType: string): TrendDirection {
  const name = signalType.toUpperCase();
  if (name.includes('GOLDEN') || name.includes('UP')) return 'bullish';
  if (name.includes('DEATH') || name.includes('DOWN')) return 'bearish';
  return 'neutral';
}

/** Extreme red, Strong orange, Moderate yellow, Weak blue; unknown falls back to Weak. */
export function strengthOf(value: string | null | undefined): TrendStrength {
  return (TREND_STRENGTHS as readonly string[]).includes(value ?? '') ? (value as TrendStrength) : 'WEAK';
}

export const TrendSchema = z
  .object({
    id: z.string(),
    symbol: z.string(),
    signalType: z.string(),
    strength: z.string(),
    message: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Trend' });
export type Trend = z.infer<typeof TrendSchema>;

export const UserTrendSummarySchema = z
  .object({
    totalTrends: z.number().int(),
    bullishTrends: z.number().int(),
    bearishTrends: z.number().int(),
    neutralTrends: z.number().int(),
    activeAlerts: z.number().int(),
    recentTrends: z.array(TrendSchema),
  })
  .meta({ id: 'UserTrendSummary' });
export type UserTrendSummary = z.infer<typeof UserTrendSummarySchema>;

export const TrendingStockSchema = z
  .object({
    symbol: z.string(),
    trendCount: z.number().int(),
    latestTrend: z.object({ signalType: z.string(), strength: z.string() }),
  })
  .meta({ id: 'TrendingStock' });
export type TrendingStock = z.infer<typeof TrendingStockSchema>;

export const TrendingQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(50, 'limit must be at most 50').default(10),
});

export const TrendsSymbolParamsSchema = z.object({ symbol: z.string().trim().min(1).max(12).toUpperCase() });

export const UserTrendSummaryResponseSchema = z
  .object({ success: z.literal(true), data: UserTrendSummarySchema, sample: z.boolean() })
  .meta({ id: 'UserTrendSummaryResponse' });
export const TrendingStocksResponseSchema = z
  .object({ success: z.literal(true), data: z.array(TrendingStockSchema), sample: z.boolean() })
  .meta({ id: 'TrendingStocksResponse' });
export const StockTrendsResponseSchema = z
  .object({ success: z.literal(true), data: z.array(TrendSchema), sample: z.boolean() })
  .meta({ id: 'StockTrendsResponse' });
/** `sample` is true when the account holds nothing and the answer is labelled sample data. */
export const TrendsSampleResponseSchema = z
  .object({
    success: z.literal(true),
    sample: z.boolean(),
    data: z.object({ userSummary: UserTrendSummarySchema, trendingStocks: z.array(TrendingStockSchema) }),
  })
  .meta({ id: 'TrendsSampleResponse' });
export type TrendsSampleResponse = z.infer<typeof TrendsSampleResponseSchema>;
