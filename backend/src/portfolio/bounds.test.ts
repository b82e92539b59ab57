/**
 * Values at and beyond the ledger's bounds (contracts/src/portfolio/bounds.ts): what is refused
 * stores nothing, what is accepted can always be read back by every endpoint.
 */
import { MAX_AMOUNT, MIN_QUANTITY } from '@folio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
});
afterAll(() => app.close());

const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });
const READS = ['/api/investments', '/api/investments/summary', '/api/investments/transactions', '/api/investments/export', '/api/investments/cash-flows', '/api/investments/total-cash-invested'];

async function everyReadAnswers() {
  for (const url of READS) expect((await call('GET', url)).statusCode, url).toBe(200);
}

describe('ledger bounds', () => {
  it('refuses quantities, prices and dates no person would mean, and stores nothing', async () => {
    const refused: Array<[object, RegExp]> = [
      [{ quantity: 1e-10, purchasePrice: 10, purchaseDate: '2024-01-02' }, /Quantity must be at least 0.000001/],
      [{ quantity: 1e308, purchasePrice: 10, purchaseDate: '2024-01-02' }, /Quantity must be at most/],
      [{ quantity: 1, purchasePrice: 1e308, purchaseDate: '2024-01-02' }, /Purchase price must be at most/],
      [{ quantity: 1, purchasePrice: 10, purchaseDate: '0001-01-01' }, /Purchase date must be on or after 1900-01-01/],
      [{ quantity: 1, purchasePrice: 10, purchaseDate: '2099-01-01' }, /Purchase date cannot be in the future/],
    ];
    for (const [fields, message] of refused) {
      const response = await call('POST', '/api/investments/stock', { symbol: 'AAPL', ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    for (const [amount, date] of [[1e308, '2024-01-02'], [100, '0001-01-01'], [100, '2099-12-31']] as const) {
      expect((await call('POST', '/api/investments/cash-flow', { type: 'deposit', amount, date })).statusCode).toBe(400);
    }
    expect((await call('GET', '/api/investments')).json()).toEqual([]);
    await everyReadAnswers();
  });

  it('accepts the bounds themselves and every read still answers', async () => {
    const small = await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: MIN_QUANTITY, purchasePrice: 0.01, purchaseDate: '1900-01-01' });
    expect(small.statusCode).toBe(201);
    const large = await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: MAX_AMOUNT, purchasePrice: MAX_AMOUNT, purchaseDate: new Date().toISOString().slice(0, 10) });
    expect(large.statusCode, large.body).toBe(201);
    expect((await call('POST', '/api/investments/cash-flow', { type: 'deposit', amount: MAX_AMOUNT, date: '1900-01-01' })).statusCode).toBe(201);
    const sold = await call('POST', '/api/investments/sell-position', { portfolioId: large.json().id, quantity: MAX_AMOUNT, price: MAX_AMOUNT, fees: MAX_AMOUNT });
    expect(sold.statusCode, sold.body).toBe(200);
    const fees = await call('POST', '/api/investments/sell-position', { portfolioId: small.json().id, quantity: MIN_QUANTITY, price: 1, fees: 1e308 });
    expect(fees.statusCode).toBe(400);
    await everyReadAnswers();
  });
});
