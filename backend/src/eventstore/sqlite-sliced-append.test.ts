import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyChain } from './hash-chain.ts';
import type { RecordedEvent } from './port.ts';
import { SqliteEventStore } from './sqlite.ts';
import { newEvent, rejection, streamName } from './event-store.test-support.ts';

const many = (count: number, data: (index: number) => unknown = (index) => ({ symbol: 'ACME', index })) =>
  Array.from({ length: count }, (_, index) => newEvent('PositionOpened', data(index)));

describe('SQLite store: a large append written in slices', () => {
  let dir: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'folio-sliced-'));
    store = SqliteEventStore.open(join(dir, 'events.sqlite'), { slicedAbove: 1000 });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the event loop turns, shows readers nothing of it until it is whole, and keeps other appends out of its run of positions', async () => {
    const before = streamName();
    await store.append(before, [newEvent()], 'no_stream');
    const big = streamName();
    const events = many(30_000);
    let ticks = 0;
    const seenMeanwhile: number[] = [];
    const ticker = setInterval(() => {
      ticks += 1;
      void store.readStream(big).then((stored) => seenMeanwhile.push(stored.length));
    }, 1);
    const appending = store.append(big, events, 'no_stream');
    // Another stream's command arrives while the large append is being written.
    const small = streamName();
    const smallAppend = store.append(small, [newEvent()], 'no_stream');
    const result = await appending;
    const smallResult = await smallAppend;
    clearInterval(ticker);

    expect(ticks).toBeGreaterThan(0);
    expect(seenMeanwhile.length).toBeGreaterThan(0);
    expect(seenMeanwhile.every((count) => count === 0 || count === events.length)).toBe(true);
    const stored = await store.readStream(big);
    expect(stored.map((event) => event.id)).toEqual(events.map((event) => event.id));
    expect(result).toEqual({ nextRevision: events.length - 1, position: stored.at(-1)!.position });
    // One run of positions; the other command went before it (while it was being encoded) or after.
    expect(stored.at(-1)!.position - stored[0]!.position).toBe(events.length - 1);
    expect(smallResult.position < stored[0]!.position || smallResult.position > result.position).toBe(true);
    expect((await verifyChain(store)).ok).toBe(true);
  });

  it('has the log copied into the database file by the checkpointer thread after the append', async () => {
    const path = join(dir, 'events.sqlite');
    const before = statSync(path).size;
    await store.append(streamName(), many(20_000, (index) => ({ index, note: 'x'.repeat(100) })), 'no_stream');
    // The COMMIT left the events in the write-ahead log; the checkpointer moves them shortly after.
    const deadline = Date.now() + 10_000;
    while (statSync(path).size < before + 2_000_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(statSync(path).size).toBeGreaterThan(before + 2_000_000);
    expect(await store.readStream((await store.readAll({ after: null, maxCount: 1 }))[0]!.streamId)).toHaveLength(20_000);
  });

  it('reads each full page once for all subscribers following the log, and gives each every event once', async () => {
    const stream = streamName();
    await store.append(stream, many(2_500), 'no_stream');
    const seen: RecordedEvent[][][] = [[], []];
    const subscriptions = seen.map((pages) => store.subscribeToAll({ after: null, onEvents: (page) => void pages.push(page) }));
    const deadline = Date.now() + 5_000;
    while (seen.some((pages) => pages.flat().length < 2_500) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    for (const pages of seen) expect(pages.flat().map((event) => event.revision)).toEqual([...Array(2_500).keys()]);
    // The two full pages are the very same decoded events; the last, partial page is read by each.
    expect(seen[1]![0]).toBe(seen[0]![0]);
    expect(seen[1]![1]).toBe(seen[0]![1]);
  });

  it("slices an append of a few large events too (an import's PositionsIncreased), and pages them by size", async () => {
    // 60 events of ~100 KB: far below slicedAbove in number, 6 MB of data.
    const purchases = (index: number) => Array.from({ length: 1_000 }, (_, n) => ({ positionId: `p${n % 7}`, symbol: 'ACME', lot: { lotId: `l${index}-${n}`, quantity: n, price: 100.25, date: '2024-01-02' } }));
    const events = Array.from({ length: 60 }, (_, index) => newEvent('PositionsIncreased', { listId: 'main', purchases: purchases(index) }));
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    const stream = streamName();
    await store.append(stream, events, 'no_stream');
    const pages: RecordedEvent[][] = [];
    const subscription = store.subscribeToAll({ after: null, onEvents: (page) => void pages.push(page) });
    const deadline = Date.now() + 10_000;
    while (pages.flat().length < events.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await subscription.stop();
    clearInterval(ticker);

    expect(ticks).toBeGreaterThan(0);
    expect(pages.flat().map((event) => event.id)).toEqual(events.map((event) => event.id));
    expect(pages.flat()[59]!.data).toEqual(events[59]!.data);
    // A page ends with the event that takes its data past 2 MiB (6 MB here: not one page of all 60).
    const size = (page: RecordedEvent[]) => page.reduce((sum, event) => sum + JSON.stringify(event.data).length, 0);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(size(page.slice(0, -1))).toBeLessThan(2 * 2 ** 20);
    expect((await verifyChain(store)).ok).toBe(true);
  });

  it('hands the subscriptions the rows it stored, as a reader of the file reads them, from any place in the log', async () => {
    await store.append(streamName(), [newEvent()], 'no_stream');
    const stream = streamName();
    const purchases = (index: number) => Array.from({ length: 400 }, (_, n) => ({ positionId: `p${n % 7}`, symbol: 'ACME', lot: { lotId: `l${index}-${n}`, quantity: n / 3, price: 100.25, date: '2024-01-02' } }));
    await store.append(stream, Array.from({ length: 80 }, (_, index) => newEvent('PositionsIncreased', { listId: 'main', purchases: purchases(index) })), 'no_stream');
    // And a command after it: a page that ends with the kept rows is followed by the file's.
    await store.append(streamName(), [newEvent()], 'no_stream');
    const fromFile = SqliteEventStore.open(join(dir, 'events.sqlite'));
    try {
      const head = (await fromFile.headPosition())!;
      for (const after of [null, 1, 2, 41, 80, 81, head]) {
        const readAll = (from: SqliteEventStore) => from.readAll({ after, maxCount: 1000, maxBytes: 2 * 2 ** 20 });
        expect(await readAll(store)).toEqual(await readAll(fromFile));
      }
      // Followed to the end, page by page: every event once, equal to the file's.
      const followed: RecordedEvent[] = [];
      for (let after: number | null = null; ; ) {
        const page = await store.readAll({ after, maxCount: 1000, maxBytes: 2 * 2 ** 20 });
        if (page.length === 0) break;
        followed.push(...page);
        after = page.at(-1)!.position;
      }
      expect(followed).toEqual(await fromFile.readAll({ after: null, maxCount: 1000 }));
      expect(followed).toHaveLength(82);
    } finally {
      await fromFile.close();
    }
  });

  it('stores none of it when writing fails part way, and the store goes on', async () => {
    const stream = streamName();
    const events = many(5_000, (index) => (index === 4_321 ? { amount: 10n } : { index }));
    await expect(store.append(stream, events, 'no_stream')).rejects.toThrow(/BigInt/);
    expect(await store.readStream(stream)).toEqual([]);
    expect(await store.headPosition()).toBeNull();
    await store.append(stream, many(3), 'no_stream');
    expect(await store.readStream(stream)).toHaveLength(3);
    expect((await verifyChain(store)).ok).toBe(true);
  });

  it('refuses it whole on a full disk (the main connection\'s page limit), and stores it once space is back', async () => {
    const db = store.database;
    const pages = (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
    db.prepare(`PRAGMA max_page_count = ${pages + 5}`).get();
    const stream = streamName();
    const events = many(5_000, (index) => ({ index, note: 'x'.repeat(100) }));
    await expect(store.append(stream, events, 'no_stream')).rejects.toThrow(/full/i);
    expect(await store.readStream(stream)).toEqual([]);
    db.prepare('PRAGMA max_page_count = 1073741823').get();
    await store.append(stream, events, 'no_stream');
    expect(await store.readStream(stream)).toHaveLength(5_000);
  });

  it('recognises a retried large append (same ids) and refuses a stale expected revision', async () => {
    const stream = streamName();
    const events = many(3_000);
    const first = await store.append(stream, events, 'no_stream');
    expect(await store.append(stream, events, 'no_stream')).toEqual(first);
    expect(await rejection(store.append(stream, many(3_000), 'no_stream'))).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 2_999 });
    expect(await store.readStream(stream)).toHaveLength(3_000);
  });

  it('leaves nothing of an append whose process is killed (SIGKILL) before it is committed', async () => {
    const path = join(dir, 'killed.sqlite');
    const stream = streamName();
    // A child process appends 200k events in slices and says when it is part way through.
    const script = `
      import { SqliteEventStore } from ${JSON.stringify(new URL('./sqlite.ts', import.meta.url).pathname)};
      const store = SqliteEventStore.open(${JSON.stringify(path)});
      store.appendSync('other', [{ id: 'first', type: 'Noted', data: {}, metadata: { occurredAt: 'x' } }], 'no_stream');
      const events = Array.from({ length: 200000 }, (_, i) => ({ id: 'e' + i, type: 'Noted', data: { i, text: 'x'.repeat(200) }, metadata: { occurredAt: 'x' } }));
      setTimeout(() => process.stdout.write('writing\\n'), 20);
      await store.append(${JSON.stringify(stream)}, events, 'no_stream');
      process.stdout.write('committed\\n');
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let said = '';
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('writing')) {
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    await new Promise((resolve) => child.once('exit', resolve));
    expect(said).not.toContain('committed');
    const reopened = SqliteEventStore.open(path);
    try {
      expect(await reopened.readStream(stream)).toEqual([]);
      expect(await reopened.readStream('other')).toHaveLength(1);
      expect((await verifyChain(reopened)).ok).toBe(true);
    } finally {
      await reopened.close();
    }
  });
});
