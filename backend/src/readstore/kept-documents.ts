/**
 * The on-disk collections' table in the embedded read store's file (`kept_documents`, one row per
 * live document) and the statements on it: by id, whole collections, writes, and ranges on a
 * field read from an index of the field.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Slice } from '../shared/yielding.ts';
import type { Doc } from './port.ts';

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

/** A field name that can go into an index's SQL as it is (`$.storedAt`). */
const PLAIN_FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The comparisons a numeric range on an indexed field is answered with in SQL. */
export const RANGE_SQL = { $lt: '<', $lte: '<=', $gt: '>', $gte: '>=' } as const;
export type RangeOperator = keyof typeof RANGE_SQL;

/** One field's numeric bounds, as `{ field: { $lt: n } }` (MongoDB: only numbers compare with a number). */
export interface NumericRange {
  field: string;
  operator: RangeOperator;
  value: number;
}

/**
 * A field's value where it is a number, else NULL: what a range with a number may match (as in
 * MongoDB; SQLite itself would order text above numbers, and true/false as 1/0 among them).
 */
const numberAt = (field: string) =>
  `iif(json_type(body, '$.${field}') IN ('integer', 'real'), json_extract(body, '$.${field}'), NULL)`;

/** The statements every on-disk collection of one database shares. */
export class KeptDocuments {
  readonly #db: DatabaseSync;
  readonly #ranges = new Map<string, StatementSync>();
  readonly #byId: StatementSync;
  readonly #all: StatementSync;
  readonly #put: StatementSync;
  readonly #delete: StatementSync;
  readonly #drop: StatementSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
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
    for (const [id, doc] of writes) this.#writeOne(collection, id, doc);
  }

  /** `write` with turns of the event loop whenever `slice` is over: the sweep of a day's answers deletes tens of thousands. */
  async writeInSlices(collection: string, writes: PendingWrites, slice: Slice) {
    let written = 0;
    for (const [id, doc] of writes) {
      this.#writeOne(collection, id, doc);
      if ((++written & 63) === 0 && slice.over) await slice.turn();
    }
  }

  #writeOne(collection: string, id: string, doc: Doc | null) {
    if (doc) this.#put.run(collection, id, JSON.stringify(doc));
    else this.#delete.run(collection, id);
  }

  drop(collection: string) {
    this.#drop.run(collection);
  }

  /**
   * An index on a field of every kept document (SQLite indexes the expression): a range on it is
   * answered without reading and parsing each document, as the day-old stored answers' sweep is.
   */
  indexField(field: string) {
    if (!PLAIN_FIELD.test(field)) throw new Error(`Cannot index the field "${field}" of documents kept on disk`);
    this.#db.exec(`CREATE INDEX IF NOT EXISTS kept_documents_by_${field} ON kept_documents (collection, ${numberAt(field)})`);
  }

  /**
   * Ids of the collection's documents in the file whose `field` is a number in the range (an
   * indexed field), a page of at most `limit` at a time in the index's order: the next page starts
   * after the `from` value and id the previous one ended with.
   */
  idsInRange(collection: string, { field, operator, value }: NumericRange, limit: number, from?: { value: number; id: string }): { value: number; id: string }[] {
    const key = `${field} ${operator} ${from ? 'after' : 'first'}`;
    let statement = this.#ranges.get(key);
    if (!statement) {
      // The index's own expression, so the range is read from the index.
      const number = numberAt(field);
      statement = this.#db.prepare(
        `SELECT ${number} AS value, id FROM kept_documents WHERE collection = ? AND ${number} ${RANGE_SQL[operator]} ?` +
          // The next page seeks to the last value (>=: an index range) and passes its ties up to the last id.
          `${from ? ` AND ${number} >= ? AND (${number}, id) > (?, ?)` : ''} ORDER BY ${number}, id LIMIT ?`,
      );
      this.#ranges.set(key, statement);
    }
    const rows = from ? statement.all(collection, value, from.value, from.value, from.id, limit) : statement.all(collection, value, limit);
    return rows as unknown as { value: number; id: string }[];
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
