import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { marketBreakingOut } from '../testing/trending-market.ts';

let app: TestApp;
let holder: { token: string; userId: string };
let newcomer: { token: string; userId: string };

beforeAll(async () => {
  app = await createTestApp({ market: marketBreakingOut('AAPL') });
  holder = await app.signUp();
  newcomer = await app.signUp();
});
afterAll(() => app.close());

const get = (url: string, token: string) => app.request('GET', url, { token });

describe('trends for a user who holds AAPL', () => {
  it('the detection job records today\'s signals once; the dashboard counts them with the active alerts', async () => {
    const added = await app.request('POST', '/api/investments/stock', { token: holder.token, body: { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' } });
    expect(added.statusCode).toBe(201);
    expect(await app.background.scheduler.runNow('trend-detection')).toBe('succeeded');
    const recorded = await app.stores.events.readStream('trends-AAPL');
    expect(recorded.map((event) => (event.data as { signalType: string }).signalType).sort()).toEqual(['BREAKOUT_UP_52W_HIGH', 'GOLDEN_CROSS', 'PRICE_CROSS_UP_SMA200']);

    // A second run the same day finds the same signals and appends nothing.
    expect(await app.background.scheduler.runNow('trend-detection')).toBe('succeeded');
    expect(await app.stores.events.readStream('trends-AAPL')).toHaveLength(3);

    const alert = await app.request('POST', '/api/alerts', { token: holder.token, body: { symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 500 } });
    expect(alert.statusCode).toBe(201);

    const summary = (await get('/api/trends/dashboard/user-summary', holder.token)).json();
    expect(summary).toMatchObject({ success: true, sample: false, data: { totalTrends: 3, bullishTrends: 3, bearishTrends: 0, neutralTrends: 0, activeAlerts: 1 } });
    expect(summary.data.recentTrends).toHaveLength(3);
    expect(summary.data.recentTrends[0]).toMatchObject({ symbol: 'AAPL', strength: expect.stringMatching(/EXTREME|STRONG/) });

    const trending = (await get('/api/trends/dashboard/trending?limit=10', holder.token)).json();
    expect(trending).toEqual({ success: true, sample: false, data: [{ symbol: 'AAPL', trendCount: 3, latestTrend: expect.objectContaining({ signalType: expect.any(String) }) }] });

    const stock = (await get('/api/trends/dashboard/stock/aapl', holder.token)).json();
    expect(stock.sample).toBe(false);
    expect(stock.data.map((trend: { signalType: string }) => trend.signalType).sort()).toEqual(['BREAKOUT_UP_52W_HIGH', 'GOLDEN_CROSS', 'PRICE_CROSS_UP_SMA200']);
    expect((await get('/api/trends/dashboard/stock/MSFT', holder.token)).json().data).toEqual([]);

    const populated = (await get('/api/trends/populate-sample-data', holder.token)).json();
    expect(populated).toMatchObject({ success: true, sample: false, data: { userSummary: { totalTrends: 3 }, trendingStocks: [{ symbol: 'AAPL' }] } });
  });

  it('once the position is removed the account holds nothing again: the job no longer follows AAPL and the dashboard is sample data', async () => {
    const other = await app.signUp();
    const added = (await app.request('POST', '/api/investments/stock', { token: other.token, body: { symbol: 'TSLA', quantity: 1, purchasePrice: 100, purchaseDate: '2024-01-02' } })).json();
    expect(await app.trends.followedSymbols()).toEqual(['AAPL', 'TSLA']);
    expect((await app.request('DELETE', `/api/investments/stock/${added.id}`, { token: other.token })).statusCode).toBe(200);
    expect(await app.trends.followedSymbols()).toEqual(['AAPL']);
    expect((await get('/api/trends/dashboard/user-summary', other.token)).json().sample).toBe(true);
  });

  it('refuses a trending limit outside 1 to 50', async () => {
    const answer = await get('/api/trends/dashboard/trending?limit=0', holder.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('limit must be at least 1');
  });
});

describe('an account that holds nothing', () => {
  it('gets sample data, labelled as such, and records nothing', async () => {
    const before = await app.stores.events.headPosition();
    const populated = (await get('/api/trends/populate-sample-data', newcomer.token)).json();
    expect(populated.success).toBe(true);
    expect(populated.sample).toBe(true);
    const summary = populated.data.userSummary;
    expect(summary.totalTrends).toBe(summary.bullishTrends + summary.bearishTrends + summary.neutralTrends);
    expect(summary.recentTrends.length).toBeLessThanOrEqual(5);
    expect(populated.data.trendingStocks.length).toBeLessThanOrEqual(10);
    // The sample symbols' signals: AAPL's known series among them.
    expect(populated.data.trendingStocks.map((stock: { symbol: string }) => stock.symbol)).toContain('AAPL');
    const stock = (await get('/api/trends/dashboard/stock/AAPL', newcomer.token)).json();
    expect(stock.sample).toBe(true);
    expect(stock.data.every((trend: { symbol: string }) => trend.symbol === 'AAPL')).toBe(true);
    expect((await get('/api/trends/dashboard/user-summary', newcomer.token)).json().sample).toBe(true);
    expect(await app.stores.events.headPosition()).toBe(before);
  });

  it('needs a session', async () => {
    expect((await app.request('GET', '/api/trends/dashboard/user-summary')).statusCode).toBe(401);
  });
});
