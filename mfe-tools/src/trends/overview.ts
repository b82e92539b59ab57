/**
 * The Trends screen's data: GET /trends/populate-sample-data first; if that fails, the user
 * summary and trending stocks separately, each falling back to zero or empty on its own failure.
 */
import type { TrendsSampleResponse, UserTrendSummary } from '@folio/contracts';
import { api } from '@folio/shell-kit/api';

export const TRENDING_LIMIT = 10;

export const EMPTY_SUMMARY: UserTrendSummary = { totalTrends: 0, bullishTrends: 0, bearishTrends: 0, neutralTrends: 0, activeAlerts: 0, recentTrends: [] };

export async function loadTrendsOverview(): Promise<TrendsSampleResponse> {
  try {
    return await api.trends.populateSampleData();
  } catch {
    const [summary, trending] = await Promise.allSettled([api.trends.userSummary(), api.trends.trending(TRENDING_LIMIT)]);
    if (summary.status === 'rejected' && trending.status === 'rejected') throw new Error('Failed to load trends data');
    return {
      success: true,
      sample: (summary.status === 'fulfilled' && summary.value.sample) || (trending.status === 'fulfilled' && trending.value.sample),
      data: {
        userSummary: summary.status === 'fulfilled' ? summary.value.data : EMPTY_SUMMARY,
        trendingStocks: trending.status === 'fulfilled' ? trending.value.data : [],
      },
    };
  }
}
