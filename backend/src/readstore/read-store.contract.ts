/**
 * The behaviour every ReadStore adapter must show, run against each of them. Semantics are
 * MongoDB's (the embedded store promises the same), so the cases here are what a projection or a
 * query may rely on whichever store is configured. Collection names are unique per test.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Collection, Doc, Filter, ReadStore, Scalar } from './port.ts';

export interface ReadStoreFixture {
  store: ReadStore;
  /** Closes `store` and opens the same data again. */
  reopen: () => Promise<ReadStore>;
  /** Closes whichever store is current and removes what the fixture created. */
  cleanup: () => Promise<void>;
}

interface Holding extends Doc {
  symbol: string;
  sector?: string | null;
  qty: number;
  price: number;
  active: boolean;
  openedAt: string;
}

const holdings: Holding[] = [
  { _id: 'h1', symbol: 'ACME', sector: 'tech', qty: 10, price: 101.5, active: true, openedAt: '2026-01-05' },
  { _id: 'h2', symbol: 'BOLT', sector: 'energy', qty: 5, price: 20, active: false, openedAt: '2026-02-10' },
  { _id: 'h3', symbol: 'CORE', sector: 'tech', qty: 25, price: 55, active: true, openedAt: '2026-03-15' },
  { _id: 'h4', symbol: 'DUNE', qty: 0, price: 7.25, active: true, openedAt: '2026-04-20' },
  { _id: 'h5', symbol: 'EDGE', sector: null, qty: 5, price: 300, active: false, openedAt: '2026-05-25' },
];

const ids = (docs: Doc[]) => docs.map((d) => d._id);
const sortedIds = (docs: Doc[]) => ids(docs).sort();
const collectionName = () => `holdings_${randomUUID().replaceAll('-', '')}`;

