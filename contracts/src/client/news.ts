import type { NewsListQuery, NewsSector } from '../news/article.ts';
import type { CorrelationImpactsQuery, PortfolioNewsQuery } from '../news/portfolio.ts';
import { queryString, type RequestFn } from './request.ts';

/** Every /news call and the dashboard's Top News. */
export const newsApi = (request: RequestFn) => ({
  portfolio: (query: PortfolioNewsQuery = {}) => request('GET', `/news/portfolio${queryString(query)}`, 'PortfolioNewsResponse'),
  /** Fetches and stores the list's news now (the impact timeline's "Index Portfolio News"). */
  indexPortfolio: (listId?: string) => request('POST', `/news/portfolio${queryString({ listId })}`, 'IndexPortfolioNewsResponse', {}),
  market: (query: NewsListQuery = {}) => request('GET', `/news/market${queryString(query)}`, 'NewsArticles'),
  top: (query: NewsListQuery = {}) => request('GET', `/news/top${queryString(query)}`, 'NewsArticles'),
  sector: (sector: NewsSector) => request('GET', `/news/sector/${encodeURIComponent(sector)}`, 'NewsArticles'),
  summary: (symbol: string) => request('GET', `/news/summary/${encodeURIComponent(symbol)}`, 'NewsSummary'),
  correlationImpacts: (query: CorrelationImpactsQuery = {}) =>
    request('GET', `/news/correlation/impacts${queryString(query)}`, 'CorrelationImpactsResponse'),
  settings: () => request('GET', '/news/settings', 'NewsSettings'),
  /** Public: the dashboard widget's Top News tab for visitors too. */
  dashboardTopNews: () => request('GET', '/dashboard/top-news', 'DashboardTopNews'),
});
