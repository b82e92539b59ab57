/** Pure summaries over trends (newest first): the user summary and the trending stocks. */
import { trendDirection, type Trend, type TrendingStock, type UserTrendSummary } from '@folio/contracts';

export const RECENT_TRENDS = 5;

/** Newest first: by the day the signal belongs to, then when it was recorded. */
export interface DatedTrend extends Trend {
  day: string;
}

export const newestFirst = (a: DatedTrend, b: DatedTrend) => b.day.localeCompare(a.day) || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);

export function userSummary(trends: readonly DatedTrend[], activeAlerts: number): UserTrendSummary {
  const sorted = [...trends].sort(newestFirst);
  const count = (direction: string) => sorted.filter((trend) => trendDirection(trend.signalType) === direction).length;
  return {
    totalTrends: sorted.length,
    bullishTrends: count('bullish'),
    bearishTrends: count('bearish'),
    neutralTrends: count('neutral'),
    activeAlerts,
    recentTrends: sorted.slice(0, RECENT_TRENDS).map(plainTrend),
  };
}

/** Symbols by how many trends they have (then by the newest), with their latest trend. */
export function trendingStocks(trends: readonly DatedTrend[], limit: number): TrendingStock[] {
  const bySymbol = new Map<string, DatedTrend[]>();
  for (const trend of [...trends].sort(newestFirst)) {
    const list = bySymbol.get(trend.symbol) ?? [];
    list.push(trend);
    bySymbol.set(trend.symbol, list);
  }
  return [...bySymbol.entries()]
    .sort(([symbolA, a], [symbolB, b]) => b.length - a.length || newestFirst(a[0]!, b[0]!) || symbolA.localeCompare(symbolB))
    .slice(0, limit)
    .map(([symbol, list]) => ({ symbol, trendCount: list.length, latestTrend: { signalType: list[0]!.signalType, strength: list[0]!.strength } }));
}

export function plainTrend(trend: DatedTrend): Trend {
  return { id: trend.id, symbol: trend.symbol, signalType: trend.signalType, strength: trend.strength, message: trend.message, createdAt: trend.createdAt };
}
