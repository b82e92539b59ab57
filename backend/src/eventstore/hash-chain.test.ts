import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { jsonEvent, NO_STREAM } from '@eventstore/db-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newEvent, streamName } from './event-store.test-support.ts';
import { FakeEventStoreDbClient } from './eventstoredb.fake.ts';
import { CHAIN_STREAM, EventStoreDbEventStore } from './eventstoredb.ts';
import { chainHash, GENESIS_HASH, verifyChain } from './hash-chain.ts';
import { SqliteEventStore } from './sqlite.ts';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'folio-chain-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the link', () => {
  it('is SHA-256 over the previous hash, stream, revision, type, data and metadata', () => {
    // Computed independently: the same bytes through the standard digest.
    const bytes = `["${GENESIS_HASH}","book-1",0,"PositionOpened"]\n{"quantity":10}\n{"occurredAt":"2024-01-02T12:00:00.000Z"}`;
    const reference = createHash('sha256').update(bytes, 'utf8').digest('hex');
    expect(chainHash(GENESIS_HASH, 'book-1', 0, 'PositionOpened', '{"quantity":10}', '{"occurredAt":"2024-01-02T12:00:00.000Z"}')).toBe(reference);
    expect(chainHash(GENESIS_HASH, 'book-1', 1, 'PositionOpened', '{"quantity":10}', '{"occurredAt":"2024-01-02T12:00:00.000Z"}')).not.toBe(reference);
  });

  it("is the same bytes' digest for a large event's data, which is hashed in pieces", () => {
    // ~100 KB with characters UTF-8 encodes in 2 and 3 bytes: an import's PositionsIncreased, with a name in it.
    const data = JSON.stringify({ purchases: Array.from({ length: 1_000 }, (_, n) => ({ lotId: `l${n}`, note: 'Société Générale — 株式', quantity: n })) });
    const metadata = '{"occurredAt":"2024-01-02T12:00:00.000Z"}';
    const reference = createHash('sha256').update(`["${GENESIS_HASH}","book-1",7,"PositionsIncreased"]\n${data}\n${metadata}`, 'utf8').digest('hex');
    expect(data.length).toBeGreaterThan(50_000);
    expect(chainHash(GENESIS_HASH, 'book-1', 7, 'PositionsIncreased', data, metadata)).toBe(reference);
  });
});

/** The events table as the code before the chain created it, with a few events in it. */
function legacyLog(path: string) {
  const db = new DatabaseSync(path);
  db.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY, stream_id TEXT NOT NULL, revision INTEGER NOT NULL, event_id TEXT NOT NULL,
    type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL) STRICT;
    CREATE UNIQUE INDEX events_by_stream ON events (stream_id, revision);`);
  const insert = db.prepare('INSERT INTO events (stream_id, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  for (let n = 0; n < 5; n++) insert.run('book-1', n, `legacy-${n}`, 'CashFlowRecorded', JSON.stringify({ amount: n * 10 }), '{"occurredAt":"2024-01-02T12:00:00.000Z"}');
  db.close();
}

describe('embedded store', () => {
  it('upgrades a log written before the chain once, recording the chain start', async () => {
    const path = join(dir, 'events.sqlite');
    legacyLog(path);
    const store = SqliteEventStore.open(path);
    const start = await store.chainStart();
    expect(start).toMatchObject({ throughPosition: 5, events: 5 });
    await store.append('book-1', [newEvent('CashFlowRecorded', { amount: 60 })], 4);
    const report = await verifyChain(store);
    expect(report).toMatchObject({ ok: true, events: 6, chainStart: start, firstBroken: null });
    await store.close();

    const reopened = SqliteEventStore.open(path);
    expect(await reopened.chainStart()).toEqual(start); // recorded once, not again
    expect((await verifyChain(reopened)).ok).toBe(true);
    await reopened.close();
  });

  it('starts a new log from the genesis hash with no chain start', async () => {
    const store = SqliteEventStore.open(join(dir, 'events.sqlite'));
    await store.append(streamName(), [newEvent()], 'no_stream');
    expect(await store.chainStart()).toBeNull();
    expect(await verifyChain(store)).toMatchObject({ ok: true, events: 1, chainStart: null });
    await store.close();
  });

  it('names the first event changed in the file, and an event removed from it', async () => {
    const path = join(dir, 'events.sqlite');
    const store = SqliteEventStore.open(path);
    await store.append('book-1', [newEvent('PositionOpened', { quantity: 10 }), newEvent('PositionOpened', { quantity: 3 })], 'no_stream');
    await store.append('book-2', [newEvent()], 'no_stream');
    await store.close();

    const db = new DatabaseSync(path);
    db.prepare("UPDATE events SET data = json_set(data, '$.quantity', 11) WHERE stream_id = 'book-1' AND revision = 0").run();
    db.close();
    const tampered = SqliteEventStore.open(path);
    expect((await verifyChain(tampered)).firstBroken).toEqual({ position: 1, streamId: 'book-1', revision: 0, type: 'PositionOpened', reason: 'hash-mismatch' });
    await tampered.close();

    const db2 = new DatabaseSync(path);
    db2.prepare("UPDATE events SET data = json_set(data, '$.quantity', 10) WHERE position = 1").run();
    db2.prepare('DELETE FROM events WHERE position = 2').run();
    db2.close();
    const removed = SqliteEventStore.open(path);
    expect((await verifyChain(removed)).firstBroken).toMatchObject({ position: 3, streamId: 'book-2', reason: 'hash-mismatch' });
    await removed.close();
  });
});

describe('EventStoreDB adapter', () => {
  it('records a ChainStarted event over the events it finds without hashes, then chains from it', async () => {
    const fake = new FakeEventStoreDbClient();
    const legacy = [1, 2, 3].map((n) => jsonEvent({ type: 'CashFlowRecorded', data: { amount: n }, metadata: { occurredAt: '2024-01-02T12:00:00.000Z' } }));
    await fake.appendToStream('book-1', legacy, { expectedRevision: NO_STREAM });
    const store = new EventStoreDbEventStore(fake.asClient());
    expect(await store.chainStart()).toBeNull();

    await store.append('book-1', [newEvent('CashFlowRecorded', { amount: 4 })], 2);
    const start = await store.chainStart();
    expect(start).toMatchObject({ events: 3 });
    const marker = await store.readStream(CHAIN_STREAM);
    expect(marker.map((event) => event.type)).toEqual(['ChainStarted']);
    expect(await verifyChain(store)).toMatchObject({ ok: true, events: 5, chainStart: start });

    // A second process finds the chain already started and continues it.
    const other = new EventStoreDbEventStore(fake.asClient());
    await other.append('book-2', [newEvent()], 'no_stream');
    expect(await other.readStream(CHAIN_STREAM)).toHaveLength(1);
    expect((await verifyChain(other)).ok).toBe(true);
  });
});
