import type { ChangePasswordRequest, LoginRequest, RegisterRequest } from './auth.ts';
import { alertsApi, notificationsApi } from './client/alerts.ts';
import { chatApi, insightsApi } from './client/insights.ts';
import { newsApi } from './client/news.ts';
import { gmailApi, smartListsApi, trendsApi, usageApi } from './client/tools.ts';
import { cashFlowsApi, investmentsApi } from './client/portfolio.ts';
import { dividendsApi } from './client/dividends.ts';
import { createTransport, type ApiClientOptions } from './client/request.ts';
import type { CreateListRequest, UpdateListPreferencesRequest, UpdateListRequest } from './lists.ts';

export { ApiRequestError, type Answer, type AnswerName, type ApiClientOptions } from './client/request.ts';
export type { TransactionsQuery, ViewOptions } from './client/portfolio.ts';

/**
 * A small typed client, `@folio/contracts/client`: every call names its answer, typed from the
 * server's zod schema (client/answers.ts) but not parsed, so the browser loads no zod and builds
 * no schema. `createApiClient({ answerSchemas })` parses every answer (tests, Pact).
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const { baseUrl, request, requestText } = createTransport(options);

  const list = (id: string) => `/lists/${encodeURIComponent(id)}`;
  return {
    request,
    auth: {
      register: (body: RegisterRequest) => request('POST', '/auth/register', 'AuthResponse', body),
      login: (body: LoginRequest) => request('POST', '/auth/login', 'AuthResponse', body),
      devLogin: () => request('POST', '/auth/dev-login', 'AuthResponse', {}),
      me: () => request('GET', '/auth/me', 'MeResponse'),
      /** Ends this session on the server: its token is refused from now on. */
      logout: () => request('POST', '/auth/logout', 'Nothing'),
      /** Ends every session of the account; answers a new one. */
      changePassword: (body: ChangePasswordRequest) => request('POST', '/auth/password', 'AuthResponse', body),
      signIns: () => request('GET', '/auth/sign-ins', 'SignInsResponse'),
      providers: () => request('GET', '/auth/providers', 'AuthProviders'),
      /** Finishes a Google sign-in: trades the one-time hand-off cookie for a session token. */
      exchangeGoogleHandoff: () => request('POST', '/auth/google/exchange', 'AuthResponse', {}),
      googleSignInUrl: () => `${baseUrl}/auth/google/auth`,
    },
    lists: {
      all: () => request('GET', '/lists', 'ListsResponse'),
      create: (body: CreateListRequest) => request('POST', '/lists', 'List', body),
      update: (id: string, body: UpdateListRequest) => request('PUT', list(id), 'List', body),
      remove: (id: string) => request('DELETE', list(id), 'DeleteListResponse'),
      setDefault: (id: string) => request('POST', `${list(id)}/set-default`, 'List', {}),
      /** The list's portfolio preferences (defaults where nothing was saved). */
      preferences: (id: string) => request('GET', `${list(id)}/preferences`, 'ListPreferences'),
      /** Changes any part of the preferences; answers the whole set. */
      setPreferences: (id: string, body: UpdateListPreferencesRequest) => request('PUT', `${list(id)}/preferences`, 'ListPreferences', body),
    },
    investments: investmentsApi(request, requestText, baseUrl),
    cashFlows: cashFlowsApi(request),
    dividends: dividendsApi(request),
    health: () => request('GET', '/health', 'HealthResponse'),
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
