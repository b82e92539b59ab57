/**
 * A command stored but never answered (the server was killed between the append and the stored
 * answer), then retried by the client with the same Idempotency-Key on the restarted server, after
 * other commands moved the stream on: it must be stored once, not decided and appended again.
 * Found by the fault suite (`npm run soak`, kill -9 during a burst). Run on the embedded store and
 * on the EventStoreDB adapter (over the in-memory model of the server).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../eventstore/sqlite.ts';
import { EventStoreDbEventStore } from '../eventstore/eventstoredb.ts';
import { FakeEventStoreDbClient } from '../eventstore/eventstoredb.fake.ts';
import type { EventStore } from '../eventstore/port.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp | null = null;
let dir: string | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

/** Event stores that outlive an app in `dir`: the log survives the crash, as a server's does. */
const adapters: [string, () => (dir: string) => EventStore][] = [
  ['the embedded store', () => (dir) => SqliteEventStore.open(join(dir, 'events.sqlite'))],
  [
    'EventStoreDB',
    () => {
      const server = new FakeEventStoreDbClient();
      return () => new EventStoreDbEventStore(server.asClient());
    },
  ],
];

describe.each(adapters)('a command retried after a crash lost its answer, on %s', (_name, eventStore) => {
  it('is stored once, whatever was appended to the stream in between', async () => {
    dir = mkdtempSync(join(tmpdir(), 'folio-idempotency-crash-'));
    const storeIn = eventStore();
    const open = (dir: string) => createTestApp({ stores: { events: storeIn(dir), readStore: EmbeddedReadStore.open(join(dir, 'read-models.sqlite')) } });
    app = await open(dir);
    const { token } = await app.signUp('crash@example.com');
    const buy = (quantity: number, key: string) =>
      app!.request('POST', '/api/investments/stock', {
        token,
        body: { symbol: 'AAPL', quantity, purchasePrice: 100, purchaseDate: '2024-01-02' },
        headers: { 'idempotency-key': key },
      });

    expect((await buy(5, 'first')).statusCode).toBe(201);
    // The crash: the append is durable, the stored answer is not (it is written after the append).
    await app.stores.readStore.collection('idempotency').deleteMany({});
    await app.close();
    app = await open(dir);
    // The client's other requests go on first, then it retries the unanswered one.
    expect((await buy(3, 'second')).statusCode).toBe(201);
    const retried = await buy(5, 'first');
    expect(retried.statusCode).toBe(201);
    expect(retried.json().quantity).toBe(8);

    const events = await app.stores.events.readAll({ after: null, maxCount: 1000 });
    const ids = events.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    const holdings = (await app.request('GET', '/api/investments/fast', { token })).json();
    expect(holdings.map((item: { symbol: string; quantity: number }) => [item.symbol, item.quantity])).toEqual([['AAPL', 8]]);

    // The cached state was not corrupted by the recognised retry: the next command decides on 8 shares.
    const sold = await app.request('POST', '/api/investments/sell-position', {
      token,
      body: { portfolioId: holdings[0].id, quantity: 8, price: 120 },
      headers: { 'idempotency-key': 'sell' },
    });
    expect(sold.statusCode).toBe(200);
    const oversell = await app.request('POST', '/api/investments/sell-position', { token, body: { portfolioId: holdings[0].id, quantity: 1, price: 120 } });
    expect(oversell.statusCode).toBe(400);
  });
});
