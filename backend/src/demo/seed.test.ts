import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { seedDemo } from './seed.ts';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

it('seeds the demo account with two lists, lots, a sale and cash flows, once', async () => {
  const userId = await seedDemo(app);
  expect(await seedDemo(app)).toBe(userId);
  const { token } = (await app.request('POST', '/api/auth/login', { body: { email: 'demo@folio.local', password: 'demo-portfolio' } })).json();
  const lists = (await app.request('GET', '/api/lists', { token })).json();
  expect(lists.map((list: { name: string; _count: { portfolios: number } }) => [list.name, list._count.portfolios])).toEqual([
    ['Main Portfolio', 10],
    ['Dividend Income', 4],
  ]);
  const apple = (await app.request('GET', '/api/investments/fast', { token })).json().find((item: { symbol: string }) => item.symbol === 'AAPL');
  expect(apple).toMatchObject({ quantity: 30, realizedGain: expect.any(Number) });
  expect(apple.lots).toHaveLength(2);
  expect((await app.request('GET', '/api/investments/total-cash-invested', { token })).json().totalCashInvested).toBe(30_000);
});
