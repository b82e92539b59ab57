/**
 * The offline provider knows a fixed universe; any other symbol is unknown everywhere, as it
 * would be to Yahoo: no invented prices, market caps or companies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let token: string;
let listId: string;
beforeAll(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
  listId = (await app.request('GET', '/api/lists', { token })).json()[0].id;
});
afterAll(() => app.close());

const get = (url: string) => app.request('GET', url, { token });
const post = (url: string, body: unknown) => app.request('POST', url, { token, body });
const NOT_FOUND = 'Stock not found: ZZZZQ. Check the symbol and try again.';

describe('a symbol outside the offline universe', () => {
  it('is "Stock not found" on the stock, quote, history and indicator endpoints', async () => {
    for (const url of ['/api/stocks/ZZZZQ', '/api/stocks/ZZZZQ/quote', '/api/stocks/ZZZZQ/aggregated', '/api/indicators/ZZZZQ']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message, url).toBe('Stock not found');
    }
  });

  it('cannot be added as a holding or as a watch-only symbol, and nothing is stored', async () => {
    const holding = await post('/api/investments/stock', { symbol: 'zzzzq', quantity: 1, purchasePrice: 10, purchaseDate: '2024-01-02' });
    expect(holding.statusCode).toBe(400);
    expect(holding.json().message).toBe(NOT_FOUND);
    const watched = await post('/api/investments/stock', { symbol: 'ZZZZQ', quantity: 0 });
    expect(watched.statusCode).toBe(400);
    expect((await get(`/api/investments?listId=${listId}`)).json()).toEqual([]);
  });

  it('is reported per row by bulk add and CSV import while known symbols go in', async () => {
    const bulk = (await post('/api/investments/bulk', { listId, items: [{ symbol: 'ZZZZQ', quantity: 0 }, { symbol: 'MSFT', quantity: 0 }] })).json();
    expect(bulk.successful).toBe(1);
    expect(bulk.failed).toMatchObject([{ index: 0, symbol: 'ZZZZQ', error: NOT_FOUND }]);

    const csv = 'Symbol,Quantity,Purchase Price,Purchase Date\nZZZZQ,5,10,2024-01-02\nAAPL,2,150,2024-01-02\n';
    const imported = (await post('/api/investments/import-csv', { listId, csv })).json();
    expect(imported.successful).toBe(1);
    expect(imported.failed).toMatchObject([{ symbol: 'ZZZZQ', error: NOT_FOUND, line: 2 }]);
    const symbols = (await get(`/api/investments?listId=${listId}`)).json().map((item: { symbol: string }) => item.symbol);
    expect(symbols.sort()).toEqual(['AAPL', 'MSFT']);
  });
});
