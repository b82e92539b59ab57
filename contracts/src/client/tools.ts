import type { CreateSmartListRequest } from '../tools/smart-lists.ts';
import { queryString, type RequestFn } from './request.ts';

const smartList = (id: string) => `/smart-lists/${encodeURIComponent(id)}`;

export const smartListsApi = (request: RequestFn) => ({
  all: () => request('GET', '/smart-lists', 'SmartListsResponse'),
  create: (body: CreateSmartListRequest) => request('POST', '/smart-lists', 'SmartList', body),
  rebalance: (id: string) => request('POST', `${smartList(id)}/rebalance`, 'SmartList', {}),
  performance: (id: string) => request('GET', `${smartList(id)}/performance`, 'SmartListPerformance'),
  remove: (id: string) => request('DELETE', smartList(id), 'Success'),
});

export const trendsApi = (request: RequestFn) => ({
  populateSampleData: () => request('GET', '/trends/populate-sample-data', 'TrendsSampleResponse'),
  userSummary: () => request('GET', '/trends/dashboard/user-summary', 'UserTrendSummaryResponse'),
  trending: (limit = 10) => request('GET', `/trends/dashboard/trending${queryString({ limit })}`, 'TrendingStocksResponse'),
  stock: (symbol: string) => request('GET', `/trends/dashboard/stock/${encodeURIComponent(symbol)}`, 'StockTrendsResponse'),
});

export const gmailApi = (request: RequestFn) => ({
  status: () => request('GET', '/dashboard/gmail/status', 'GmailStatusResponse'),
  authUrl: () => request('GET', '/dashboard/gmail/auth-url', 'GmailAuthUrlResponse'),
  messages: (limit = 5) => request('GET', `/dashboard/gmail/messages${queryString({ limit })}`, 'GmailMessagesResponse'),
  disconnect: () => request('DELETE', '/dashboard/gmail/connection', 'Success'),
});

export const usageApi = (request: RequestFn) => ({
  get: () => request('GET', '/usage', 'ApiUsage'),
});
