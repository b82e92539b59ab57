/** The real HTTP transport for news sources: JSON GET with a timeout, failures as NewsSourceError. */
import { field, NewsSourceError, type NewsHttp } from '../provider.ts';

export const NEWS_TIMEOUT_MS = 10_000;

export function jsonHttp(sourceName: string, headers: Record<string, string> = {}, timeoutMs = NEWS_TIMEOUT_MS): NewsHttp {
  return async (url) => {
    if (url.protocol === 'offline:') return {};
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new NewsSourceError(`${sourceName}: unreachable (${(error as Error).message})`, { cause: error });
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const detail = field(body, 'message') || field(body, 'error') || response.statusText;
      throw new NewsSourceError(`${sourceName}: HTTP ${response.status} ${detail}`.trim(), { status: response.status });
    }
    if (body === undefined) throw new NewsSourceError(`${sourceName}: answer is not JSON`, { status: response.status });
    return body;
  };
}
