/**
 * The read store port on MongoDB. The port's filters are MongoDB's own query language (a subset),
 * so queries pass through after a check that nothing outside the subset slipped in: a caller
 * relying on e.g. `$regex` would work here and silently differ on the embedded store.
 */
import { MongoBulkWriteError, MongoClient, MongoServerError } from 'mongodb';
import type { AnyBulkWriteOperation, Collection as MongoCollection, Db, Document, Filter as MongoFilter, Sort as MongoSort, WriteError } from 'mongodb';
import type { Collection, Doc, Filter, FindOptions, PutIfNewer, ReadStore, Sort } from './port.ts';

/** What the collections hold: our ids are strings, never ObjectIds. */
interface StoredDoc extends Document {
  _id: string;
}

const OPERATORS = new Set(['$in', '$ne', '$gt', '$gte', '$lt', '$lte', '$exists']);
const CHECKPOINTS = 'checkpoints';
const DEFAULT_DATABASE = 'folio';
/** Writes per bulk write of `putManyIfNewer` (an import's event carries up to a thousand purchases). */
const BULK_WRITES = 1000;

export function toMongoFilter(filter: Filter): MongoFilter<StoredDoc> {
  const query: Document = {};
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '' || field.startsWith('$')) throw new Error(`Unsupported filter field "${field}"`);
    if (condition === undefined) throw new Error(`Filter on "${field}" has no value`);
    if (condition !== null && typeof condition === 'object') {
      const operators = Object.keys(condition);
      if (operators.length !== 1 || !OPERATORS.has(operators[0]!)) {
        throw new Error(`Unsupported condition on "${field}": ${JSON.stringify(condition)}`);
      }
    }
    query[field] = condition;
  }
  return query;
}

export function toMongoSort(sort: Sort): MongoSort {
  for (const [field, direction] of Object.entries(sort)) {
    if (direction !== 1 && direction !== -1) throw new Error(`Sort on "${field}" must be 1 or -1`);
  }
  return sort;
}

/** Filter for "this document has not yet applied `position`": older or never positioned. */
export function notYetAppliedFilter(id: string, position: number, inclusive: boolean): MongoFilter<StoredDoc> {
  return {
    _id: id,
    $or: [{ _position: inclusive ? { $lte: position } : { $lt: position } }, { _position: { $exists: false } }],
  };
}

/** The explicit name, else the database in the URL's path, else the product's default. */
export function databaseName(url: string, dbName?: string): string {
  if (dbName) return dbName;
  const fromPath = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(url)?.[1];
  return fromPath ? decodeURIComponent(fromPath) : DEFAULT_DATABASE;
}

/**
 * A rejected upsert on `_id` means another document with that id exists, i.e. it was not matched
 * by the "older" filter: the stored one is newer. A clash on any other unique index is a real error.
 */
export function isDuplicateIdError(error: unknown): boolean {
  return error instanceof MongoServerError && clashOnId(error.code, error['keyPattern'], error.message);
}

/** `isDuplicateIdError` for one write of a bulk write. */
export function isDuplicateIdWrite(error: Pick<WriteError, 'code' | 'errmsg' | 'err'>): boolean {
  return clashOnId(error.code, (error.err as { keyPattern?: unknown }).keyPattern, error.errmsg ?? '');
}

function clashOnId(code: unknown, keyPattern: unknown, message: string): boolean {
  if (code !== 11000) return false;
  if (keyPattern && typeof keyPattern === 'object') {
    const fields = Object.keys(keyPattern);
    return fields.length === 1 && fields[0] === '_id';
  }
  return / index: _id_ /.test(message);
}

class MongoDocCollection<T extends Doc> implements Collection<T> {
  readonly #collection: MongoCollection<StoredDoc>;

