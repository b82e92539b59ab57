import {
  AuthProvidersSchema,
  AuthResponseSchema,
  MeResponseSchema,
  SignInsResponseSchema,
  type ChangePasswordRequest,
  type LoginRequest,
  type RegisterRequest,
} from './auth.ts';
import { z } from 'zod';
import { alertsApi, notificationsApi } from './client/alerts.ts';
import { chatApi, insightsApi } from './client/insights.ts';
import { newsApi } from './client/news.ts';
import { gmailApi, smartListsApi, trendsApi, usageApi } from './client/tools.ts';
import { cashFlowsApi, investmentsApi } from './client/portfolio.ts';
import { dividendsApi } from './client/dividends.ts';
import { createTransport, type ApiClientOptions } from './client/request.ts';
import { HealthResponseSchema } from './health.ts';
import {
  DeleteListResponseSchema,
  ListSchema,
  ListsResponseSchema,
  ListPreferencesSchema,
  type CreateListRequest,
  type UpdateListPreferencesRequest,
  type UpdateListRequest,
} from './lists.ts';

export { ApiRequestError, type ApiClientOptions } from './client/request.ts';
export type { TransactionsQuery, ViewOptions } from './client/portfolio.ts';

/** A small typed client: every answer is parsed with the same zod schema the server uses. */
export function createApiClient(options: ApiClientOptions = {}) {
  const { baseUrl, request, requestText } = createTransport(options);

  const list = (id: string) => `/lists/${encodeURIComponent(id)}`;
  return {
    request,
    auth: {
      register: (body: RegisterRequest) => request('POST', '/auth/register', AuthResponseSchema, body),
      login: (body: LoginRequest) => request('POST', '/auth/login', AuthResponseSchema, body),
      devLogin: () => request('POST', '/auth/dev-login', AuthResponseSchema, {}),
      me: () => request('GET', '/auth/me', MeResponseSchema),
      /** Ends this session on the server: its token is refused from now on. */
      logout: () => request('POST', '/auth/logout', z.undefined()),
      /** Ends every session of the account; answers a new one. */
      changePassword: (body: ChangePasswordRequest) => request('POST', '/auth/password', AuthResponseSchema, body),
      signIns: () => request('GET', '/auth/sign-ins', SignInsResponseSchema),
      providers: () => request('GET', '/auth/providers', AuthProvidersSchema),
      /** Finishes a Google sign-in: trades the one-time hand-off cookie for a session token. */
      exchangeGoogleHandoff: () => request('POST', '/auth/google/exchange', AuthResponseSchema, {}),
      googleSignInUrl: () => `${baseUrl}/auth/google/auth`,
    },
    lists: {
      all: () => request('GET', '/lists', ListsResponseSchema),
      create: (body: CreateListRequest) => request('POST', '/lists', ListSchema, body),
      update: (id: string, body: UpdateListRequest) => request('PUT', list(id), ListSchema, body),
      remove: (id: string) => request('DELETE', list(id), DeleteListResponseSchema),
      setDefault: (id: string) => request('POST', `${list(id)}/set-default`, ListSchema, {}),
      /** The list's portfolio preferences (defaults where nothing was saved). */
      preferences: (id: string) => request('GET', `${list(id)}/preferences`, ListPreferencesSchema),
      /** Changes any part of the preferences; answers the whole set. */
      setPreferences: (id: string, body: UpdateListPreferencesRequest) => request('PUT', `${list(id)}/preferences`, ListPreferencesSchema, body),
    },
    investments: investmentsApi(request, requestText, baseUrl),
    cashFlows: cashFlowsApi(request),
    dividends: dividendsApi(request),
    health: () => request('GET', '/health', HealthResponseSchema),
    insights: insightsApi(request),
    chat: chatApi(request),
    alerts: alertsApi(request),
    notifications: notificationsApi(request, baseUrl),
    news: newsApi(request),
    smartLists: smartListsApi(request),
    trends: trendsApi(request),
    gmail: gmailApi(request),
    usage: usageApi(request),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
