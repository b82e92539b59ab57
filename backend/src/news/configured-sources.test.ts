import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { FAKE_KEY, LIMITED_KEY, startFakeNewsServer, type FakeNewsServer } from './sources/fake-news-server.ts';

let server: FakeNewsServer;
let app: TestApp;
let token: string;
beforeAll(async () => {
  server = await startFakeNewsServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  app = await createTestApp({
    env: {
      NEWS_API_KEY: LIMITED_KEY, NEWS_API_BASE_URL: server.baseUrl,
      ALPHA_VANTAGE_API_KEY: FAKE_KEY, ALPHA_VANTAGE_BASE_URL: server.baseUrl,
    },
  });
  token = (await app.signUp()).token;
});
afterEach(() => app.close());
const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });

describe('news from configured sources', () => {
  it('a rate-limited NewsAPI falls back to Alpha Vantage, whose own sentiment and relevance are used; settings show both', async () => {
    await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 0 });
    const body = (await call('GET', '/api/news/portfolio?limit=50')).json();
    expect(body.portfolioNews.length).toBeGreaterThan(0);
    for (const article of body.portfolioNews) {
      expect(article.url).toMatch(/^https:\/\/fake-news\.example\/MSFT\//);
      expect(article.demo).toBe(false);
      expect(article.relevance).toBe(0.81);
      expect(['Reuters', 'Bloomberg']).toContain(article.source);
    }
    const scores = new Set(body.portfolioNews.map((article: { sentimentScore: number }) => article.sentimentScore));
    expect(scores.size).toBeGreaterThan(1);

    const settings = (await call('GET', '/api/news/settings')).json();
    expect(settings.sources.map((source: { name: string; status: string }) => [source.name, source.status])).toEqual([
      ['NewsAPI', 'error'], ['Alpha Vantage', 'active'], ['Polygon', 'inactive'], ['Offline demo feed', 'inactive'],
    ]);
    expect(settings.sources[0].lastError).toContain('429');
    expect(settings.apiKeys).toEqual({ newsApi: true, alphaVantage: true, polygon: false });
    expect(settings.systemInfo.fallbackEnabled).toBe(true);
    expect(settings.systemInfo.averageResponseTime).toBeGreaterThan(0);
    expect(JSON.stringify(settings)).not.toContain(FAKE_KEY);
  });

  it('fires NEWS alerts for new articles about the alert symbol, and the scheduled job ingests followed symbols', async () => {
    await call('POST', '/api/alerts', { symbol: 'NVDA', type: 'NEWS', criticalOnly: false });
    await call('POST', '/api/investments/stock', { symbol: 'NVDA', quantity: 0 });
    const indexed = (await call('POST', '/api/news/portfolio')).json();
    expect(indexed).toMatchObject({ symbols: ['NVDA'], sources: ['Alpha Vantage'] });
    expect(indexed.indexed).toBeGreaterThan(0);
    const { notifications } = (await call('GET', '/api/notifications')).json();
    expect(notifications.length).toBeGreaterThan(0);
    expect(notifications[0].title).toBe('News alert: NVDA');

    const before = server.requests.length;
    expect(await app.background.scheduler.runNow('news')).toBe('succeeded');
    const asked = server.requests.slice(before).filter((path) => path.startsWith('/query'));
    expect(asked.some((path) => path.includes('tickers=NVDA'))).toBe(true);
    expect(asked.some((path) => path.includes('topics=financial_markets'))).toBe(true);
  });
});
