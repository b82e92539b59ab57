import { randomUUID } from 'node:crypto';
import { MongoServerError } from 'mongodb';
import { describe, expect, it } from 'vitest';
import {
  MongoReadStore,
  databaseName,
  isDuplicateIdError,
  isDuplicateIdWrite,
  notYetAppliedFilter,
  toMongoFilter,
  toMongoSort,
} from './mongodb.ts';
import type { Filter, ReadStore } from './port.ts';
import { readStoreContract } from './read-store.contract.ts';

const url = process.env['MONGODB_URL'];

describe('MongoDB mapping', () => {
  it('passes every supported filter through unchanged', () => {
    const filter: Filter = {
      sector: 'tech',
      active: true,
      qty: 5,
      note: null,
      symbol: { $in: ['ACME', null] },
      listId: { $ne: 'l1' },
      price: { $gt: 1 },
      cost: { $gte: 2 },
      openedAt: { $lt: '2026-01-01' },
      closedAt: { $lte: '2027-01-01' },
      soldAt: { $exists: false },
    };
    expect(toMongoFilter(filter)).toEqual(filter);
    expect(toMongoFilter({})).toEqual({});
  });

  it('refuses what the embedded store would not understand', () => {
    expect(() => toMongoFilter({ $where: 'x' } as unknown as Filter)).toThrow(/\$where/);
    expect(() => toMongoFilter({ name: { $regex: 'A' } } as unknown as Filter)).toThrow(/name/);
    expect(() => toMongoFilter({ price: { $gt: 1, $lt: 5 } } as unknown as Filter)).toThrow(/price/);
    expect(() => toMongoFilter({ price: undefined } as unknown as Filter)).toThrow(/price/);
  });

  it('passes sorts through and refuses other directions', () => {
    expect(toMongoSort({ qty: 1, price: -1 })).toEqual({ qty: 1, price: -1 });
    expect(() => toMongoSort({ qty: 0 } as never)).toThrow(/qty/);
  });

  it('matches documents that have not applied a position yet', () => {
    expect(notYetAppliedFilter('h1', 7, false)).toEqual({
      _id: 'h1',
      $or: [{ _position: { $lt: 7 } }, { _position: { $exists: false } }],
    });
    expect(notYetAppliedFilter('h1', 7, true)).toEqual({
      _id: 'h1',
      $or: [{ _position: { $lte: 7 } }, { _position: { $exists: false } }],
    });
  });

  it('takes the database from the argument, the URL, or the default', () => {
    expect(databaseName('mongodb://db:27017/?replicaSet=rs0', 'explicit')).toBe('explicit');
    expect(databaseName('mongodb://db:27017/folio_prod?replicaSet=rs0')).toBe('folio_prod');
    expect(databaseName('mongodb://a:27017,b:27017/reads')).toBe('reads');
    expect(databaseName('mongodb+srv://user:pw@cluster.example/tenant')).toBe('tenant');
    expect(databaseName('mongodb://db:27017/?replicaSet=rs0')).toBe('folio');
    expect(databaseName('mongodb://db:27017')).toBe('folio');
  });

  it('tells a duplicate _id (an older write) from a unique-index clash', () => {
    const onId = new MongoServerError({ message: 'E11000 duplicate key error collection: f.h index: _id_ dup key', code: 11000 });
    onId['keyPattern'] = { _id: 1 };
    expect(isDuplicateIdError(onId)).toBe(true);
    const onSymbol = new MongoServerError({ message: 'E11000 duplicate key error index: symbol_1', code: 11000 });
    onSymbol['keyPattern'] = { symbol: 1 };
    expect(isDuplicateIdError(onSymbol)).toBe(false);
    const legacy = new MongoServerError({ message: 'E11000 duplicate key error collection: f.h index: _id_ dup key: { _id: "h1" }', code: 11000 });
    expect(isDuplicateIdError(legacy)).toBe(true);
    expect(isDuplicateIdError(new MongoServerError({ message: 'other', code: 2 }))).toBe(false);
    expect(isDuplicateIdError(new Error('E11000 index: _id_ '))).toBe(false);
  });

  it('tells the same apart for one write of a bulk write', () => {
    // As the driver's WriteError wraps the server's answer for one write (keyPattern included).
    const write = (code: number, errmsg: string, keyPattern?: object) => ({ code, errmsg, err: { index: 3, code, errmsg, errInfo: {}, op: {}, ...(keyPattern ? { keyPattern } : {}) } });
    expect(isDuplicateIdWrite(write(11000, 'E11000 duplicate key error collection: f.h index: _id_ dup key', { _id: 1 }))).toBe(true);
    expect(isDuplicateIdWrite(write(11000, 'E11000 duplicate key error index: symbol_1', { symbol: 1 }))).toBe(false);
    expect(isDuplicateIdWrite(write(11000, 'E11000 duplicate key error collection: f.h index: _id_ dup key: { _id: "h1" }'))).toBe(true);
    expect(isDuplicateIdWrite(write(2, 'index: _id_'))).toBe(false);
  });
});

// Unset, this is the one skipped entry that tells how to run the suite against a real server.
describe.runIf(url)('MongoDB server (runs when MONGODB_URL is set)', () => {
  if (!url) {
    it('runs the read store contract against the server at MONGODB_URL', () => {});
    return;
  }
  readStoreContract('MongoDB server', async () => {
    // A database of its own per test, dropped afterwards, so runs can share a server.
    const dbName = `folio_contract_${randomUUID().slice(0, 8)}`;
    let current: ReadStore = await MongoReadStore.connect(url, dbName);
    return {
      store: current,
      reopen: async () => {
        await current.close();
        current = await MongoReadStore.connect(url, dbName);
        return current;
      },
      cleanup: async () => {
        await current.reset();
        await current.close();
      },
    };
  });
});
