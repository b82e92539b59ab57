import { SuccessSchema } from '../common.ts';
import { GmailAuthUrlResponseSchema, GmailMessagesResponseSchema, GmailStatusResponseSchema } from '../tools/gmail.ts';
import {
  SmartListPerformanceSchema,
  SmartListSchema,
  SmartListsResponseSchema,
  type CreateSmartListRequest,
} from '../tools/smart-lists.ts';
import {
  StockTrendsResponseSchema,
  TrendingStocksResponseSchema,
  TrendsSampleResponseSchema,
  UserTrendSummaryResponseSchema,
} from '../tools/trends.ts';
import { ApiUsageSchema } from '../tools/usage.ts';
import { queryString, type RequestFn } from './request.ts';

const smartList = (id: string) => `/smart-lists/${encodeURIComponent(id)}`;

export const smartListsApi = (request: RequestFn) => ({
  all: () => request('GET', '/smart-lists', SmartListsResponseSchema),
  create: (body: CreateSmartListRequest) => request('POST', '/smart-lists', SmartListSchema, body),
  rebalance: (id: string) => request('POST', `${smartList(id)}/rebalance`, SmartListSchema, {}),
  performance: (id: string) => request('GET', `${smartList(id)}/performance`, SmartListPerformanceSchema),
  remove: (id: string) => request('DELETE', smartList(id), SuccessSchema),
});

export const trendsApi = (request: RequestFn) => ({
  populateSampleData: () => request('GET', '/trends/populate-sample-data', TrendsSampleResponseSchema),
  userSummary: () => request('GET', '/trends/dashboard/user-summary', UserTrendSummaryResponseSchema),
  trending: (limit = 10) => request('GET', `/trends/dashboard/trending${queryString({ limit })}`, TrendingStocksResponseSchema),
  stock: (symbol: string) => request('GET', `/trends/dashboard/stock/${encodeURIComponent(symbol)}`, StockTrendsResponseSchema),
});

export const gmailApi = (request: RequestFn) => ({
  status: () => request('GET', '/dashboard/gmail/status', GmailStatusResponseSchema),
  authUrl: () => request('GET', '/dashboard/gmail/auth-url', GmailAuthUrlResponseSchema),
  messages: (limit = 5) => request('GET', `/dashboard/gmail/messages${queryString({ limit })}`, GmailMessagesResponseSchema),
  disconnect: () => request('DELETE', '/dashboard/gmail/connection', SuccessSchema),
});

export const usageApi = (request: RequestFn) => ({
  get: () => request('GET', '/usage', ApiUsageSchema),
});
