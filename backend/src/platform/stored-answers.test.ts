/**
 * Stored idempotent answers last a day: the hourly job drops older ones (at start, the plugin
 * does), a retry within the day is answered from the stored answer, one after it runs again.
 * On the embedded store's file, the day-old ones are found through an index on `storedAt`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { keptOnDisk } from '../stores.ts';
import { systemRuntime, type Runtime } from '../shared/runtime.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { IDEMPOTENCY_COLLECTION, STORED_ANSWERS_JOB } from './idempotency.ts';

const HOUR = 3_600_000;
let app: TestApp | null = null;
let dir: string | null = null;
afterEach(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  app = null;
  dir = null;
});

function movableClock(start: string): Runtime & { advance(ms: number): void } {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), newId: systemRuntime.newId, advance: (ms) => (now += ms) };
}

describe('stored idempotent answers', () => {
  it('are dropped by the hourly job once a day old, on the store files the server uses', async () => {
    dir = mkdtempSync(join(tmpdir(), 'folio-stored-answers-'));
    const clock = movableClock('2026-03-02T09:00:00Z');
    const open = () =>
      createTestApp({
        runtime: clock,
        stores: { events: SqliteEventStore.open(join(dir!, 'events.sqlite')), readStore: EmbeddedReadStore.open(join(dir!, 'read-models.sqlite'), { onDisk: keptOnDisk }) },
      });
    app = await open();
    const { token } = await app.signUp('retry@example.com');
    const buy = (key: string) =>
      app!.request('POST', '/api/investments/stock', {
        token,
        body: { symbol: 'AAPL', quantity: 1, purchasePrice: 100, purchaseDate: '2024-01-02' },
        headers: { 'idempotency-key': key },
      });
    const stored = () => app!.stores.readStore.collection(IDEMPOTENCY_COLLECTION).count({});

    expect((await buy('early')).statusCode).toBe(201);
    clock.advance(20 * HOUR);
    expect((await buy('later')).statusCode).toBe(201);
    // Into the file (a restart flushes), so the sweep reads them through the file's index.
    await app.close();
    app = await open();
    expect(await stored()).toBe(2);
    expect((await buy('early')).headers['idempotent-replayed']).toBe('true');

    clock.advance(5 * HOUR); // 'early' is 25 hours old, 'later' 5
    expect(await app.background.scheduler.runNow(STORED_ANSWERS_JOB)).toBe('succeeded');
    expect(await stored()).toBe(1);
    expect((await buy('later')).headers['idempotent-replayed']).toBe('true');
    const again = await buy('early');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    // Decided again, not replayed; its event ids derive from the key, which the log already holds: nothing is bought twice.
    expect(again.json().quantity).toBe(2);
  });
});
