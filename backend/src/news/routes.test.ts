import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let token: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
});
afterEach(() => app.close());
const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });
type Article = { id: string; companies: string[]; sentiment: string; impact: string; relevance: number; demo: boolean; publishedAt: string; topics: string[] };

async function listWith(symbols: string[], name?: string) {
  const listId = name ? (await call('POST', '/api/lists', { name })).json().id : undefined;
  for (const symbol of symbols) await call('POST', '/api/investments/stock', { symbol, quantity: 0, ...(listId ? { listId } : {}) });
  return listId ?? (await call('GET', '/api/lists')).json().lists?.[0]?.id;
}

describe('GET /api/news/portfolio', () => {
  it("answers the list's news with the summary and paging; every article is about a list symbol and labelled demo", async () => {
    const listId = await listWith(['AAPL', 'XOM'], 'News');
    const first = (await call('GET', `/api/news/portfolio?listId=${listId}&limit=5`)).json();
    expect(first.portfolioNews).toHaveLength(5);
    expect(first.meta).toMatchObject({ page: 1, limit: 5, hasMore: true });
    expect(first.meta.total).toBe(first.summary.totalArticles);
    const { positive, negative, neutral } = first.summary.sentimentBreakdown;
    expect(positive + negative + neutral).toBe(first.summary.totalArticles);
    expect(positive).toBeGreaterThan(0);
    expect(negative).toBeGreaterThan(0);
    expect(first.summary).toMatchObject({ symbols: ['AAPL', 'XOM'], sectors: ['energy', 'technology'], symbolToSector: { AAPL: 'technology', XOM: 'energy' } });
    expect(first.summary.topStocks.map((stock: { symbol: string }) => stock.symbol).sort()).toEqual(['AAPL', 'XOM']);
    for (const article of first.portfolioNews as Article[]) {
      expect(article.companies.some((symbol) => ['AAPL', 'XOM'].includes(symbol))).toBe(true);
      expect(article.demo).toBe(true);
      expect(article.relevance).toBeGreaterThan(0);
    }
    const dates = (first.portfolioNews as Article[]).map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.marketNews.length).toBeGreaterThan(0);

    const second = (await call('GET', `/api/news/portfolio?listId=${listId}&limit=5&page=2`)).json();
    expect(second.portfolioNews.map((article: Article) => article.id)).not.toContain(first.portfolioNews[0].id);
    expect(second.meta.page).toBe(2);
  });

  it('filters by sentiment, impact, symbol and sector', async () => {
    const listId = await listWith(['AAPL', 'XOM'], 'News');
    const negative = (await call('GET', `/api/news/portfolio?listId=${listId}&sentiment=negative&limit=100`)).json();
    expect(negative.portfolioNews.length).toBeGreaterThan(0);
    expect(negative.portfolioNews.every((article: Article) => article.sentiment === 'negative')).toBe(true);
    const high = (await call('GET', `/api/news/portfolio?listId=${listId}&impact=high&limit=100`)).json();
    expect(high.portfolioNews.every((article: Article) => article.impact === 'high')).toBe(true);
    const energy = (await call('GET', `/api/news/portfolio?listId=${listId}&sector=energy&limit=100`)).json();
    expect(energy.portfolioNews.every((article: Article) => article.companies.includes('XOM'))).toBe(true);
    const apple = (await call('GET', `/api/news/portfolio?listId=${listId}&symbol=aapl&limit=100`)).json();
    expect(apple.portfolioNews.every((article: Article) => article.companies.includes('AAPL'))).toBe(true);
    expect(apple.summary.symbols).toEqual(['AAPL', 'XOM']);
  });

  it("another user's list is 404, no session is 401, a bad limit is 400 with a message", async () => {
    const listId = await listWith(['AAPL'], 'Mine');
    const other = (await app.signUp()).token;
    expect((await app.request('GET', `/api/news/portfolio?listId=${listId}`, { token: other })).statusCode).toBe(404);
    expect((await app.request('POST', `/api/news/portfolio?listId=${listId}`, { token: other })).statusCode).toBe(404);
    expect((await app.request('GET', `/api/news/portfolio?listId=${listId}`)).statusCode).toBe(401);
    const bad = await call('GET', `/api/news/portfolio?listId=${listId}&limit=500`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Limit must be a whole number from 1 to 100');
  });

  it('an empty list answers no portfolio news, with market news', async () => {
    const listId = (await call('POST', '/api/lists', { name: 'Empty' })).json().id;
    const body = (await call('GET', `/api/news/portfolio?listId=${listId}`)).json();
    expect(body.portfolioNews).toEqual([]);
    expect(body.summary).toMatchObject({ totalArticles: 0, symbols: [], sectors: [] });
    expect(body.meta).toEqual({ page: 1, limit: 20, total: 0, hasMore: false });
  });
});

