import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DiskCollection } from './disk-collection.ts';
import { EmbeddedReadStore, type EmbeddedReadStoreOptions } from './embedded.ts';
import type { Doc, ReadStore } from './port.ts';
import { readStoreContract } from './read-store.contract.ts';

function onFiles(options: EmbeddedReadStoreOptions) {
  return async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-read-models-'));
    const path = join(dir, 'read-models.sqlite');
    let current: ReadStore = EmbeddedReadStore.open(path, options);
    return {
      store: current,
      reopen: async () => {
        await current.close();
        current = EmbeddedReadStore.open(path, options);
        return current;
      },
      cleanup: async () => {
        await current.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  };
}

readStoreContract('embedded', onFiles({}));
// The same promises when every collection is kept in the file instead of in memory.
readStoreContract('embedded, collections on disk', onFiles({ onDisk: () => true }));

describe('collections kept on disk', () => {
  interface Answer extends Doc {
    body: string;
  }
  let dir: string;
  let path: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'folio-read-models-'));
    path = join(dir, 'read-models.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const onDisk = (name: string) => name === 'answers';
  const rowsIn = (table: string, collection: string) => {
    const db = new DatabaseSync(path, { readOnly: true });
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE collection = ?`).get(collection) as { n: number };
    db.close();
    return n;
  };

  it('hold in memory only what the last flush has not written, and read the rest from the file', async () => {
    const store = EmbeddedReadStore.open(path, { onDisk });
    const answers = store.collection<Answer>('answers') as DiskCollection<Answer>;
    for (let n = 0; n < 500; n++) await answers.upsert({ _id: `a${n}`, body: 'x'.repeat(2000) });
    await store.collection('positions').upsert({ _id: 'p1' });
    expect(answers.pendingCount).toBe(500);
    await store.saveCheckpoint('portfolio', 1);
    await new Promise((resolve) => setTimeout(resolve, 400)); // the next timed flush
    expect(answers.pendingCount).toBe(0);
    expect(rowsIn('kept_documents', 'answers')).toBe(500);
    expect(rowsIn('document_log', 'answers')).toBe(0);
    expect(await answers.findOne({ _id: 'a42' })).toEqual({ _id: 'a42', body: 'x'.repeat(2000) });
    expect(await answers.findOne({ _id: 'nobody' })).toBeNull();
    // A write after the flush is read back before it reaches the file, and a deletion too.
    await answers.upsert({ _id: 'a42', body: 'newer' });
    await answers.deleteIfNewer('a7', 1);
    expect((await answers.findOne({ _id: 'a42' }))?.body).toBe('newer');
    expect(await answers.findOne({ _id: 'a7' })).toBeNull();
    expect(await answers.count({})).toBe(499);
    await store.close();

    const reopened = EmbeddedReadStore.open(path, { onDisk });
    const again = reopened.collection<Answer>('answers');
    expect((await again.findOne({ _id: 'a42' }))?.body).toBe('newer');
    expect(await again.findOne({ _id: 'a7' })).toBeNull();
    expect(await again.count({})).toBe(499);
    await reopened.close();
  });

  it('read a range on an indexed field from the file in pages, ties across pages included', async () => {
    interface Stamped extends Doc {
      at: number | string;
    }
    const store = EmbeddedReadStore.open(path, { onDisk });
    const answers = store.collection<Stamped>('answers');
    // 4,500 documents, a thousand to a value (pages are 500 ids: a page of one value), and text that a number never matches.
    for (let n = 0; n < 4500; n++) await answers.upsert({ _id: `a${n}`, at: Math.floor(n / 1000) });
    for (let n = 0; n < 10; n++) await answers.upsert({ _id: `t${n}`, at: `${n}` });
    await store.close();
    const reopened = EmbeddedReadStore.open(path, { onDisk });
    const again = reopened.collection<Stamped>('answers');
    await again.createIndex(['at']);
    await again.upsert({ _id: 'a10', at: 9 }); // not yet in the file: it counts over the file's
    expect(await again.deleteMany({ at: { $lt: 3 } })).toBe(2999);
    expect(await again.count({ at: { $gte: 0 } })).toBe(1501);
    expect(await again.findOne({ _id: 'a10' })).toEqual({ _id: 'a10', at: 9 });
    expect(await again.count({})).toBe(1511);
    await reopened.close();
    expect(rowsIn('kept_documents', 'answers')).toBe(1511);
  });

  it('a write that a crash kept from the file is gone, as in the other collections', async () => {
    const store = EmbeddedReadStore.open(path, { onDisk });
    await store.collection<Answer>('answers').upsert({ _id: 'kept', body: 'one' });
    await store.close();
    const crashing = EmbeddedReadStore.open(path, { onDisk });
    await crashing.collection<Answer>('answers').upsert({ _id: 'lost', body: 'two' });
    crashing.abandon();
    const reopened = EmbeddedReadStore.open(path, { onDisk });
    expect((await reopened.collection<Answer>('answers').find({})).map((doc) => doc._id)).toEqual(['kept']);
    await reopened.close();
  });

  it('are moved out of the document log, once, when a store written before is opened', async () => {
    const before = EmbeddedReadStore.open(path);
    const answers = before.collection<Answer>('answers');
    for (let n = 0; n < 3000; n++) await answers.upsert({ _id: `a${n % 1000}`, body: `v${n}` });
    await answers.deleteMany({ _id: 'a5' });
    await before.collection('positions').upsert({ _id: 'p1' });
    await before.close();
    expect(rowsIn('document_log', 'answers')).toBe(1000); // each id's last write, a5's a deletion

    const after = EmbeddedReadStore.open(path, { onDisk });
    expect(rowsIn('document_log', 'answers')).toBe(0);
    expect(rowsIn('kept_documents', 'answers')).toBe(999);
    expect((await after.collection<Answer>('answers').findOne({ _id: 'a999' }))?.body).toBe('v2999');
    expect(await after.collection<Answer>('answers').findOne({ _id: 'a5' })).toBeNull();
    expect(await after.collection('positions').findOne({ _id: 'p1' })).toEqual({ _id: 'p1' });
    await after.close();
  });
});