  constructor(collection: MongoCollection<StoredDoc>) {
    this.#collection = collection;
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.#collection.findOne(toMongoFilter(filter))) as T | null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    let cursor = this.#collection.find(toMongoFilter(filter));
    if (options.sort) cursor = cursor.sort(toMongoSort(options.sort));
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()) as unknown as T[];
  }

  count(filter: Filter): Promise<number> {
    return this.#collection.countDocuments(toMongoFilter(filter));
  }

  async putIfNewer(doc: T, position: number): Promise<boolean> {
    try {
      const result = await this.#collection.replaceOne(
        notYetAppliedFilter(doc._id, position, false),
        { ...doc, _position: position },
        { upsert: true },
      );
      return result.matchedCount + result.upsertedCount > 0;
    } catch (error) {
      if (isDuplicateIdError(error)) return false;
      throw error;
    }
  }

  async putManyIfNewer(writes: readonly PutIfNewer<T>[]): Promise<number> {
    let written = 0;
    // Ordered, so a failure stops where writing one by one would. An upsert refused on `_id` (the
    // stored document is newer) is no failure: the writes go on after it, as putIfNewer's would.
    for (let from = 0; from < writes.length; ) {
      const operations: AnyBulkWriteOperation<StoredDoc>[] = writes.slice(from, from + BULK_WRITES).map(({ doc, position }) => ({
        replaceOne: { filter: notYetAppliedFilter(doc._id, position, false), replacement: { ...doc, _position: position }, upsert: true },
      }));
      try {
        const result = await this.#collection.bulkWrite(operations, { ordered: true });
        written += result.matchedCount + result.upsertedCount;
        from += operations.length;
      } catch (error) {
        const refused = error instanceof MongoBulkWriteError ? [error.writeErrors].flat()[0] : undefined;
        if (!refused || !isDuplicateIdWrite(refused)) throw error;
        written += (error as MongoBulkWriteError).matchedCount + (error as MongoBulkWriteError).upsertedCount;
        from += refused.index + 1;
      }
    }
    return written;
  }

  async deleteIfNewer(id: string, position: number): Promise<boolean> {
    const result = await this.#collection.deleteOne(notYetAppliedFilter(id, position, true));
    return result.deletedCount > 0;
  }

  async replaceIf(doc: T, expected: Filter | null): Promise<boolean> {
    if (expected !== null) {
      const result = await this.#collection.replaceOne({ ...toMongoFilter(expected), _id: doc._id }, doc);
      return result.matchedCount > 0;
    }
    try {
      await this.#collection.insertOne(doc as StoredDoc);
      return true;
    } catch (error) {
      if (isDuplicateIdError(error)) return false;
      throw error;
    }
  }

  async upsert(doc: T): Promise<void> {
    await this.#collection.replaceOne({ _id: doc._id }, doc, { upsert: true });
  }

  async deleteMany(filter: Filter): Promise<number> {
    return (await this.#collection.deleteMany(toMongoFilter(filter))).deletedCount;
  }

  async createIndex(fields: string[], options: { unique?: boolean } = {}): Promise<void> {
    const keys = Object.fromEntries(fields.map((field) => [field, 1 as const]));
    // Only say `unique` when asked: MongoDB can treat an explicit `unique: false` as a different index.
    await this.#collection.createIndex(keys, options.unique ? { unique: true } : {});
  }
}

interface CheckpointDoc {
  _id: string;
  position: number;
}

export class MongoReadStore implements ReadStore {
  readonly kind = 'mongodb' as const;
  readonly #client: MongoClient;
  readonly #db: Db;

  constructor(client: MongoClient, db: Db) {
    this.#client = client;
    this.#db = db;
  }

  /** `url` like `mongodb://localhost:27017/?replicaSet=rs0`; unreachable fails within 10 s unless the URL says otherwise. */
  static async connect(url: string, dbName?: string): Promise<MongoReadStore> {
    const client = new MongoClient(url, /[?&]serverSelectionTimeoutMS=/i.test(url) ? {} : { serverSelectionTimeoutMS: 10_000 });
    try {
      await client.connect();
    } catch (error) {
      await client.close().catch(() => {});
      throw error;
    }
    return new MongoReadStore(client, client.db(databaseName(url, dbName)));
  }

  collection<T extends Doc>(name: string): Collection<T> {
    if (name === CHECKPOINTS) throw new Error(`"${CHECKPOINTS}" is reserved for projection checkpoints`);
    return new MongoDocCollection<T>(this.#db.collection<StoredDoc>(name));
  }

  async getCheckpoint(name: string): Promise<number | null> {
    const checkpoint = await this.#db.collection<CheckpointDoc>(CHECKPOINTS).findOne({ _id: name });
    return checkpoint?.position ?? null;
  }

  /** Each write is durable on its own here, so there is nothing to commit alongside. */
  async saveCheckpoint(name: string, position: number): Promise<void> {
    await this.#db.collection<CheckpointDoc>(CHECKPOINTS).updateOne({ _id: name }, { $set: { position } }, { upsert: true });
  }

  async checkpoints(): Promise<{ name: string; position: number }[]> {
    const saved = await this.#db.collection<CheckpointDoc>(CHECKPOINTS).find({}).sort({ _id: 1 }).toArray();
    return saved.map((checkpoint) => ({ name: checkpoint._id, position: checkpoint.position }));
  }

  async reset(): Promise<void> {
    const collections = await this.#db.collections();
    await Promise.all(collections.filter((c) => !c.collectionName.startsWith('system.')).map((c) => c.drop()));
  }

  async close(): Promise<void> {
    await this.#client.close();
  }
}
