import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '../../readstore/embedded.ts';
import { UsageCounters } from '../../usage/counters.ts';
import { alphaVantageSource } from './alpha-vantage.ts';
import { FAKE_KEY, LIMITED_KEY, startFakeNewsServer, type FakeNewsServer } from './fake-news-server.ts';
import { newsApiSource } from './newsapi.ts';
import { polygonSource } from './polygon.ts';
import { NewsSources } from './registry.ts';

let server: FakeNewsServer;
const now = new Date();
beforeAll(async () => {
  server = await startFakeNewsServer(now);
});
afterAll(() => server.close());

const query = () => ({ symbols: ['MSFT'], from: new Date(now.getTime() - 3 * 86_400_000), to: now, limit: 10 });

describe('news sources: budgets and fallback', () => {
  it('a rate-limited source falls back to the next; its error shows on the settings status', async () => {
    const usage = new UsageCounters(EmbeddedReadStore.open(':memory:'), () => now);
    const sources = new NewsSources([
      { source: newsApiSource(LIMITED_KEY, server.baseUrl), dailyLimit: 95, enabled: true },
      { source: alphaVantageSource(FAKE_KEY, server.baseUrl), dailyLimit: 25, enabled: true },
      { source: polygonSource(FAKE_KEY, server.baseUrl), dailyLimit: 100, enabled: false },
    ], usage);
    const outcome = await sources.fetch(query());
    expect(outcome.source).toBe('Alpha Vantage');
    expect(outcome.articles.length).toBe(10);
    expect(outcome.failures).toEqual([{ source: 'NewsAPI', error: expect.stringContaining('HTTP 429') }]);
    const statuses = await sources.statuses();
    expect(statuses.map((status) => [status.name, status.status, status.requestCount, status.remainingRequests])).toEqual([
      ['NewsAPI', 'error', 1, 94], ['Alpha Vantage', 'active', 1, 24], ['Polygon', 'inactive', 0, 100],
    ]);
    expect(statuses[0]!.lastUsed).toBe(now.toISOString());
    expect(sources.averageResponseTime()).toBeGreaterThan(0);
  });

  it('a spent daily budget is not asked again: the next source answers without a request to the first', async () => {
    const usage = new UsageCounters(EmbeddedReadStore.open(':memory:'), () => now);
    const sources = new NewsSources([
      { source: newsApiSource(FAKE_KEY, server.baseUrl), dailyLimit: 1, enabled: true },
      { source: polygonSource(FAKE_KEY, server.baseUrl), dailyLimit: 100, enabled: true },
    ], usage);
    expect((await sources.fetch(query())).source).toBe('NewsAPI');
    const before = server.requests.length;
    const second = await sources.fetch(query());
    expect(second.source).toBe('Polygon');
    expect(server.requests.slice(before).every((path) => path.startsWith('/v2/reference/news'))).toBe(true);
    expect((await sources.statuses())[0]).toMatchObject({ status: 'inactive', remainingRequests: 0, requestCount: 1 });
  });

  it('when every source fails the outcome says so, with each failure', async () => {
    const usage = new UsageCounters(EmbeddedReadStore.open(':memory:'), () => now);
    const sources = new NewsSources([{ source: polygonSource('bad', server.baseUrl), dailyLimit: 5, enabled: true }], usage);
    expect(await sources.fetch(query())).toEqual({ source: null, articles: [], failures: [{ source: 'Polygon', error: 'Polygon: HTTP 401 Unknown API Key' }] });
  });
});
