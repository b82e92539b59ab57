/**
 * The read store port: document collections with the query features the API needs. Semantics
 * follow MongoDB so the embedded adapter and the MongoDB adapter are interchangeable.
 *
 * Projections write with `putIfNewer` / `deleteIfNewer`: every document remembers the global
 * position of the last event applied to it (`_position`), and an older or repeated delivery is
 * ignored. Together with `saveCheckpoint` this makes projections idempotent and crash-safe.
 */

export interface Doc {
  _id: string;
  /** Global position of the last event applied to this document. */
  _position?: number;
}

export type Scalar = string | number | boolean | null;

/** Equality on a field, or one operator object on it. Fields are top-level. */
export type FieldCondition =
  | Scalar
  | { $in: Scalar[] }
  | { $ne: Scalar }
  | { $gt: Scalar }
  | { $gte: Scalar }
  | { $lt: Scalar }
  | { $lte: Scalar }
  | { $exists: boolean };

export type Filter = Record<string, FieldCondition>;

export type Sort = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: Sort;
  skip?: number;
  limit?: number;
}

/** One write of `putManyIfNewer`. */
export interface PutIfNewer<T extends Doc> {
  doc: T;
  position: number;
}

export interface Collection<T extends Doc> {
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /** Insert or replace unless the stored document already applied `position` or a later one. */
  putIfNewer(doc: T, position: number): Promise<boolean>;
  /**
   * `putIfNewer` for many documents, each at its own position (a large import's ledger rows), in
   * order: the same outcome as writing them one by one (a failure stops at that document, the
   * earlier ones written), in one bulk write on MongoDB. How many were written. The documents
   * are handed over: the caller does not change them afterwards (the in-memory collection keeps
   * them as they are, frozen, instead of copying 100k ledger rows).
   */
  putManyIfNewer(writes: readonly PutIfNewer<T>[]): Promise<number>;
  /** Delete unless the stored document already applied a later position. */
  deleteIfNewer(id: string, position: number): Promise<boolean>;
  /**
   * Compare-and-set, for documents that coordinate instances (the scheduler's leases): with
   * `expected` null, insert only if no document has the id; otherwise replace only if the stored
   * document matches `expected`. True when written. Atomic on both adapters.
   */
  replaceIf(doc: T, expected: Filter | null): Promise<boolean>;
  /** Unconditional insert-or-replace, for documents not built by projections. */
  upsert(doc: T): Promise<void>;
  deleteMany(filter: Filter): Promise<number>;
  /** Idempotent; speeds up equality filters on these fields. */
  createIndex(fields: string[], options?: { unique?: boolean }): Promise<void>;
}

export interface ReadStore {
  readonly kind: 'embedded' | 'mongodb';
  collection<T extends Doc>(name: string): Collection<T>;
  getCheckpoint(name: string): Promise<number | null>;
  /**
   * Record that projection `name` has applied every event up to `position`. The embedded adapter
   * makes all writes since the previous checkpoint durable in the same transaction.
   */
  saveCheckpoint(name: string, position: number): Promise<void>;
  /** Every saved checkpoint (replay keeps the reactors' through a reset). */
  checkpoints(): Promise<{ name: string; position: number }[]>;
  /** Drop every collection and checkpoint (used by replay). */
  reset(): Promise<void>;
  close(): Promise<void>;
}