export function readStoreContract(name: string, open: () => Promise<ReadStoreFixture>) {
  describe(`ReadStore contract: ${name}`, () => {
    let fixture: ReadStoreFixture | undefined;
    let store: ReadStore;
    beforeEach(async () => {
      fixture = await open();
      store = fixture.store;
    });
    afterEach(async () => {
      await fixture?.cleanup();
      fixture = undefined;
    });

    async function seeded() {
      const collection = store.collection<Holding>(collectionName());
      for (const holding of holdings) await collection.upsert(holding);
      return collection;
    }

    describe('queries', () => {
      it.each<[string, Filter, string[]]>([
        ['everything', {}, ['h1', 'h2', 'h3', 'h4', 'h5']],
        ['equality on a string', { sector: 'tech' }, ['h1', 'h3']],
        ['equality on a boolean', { active: false }, ['h2', 'h5']],
        ['equality on a number', { qty: 5 }, ['h2', 'h5']],
        ['several fields at once', { sector: 'tech', active: true, qty: 25 }, ['h3']],
        ['$in', { symbol: { $in: ['ACME', 'DUNE', 'NOPE'] } }, ['h1', 'h4']],
        ['$ne on a boolean', { active: { $ne: true } }, ['h2', 'h5']],
        ['$gt', { price: { $gt: 55 } }, ['h1', 'h5']],
        ['$gte', { price: { $gte: 55 } }, ['h1', 'h3', 'h5']],
        ['$lt', { qty: { $lt: 5 } }, ['h4']],
        ['$lte', { qty: { $lte: 5 } }, ['h2', 'h4', 'h5']],
        ['$gte on ISO dates', { openedAt: { $gte: '2026-03-15' } }, ['h3', 'h4', 'h5']],
        ['$lt on strings', { symbol: { $lt: 'C' } }, ['h1', 'h2']],
        ['$exists: true', { sector: { $exists: true } }, ['h1', 'h2', 'h3', 'h5']],
        ['$exists: false', { sector: { $exists: false } }, ['h4']],
        ['nothing', { symbol: 'NOPE' }, []],
      ])('finds by %s', async (_, filter, expected) => {
        const collection = await seeded();
        expect(sortedIds(await collection.find(filter))).toEqual(expected);
        expect(await collection.count(filter)).toBe(expected.length);
      });

      it('treats null and missing fields as MongoDB does', async () => {
        const collection = await seeded();
        expect(sortedIds(await collection.find({ sector: null }))).toEqual(['h4', 'h5']);
        expect(sortedIds(await collection.find({ sector: { $ne: 'tech' } }))).toEqual(['h2', 'h4', 'h5']);
        expect(sortedIds(await collection.find({ sector: { $ne: null } }))).toEqual(['h1', 'h2', 'h3']);
        expect(sortedIds(await collection.find({ sector: { $in: [null, 'energy'] } }))).toEqual(['h2', 'h4', 'h5']);
      });

      it('returns whole documents', async () => {
        const collection = await seeded();
        expect(await collection.findOne({ symbol: 'ACME' })).toEqual(holdings[0]);
        expect(await collection.find({ _id: 'h4' })).toEqual([holdings[3]]);
        expect(await collection.findOne({ symbol: 'NOPE' })).toBeNull();
        expect(await store.collection<Holding>(collectionName()).find({})).toEqual([]);
      });

      it('sorts on one key, both ways', async () => {
        const collection = await seeded();
        expect(ids(await collection.find({}, { sort: { price: 1 } }))).toEqual(['h4', 'h2', 'h3', 'h1', 'h5']);
        expect(ids(await collection.find({}, { sort: { symbol: -1 } }))).toEqual(['h5', 'h4', 'h3', 'h2', 'h1']);
      });

      it('sorts on two keys', async () => {
        const collection = await seeded();
        expect(ids(await collection.find({}, { sort: { qty: 1, price: -1 } }))).toEqual(['h4', 'h5', 'h2', 'h1', 'h3']);
        expect(ids(await collection.find({}, { sort: { active: -1, openedAt: 1 } }))).toEqual(['h1', 'h3', 'h4', 'h2', 'h5']);
      });

      it('skips and limits after sorting', async () => {
        const collection = await seeded();
        const sort = { price: 1 } as const;
        expect(ids(await collection.find({}, { sort, limit: 2 }))).toEqual(['h4', 'h2']);
        expect(ids(await collection.find({}, { sort, skip: 2, limit: 2 }))).toEqual(['h3', 'h1']);
        expect(ids(await collection.find({}, { sort, skip: 4 }))).toEqual(['h5']);
        expect(await collection.find({}, { sort, skip: 10 })).toEqual([]);
        expect(ids(await collection.find({ active: true }, { sort: { price: -1 }, skip: 1, limit: 1 }))).toEqual(['h3']);
      });
    });

    describe('writes', () => {
      it('upsert inserts, then replaces the whole document', async () => {
        const collection = store.collection<Holding>(collectionName());
        await collection.upsert(holdings[0]!);
        const { sector: _dropped, ...withoutSector } = { ...holdings[0]!, qty: 11 };
        await collection.upsert(withoutSector);
        expect(await collection.find({})).toEqual([withoutSector]);
      });

      it('putIfNewer applies a newer position and ignores the same or an older one', async () => {
        const collection = store.collection<Holding>(collectionName());
        const v = (qty: number): Holding => ({ ...holdings[0]!, qty });
        expect(await collection.putIfNewer(v(1), 10)).toBe(true);
        expect(await collection.findOne({ _id: 'h1' })).toEqual({ ...v(1), _position: 10 });
        expect(await collection.putIfNewer(v(2), 10)).toBe(false);
        expect(await collection.putIfNewer(v(3), 9)).toBe(false);
        expect(await collection.findOne({ _id: 'h1' })).toEqual({ ...v(1), _position: 10 });
        expect(await collection.putIfNewer(v(4), 11)).toBe(true);
        expect(await collection.find({})).toEqual([{ ...v(4), _position: 11 }]);
      });

      it('putManyIfNewer writes each document as putIfNewer would, in order, and counts what it wrote', async () => {
        const collection = store.collection<Holding>(collectionName());
        const v = (index: number, qty: number): Holding => ({ ...holdings[index]!, qty });
        await collection.putIfNewer(v(1, 50), 20);
        const writes = [
          { doc: v(0, 1), position: 10 },
          { doc: v(1, 2), position: 15 }, // h2 already applied 20: skipped, the writes after it go on
          { doc: v(0, 3), position: 10 }, // the same position again: skipped
          { doc: v(0, 4), position: 12 },
          { doc: v(2, 5), position: 12 },
        ];
        expect(await collection.putManyIfNewer(writes)).toBe(3);
        expect(await collection.find({}, { sort: { _id: 1 } })).toEqual([
          { ...v(0, 4), _position: 12 },
          { ...v(1, 50), _position: 20 },
          { ...v(2, 5), _position: 12 },
        ]);
        expect(await collection.putManyIfNewer([])).toBe(0);
        // More than one bulk write's worth on MongoDB.
        const many = Array.from({ length: 2500 }, (_, i) => ({ doc: { ...holdings[3]!, _id: `m${i}`, qty: i }, position: 30 + i }));
        expect(await collection.putManyIfNewer(many)).toBe(2500);
        expect(await collection.count({ symbol: holdings[3]!.symbol })).toBe(2500);
        expect(await collection.findOne({ _id: 'm2499' })).toEqual({ ...holdings[3]!, _id: 'm2499', qty: 2499, _position: 2529 });
      });

      it('replaceIf inserts only when absent and replaces only when the stored document matches', async () => {
        const collection = store.collection<Holding>(collectionName());
        const v = (qty: number): Holding => ({ ...holdings[0]!, qty });
        expect(await collection.replaceIf(v(1), null)).toBe(true);
        expect(await collection.replaceIf(v(2), null)).toBe(false);
        expect(await collection.replaceIf(v(3), { qty: 2 })).toBe(false);
        expect(await collection.findOne({ _id: 'h1' })).toEqual(v(1));
        expect(await collection.replaceIf(v(4), { qty: 1, symbol: 'ACME' })).toBe(true);
        expect(await collection.replaceIf(v(5), { qty: 1 })).toBe(false);
        expect(await collection.find({})).toEqual([v(4)]);
        expect(await collection.replaceIf({ ...holdings[1]! }, { qty: 5 })).toBe(false);
        expect(await collection.count({})).toBe(1);
      });

      it('putIfNewer replaces a document written without a position', async () => {
        const collection = store.collection<Holding>(collectionName());
        await collection.upsert(holdings[1]!);
        expect(await collection.putIfNewer({ ...holdings[1]!, qty: 6 }, 1)).toBe(true);
        expect(await collection.findOne({ _id: 'h2' })).toMatchObject({ qty: 6, _position: 1 });
      });

      it('deleteIfNewer deletes unless a later position was applied', async () => {
        const collection = store.collection<Holding>(collectionName());
        await collection.putIfNewer(holdings[0]!, 10);
        await collection.putIfNewer(holdings[1]!, 10);
        expect(await collection.deleteIfNewer('h1', 9)).toBe(false);
        expect(await collection.count({ _id: 'h1' })).toBe(1);
        expect(await collection.deleteIfNewer('h1', 11)).toBe(true);
        expect(await collection.findOne({ _id: 'h1' })).toBeNull();
        expect(await collection.deleteIfNewer('h1', 12)).toBe(false);
        expect(await collection.deleteIfNewer('h2', 10)).toBe(true);
        expect(await collection.deleteIfNewer('never-written', 1)).toBe(false);
      });

      it('deleteMany deletes what the filter matches and counts it', async () => {
        const collection = await seeded();
        expect(await collection.deleteMany({ sector: 'tech' })).toBe(2);
        expect(await collection.deleteMany({ sector: 'tech' })).toBe(0);
        expect(sortedIds(await collection.find({}))).toEqual(['h2', 'h4', 'h5']);
        expect(await collection.deleteMany({})).toBe(3);
        expect(await collection.count({})).toBe(0);
      });

      it('keeps collections apart', async () => {
        const [left, right] = [store.collection<Holding>(collectionName()), store.collection<Holding>(collectionName())];
        await left.upsert(holdings[0]!);
        await right.upsert({ ...holdings[0]!, qty: 99 });
        expect(await left.findOne({ _id: 'h1' })).toMatchObject({ qty: 10 });
        expect(await right.findOne({ _id: 'h1' })).toMatchObject({ qty: 99 });
      });
    });

    describe('indexes', () => {
      it('createIndex is idempotent and keeps queries correct', async () => {
        const collection = await seeded();
        await collection.createIndex(['sector']);
        await collection.createIndex(['sector']);
        await collection.createIndex(['sector', 'active']);
        expect(sortedIds(await collection.find({ sector: 'tech' }))).toEqual(['h1', 'h3']);
        await collection.upsert({ ...holdings[1]!, sector: 'tech' });
        await collection.deleteMany({ _id: 'h1' });
        expect(sortedIds(await collection.find({ sector: 'tech', active: true }))).toEqual(['h3']);
        expect(sortedIds(await collection.find({ sector: 'tech' }))).toEqual(['h2', 'h3']);
      });

      it('a unique index rejects a second document with the same key', async () => {
        const collection = store.collection<Holding>(collectionName());
        await collection.createIndex(['symbol'], { unique: true });
        await collection.createIndex(['symbol'], { unique: true });
        await collection.upsert(holdings[0]!);
        await collection.upsert({ ...holdings[0]!, qty: 12 });
        await expect(collection.upsert({ ...holdings[1]!, symbol: 'ACME' })).rejects.toThrow();
        await expect(collection.putIfNewer({ ...holdings[2]!, symbol: 'ACME' }, 5)).rejects.toThrow();
        // Many at once: the writes before the clash are made, the clash and the writes after it are not.
        await expect(collection.putManyIfNewer([
          { doc: { ...holdings[3]!, qty: 1 }, position: 6 },
          { doc: { ...holdings[2]!, symbol: 'ACME' }, position: 6 },
          { doc: { ...holdings[4]!, qty: 1 }, position: 6 },
        ])).rejects.toThrow();
        expect(await collection.findOne({ _id: 'h4' })).toMatchObject({ qty: 1 });
        expect(await collection.findOne({ _id: 'h5' })).toBeNull();
        await collection.deleteMany({ _id: 'h4' });
        await collection.upsert(holdings[1]!);
        expect(sortedIds(await collection.find({}))).toEqual(['h1', 'h2']);
        expect(await collection.findOne({ _id: 'h1' })).toMatchObject({ qty: 12 });
      });
    });

    describe('ranges', () => {
      const mixed: [string, Scalar | undefined][] = [['n1', 1], ['n5', 5], ['n10', 10.5], ['text', 'text'], ['yes', true], ['none', null], ['missing', undefined]];
      const cases: [Filter, string[]][] = [
        [{ at: { $lt: 6 } }, ['n1', 'n5']],
        [{ at: { $lte: 5 } }, ['n1', 'n5']],
        [{ at: { $gt: 1 } }, ['n10', 'n5']],
        [{ at: { $gte: 0 } }, ['n1', 'n10', 'n5']],
        [{ at: { $gt: 'a' } }, ['text']],
      ];
      const matchesEach = async (collection: Collection<Doc>) => {
        for (const [filter, expected] of cases) {
          expect(sortedIds(await collection.find(filter))).toEqual(expected);
          expect(await collection.count(filter)).toBe(expected.length);
        }
      };

      it('compare a number with numbers only, with or without an index, before and after a reopen', async () => {
        const name = collectionName();
        let collection = store.collection<Doc>(name);
        for (const [_id, at] of mixed) await collection.upsert(at === undefined ? { _id } : ({ _id, at } as Doc));
        await matchesEach(collection);
        await collection.createIndex(['at']);
        await matchesEach(collection);
        store = await fixture!.reopen();
        collection = store.collection<Doc>(name);
        await collection.createIndex(['at']);
        await matchesEach(collection);
        // Writes not yet flushed count over what the store held before them.
        await collection.upsert({ _id: 'n1', at: 100 } as Doc);
        await collection.upsert({ _id: 'late', at: 2 } as Doc);
        expect(await collection.deleteMany({ at: { $lt: 6 } })).toBe(2);
        expect(await collection.deleteMany({ at: { $lt: 6 } })).toBe(0);
        expect(sortedIds(await collection.find({}))).toEqual(['missing', 'n1', 'n10', 'none', 'text', 'yes']);
        store = await fixture!.reopen();
        expect(sortedIds(await store.collection<Doc>(name).find({}))).toEqual(['missing', 'n1', 'n10', 'none', 'text', 'yes']);
      });
    });

    describe('checkpoints, reset and durability', () => {
      it('saves and reads checkpoints by projection name', async () => {
        const [portfolio, news] = [`portfolio-${randomUUID()}`, `news-${randomUUID()}`];
        expect(await store.getCheckpoint(portfolio)).toBeNull();
        await store.saveCheckpoint(portfolio, 42);
        await store.saveCheckpoint(news, 7);
        await store.saveCheckpoint(portfolio, 43);
        expect(await store.getCheckpoint(portfolio)).toBe(43);
        expect(await store.getCheckpoint(news)).toBe(7);
      });

      it('lists the saved checkpoints by name', async () => {
        await store.saveCheckpoint('zeta', 3);
        await store.saveCheckpoint('alpha', 7);
        await store.saveCheckpoint('zeta', 4);
        const saved = (await store.checkpoints()).filter((checkpoint) => checkpoint.name === 'alpha' || checkpoint.name === 'zeta');
        expect(saved).toEqual([{ name: 'alpha', position: 7 }, { name: 'zeta', position: 4 }]);
      });

      it('reset empties every collection and checkpoint, and the store stays usable', async () => {
        const name = collectionName();
        const collection = store.collection<Holding>(name);
        for (const holding of holdings) await collection.upsert(holding);
        await store.saveCheckpoint('portfolio', 5);
        await store.reset();
        expect(await collection.count({})).toBe(0);
        expect(await store.collection<Holding>(name).find({})).toEqual([]);
        expect(await store.getCheckpoint('portfolio')).toBeNull();
        await collection.upsert(holdings[0]!);
        expect(await store.collection<Holding>(name).find({})).toEqual([holdings[0]]);
        await store.saveCheckpoint('portfolio', 1);
        expect(await store.getCheckpoint('portfolio')).toBe(1);
      });

      it('reset drops indexes with their collections, so a replay must create them again', async () => {
        const collection = store.collection<Holding>(collectionName());
        await collection.createIndex(['symbol'], { unique: true });
        await collection.upsert(holdings[0]!);
        await store.reset();
        await collection.upsert(holdings[0]!);
        await collection.upsert({ ...holdings[1]!, symbol: 'ACME' });
        expect(await collection.count({ symbol: 'ACME' })).toBe(2);
      });

      it('writes followed by a checkpoint survive a reopen', async () => {
        const name = collectionName();
        const projection = `portfolio-${randomUUID()}`;
        const collection = store.collection<Holding>(name);
        await collection.putIfNewer(holdings[0]!, 1);
        await collection.putIfNewer(holdings[1]!, 2);
        await collection.upsert(holdings[2]!);
        await collection.deleteIfNewer('h2', 3);
        await store.saveCheckpoint(projection, 3);

        store = await fixture!.reopen();
        const reopened = store.collection<Holding>(name);
        expect(await reopened.find({}, { sort: { symbol: 1 } })).toEqual([{ ...holdings[0]!, _position: 1 }, holdings[2]]);
        expect(await store.getCheckpoint(projection)).toBe(3);
        expect(await reopened.putIfNewer(holdings[0]!, 1)).toBe(false);
      });
    });
  });
}
