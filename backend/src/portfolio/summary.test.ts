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

describe('portfolio summary', () => {
  it('adds up values and gains of the holdings and reports both kinds of return', async () => {
    const a = (await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2020-01-02' })).json();
    const b = (await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 4, purchasePrice: 250, purchaseDate: '2022-06-01' })).json();
    await call('POST', '/api/investments/stock', { symbol: 'NVDA', quantity: 0 });
    const summary = (await call('GET', '/api/investments/summary')).json();

    expect(summary.totalValue).toBeCloseTo(a.totalValue + b.totalValue, 1);
    expect(summary.totalCost).toBe(2000);
    expect(summary.totalGainLoss).toBeCloseTo(summary.totalValue - 2000, 1);
    expect(summary.totalGainLossPercent).toBeCloseTo((summary.totalGainLoss / 2000) * 100, 1);
    expect(summary.positions).toBe(2);
    expect(summary.returns.mode).toBe('holdings');
    expect(summary.returns.from).toBe('2020-01-02');
    expect(typeof summary.annualizedReturn).toBe('number');
    expect(summary.timeBasedReturns.oneYear).not.toBeNull();
    expect(summary.timeBasedReturns.tenYear).toBeNull(); // history shorter than ten years
    expect(summary.returns.timeWeighted.total).not.toBeNull();
  });

  it('rounds totals once: twelve fractional positions cost 120.04, not twelve rounded 10.00s', async () => {
    const symbols = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'JPM', 'V', 'KO', 'PG', 'JNJ', 'XOM'];
    for (const symbol of symbols) {
      // 0.123456789 x 81.03 = 10.003703...: each row shows 10.00.
      const item = (await call('POST', '/api/investments/stock', { symbol, quantity: 0.123456789, purchasePrice: 81.03, purchaseDate: '2024-01-02' })).json();
      expect(item.costBasis).toBe(10);
    }
    const summary = (await call('GET', '/api/investments/summary')).json();
    expect(summary.totalCost).toBe(120.04);
    const items = (await call('GET', '/api/investments')).json() as Array<{ quantity: number; currentPrice: number }>;
    const exactValue = items.reduce((sum, item) => sum + item.quantity * item.currentPrice, 0);
    expect(Math.abs(summary.totalValue - exactValue)).toBeLessThanOrEqual(0.005 + 1e-9);
  });

  it('shows the cash the returns use: a buy beyond the recorded cash is an implicit deposit, never a negative balance', async () => {
    await call('POST', '/api/investments/cash-flow', { type: 'deposit', amount: 100, date: '2024-01-02' });
    await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-03' });
    await call('POST', '/api/investments/cash-flow', { type: 'deposit', amount: 250, date: '2024-02-01' });
    const summary = (await call('GET', '/api/investments/summary')).json();
    // 100 - 1,000 leaves nothing (900 came from outside); then 250 is deposited: 250, not -650.
    expect(summary.cashBalance).toBe(250);
    expect(summary.returns.mode).toBe('cash');
  });

  it('uses cash mode once the list records cash flows, and follows back-dated activity', async () => {
    await call('POST', '/api/investments/cash-flow', { type: 'deposit', amount: 10_000, date: '2021-01-04' });
    await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 120, purchaseDate: '2021-01-05' });
    const first = (await call('GET', '/api/investments/summary')).json();
    expect(first.returns.mode).toBe('cash');
    expect(first.cashBalance).toBe(8800);

    await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 5, purchasePrice: 200, purchaseDate: '2021-02-01' });
    const second = (await call('GET', '/api/investments/summary')).json();
    expect(second.cashBalance).toBe(7800);
    expect(second.totalCost).toBe(2200);
    expect(second.returns.timeWeighted.total).not.toBe(first.returns.timeWeighted.total);
  });

  it('as of a date reflects only what had been recorded by then', async () => {
    await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2021-01-04' });
    const today = new Date().toISOString().slice(0, 10);
    expect((await call('GET', `/api/investments/summary?asOf=${today}`)).json().positions).toBe(1);
    expect((await call('GET', '/api/investments/summary?asOf=2000-01-01')).json()).toMatchObject({ positions: 0, totalValue: 0 });
  });
});
