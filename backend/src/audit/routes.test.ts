import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Runtime } from '../shared/runtime.ts';
import { systemRuntime } from '../shared/runtime.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** A clock the test moves, so events land on chosen days. */
function movableClock(start: string): Runtime & { set(day: string): void } {
  let now = new Date(`${start}T12:00:00Z`);
  return { now: () => now, newId: systemRuntime.newId, set: (day) => (now = new Date(`${day}T12:00:00Z`)) };
}

let app: TestApp;
let clock: ReturnType<typeof movableClock>;
let token: string;
let mainList: string;
const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });

beforeEach(async () => {
  clock = movableClock('2024-01-02');
  app = await createTestApp({ runtime: clock });
  token = (await app.signUp('auditor@example.com')).token;
  mainList = (await call('GET', '/api/lists')).json()[0].id;
});
afterEach(() => app.close());

describe('audit trail', () => {
  it("pages through a list's events with who did what and when, and exports them as NDJSON", async () => {
    const { id } = (await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' })).json();
    clock.set('2024-02-01');
    await call('POST', '/api/investments/sell-position', { portfolioId: id, quantity: 4, price: 120 });
    await call('POST', '/api/investments/cash-flow', { type: 'deposit', amount: 1000, listId: mainList });

    const page = (await call('GET', `/api/audit/lists/${mainList}/events?limit=3`)).json();
    expect(page.total).toBe(5);
    expect(page.hasMore).toBe(true);
    expect(page.events.map((event: { type: string }) => event.type)).toEqual(['ListCreated', 'DefaultListChosen', 'PositionOpened']);
    expect(page.events[2]).toMatchObject({ occurredAt: '2024-01-02T12:00:00.000Z', by: { email: 'auditor@example.com' }, data: { symbol: 'AAPL' } });

    const exported = await call('GET', `/api/audit/lists/${mainList}/events/export`);
    expect(exported.headers['content-type']).toContain('application/x-ndjson');
    const lines = exported.body.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((event) => event.type)).toEqual(['ListCreated', 'DefaultListChosen', 'PositionOpened', 'PositionSold', 'CashFlowRecorded']);
    expect(lines.every((event) => /^[0-9a-f]{64}$/.test(event.hash))).toBe(true);
    expect(new Set(lines.map((event) => event.hash)).size).toBe(lines.length);
  });

  it("keeps a deleted list's history readable, and refuses other users' lists", async () => {
    const old = (await call('POST', '/api/lists', { name: 'Old' })).json().id;
    await call('DELETE', `/api/lists/${old}`);
    const history = (await call('GET', `/api/audit/lists/${old}/events`)).json();
    expect(history.events.map((event: { type: string }) => event.type)).toEqual(['ListCreated', 'ListDeleted']);

    const other = (await app.signUp()).token;
    expect((await app.request('GET', `/api/audit/lists/${mainList}/events`, { token: other })).statusCode).toBe(404);
    expect((await app.request('GET', `/api/audit/lists/${mainList}/events/export`, { token: other })).statusCode).toBe(404);
  });

  it('verify finds the stored read models equal to a rebuild from the log', async () => {
    const { id } = (await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 5, purchasePrice: 300, purchaseDate: '2024-01-02' })).json();
    await call('POST', '/api/investments/sell-position', { portfolioId: id, quantity: 2, price: 320 });
    const growth = (await call('POST', '/api/lists', { name: 'Growth' })).json().id;
    await call('POST', '/api/investments/stock', { symbol: 'NVDA', quantity: 1, purchasePrice: 500, purchaseDate: '2024-01-02', listId: growth });
    await call('DELETE', `/api/lists/${growth}`);

    const report = (await call('POST', '/api/audit/verify')).json();
    expect(report.ok).toBe(true);
    expect(report.eventsReplayed).toBeGreaterThan(5);
    expect(report.collections.find((entry: { name: string }) => entry.name === 'positions')).toMatchObject({ stored: 2, rebuilt: 2, differences: [] });
  });

  it('verify reports a read model that drifted from the log', async () => {
    const { id } = (await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 5, purchasePrice: 300, purchaseDate: '2024-01-02' })).json();
    const positions = app.stores.readStore.collection<{ _id: string; quantity: number }>('positions');
    const doc = (await positions.findOne({ _id: id }))!;
    await positions.upsert({ ...doc, quantity: 999 });
    const report = (await call('POST', '/api/audit/verify')).json();
    expect(report.ok).toBe(false);
    expect(report.collections.find((entry: { name: string }) => entry.name === 'positions').differences).toEqual([{ id, kind: 'changed' }]);
  });
});

