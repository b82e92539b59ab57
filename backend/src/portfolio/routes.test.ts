import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let token: string;
let mainList: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
  mainList = (await app.request('GET', '/api/lists', { token })).json()[0].id;
});
afterEach(() => app.close());

const call = (method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
  app.request(method, url, { token, body, ...(headers ? { headers } : {}) });
const addStock = (body: object) => call('POST', '/api/investments/stock', body);

describe('adding positions', () => {
  it('adds a holding with its price, date and market value, symbol upper-cased', async () => {
    const response = await addStock({ symbol: ' aapl ', quantity: 10, purchasePrice: 150, purchaseDate: '2024-01-02' });
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toMatchObject({ symbol: 'AAPL', quantity: 10, purchasePrice: 150, purchaseDate: '2024-01-02', listId: mainList, costBasis: 1500 });
    expect(item.currentPrice).toBeGreaterThan(0);
    expect(item.totalValue).toBeCloseTo(10 * item.currentPrice, 2);
    expect(item.gainLoss).toBeCloseTo(item.totalValue - 1500, 2);
  });

  it('adds a watch-only symbol with quantity 0 and no price or date', async () => {
    const item = (await addStock({ symbol: 'MSFT', quantity: 0 })).json();
    expect(item).toMatchObject({ symbol: 'MSFT', quantity: 0, purchasePrice: null, purchaseDate: null, totalValue: null, gainLoss: null });
  });

  it.each([
    [{ symbol: '', quantity: 1, purchasePrice: 1, purchaseDate: '2024-01-01' }, 'Symbol is required'],
    [{ symbol: 'AAPL', quantity: -1 }, 'Quantity must be 0 or more'],
    [{ symbol: 'AAPL', quantity: 5, purchaseDate: '2024-01-01' }, 'Purchase price must be at least 0.01 when quantity is above 0'],
    [{ symbol: 'AAPL', quantity: 5, purchasePrice: 0.001, purchaseDate: '2024-01-01' }, 'Purchase price must be at least 0.01'],
    [{ symbol: 'AAPL', quantity: 5, purchasePrice: 10 }, 'Purchase date is required when quantity is above 0'],
    [{ symbol: 'AAPL', quantity: 5, purchasePrice: 10, purchaseDate: '2024-02-30' }, 'Purchase date is not a real date'],
    [{ symbol: 'NOT A TICKER', quantity: 0 }, 'Symbol must be a ticker'],
  ])('refuses %o with a clear message and writes nothing', async (body, message) => {
    const response = await addStock(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await call('GET', '/api/investments/fast')).json()).toEqual([]);
  });

  it('a second purchase of the same symbol becomes a new lot of the same position', async () => {
    await addStock({ symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' });
    const item = (await addStock({ symbol: 'AAPL', quantity: 30, purchasePrice: 140, purchaseDate: '2024-03-02' })).json();
    expect(item).toMatchObject({ quantity: 40, purchasePrice: 130, purchaseDate: '2024-01-02' });
    expect(item.lots).toHaveLength(2);
    expect((await call('GET', '/api/investments/fast')).json()).toHaveLength(1);
  });
});

describe('editing and deleting', () => {
  it('edits a position and deletes it', async () => {
    const { id } = (await addStock({ symbol: 'NVDA', quantity: 3, purchasePrice: 400, purchaseDate: '2024-01-05' })).json();
    const edited = await call('PUT', `/api/investments/stock/${id}`, { quantity: 5, purchasePrice: 410, purchaseDate: '2024-01-06' });
    expect(edited.json()).toMatchObject({ quantity: 5, purchasePrice: 410, purchaseDate: '2024-01-06' });
    expect((await call('PUT', `/api/investments/stock/${id}`, { quantity: 0 })).json()).toMatchObject({ quantity: 0, purchasePrice: null });
    expect((await call('DELETE', `/api/investments/stock/${id}`)).json()).toEqual({ success: true });
    expect((await call('GET', '/api/investments/fast')).json()).toEqual([]);
    expect((await call('DELETE', `/api/investments/stock/${id}`)).statusCode).toBe(404);
  });
});

describe('selling', () => {
  it('sells part of a position, records the sale in the ledger with its realized gain', async () => {
    const { id } = (await addStock({ symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' })).json();
    const response = await call('POST', '/api/investments/sell-position', { portfolioId: id, quantity: 4, price: 120, fees: 5, date: '2024-06-03' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, remainingQuantity: 6, sale: { netProceeds: 475, costBasis: 400, realizedGain: 75, method: 'fifo' } });

    const ledger = (await call('GET', '/api/investments/transactions')).json();
    expect(ledger.transactions.map((row: { kind: string }) => row.kind)).toEqual(['sell', 'buy']);
    expect(ledger.transactions[0]).toMatchObject({ symbol: 'AAPL', quantity: 4, realizedGain: 75, amount: 475 });
    expect((await call('GET', '/api/investments/fast')).json()[0]).toMatchObject({ quantity: 6, realizedGain: 75 });
  });

  it('never over-sells under concurrent requests: exactly one of two full sales succeeds', async () => {
    const { id } = (await addStock({ symbol: 'TSLA', quantity: 10, purchasePrice: 200, purchaseDate: '2024-01-02' })).json();
    const sale = { portfolioId: id, quantity: 10, price: 250 };
    const results = await Promise.all([call('POST', '/api/investments/sell-position', sale), call('POST', '/api/investments/sell-position', sale)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((result) => result.statusCode === 400)!.json().message).toBe('Please enter a valid quantity (1-0)');
    expect((await call('GET', '/api/investments/fast')).json()[0].quantity).toBe(0);
  });

  it('uses the list preference for the tax-lot method', async () => {
    await call('PUT', `/api/lists/${mainList}/preferences`, { taxLotMethod: 'lifo' });
    await addStock({ symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' });
    const { id } = (await addStock({ symbol: 'AAPL', quantity: 10, purchasePrice: 150, purchaseDate: '2024-02-02' })).json();
    const sale = (await call('POST', '/api/investments/sell-position', { portfolioId: id, quantity: 10, price: 160 })).json();
    expect(sale.sale).toMatchObject({ method: 'lifo', costBasis: 1500, realizedGain: 100 });
  });
});

describe('idempotency', () => {
  it('a retried command with the same Idempotency-Key returns the first answer and writes nothing new', async () => {
    const body = { symbol: 'AMZN', quantity: 2, purchasePrice: 180, purchaseDate: '2024-01-02' };
    const first = await call('POST', '/api/investments/stock', body, { 'idempotency-key': 'add-amzn-1' });
    const retry = await call('POST', '/api/investments/stock', body, { 'idempotency-key': 'add-amzn-1' });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await call('GET', '/api/investments/fast')).json()[0].quantity).toBe(2);

    const misuse = await call('POST', '/api/investments/stock', { ...body, quantity: 3 }, { 'idempotency-key': 'add-amzn-1' });
    expect(misuse.statusCode).toBe(422);
  });

  it('concurrent retries of one sale run it once', async () => {
    const { id } = (await addStock({ symbol: 'META', quantity: 10, purchasePrice: 300, purchaseDate: '2024-01-02' })).json();
    const sale = { portfolioId: id, quantity: 3, price: 350 };
    const headers = { 'idempotency-key': 'sell-meta-1' };
    const results = await Promise.all([1, 2, 3].map(() => call('POST', '/api/investments/sell-position', sale, headers)));
    expect(results.map((result) => result.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((result) => result.json().sale.id)).size).toBe(1);
    expect((await call('GET', '/api/investments/fast')).json()[0].quantity).toBe(7);
  });
});

describe("another user's positions", () => {
  it('cannot be read, edited, sold or deleted', async () => {
    const { id } = (await addStock({ symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' })).json();
    const intruder = (await app.signUp()).token;
    const as = (method: string, url: string, body?: unknown) => app.request(method, url, { token: intruder, body });
    expect((await as('PUT', `/api/investments/stock/${id}`, { quantity: 1, purchasePrice: 1, purchaseDate: '2024-01-01' })).statusCode).toBe(404);
    expect((await as('POST', '/api/investments/sell-position', { portfolioId: id, quantity: 1, price: 1 })).statusCode).toBe(404);
    expect((await as('DELETE', `/api/investments/stock/${id}`)).statusCode).toBe(404);
    expect((await as('GET', `/api/investments?listId=${mainList}`)).statusCode).toBe(404);
    expect((await as('GET', '/api/investments/fast')).json()).toEqual([]);
    expect((await call('GET', '/api/investments/fast')).json()[0]).toMatchObject({ quantity: 10 });
  });
});

describe('lists and positions', () => {
  it('counts positions per list and moves them to the default list when their list is deleted', async () => {
    const growth = (await call('POST', '/api/lists', { name: 'Growth' })).json().id;
    await addStock({ symbol: 'AAPL', quantity: 1, purchasePrice: 100, purchaseDate: '2024-01-02', listId: growth });
    await addStock({ symbol: 'MSFT', quantity: 0, listId: growth });
    const counts = (await call('GET', '/api/lists')).json().map((list: { name: string; _count: { portfolios: number } }) => [list.name, list._count.portfolios]);
    expect(counts).toEqual([['Main Portfolio', 0], ['Growth', 2]]);

    expect((await call('DELETE', `/api/lists/${growth}`)).json()).toMatchObject({ movedTo: mainList, movedCount: 2 });
    const moved = (await call('GET', `/api/investments/fast?listId=${mainList}`)).json();
    expect(moved.map((item: { symbol: string }) => item.symbol)).toEqual(['AAPL', 'MSFT']);
  });
});
