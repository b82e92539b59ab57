/**
 * Counting real outbound requests for GET /api/usage. Adapters that talk to a provider over HTTP
 * are given a `fetch` that records one request per call before sending it, so what is counted is
 * what left the process: cache hits, offline providers and budget refusals never reach it.
 */
import type { UsageCounters } from './counters.ts';

/** The names /api/usage reports (the news sources count under their own names: NewsAPI, Alpha Vantage, Polygon). */
export const USAGE_PROVIDERS = {
  marketData: 'Market data',
  llm: 'LLM',
  newsApi: 'NewsAPI',
  alphaVantage: 'Alpha Vantage',
  polygon: 'Polygon',
  gmail: 'Gmail',
} as const;

export interface OutboundCounter {
  /** Records one request to `provider`; never throws (a counting failure must not fail the request). */
  count(provider: string, limit: number): void;
}

export function outboundCounter(counters: UsageCounters, log?: { warn(object: unknown, message: string): void }): OutboundCounter {
  return {
    count(provider, limit) {
      counters.record(provider, limit).catch((error: unknown) => log?.warn({ err: error, provider }, 'could not count an outbound request'));
    },
  };
}

/** `inner` with one count per request. */
export function countingFetch(inner: typeof fetch, count: () => void): typeof fetch {
  return ((input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    count();
    return inner(input, init);
  }) as typeof fetch;
}
