/**
 * The embedded store writes a large set of changed documents (a 100k-row import's projection
 * batches) in slices: other work runs in between, and everything, checkpoint included, is on
 * disk afterwards.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { EmbeddedReadStore } from './embedded.ts';
import { INSERT_RUN, insertRunEnd, RUN_CHARACTERS } from './log-runs.ts';
import type { MemoryCollection } from './memory-collection.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'folio-flush-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('writes 30,000 changed documents in slices, with event-loop turns, and keeps them and the checkpoint', async () => {
  const path = join(dir, 'read-models.sqlite');
  const store = EmbeddedReadStore.open(path);
  type Row = { _id: string; _position?: number; n: number; text: string };
  const rows = store.collection<Row>('rows') as MemoryCollection<Row>;
  // A first checkpoint makes the store busy (flushed just now), so the next changes wait for a timed flush.
  await store.saveCheckpoint('rows', 0);
  for (let n = 0; n < 30_000; n++) await rows.putIfNewer({ _id: `row-${n}`, n, text: 'x'.repeat(100) }, n + 1);
  await store.saveCheckpoint('rows', 30_000);
  // What another connection sees on disk: the checkpoint arrives with the documents, in one commit.
  const disk = new DatabaseSync(path, { readOnly: true });
  const onDisk = () => disk.prepare("SELECT position FROM checkpoints WHERE name = 'rows'").get() as { position: number } | undefined;
  // A turn in the middle of the flush: the changes are taken (being written) and not yet committed.
  let turnsMidFlush = 0;
  const started = performance.now();
  while (performance.now() - started < 10_000 && onDisk()?.position !== 30_000) {
    if (rows.changeCount === 0) turnsMidFlush += 1;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  expect(onDisk()?.position).toBe(30_000);
  expect((disk.prepare("SELECT COUNT(DISTINCT id) AS n FROM document_log WHERE collection = 'rows'").get() as { n: number }).n).toBe(30_000);
  disk.close();
  expect(turnsMidFlush).toBeGreaterThan(0);
  await store.close();

  const reopened = EmbeddedReadStore.open(path);
  expect(await reopened.getCheckpoint('rows')).toBe(30_000);
  expect(await reopened.collection('rows').count({})).toBe(30_000);
  expect(await reopened.collection<{ _id: string; n: number }>('rows').findOne({ _id: 'row-29999' })).toMatchObject({ n: 29_999 });
  await reopened.close();
});

it("has a large flush's write-ahead log copied into the database file (by the checkpointer thread) and closes with it", async () => {
  const path = join(dir, 'read-models.sqlite');
  const store = EmbeddedReadStore.open(path);
  const rows = store.collection<{ _id: string; _position?: number; text: string }>('rows');
  await store.saveCheckpoint('rows', 0);
  for (let n = 0; n < 20_000; n++) await rows.putIfNewer({ _id: `row-${n}`, text: 'x'.repeat(300) }, n + 1); // ~6 MB
  await store.saveCheckpoint('rows', 20_000);
  const size = () => statSync(path).size;
  const before = size();
  const deadline = Date.now() + 10_000;
  while (size() < before + 5_000_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(size()).toBeGreaterThan(before + 5_000_000);
  // Later small flushes go on (the store's own commits checkpoint again once the thread is done).
  await rows.putIfNewer({ _id: 'row-late', text: 'y' }, 20_001);
  await store.saveCheckpoint('rows', 20_001);
  await store.close();
  const reopened = EmbeddedReadStore.open(path);
  expect(await reopened.collection('rows').count({})).toBe(20_001);
  await reopened.close();
});

/** A store just flushed (so the next flushes are timed), and its checkpoint as another connection reads it from the file. */
async function busyStore() {
  const path = join(dir, 'read-models.sqlite');
  const store = EmbeddedReadStore.open(path);
  const rows = store.collection<{ _id: string; _position?: number; n: number }>('rows');
  await store.saveCheckpoint('rows', 0);
  const disk = new DatabaseSync(path, { readOnly: true });
  const onDisk = () => (disk.prepare("SELECT position FROM checkpoints WHERE name = 'rows'").get() as { position: number }).position;
  return { store, rows, disk, onDisk };
}

it('waits for writes to pause before a large timed flush (a projection catching up), yet writes at least every two seconds', async () => {
  const { store, rows, disk, onDisk } = await busyStore();
  // Writes without a pause for 2.6 s, thousands of documents, as the projection of a large import's pages does.
  const started = performance.now();
  const flushesSeen = new Set<number>();
  let n = 0;
  while (performance.now() - started < 2600) {
    n += 1;
    await rows.putIfNewer({ _id: `row-${n % 5000}`, n }, n);
    await store.saveCheckpoint('rows', n);
    if (onDisk() > 0) flushesSeen.add(onDisk());
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Not every 250 ms (ten flushes) as under short bursts: once, by the two-second bound (one more
  // if the machine stalls this loop for a pause's length).
  expect(flushesSeen.size).toBeGreaterThanOrEqual(1);
  expect(flushesSeen.size).toBeLessThanOrEqual(3);
  expect(onDisk()).toBeLessThan(n);
  // Once the writes pause, the rest follows.
  const deadline = performance.now() + 5000;
  while (onDisk() !== n && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(onDisk()).toBe(n);
  disk.close();
  await store.close();
});

it('keeps flushing every 250 ms under a steady stream of small changes (many users, a few documents each)', async () => {
  const { store, rows, disk, onDisk } = await busyStore();
  const flushesSeen = new Set<number>();
  const started = performance.now();
  for (let n = 1; performance.now() - started < 1300; n++) {
    await rows.putIfNewer({ _id: `row-${n % 100}`, n }, n);
    await store.saveCheckpoint('rows', n);
    if (onDisk() > 0) flushesSeen.add(onDisk());
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  expect(flushesSeen.size).toBeGreaterThanOrEqual(3);
  disk.close();
  await store.close();
});

it('inserts a flush in runs of at most 200 rows and about 256 KB of documents (a position with hundreds of lots is ~60 KB)', () => {
  const rowsOf = (count: number, characters: number) => Array.from({ length: count }, (_, n) => ['positions', `p-${n}`, 'x'.repeat(characters)]).flat();
  expect(INSERT_RUN).toBe(200);
  expect(RUN_CHARACTERS).toBe(256 * 1024);
  // Small documents: INSERT_RUN rows (3 values each) a run.
  expect(insertRunEnd(rowsOf(500, 100), 0)).toBe(200 * 3);
  expect(insertRunEnd(rowsOf(500, 100), 400 * 3)).toBe(500 * 3);
  // 60 KB documents: the run ends with the row that reaches 256 KB (5 rows), not after 200 (12 MB).
  expect(insertRunEnd(rowsOf(200, 60_000), 0)).toBe(5 * 3);
  // A document larger than a run still goes, alone; a deletion (null body) counts nothing.
  expect(insertRunEnd(rowsOf(3, 1_000_000), 3)).toBe(2 * 3);
  expect(insertRunEnd(['positions', 'gone', null, 'positions', 'p', 'x'], 0)).toBe(2 * 3);
});
