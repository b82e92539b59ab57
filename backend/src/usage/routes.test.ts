import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../insights/llm/fake-openai-server.ts';
import { startFakeYahoo, type FakeYahoo } from '../market/fake-yahoo-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { usageWarnings } from './service.ts';

const usage = async (app: TestApp, token: string) => (await app.request('GET', '/api/usage', { token })).json();

describe('GET /api/usage on the offline defaults', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { NEWS_API_DAILY_LIMIT: '95', GMAIL_DAILY_LIMIT: '250' } });
  });
  afterAll(() => app.close());

  it('lists every provider with its configured daily limit; offline data and cached answers count nothing', async () => {
    const { token } = await app.signUp();
    await app.request('GET', '/api/stocks/AAPL/quote', { token });
    const answer = await usage(app, token);
    expect(answer.apis).toEqual({
      'Market data': { used: 0, limit: 2000 },
      LLM: { used: 0, limit: 500 },
      NewsAPI: { used: 0, limit: 95 },
      'Alpha Vantage': { used: 0, limit: 25 },
      Polygon: { used: 0, limit: 1000 },
      Gmail: { used: 0, limit: 250 },
    });
    expect(answer.warnings).toEqual([]);
    expect(Date.parse(answer.timestamp)).not.toBeNaN();
  });

  it('needs a session', async () => {
    expect((await app.request('GET', '/api/usage')).statusCode).toBe(401);
  });
});

describe('real outbound requests are counted where they leave the process', () => {
  let yahoo: FakeYahoo;
  let openai: FakeOpenAi;
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    yahoo = await startFakeYahoo({ now: () => new Date() });
    openai = await startFakeOpenAi();
    app = await createTestApp({
      env: { MARKET_DATA_PROVIDER: 'yahoo', YAHOO_BASE_URL: yahoo.url, LLM_PROVIDER: 'openai', OPENAI_BASE_URL: openai.baseUrl, OPENAI_API_KEY: 'sk-test', LLM_TIMEOUT_MS: '2000', MARKET_DATA_DAILY_LIMIT: '4' },
    });
    ({ token } = await app.signUp());
  });
  afterAll(async () => {
    await app.close();
    await yahoo.close();
    await openai.close();
  });

  it('Yahoo requests count under Market data; a second quote from the cache does not', async () => {
    expect((await app.request('GET', '/api/stocks/MSFT/quote', { token })).statusCode).toBe(200);
    const first = (await usage(app, token)).apis['Market data'].used;
    expect(first).toBeGreaterThanOrEqual(yahoo.apiRequests.length);
    expect(first).toBeGreaterThan(0);
    await app.request('GET', '/api/stocks/MSFT/quote', { token });
    expect((await usage(app, token)).apis['Market data'].used).toBe(first);
  });

  it('each request to the model counts under LLM (a retried malformed answer is two)', async () => {
    await app.request('POST', '/api/investments/stock', { token, body: { symbol: 'AAPL', quantity: 1, purchasePrice: 100, purchaseDate: '2024-01-02' } });
    const before = (await usage(app, token)).apis.LLM.used;
    openai.reply({ content: '{"type": "buy"' }, { content: 'not json' });
    await app.request('POST', '/api/investments/stocks/AAPL/analyze', { token });
    expect((await usage(app, token)).apis.LLM.used).toBe(before + 2);
  });

  it('warns from 70% of a daily limit and more strongly from 90%', async () => {
    // The fake Yahoo requests above (cookie, crumb, quote) spend most of a 4-a-day limit.
    const answer = await usage(app, token);
    expect(answer.apis['Market data'].used).toBeGreaterThanOrEqual(3);
    expect(answer.warnings[0]).toMatch(/^Market data: \d+ of 4 daily requests used \(\d+%\)/);
    expect(usageWarnings({ A: { used: 69, limit: 100 }, B: { used: 70, limit: 100 }, C: { used: 90, limit: 100 }, D: { used: 3, limit: 0 } })).toEqual([
      'B: 70 of 100 daily requests used (70%)',
      'C: 90 of 100 daily requests used (90%), close to the limit',
    ]);
  });
});
