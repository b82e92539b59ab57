/**
 * Request budgets as News Settings shows them (section 9): the News API bar is based on 95
 * requests a day whatever the source reports; fewer than 10 remaining is shown red.
 */
import { NEWS_LIMITS, type NewsSource } from '@folio/contracts';

export const isNewsApi = (source: Pick<NewsSource, 'name'>) => /^news\s?api\b/i.test(source.name);

/** The bar's maximum: 95 for News API, else the source's own daily limit. */
export const usageBasis = (source: NewsSource) => (isNewsApi(source) ? NEWS_LIMITS.newsApiDailyRequests : source.dailyLimit);

export const isLow = (source: NewsSource) => source.remainingRequests < NEWS_LIMITS.lowRemaining;

export function usageStatistics(sources: readonly NewsSource[]) {
  return {
    totalRequests: sources.reduce((sum, source) => sum + source.requestCount, 0),
    active: sources.filter((source) => source.status === 'active').length,
    inactive: sources.filter((source) => source.status === 'inactive').length,
    error: sources.filter((source) => source.status === 'error').length,
  };
}
