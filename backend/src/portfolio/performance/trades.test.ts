import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let token: string;
let listId: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
  listId = (await app.request('GET', '/api/lists', { token })).json()[0].id;
});
afterEach(() => app.close());
const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });

describe('GET /api/investments/stocks/{symbol}/trades', () => {
  it("lists a symbol's dated buys and sells, oldest first, and the average cost of the shares still held", async () => {
    const { id } = (await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02', listId })).json();
    await call('POST', `/api/investments/stock/${id}/lots`, { quantity: 5, price: 99, date: '2024-03-04' });
    await call('POST', '/api/investments/sell-position', { portfolioId: id, quantity: 3, price: 120, fees: 1, date: '2024-02-01' });
    await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 1, purchasePrice: 300, purchaseDate: '2024-01-03', listId });

    const response = await call('GET', `/api/investments/stocks/aapl/trades?listId=${listId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ symbol: 'AAPL', listId, currency: 'USD', quantity: 12 });
    expect(body.trades.map(({ side, date, quantity, price, amount }: Record<string, unknown>) => ({ side, date, quantity, price, amount }))).toEqual([
      { side: 'buy', date: '2024-01-02', quantity: 10, price: 100, amount: 1000 },
      { side: 'sell', date: '2024-02-01', quantity: 3, price: 120, amount: 359 },
      { side: 'buy', date: '2024-03-04', quantity: 5, price: 99, amount: 495 },
    ]);
    // FIFO: the sale took 3 of the first lot; 7 x 100 + 5 x 99 = 1,195 for 12 shares.
    expect(body.averageCost).toBeCloseTo(1195 / 12, 4);
  });

  it('answers no trades and no cost for a symbol never bought; 404 for a foreign list; 400 for a non-ticker', async () => {
    expect((await call('GET', `/api/investments/stocks/NVDA/trades?listId=${listId}`)).json()).toMatchObject({ trades: [], quantity: 0, averageCost: null });
    const other = await app.signUp();
    expect((await app.request('GET', `/api/investments/stocks/AAPL/trades?listId=${listId}`, { token: other.token })).statusCode).toBe(404);
    const bad = await call('GET', '/api/investments/stocks/NOT%20A%20TICKER/trades');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Symbol must be a ticker');
  });
});
