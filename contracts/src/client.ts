import type { z } from 'zod';
import { AuthResponseSchema, MeResponseSchema, type LoginRequest, type RegisterRequest } from './auth.ts';
import {
  DeleteListResponseSchema,
  ListSchema,
  ListsResponseSchema,
  type CreateListRequest,
  type UpdateListRequest,
} from './lists.ts';
import { HealthResponseSchema } from './health.ts';

/** An answer from the API that was not 2xx, with the server's message. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly error: string;
  constructor(status: number, error: string, message: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.error = error;
  }
}

export interface ApiClientOptions {
  /** Defaults to '/api' (same origin). */
  baseUrl?: string;
  /** The stored session token, sent as a bearer token when present. */
  getToken?: () => string | null;
  fetch?: typeof fetch;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A small typed client: every answer is parsed with the same zod schema the server uses. */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function request<S extends z.ZodType>(method: Method, path: string, schema: S, body?: unknown) {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await doFetch(`${baseUrl}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) {
      const problem = (payload ?? {}) as { error?: string; message?: string };
      throw new ApiRequestError(
        response.status,
        problem.error ?? response.statusText,
        problem.message ?? `Request failed with status ${response.status}`,
      );
    }
    return schema.parse(payload) as z.output<S>;
  }

  const list = (id: string) => `/lists/${encodeURIComponent(id)}`;
  return {
    request,
    auth: {
      register: (body: RegisterRequest) => request('POST', '/auth/register', AuthResponseSchema, body),
      login: (body: LoginRequest) => request('POST', '/auth/login', AuthResponseSchema, body),
      devLogin: () => request('POST', '/auth/dev-login', AuthResponseSchema, {}),
      me: () => request('GET', '/auth/me', MeResponseSchema),
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
    },
    health: () => request('GET', '/health', HealthResponseSchema),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
