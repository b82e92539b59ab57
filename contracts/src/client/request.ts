import type { z } from 'zod';
import type { answerSchemas } from './answers.ts';

/** The answers the client knows by name, typed from the server's schemas (answers.ts). */
export type AnswerSchemas = typeof answerSchemas;
export type AnswerName = keyof AnswerSchemas;
export type Answer<K extends AnswerName> = z.output<AnswerSchemas[K]>;

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
  /**
   * Checks every answer against the server's schema (tests and Pact pass `answerSchemas`). The
   * browser passes nothing: answers are typed, not parsed, so it builds no zod schema at all.
   */
  answerSchemas?: Partial<Record<AnswerName, z.ZodType>>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call whose answer is the named one of answers.ts (`'Nothing'` for 204). */
export type RequestFn = <K extends AnswerName>(method: Method, path: string, answer: K, body?: unknown) => Promise<Answer<K>>;

/** `?a=1&b=2` from the defined values only, so optional filters can be passed straight through. */
export function queryString(params: Record<string, string | number | undefined | null> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The one place that talks HTTP: token, credentials, JSON in and out, errors as ApiRequestError. */
export function createTransport(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function send(method: Method, path: string, accept: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await doFetch(`${baseUrl}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      const problem = ((await response.json().catch(() => undefined)) ?? {}) as { error?: string; message?: string };
      throw new ApiRequestError(
        response.status,
        problem.error ?? response.statusText,
        problem.message ?? `Request failed with status ${response.status}`,
      );
    }
    return response;
  }

  const request: RequestFn = async (method, path, answer, body) => {
    const response = await send(method, path, 'application/json', body);
    const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    const schema = options.answerSchemas?.[answer];
    return (schema ? schema.parse(payload) : payload) as Answer<typeof answer>;
  };

  /** For answers that are not JSON (CSV export). */
  const requestText = async (path: string) => {
    const response = await send('GET', path, 'text/csv, text/plain;q=0.9, */*;q=0.1');
    return { text: await response.text(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  };

  return { baseUrl, request, requestText };
}

function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? null;
}
