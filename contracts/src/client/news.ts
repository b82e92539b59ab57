import {
  DashboardTopNewsSchema,
  NewsArticlesSchema,
  NewsSummarySchema,
  type NewsListQuery,
  type NewsSector,
} from '../news/article.ts';
import {
  CorrelationImpactsResponseSchema,
  IndexPortfolioNewsResponseSchema,
  PortfolioNewsResponseSchema,
  type CorrelationImpactsQuery,
  type PortfolioNewsQuery,
} from '../news/portfolio.ts';
import { NewsSettingsSchema } from '../news/settings.ts';
import { queryString, type RequestFn } from './request.ts';

/** Every /news call and the dashboard's Top News. */
export const newsApi = (request: RequestFn) => ({
  portfolio: (query: PortfolioNewsQuery = {}) => request('GET', `/news/portfolio${queryString(query)}`, PortfolioNewsResponseSchema),
  /** Fetches and stores the list's news now (the impact timeline's "Index Portfolio News"). */
  indexPortfolio: (listId?: string) => request('POST', `/news/portfolio${queryString({ listId })}`, IndexPortfolioNewsResponseSchema, {}),
  market: (query: NewsListQuery = {}) => request('GET', `/news/market${queryString(query)}`, NewsArticlesSchema),
  top: (query: NewsListQuery = {}) => request('GET', `/news/top${queryString(query)}`, NewsArticlesSchema),
  sector: (sector: NewsSector) => request('GET', `/news/sector/${encodeURIComponent(sector)}`, NewsArticlesSchema),
  summary: (symbol: string) => request('GET', `/news/summary/${encodeURIComponent(symbol)}`, NewsSummarySchema),
  correlationImpacts: (query: CorrelationImpactsQuery = {}) =>
    request('GET', `/news/correlation/impacts${queryString(query)}`, CorrelationImpactsResponseSchema),
  settings: () => request('GET', '/news/settings', NewsSettingsSchema),
  /** Public: the dashboard widget's Top News tab for visitors too. */
  dashboardTopNews: () => request('GET', '/dashboard/top-news', DashboardTopNewsSchema),
});
