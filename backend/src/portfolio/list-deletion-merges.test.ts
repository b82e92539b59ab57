/**
 * Deleting a list hands its positions to the default list; a symbol the default list already
 * holds becomes one position with the lots of both (PositionsMerged), not the symbol twice.
 */
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

describe('deleting a list that shares symbols with the default list', () => {
  it('merges the shared symbol into one position, keeps the others, and counts them once', async () => {
    const main = (await call('GET', '/api/lists')).json()[0].id as string;
    const growth = (await call('POST', '/api/lists', { name: 'Growth' })).json().id as string;
    await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 10, purchasePrice: 300, purchaseDate: '2023-01-03', listId: main });
    await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 5, purchasePrice: 400, purchaseDate: '2024-01-03', listId: growth });
    await call('POST', '/api/investments/stock', { symbol: 'NVDA', quantity: 2, purchasePrice: 100, purchaseDate: '2024-02-01', listId: growth });
    const growthMsft = (await call('GET', `/api/investments?listId=${growth}`)).json().find((item: { symbol: string }) => item.symbol === 'MSFT');
    expect((await call('POST', '/api/investments/sell-position', { portfolioId: growthMsft.id, quantity: 1, price: 410, date: '2024-03-01' })).statusCode).toBe(200);

    expect((await call('DELETE', `/api/lists/${growth}`)).statusCode).toBe(200);

    const items = (await call('GET', `/api/investments?listId=${main}`)).json() as Array<{ id: string; symbol: string; quantity: number; lots: unknown[]; realizedGain: number }>;
    expect(items.map((item) => item.symbol).sort()).toEqual(['MSFT', 'NVDA']);
    const msft = items.find((item) => item.symbol === 'MSFT')!;
    expect(msft.quantity).toBe(14);
    expect(msft.lots).toHaveLength(2);
    expect(msft.realizedGain).toBe(10);
    expect((await call('GET', '/api/lists')).json().find((list: { id: string }) => list.id === main)._count.portfolios).toBe(2);

    // The merged position sells from both lots, and a replay of the log rebuilds the same books.
    expect((await call('POST', '/api/investments/sell-position', { portfolioId: msft.id, quantity: 12, price: 420, lotMethod: 'fifo' })).statusCode).toBe(200);
    expect((await call('POST', '/api/audit/verify')).json().ok).toBe(true);
  });
});

describe('deleting a list with a long ledger', () => {
  it('moves every ledger row and position, more than one bulk write of them, and merges a shared symbol with all its rows', async () => {
    const main = (await call('GET', '/api/lists')).json()[0].id as string;
    const growth = (await call('POST', '/api/lists', { name: 'Growth' })).json().id as string;
    await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 1, purchasePrice: 300, purchaseDate: '2023-01-03', listId: main });
    const symbols = ['MSFT', 'AAPL', 'NVDA', 'KO'];
    const items = Array.from({ length: 2_400 }, (_, n) => ({ symbol: symbols[n % symbols.length]!, quantity: 1, purchasePrice: 100 + (n % 50), purchaseDate: '2024-01-02' }));
    expect((await call('POST', '/api/investments/bulk', { listId: growth, items })).json().successful).toBe(2_400);

    expect((await call('DELETE', `/api/lists/${growth}`)).statusCode).toBe(200);

    const ledger = (await call('GET', `/api/investments/transactions?listId=${main}&limit=1`)).json();
    expect(ledger.total).toBe(2_401);
    const held = (await call('GET', `/api/investments?listId=${main}`)).json() as Array<{ id: string; symbol: string; quantity: number }>;
    expect(held.map((item) => [item.symbol, item.quantity]).sort()).toEqual([['AAPL', 600], ['KO', 600], ['MSFT', 601], ['NVDA', 600]]);
    // The merged position's rows all follow it: selling every share takes lots from both lists.
    const msft = held.find((item) => item.symbol === 'MSFT')!;
    expect((await call('POST', '/api/investments/sell-position', { portfolioId: msft.id, quantity: 601, price: 420 })).statusCode).toBe(200);
    expect((await call('POST', '/api/audit/verify')).json().ok).toBe(true);
  });
});