describe('indexing and the impact timeline', () => {
  it('has no timeline before indexing; after POST /news/portfolio each item has 1d/3d/7d returns from price history', async () => {
    const listId = await listWith(['MSFT', 'NVDA'], 'Tech');
    expect((await call('GET', '/api/news/correlation/impacts')).json()).toEqual({ data: [] });
    const indexed = (await call('POST', `/api/news/portfolio?listId=${listId}`)).json();
    expect(indexed).toMatchObject({ success: true, symbols: ['MSFT', 'NVDA'], sources: ['Offline demo feed'] });
    expect(indexed.totalArticles).toBeGreaterThan(0);
    const { data } = (await call('GET', '/api/news/correlation/impacts')).json();
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) expect(['MSFT', 'NVDA']).toContain(item.symbols[0]);
    const old = data.filter((item: { publishedAt: string }) => Date.parse(item.publishedAt) < Date.now() - 12 * 86_400_000);
    expect(old.length).toBeGreaterThan(0);
    for (const item of old) {
      expect(typeof item.returns['1d']).toBe('number');
      expect(typeof item.returns['7d']).toBe('number');
    }
    const since = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const until = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const ranged = (await call('GET', `/api/news/correlation/impacts?symbol=msft&from=${since}&to=${until}`)).json().data;
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((item: { symbols: string[]; publishedAt: string }) => item.symbols[0] === 'MSFT' && item.publishedAt.slice(0, 10) >= since && item.publishedAt.slice(0, 10) <= until)).toBe(true);
    expect((await call('GET', '/api/news/correlation/impacts?from=03-2026')).json().message).toContain('From must be a date (YYYY-MM-DD)');
  });
});

describe('how far back a refresh reaches', () => {
  it('a first look at a list fetches the last 30 days; the timeline asking for an older window fetches back to it', async () => {
    const listId = await listWith(['AAPL'], 'Reach');
    const first = (await call('GET', `/api/news/portfolio?listId=${listId}&limit=100`)).json();
    const monthAgo = Date.now() - 31 * 86_400_000;
    expect(first.portfolioNews.length).toBeGreaterThan(0);
    expect(first.portfolioNews.every((article: Article) => Date.parse(article.publishedAt) >= monthAgo)).toBe(true);

    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const older = (await call('GET', `/api/news/correlation/impacts?symbol=AAPL&from=${day(100)}&to=${day(70)}`)).json().data;
    expect(older.length).toBeGreaterThan(0);
    const after = (await call('GET', `/api/news/portfolio?listId=${listId}&limit=100`)).json();
    expect(after.meta.total).toBeGreaterThan(first.meta.total);
  });
});

describe('market, top, sector and key events', () => {
  it('market and top news; sectors at most 8 each; an unknown sector is 400', async () => {
    const market = (await call('GET', '/api/news/market?limit=5')).json();
    expect(market).toHaveLength(5);
    const top = (await call('GET', '/api/news/top')).json() as Article[];
    expect(top.length).toBeGreaterThan(0);
    expect(top[0]!.impact).toBe('high');
    for (const sector of ['technology', 'finance', 'healthcare', 'energy', 'consumer', 'industrial', 'utilities', 'general']) {
      const articles = (await call('GET', `/api/news/sector/${sector}`)).json();
      expect(articles.length, sector).toBeGreaterThan(0);
      expect(articles.length).toBeLessThanOrEqual(8);
    }
    const bad = await call('GET', '/api/news/sector/crypto');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Sector must be one of technology, finance, healthcare, energy, consumer, industrial, utilities, general');
  });

  it("a symbol's key events are its high and medium impact news about it", async () => {
    const { symbol, keyEvents } = (await call('GET', '/api/news/summary/tsla')).json();
    expect(symbol).toBe('TSLA');
    expect(keyEvents.length).toBeGreaterThan(0);
    for (const article of keyEvents as Article[]) {
      expect(article.companies).toContain('TSLA');
      expect(article.impact).not.toBe('low');
    }
  });

  it('the dashboard Top News answers visitors too', async () => {
    const response = await app.request('GET', '/api/dashboard/top-news');
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(response.json().data.length).toBeGreaterThan(0);
  });
});

describe('GET /api/news/settings', () => {
  it('lists the sources with budgets, the configuration, keys as booleans and the measured response time', async () => {
    await listWith(['AAPL']);
    await call('GET', '/api/news/portfolio');
    const settings = (await call('GET', '/api/news/settings')).json();
    expect(settings.sources.map((source: { name: string; status: string }) => [source.name, source.status])).toEqual([
      ['NewsAPI', 'inactive'], ['Alpha Vantage', 'inactive'], ['Polygon', 'inactive'], ['Offline demo feed', 'active'],
    ]);
    expect(settings.sources[3].requestCount).toBeGreaterThan(0);
    expect(settings.sources[3].remainingRequests).toBe(settings.sources[3].dailyLimit - settings.sources[3].requestCount);
    expect(settings.sources[0]).toMatchObject({ dailyLimit: 95, requestCount: 0, lastUsed: null, endpoint: 'https://newsapi.org/v2/everything' });
    expect(settings.apiKeys).toEqual({ newsApi: false, alphaVantage: false, polygon: false });
    expect(settings.configuration).toMatchObject({ cacheDuration: 60, refreshInterval: 60, sentimentAnalysis: true, deduplication: true });
    expect(settings.filters.maxDaysBack).toBe(365);
    expect(settings.systemInfo.totalCachedArticles).toBeGreaterThan(0);
    expect(settings.systemInfo.averageResponseTime).toBeGreaterThanOrEqual(0);
    expect(settings.systemInfo.companyNameMapping).toBeGreaterThan(50);
    expect(JSON.stringify(settings)).not.toContain('apiKey=');
  });
});