describe('as of a date', () => {
  it('answers portfolio queries from the events recorded up to that day', async () => {
    const { id } = (await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' })).json();
    clock.set('2024-03-01');
    await call('POST', '/api/investments/sell-position', { portfolioId: id, quantity: 6, price: 120, date: '2024-03-01' });
    await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 1, purchasePrice: 300, purchaseDate: '2024-03-01' });

    const before = (await call('GET', '/api/investments?asOf=2024-02-15')).json();
    expect(before.map((item: { symbol: string; quantity: number }) => [item.symbol, item.quantity])).toEqual([['AAPL', 10]]);
    expect(before[0].currentPrice).toBeGreaterThan(0); // the close of that day
    const now = (await call('GET', '/api/investments/fast')).json();
    expect(now.map((item: { symbol: string; quantity: number }) => [item.symbol, item.quantity])).toEqual([['AAPL', 4], ['MSFT', 1]]);
    expect((await call('GET', '/api/investments/transactions?asOf=2024-02-15')).json().total).toBe(1);
    expect((await call('GET', '/api/investments?asOf=2023-12-31')).json()).toEqual([]);
  });

  it('shows a business day as it was known at a time, before a later back-dated correction', async () => {
    await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' });
    clock.set('2024-03-01');
    // Recorded on 1 March, dated 15 January: the books for 31 January change after the fact.
    await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 5, purchasePrice: 300, purchaseDate: '2024-01-15' });
    const holdings = async (query: string) =>
      (await call('GET', `/api/investments?${query}`)).json().map((item: { symbol: string; quantity: number }) => [item.symbol, item.quantity]);

    expect(await holdings('asOf=2024-01-31&knownAt=2024-02-01T00:00:00Z')).toEqual([['AAPL', 10]]);
    expect(await holdings('asOf=2024-01-31&knownAt=2024-03-02T00:00:00Z')).toEqual([['AAPL', 10], ['MSFT', 5]]);
    expect(await holdings('asOf=2024-01-10&knownAt=2024-03-02T00:00:00Z')).toEqual([['AAPL', 10]]); // not yet bought on the 10th
    expect(await holdings('asOf=2024-01-31')).toEqual([['AAPL', 10]]); // as recorded by the end of that day
    const then = (await call('GET', '/api/investments/summary?asOf=2024-01-31&knownAt=2024-02-01T00:00:00Z')).json();
    const now = (await call('GET', '/api/investments/summary?asOf=2024-01-31&knownAt=2024-03-02T00:00:00Z')).json();
    expect(now.totalCost - then.totalCost).toBeCloseTo(1500, 6);

    expect((await call('GET', '/api/investments?knownAt=2024-02-01T00:00:00Z')).statusCode).toBe(400);
    expect((await call('GET', '/api/investments/summary?knownAt=2024-02-01T00:00:00Z')).statusCode).toBe(400);
    expect((await call('GET', '/api/investments?asOf=2024-01-31&knownAt=yesterday')).statusCode).toBe(400);

    const history = (await call('GET', `/api/audit/lists/${mainList}/events`)).json().events;
    expect(history.find((event: { data: { symbol?: string } }) => event.data.symbol === 'MSFT')).toMatchObject({
      recordedAt: '2024-03-01T12:00:00.000Z',
      businessDate: '2024-01-15',
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});
