import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyChain } from './hash-chain.ts';
import { SqliteEventStore } from './sqlite.ts';
import { DataStaging, sweepStagedData } from './sqlite-staged-data.ts';
import { newEvent, rejection, streamName } from './event-store.test-support.ts';

/** `count` PositionsIncreased of 500 purchases each (~45 KB of data apiece: staged). */
const imported = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    newEvent('PositionsIncreased', {
      listId: 'main',
      purchases: Array.from({ length: 500 }, (_, n) => ({ positionId: `p${n % 9}`, symbol: 'ACME', lot: { lotId: `l${index}-${n}`, quantity: n + 1, price: 100.25, date: '2024-01-02' } })),
    }),
  );

describe('SQLite store: large event data written ahead of its append', () => {
  let dir: string;
  let path: string;
  let store: SqliteEventStore;
  const count = (sql: string) => (store.database.prepare(sql).get() as { n: number }).n;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'folio-staged-'));
    path = join(dir, 'events.sqlite');
    store = SqliteEventStore.open(path);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("stores an import's data ahead, reads it back as appended, and lets another command in while it is written", async () => {
    const big = streamName();
    const events = imported(150);
    let small: { position: number; before: boolean } | null = null;
    let bigDone = false;
    const ticker = setInterval(() => {
      // The first moment some data is staged and the import is not yet stored: another user's command.
      if (small !== null || count('SELECT COUNT(*) AS n FROM staged_data') === 0) return;
      small = { position: -1, before: false };
      void store.append(streamName(), [newEvent()], 'no_stream').then((result) => (small = { position: result.position, before: !bigDone }));
    }, 1);
    const result = await store.append(big, events, 'no_stream');
    bigDone = true;
    await new Promise((resolve) => setTimeout(resolve, 20));
    clearInterval(ticker);

    const stored = await store.readStream(big);
    expect(stored.map((event) => event.data)).toEqual(events.map((event) => event.data));
    expect(result.position).toBe(stored.at(-1)!.position);
    // The data is in staged_data, the events name it.
    expect(count("SELECT COUNT(*) AS n FROM events WHERE staged IS NOT NULL AND data = ''")).toBe(150);
    expect(count('SELECT COUNT(*) AS n FROM staged_data')).toBe(150);
    // The other command was answered before the import, and stored before its events.
    expect(small).not.toBeNull();
    expect(small!.before).toBe(true);
    expect(small!.position).toBeLessThan(stored[0]!.position);
    // A reader of the file, and the chain, see the same data.
    const fromFile = SqliteEventStore.open(path);
    try {
      expect(await fromFile.readAll({ after: null, maxCount: 1000 })).toEqual(await store.readAll({ after: null, maxCount: 1000, maxBytes: 2 ** 30 }));
    } finally {
      await fromFile.close();
    }
    expect((await verifyChain(store)).ok).toBe(true);
  });

  it('drops the staged data of an append that is refused or was already stored', async () => {
    const stream = streamName();
    const events = imported(40);
    await store.append(stream, events, 'no_stream');
    expect(count('SELECT COUNT(*) AS n FROM staged_data')).toBe(40);
    // A retry (same ids) stores nothing again; a stale expected revision is refused.
    await store.append(stream, events, 'no_stream');
    expect(await rejection(store.append(stream, imported(40), 'no_stream'))).toMatchObject({ name: 'WrongExpectedRevisionError' });
    expect(count('SELECT COUNT(*) AS n FROM staged_data')).toBe(40);
    expect(await store.readStream(stream)).toHaveLength(40);
  });

  it('refuses an import whole on a full disk, staged data included, and stores it once space is back', async () => {
    const db = store.database;
    const pages = (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
    db.prepare(`PRAGMA max_page_count = ${pages + 200}`).get();
    const stream = streamName();
    const events = imported(60);
    await expect(store.append(stream, events, 'no_stream')).rejects.toThrow(/full/i);
    expect(await store.readStream(stream)).toEqual([]);
    expect(count('SELECT COUNT(*) AS n FROM staged_data')).toBe(0);
    db.prepare('PRAGMA max_page_count = 1073741823').get();
    await store.append(stream, events, 'no_stream');
    expect(await store.readStream(stream)).toHaveLength(60);
  });

  it('refuses an import whose store is closed while its data is being staged, and the file opens whole', async () => {
    const stream = streamName();
    const appending = store.append(stream, imported(150), 'no_stream').then(() => 'stored', (error: Error) => error.message);
    while (count('SELECT COUNT(*) AS n FROM staged_data') === 0) await new Promise((resolve) => setImmediate(resolve));
    await store.close();
    expect(await appending).toMatch(/not open/i);
    store = SqliteEventStore.open(path);
    expect(await store.readStream(stream)).toEqual([]);
    expect((await verifyChain(store)).ok).toBe(true);
  });

  it('sweeps at start only data no event names that is older than a minute (a crash between staging and append)', async () => {
    await store.append(streamName(), imported(5), 'no_stream');
    const db = store.database;
    const insert = db.prepare('INSERT INTO staged_data (data, staged_at) VALUES (?, ?)');
    insert.run('{"orphan":"old"}', Date.now() - 120_000);
    insert.run('{"orphan":"young"}', Date.now());
    await store.close();
    store = SqliteEventStore.open(path);
    const left = store.database.prepare('SELECT data FROM staged_data ORDER BY id').all() as { data: string }[];
    expect(left).toHaveLength(6);
    expect(left.at(-1)!.data).toBe('{"orphan":"young"}');
    expect(sweepStagedData(store.database, Date.now() + 120_000)).toBe(1);
    expect((await verifyChain(store)).ok).toBe(true);
  });

  it('knows when staged rows are gone before the append that names them', () => {
    const db = new DatabaseSync(join(dir, 'events.sqlite'));
    try {
      const staging = new DataStaging(db);
      const ids = [null, null];
      staging.stageRun(['{}', 'x'.repeat(20_000)], 0, ids);
      expect(ids[0]).toBeNull();
      expect(staging.allThere(ids)).toBe(true);
      staging.drop(ids);
      expect(staging.allThere(ids)).toBe(false);
    } finally {
      db.close();
    }
  });

  it('opens a log written before staging existed and reads it as before', async () => {
    await store.close();
    const oldPath = join(dir, 'old.sqlite');
    const old = new DatabaseSync(oldPath);
    old.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY, stream_id TEXT NOT NULL, revision INTEGER NOT NULL, event_id TEXT NOT NULL,
      type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL) STRICT;
      INSERT INTO events (stream_id, revision, event_id, type, data, metadata) VALUES ('book-1', 0, 'e1', 'Noted', '{"a":1}', '{"occurredAt":"x"}');`);
    old.close();
    store = SqliteEventStore.open(oldPath);
    expect((await store.readStream('book-1'))[0]!.data).toEqual({ a: 1 });
    await store.append('book-1', imported(3), 0);
    expect(await store.readStream('book-1')).toHaveLength(4);
    expect((await verifyChain(store)).ok).toBe(true);
  });
});
