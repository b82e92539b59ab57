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

describe('dashboard watch list', () => {
  it("shows the default list's symbols once each, sorted by day change", async () => {
    for (const symbol of ['AAPL', 'MSFT', 'NVDA']) await call('POST', '/api/investments/stock', { symbol, quantity: 0 });
    const response = (await call('GET', '/api/dashboard/watchlist')).json();
    expect(response.success).toBe(true);
    expect(response.data.totalCount).toBe(3);
    const changes = response.data.stocks.map((stock: { dayChangePercent: number }) => stock.dayChangePercent);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    expect(response.data.stocks[0]).toHaveProperty('yearRange');
  });

  it('switches the default list, and refuses lists of other users', async () => {
    const growth = (await call('POST', '/api/lists', { name: 'Growth' })).json().id;
    expect((await call('PUT', '/api/dashboard/set-default-list', { listId: growth })).json()).toEqual({ success: true });
    expect((await call('GET', '/api/lists')).json().find((list: { isDefault: boolean }) => list.isDefault).id).toBe(growth);
    const other = (await app.signUp()).token;
    expect((await app.request('PUT', '/api/dashboard/set-default-list', { token: other, body: { listId: growth } })).statusCode).toBe(404);
    expect((await app.request('GET', `/api/dashboard/watchlist?listId=${growth}`, { token: other })).statusCode).toBe(404);
  });
});
