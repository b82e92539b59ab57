import { PortfolioSummarySchema } from '@folio/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CachedMarketData } from '../market/cache.ts';
import { responseSerializer } from '../platform/serializer.ts';
import { systemRuntime } from '../shared/runtime.ts';
import { movableMarket, type MovablePrices } from '../testing/movable-prices.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TransactionDoc } from './projection.ts';
import { ReturnsBooks } from './returns-books.ts';

const QUOTE_TTL_MS = 30_000;
let clock: number;
let provider: MovablePrices;
let market: CachedMarketData;
let app: TestApp;
let token: string;
let userId: string;
const now = () => new Date(clock);

beforeEach(async () => {
  clock = Date.parse('2026-06-30T12:00:00Z');
  ({ provider, market } = movableMarket(now));
  app = await createTestApp({ runtime: { now, newId: systemRuntime.newId }, market });
  ({ token, userId } = await app.signUp());
});
afterEach(() => app.close());

const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });
const buyRequest = (symbol: string, purchaseDate: string) =>
  call('POST', '/api/investments/stock', { symbol, quantity: 10, purchasePrice: 100, purchaseDate });
const buy = (symbol: string, purchaseDate: string) => buyRequest(symbol, purchaseDate).then((r) => r.json());
const serialize = responseSerializer({ schema: PortfolioSummarySchema, method: 'GET', url: '/api/investments/summary' });
/** The summary computed now (not a kept answer), serialised as the route does. */
const computedNow = async () => serialize(await app.portfolio.queries.summary({ userId }, {}));
const summary = async () => {
  const response = await call('GET', '/api/investments/summary');
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('kept summary answers', () => {
  it('answer with the same bytes as computing it, and reuse them while nothing changes', async () => {
    await buy('AAPL', '2024-03-01');
    const first = await summary();
    expect(first).toBe(await computedNow());
    expect(await summary()).toBe(first);
    const json = () => app.portfolio.queries.summaryJson({ userId }, {});
    expect(await json()).toBe(await json()); // the very same bytes: reused, not rebuilt
  });

  it.each([
    ['a new purchase', () => buyRequest('MSFT', '2026-06-01')],
    ['a back-dated purchase', () => buyRequest('MSFT', '2021-02-01')],
    ['an edit', (id: string) => call('PUT', `/api/investments/stock/${id}`, { quantity: 12, purchasePrice: 90, purchaseDate: '2024-03-01' })],
    ['a sale', (id: string) => call('POST', '/api/investments/sell-position', { portfolioId: id, quantity: 4, price: 120, date: '2025-01-02' })],
    ['a deposit', () => call('POST', '/api/investments/cash-flow', { type: 'deposit', amount: 5000, date: '2023-01-03' })],
    ['a deletion', (id: string) => call('DELETE', `/api/investments/stock/${id}`)],
  ])('never outlive %s', async (_change, change) => {
    const { id } = await buy('AAPL', '2024-03-01');
    await buy('NVDA', '2022-05-02');
    const before = await summary();
    expect((await change(id)).statusCode).toBeLessThan(300);
    const after = await summary();
    expect(after).not.toBe(before);
    expect(after).toBe(await computedNow());
  });

  it('follows a change to a recorded cash flow and its removal', async () => {
    await buy('AAPL', '2024-03-01');
    const flow = (await call('POST', '/api/investments/cash-flow', { type: 'deposit', amount: 5000, date: '2024-01-02' })).json();
    const deposited = await summary();
    await call('PUT', `/api/investments/cash-flow/${flow.id}`, { type: 'deposit', amount: 8000, date: '2024-01-02' });
    const changed = await summary();
    expect(changed).not.toBe(deposited);
    expect(changed).toBe(await computedNow());
    await call('DELETE', `/api/investments/cash-flow/${flow.id}`);
    const removed = await summary();
    expect(JSON.parse(removed).returns.mode).toBe('holdings');
    expect(removed).toBe(await computedNow());
  });

  it('follows a price change once the cached quote is refreshed', async () => {
    await buy('AAPL', '2024-03-01');
    const before = JSON.parse(await summary()).totalValue;
    provider.bump = 5;
    expect(JSON.parse(await summary()).totalValue).toBe(before); // the cache still holds the old quote
    clock += QUOTE_TTL_MS;
    const after = await summary();
    expect(JSON.parse(after).totalValue).toBeCloseTo(before + 50, 6);
    expect(after).toBe(await computedNow());
  });

  it('values up to the new day after midnight, even with every quote still fresh', async () => {
    clock = Date.parse('2026-06-30T23:59:50Z');
    await buy('AAPL', '2024-03-01');
    expect(JSON.parse(await summary()).returns.to).toBe('2026-06-30');
    clock += 15_000;
    const today = await summary();
    expect(JSON.parse(today).returns.to).toBe('2026-07-01');
    expect(today).toBe(await computedNow());
  });
});

describe('ReturnsBooks', () => {
  const row = (id: string, fields: Partial<TransactionDoc>): TransactionDoc =>
    Object.freeze({
      _id: id, ownerId: 'u', listId: 'l', positionId: 'p', kind: 'buy', symbol: 'AAPL', quantity: 10, price: 100, amount: 1000,
      fees: null, realizedGain: null, date: '2024-03-01', recordedAt: '2026-01-01T00:00:00Z', ...fields,
    });
  const ledger = [
    row('buy:1', {}),
    row('buy:2', { symbol: 'MSFT', date: '2022-05-02', amount: 2000 }),
    row('sell:1', { kind: 'sell', quantity: 4, amount: 480, date: '2025-01-02' }),
    row('buy:later', { date: '2026-07-01' }),
  ];
  /** Incremental and fresh sums may differ in the last bits of a double. */
  const roughly = (value: unknown): unknown =>
    typeof value === 'number' ? Number(value.toPrecision(12))
      : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, roughly(inner)]))
        : value;
  const cold = (rows: TransactionDoc[], until: string) => new ReturnsBooks(market).summary('cold', rows, until);

  it.each([
    ['a back-dated purchase', [...ledger, row('buy:3', { symbol: 'NVDA', date: '2020-02-03', amount: 500, quantity: 5 })], '2026-06-30'],
    ['an edited row (same id, new document)', [row('buy:1', { quantity: 12, amount: 1200 }), ...ledger.slice(1)], '2026-06-30'],
    ['a removed row', ledger.slice(1), '2026-06-30'],
    ['a deposit (cash mode)', [...ledger, row('cash:1', { kind: 'deposit', symbol: null, quantity: null, amount: 5000, date: '2021-01-04' })], '2026-06-30'],
    ['a new day bringing in a row dated after the old one', ledger, '2026-07-01'],
    ['a new day and the removal of a row dated after the old one', ledger.slice(0, 3), '2026-07-02'],
    ['a new day and an edit moving a row from after the old day to before it', [...ledger.slice(0, 3), row('buy:later', { date: '2026-06-01' })], '2026-07-02'],
    ['an edit moving a row from before the day to after it', [row('buy:1', { date: '2026-08-03' }), ...ledger.slice(1)], '2026-06-30'],
  ])('after %s gives what a fresh calculation gives', async (_change, changed, until) => {
    const books = new ReturnsBooks(market);
    await books.summary('book', ledger, '2026-06-30');
    expect(roughly(await books.summary('book', changed, until))).toEqual(roughly(await cold(changed, until)));
  });
});
