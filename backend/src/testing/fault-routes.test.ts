/**
 * Faults through the API, as the fault suite (`npm run soak`) provokes them on a live server:
 * a projection that throws is named in /api/health while commands and the other read models go
 * on, then catches up; an event store that answers SQLITE_FULL gives a 503 that says so, and a
 * command is stored whole or not at all.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brokerCsv } from '../../../bench/csv-import.bench.ts';
import { SqliteEventStore } from '../eventstore/sqlite.ts';
import { STORAGE_FULL_MESSAGE } from '../platform/errors.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let app: TestApp;
let token: string;
let listId: string;
let events: SqliteEventStore;
beforeEach(async () => {
  events = SqliteEventStore.open(':memory:');
  app = await createTestApp({ stores: { events, readStore: EmbeddedReadStore.open(':memory:') } });
  token = (await app.signUp()).token;
  listId = (await app.request('GET', '/api/lists', { token })).json()[0].id;
});
afterEach(() => app.close());

const call = (method: string, url: string, body?: unknown, headers?: Record<string, string>) => app.request(method, url, { token, body, ...(headers ? { headers } : {}) });
const health = async () => (await app.request('GET', '/api/health')).json();
const buy = (symbol: string, key?: string) =>
  call('POST', '/api/investments/stock', { symbol, quantity: 2, purchasePrice: 100, purchaseDate: '2024-03-01', listId }, key ? { 'idempotency-key': key } : undefined);
const head = async () => (await events.headPosition()) ?? 0;

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a projection that throws, through the API', () => {
  it('is named in /api/health while the others keep up, and catches up after the fix', async () => {
    // trends follows every opened position; nothing a command answers with is read from it.
    expect((await call('PUT', '/api/testing/projections/trends/fault', { message: 'injected: trends read model unavailable' })).statusCode).toBe(200);
    expect((await buy('AAPL')).statusCode).toBe(201);
    expect((await buy('MSFT')).statusCode).toBe(201);
    // The portfolio and lists projections keep up: both are visible at once.
    expect((await call('GET', '/api/investments/fast')).json().map((item: { symbol: string }) => item.symbol).sort()).toEqual(['AAPL', 'MSFT']);
    expect((await call('POST', '/api/lists', { name: 'Second' })).statusCode).toBe(201);
    expect((await call('GET', '/api/lists')).json().map((list: { name: string }) => list.name)).toContain('Second');

    const during = await health();
    expect(during.status).toBe('degraded');
    expect(during.projections.error).toBe('trends: injected: trends read model unavailable');
    const trends = during.projections.each.find((projection: { name: string }) => projection.name === 'trends');
    expect(trends).toMatchObject({ error: 'injected: trends read model unavailable' });
    expect(trends.attempts).toBeGreaterThanOrEqual(1);
    expect(trends.lag).toBeGreaterThan(0);
    expect(Date.parse(trends.nextRetryAt)).toBeGreaterThan(Date.parse(trends.failingSince));
    for (const name of ['portfolio', 'lists', 'users']) {
      expect(during.projections.each.find((projection: { name: string }) => projection.name === name)).toMatchObject({ error: null, lag: 0 });
    }
    expect(during.projections.lag).toBe(0);

    expect((await call('PUT', '/api/testing/projections/trends/fault', { message: null })).statusCode).toBe(200);
    await until(async () => (await health()).status === 'ok');
    const after = await health();
    expect(after.projections.error).toBeNull();
    expect(after.projections.each.every((projection: { lag: number; error: string | null; attempts: number }) => projection.lag === 0 && projection.error === null && projection.attempts === 0)).toBe(true);
  }, 20_000);

  it('refuses an unknown projection with 404', async () => {
    const response = await call('PUT', '/api/testing/projections/nope/fault', { message: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No projection named nope');
  });
});

describe('a full disk (SQLite answers SQLITE_FULL)', () => {
  it('answers 503 with a clear message and stores nothing of the command; a retry succeeds once space is back', async () => {
    const csv = brokerCsv(300);
    const before = await head();
    expect((await call('PUT', '/api/testing/event-store/space', { freePages: 2 })).statusCode).toBe(200);

    // 300 rows are one append (the purchases of held symbols carried together): far more than two pages.
    const refused = await call('POST', '/api/investments/import-csv', { csv, listId }, { 'idempotency-key': 'import-1' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ error: 'Service Unavailable', message: STORAGE_FULL_MESSAGE });
    expect(await head()).toBe(before);

    // Small commands fill the last pages, then are refused the same way, each whole or not at all.
    const answers: number[] = [];
    for (let i = 0; i < 200 && !answers.includes(503); i += 1) answers.push((await buy('MSFT', `buy-${i}`)).statusCode);
    expect(answers.at(-1)).toBe(503);
    expect(answers.slice(0, -1).every((status) => status === 201)).toBe(true);
    const stored = await events.readAll({ after: before, maxCount: 10_000 });
    expect(stored.length).toBe(answers.length - 1);

    expect((await call('PUT', '/api/testing/event-store/space', { freePages: null })).statusCode).toBe(200);
    const beforeRetry = await head();
    const retried = await call('POST', '/api/investments/import-csv', { csv, listId }, { 'idempotency-key': 'import-1' });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.json().successful).toBe(300);
    // The import is one append: every event written by it carries the same metadata.
    const imported = await events.readAll({ after: beforeRetry, maxCount: 10_000 });
    const purchases = (event: (typeof imported)[number]) => (event.type === 'PositionsIncreased' ? (event.data as { purchases: unknown[] }).purchases.length : 1);
    expect(imported.reduce((sum, event) => sum + purchases(event), 0)).toBe(300);
    expect(new Set(imported.map((event) => JSON.stringify(event.metadata))).size).toBe(1);
    expect((await health()).status).toBe('ok');
  }, 30_000);
});
