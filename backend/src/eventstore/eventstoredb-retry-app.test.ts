/**
 * The app on the EventStoreDB adapter (in-memory model of the server): a purchase stored but never
 * answered (the app killed in between), retried with the same Idempotency-Key on a restarted app
 * after another purchase, is stored once. The same story as platform/idempotency-after-crash.test.ts
 * on the embedded store.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { EventStoreDbEventStore } from './eventstoredb.ts';
import { FakeEventStoreDbClient } from './eventstoredb.fake.ts';

let app: TestApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('a purchase retried after a crash, on EventStoreDB', () => {
  it('is stored once, whatever was appended to the book in between', async () => {
    const server = new FakeEventStoreDbClient();
    const dir = mkdtempSync(join(tmpdir(), 'folio-esdb-retry-'));
    const open = () =>
      createTestApp({ stores: { events: new EventStoreDbEventStore(server.asClient()), readStore: EmbeddedReadStore.open(join(dir, 'read-models.sqlite')) } });
    app = await open();
    const { token } = await app.signUp('crash@example.com');
    const buy = (quantity: number, key: string) =>
      app!.request('POST', '/api/investments/stock', {
        token,
        body: { symbol: 'AAPL', quantity, purchasePrice: 100, purchaseDate: '2024-01-02' },
        headers: { 'idempotency-key': key },
      });

    expect((await buy(5, 'first')).statusCode).toBe(201);
    // The crash: the append is durable, the stored answer is not.
    await app.stores.readStore.collection('idempotency').deleteMany({});
    await app.close();
    app = await open();
    expect((await buy(3, 'second')).statusCode).toBe(201);
    const retried = await buy(5, 'first');
    expect(retried.statusCode).toBe(201);
    expect(retried.json().quantity).toBe(8);

    const events = await app.stores.events.readAll({ after: null, maxCount: 1000 });
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    const holdings = (await app.request('GET', '/api/investments/fast', { token })).json();
    expect(holdings.map((item: { symbol: string; quantity: number }) => [item.symbol, item.quantity])).toEqual([['AAPL', 8]]);
  });
});
