import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Collection, Doc, Filter, FindOptions } from './port.ts';
import { comparator, matches } from './query.ts';
import { DuplicateKeyError } from './memory-collection.ts';

/** Documents of the on-disk collections, one row per live document. */
export const KEPT_DOCUMENTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS kept_documents (
  collection TEXT NOT NULL,
  id         TEXT NOT NULL,
  body       TEXT NOT NULL,
  PRIMARY KEY (collection, id)
) STRICT, WITHOUT ROWID;
`;

/** Writes not yet in the file, by id; null is a deletion. */
export type PendingWrites = ReadonlyMap<string, Doc | null>;

/** The statements every on-disk collection of one database shares. */
export class KeptDocuments {
  readonly #byId: StatementSync;
  readonly #all: StatementSync;
  readonly #put: StatementSync;
  readonly #delete: StatementSync;
  readonly #drop: StatementSync;

  constructor(db: DatabaseSync) {
    this.#byId = db.prepare('SELECT body FROM kept_documents WHERE collection = ? AND id = ?');
    this.#all = db.prepare('SELECT body FROM kept_documents WHERE collection = ?');
    this.#put = db.prepare('INSERT OR REPLACE INTO kept_documents (collection, id, body) VALUES (?, ?, ?)');
    this.#delete = db.prepare('DELETE FROM kept_documents WHERE collection = ? AND id = ?');
    this.#drop = db.prepare('DELETE FROM kept_documents WHERE collection = ?');
  }

  byId(collection: string, id: string): Doc | undefined {
    const row = this.#byId.get(collection, id) as { body: string } | undefined;
    return row ? (JSON.parse(row.body) as Doc) : undefined;
  }

  *all(collection: string): Iterable<Doc> {
    for (const row of this.#all.iterate(collection) as Iterable<{ body: string }>) yield JSON.parse(row.body) as Doc;
  }

  /** Writes `writes` (inside the caller's transaction). */
  write(collection: string, writes: PendingWrites) {
    for (const [id, doc] of writes) {
      if (doc) this.#put.run(collection, id, JSON.stringify(doc));
      else this.#delete.run(collection, id);
    }
  }

  drop(collection: string) {
    this.#drop.run(collection);
  }

  /** Moves on-disk collections' documents out of the embedded store's log (a store from before), once. */
  moveFromLog(db: DatabaseSync, documents: ReadonlyMap<string, PendingWrites>) {
    db.exec('BEGIN');
    try {
      const forget = db.prepare('DELETE FROM document_log WHERE collection = ?');
      for (const [collection, writes] of documents) {
        this.write(collection, writes);
        forget.run(collection);
      }
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

/**
 * A collection whose documents live in the store's file, not in memory: for documents read one at
 * a time by id and seldom scanned, whose number grows with use. Stored idempotent answers are
 * kept a day, one per command, each a whole answer (a position with all its lots): in memory they
 * grew a 10-minute load's server by more than its read models. Writes are held here until the
 * store's next flush writes them in the same transaction as the other collections' documents, so
 * they are as durable as before; a read by id looks at those writes, then at the file. Scans
 * (`find`, `count`, `deleteMany`) read the whole collection from the file.
 */
export class DiskCollection<T extends Doc> implements Collection<T> {
  readonly #name: string;
  readonly #kept: KeptDocuments;
  readonly #onChange: () => void;
  #pending = new Map<string, T | null>();
  /** Unique indexes, checked against the whole collection on a write (none is used today). */
  #unique: string[][] = [];

  constructor(name: string, kept: KeptDocuments, onChange: () => void) {
    this.#name = name;
    this.#kept = kept;
    this.#onChange = onChange;
  }

  /** The writes a flush is about to make durable (the collection keeps them until `written`). */
  pendingWrites(): PendingWrites {
    return new Map(this.#pending);
  }

  get pendingCount(): number {
    return this.#pending.size;
  }

  /** `writes` are in the file now: whichever were not written again since need not stay in memory. */
  written(writes: PendingWrites) {
    for (const [id, doc] of writes) if (this.#pending.get(id) === doc) this.#pending.delete(id);
  }

  /** Forgets the writes not yet in the file: what a crash loses (tests). */
  discard() {
    this.#pending.clear();
  }

  drop() {
    this.#pending.clear();
    this.#unique = [];
  }

  async findOne(filter: Filter): Promise<T | null> {
    if (typeof filter._id === 'string') {
      const doc = this.#get(filter._id);
      return doc && matches(doc as never, filter) ? doc : null;
    }
    for (const doc of this.#scan()) if (matches(doc as never, filter)) return doc;
    return null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    let result = this.#matching(filter);
    if (options.sort) result.sort(comparator(options.sort) as (a: T, b: T) => number);
    if (options.skip || options.limit !== undefined) {
      const start = options.skip ?? 0;
      result = result.slice(start, options.limit === undefined ? undefined : start + options.limit);
    }
    return result;
  }

  async count(filter: Filter): Promise<number> {
    return this.#matching(filter).length;
  }

  async putIfNewer(doc: T, position: number): Promise<boolean> {
    const existing = this.#get(doc._id);
    if (existing && (existing._position ?? -1) >= position) return false;
    this.#write({ ...doc, _position: position });
    return true;
  }

  async deleteIfNewer(id: string, position: number): Promise<boolean> {
    const existing = this.#get(id);
    if (!existing || (existing._position ?? -1) > position) return false;
    this.#delete(id);
    return true;
  }

  async replaceIf(doc: T, expected: Filter | null): Promise<boolean> {
    const existing = this.#get(doc._id);
    if (expected === null ? existing !== undefined : !existing || !matches(existing as never, expected)) return false;
    this.#write({ ...doc });
    return true;
  }

  async upsert(doc: T): Promise<void> {
    this.#write({ ...doc });
  }

  async deleteMany(filter: Filter): Promise<number> {
    const doomed = this.#matching(filter);
    for (const doc of doomed) this.#delete(doc._id);
    return doomed.length;
  }

  async createIndex(fields: string[], options: { unique?: boolean } = {}): Promise<void> {
    // Lookups by id use the table's key; other queries scan, so only uniqueness needs keeping.
    if (!options.unique || this.#unique.some((index) => index.join(',') === fields.join(','))) return;
    const seen = new Set<string>();
    for (const doc of this.#scan()) {
      const key = keyOf(doc, fields);
      if (seen.has(key)) throw new DuplicateKeyError(this.#name, fields);
      seen.add(key);
    }
    this.#unique.push(fields);
  }

  #get(id: string): T | undefined {
    const pending = this.#pending.get(id);
    if (pending !== undefined) return pending ?? undefined;
    return this.#kept.byId(this.#name, id) as T | undefined;
  }

  /** Every document: the file's, with the writes not yet in it laid over them. */
  *#scan(): Iterable<T> {
    for (const doc of this.#kept.all(this.#name)) if (!this.#pending.has(doc._id)) yield doc as T;
    for (const doc of this.#pending.values()) if (doc) yield doc;
  }

  #matching(filter: Filter): T[] {
    const result: T[] = [];
    for (const doc of this.#scan()) if (matches(doc as never, filter)) result.push(doc);
    return result;
  }

  #write(doc: T) {
    for (const fields of this.#unique) {
      const key = keyOf(doc, fields);
      for (const other of this.#scan()) if (other._id !== doc._id && keyOf(other, fields) === key) throw new DuplicateKeyError(this.#name, fields);
    }
    this.#pending.set(doc._id, Object.freeze(doc));
    this.#onChange();
  }

  #delete(id: string) {
    this.#pending.set(id, null);
    this.#onChange();
  }
}

function keyOf(doc: Doc, fields: string[]): string {
  const record = doc as unknown as Record<string, unknown>;
  return JSON.stringify(fields.map((field) => record[field] ?? null));
}
