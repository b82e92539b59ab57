import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { BulkInsert } from '../shared/sqlite-bulk-insert.ts';
import { WalCheckpoints } from '../shared/sqlite-wal-checkpoints.ts';
import { Slice } from '../shared/yielding.ts';
import type { Collection, Doc, ReadStore } from './port.ts';
import { DiskCollection } from './disk-collection.ts';
import { KEPT_DOCUMENTS_SCHEMA, KeptDocuments, type PendingWrites } from './kept-documents.ts';
import { insertRunEnd, LOG_COLUMNS, RUN_CHARACTERS } from './log-runs.ts';
import { MemoryCollection } from './memory-collection.ts';

// Documents are persisted as an append-only log (the last write of an id wins; a NULL body is a
// deletion): appends stay sequential however random the ids, where updating rows in place by a
// random key made every write a random page access. The log is compacted when it is opened.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS document_log (
  seq        INTEGER PRIMARY KEY,
  collection TEXT NOT NULL,
  id         TEXT NOT NULL,
  body       TEXT
) STRICT;
CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL) STRICT;
${KEPT_DOCUMENTS_SCHEMA}`;

/**
 * Under a stream of writes (a 100k-row import's projection batches) the log is written at most
 * this often: each flush encodes every changed document whole, and a position gaining lots in
 * every batch would otherwise be encoded again a hundred times. A quiet store still writes on the
 * next tick. A crash loses at most this much projection progress, documents and checkpoints
 * together, which the engine re-applies from the older checkpoint.
 */
const FLUSH_INTERVAL_MS = 250;
/**
 * A timed flush of more than SYNC_FLUSH_DOCUMENTS documents waits until writes have paused this
 * long: a projection catching up on an import writes without a break, and its documents are then
 * written once it is done (after the waiting command's answer, not during it), in one flush
 * instead of one per interval. Smaller flushes (many users' steady commands) keep the interval.
 */
const QUIET_MS = 100;
/** ... but no longer than this after the first change it writes, so a crash loses at most this much progress. */
const MAX_DEFER_MS = 2000;

/**
 * More changed documents than this are written by a flush in slices (encoded, then inserted in one
 * transaction, with event-loop turns between slices), never by a checkpoint save at once.
 */
const SYNC_FLUSH_DOCUMENTS = 2000;
/** A flush writing this many characters of documents has the WAL checkpointed by a worker thread. */
const LARGE_FLUSH_CHARACTERS = 4 * 2 ** 20;

/** Compact when the log holds this many times more entries than there are live documents. */
const COMPACT_RATIO = 2;

export interface EmbeddedReadStoreOptions {
  /**
   * Collections kept in the file rather than in memory (disk-collection.ts): documents read by
   * id, whose number grows with use. Default: none.
   */
  onDisk?: (collection: string) => boolean;
}

/**
 * The embedded read store: collections live in memory (queries never touch the disk) and are
 * persisted to a SQLite file, so a restart loads the read models instead of replaying the log.
 * Collections named by `onDisk` live in the file only (disk-collection.ts).
 * Writes are flushed on the next tick or, for projections, together with their checkpoint in one
 * transaction. A flush that lands before its checkpoint is harmless: documents carry the position
 * they applied, so the re-delivered events are skipped.
 */
export class EmbeddedReadStore implements ReadStore {
  readonly kind = 'embedded' as const;
  readonly #db: DatabaseSync;
  /** Checkpoints the WAL after a large flush, off this thread (null in memory). */
  readonly #checkpoints: WalCheckpoints | null;
  readonly #collections = new Map<string, MemoryCollection<Doc>>();
  readonly #onDisk: (collection: string) => boolean;
  readonly #diskCollections = new Map<string, DiskCollection<Doc>>();
  readonly #kept: KeptDocuments;
  readonly #appendToLog: BulkInsert;
  readonly #saveCheckpoint: StatementSync;
  #flushScheduled = false;
  #flushTimer: NodeJS.Timeout | null = null;
  #lastFlush = 0;
  /** When a document or checkpoint was last written, and when the first change not yet flushed was. */
  #lastWrite = 0;
  #pendingSince = 0;
  /** A large flush is waiting for the writes to pause. */
  #deferring = false;
  #flushError: unknown = null;
  /** The flush in slices in progress: no other flush starts until it has ended. */
  #flushing: Promise<void> | null = null;
  /** Checkpoints saved since the last flush, written with the documents. */
  readonly #pendingCheckpoints = new Map<string, number>();

  private constructor(db: DatabaseSync, path: string, options: EmbeddedReadStoreOptions) {
    this.#db = db;
    this.#onDisk = options.onDisk ?? (() => false);
    this.#kept = new KeptDocuments(db);
    this.#checkpoints = path === ':memory:' ? null : new WalCheckpoints(db, path);
    this.#appendToLog = new BulkInsert(db, 'document_log', LOG_COLUMNS);
    this.#saveCheckpoint = db.prepare('INSERT OR REPLACE INTO checkpoints (name, position) VALUES (?, ?)');
    this.#load();
  }

  /** `path` ':memory:' gives a store that is never persisted (tests). */
  static open(path: string, options: EmbeddedReadStoreOptions = {}): EmbeddedReadStore {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const db = new DatabaseSync(path);
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
    db.exec(SCHEMA);
    return new EmbeddedReadStore(db, path, options);
  }

  #load() {
    const rows = this.#db.prepare('SELECT collection, id, body FROM document_log ORDER BY seq').all() as {
      collection: string;
      id: string;
      body: string | null;
    }[];
    /** Documents of on-disk collections still in the log (a store from before they were kept on disk). */
    const toKeep = new Map<string, Map<string, Doc | null>>();
    for (const row of rows) {
      if (this.#onDisk(row.collection)) {
        let writes = toKeep.get(row.collection);
        if (!writes) toKeep.set(row.collection, (writes = new Map()));
        writes.set(row.id, row.body === null ? null : (JSON.parse(row.body) as Doc));
        continue;
      }
      const collection = this.#collectionNamed(row.collection);
      if (row.body === null) collection.unload(row.id);
      else collection.load(JSON.parse(row.body) as Doc);
    }
    if (toKeep.size > 0) this.#kept.moveFromLog(this.#db, toKeep);
    const live = [...this.#collections.values()].reduce((sum, collection) => sum + collection.size, 0);
    if (rows.length > COMPACT_RATIO * live + 1000) this.#compact();
  }

  /** Rewrites the log as one entry per live document. */
  #compact() {
    this.#db.exec('BEGIN');
    try {
      this.#db.exec('DELETE FROM document_log');
      for (const [name, collection] of this.#collections) {
        const rows: SQLInputValue[] = [];
        for (const doc of collection.all()) rows.push(name, doc._id, JSON.stringify(doc));
        this.#appendToLog.run(rows);
      }
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  collection<T extends Doc>(name: string): Collection<T> {
    if (!this.#onDisk(name)) return this.#collectionNamed(name) as unknown as MemoryCollection<T>;
    let collection = this.#diskCollections.get(name);
    if (!collection) this.#diskCollections.set(name, (collection = new DiskCollection<Doc>(name, this.#kept, () => this.#written())));
    return collection as unknown as DiskCollection<T>;
  }

  #collectionNamed(name: string): MemoryCollection<Doc> {
    let collection = this.#collections.get(name);
    if (!collection) {
      collection = new MemoryCollection<Doc>(() => this.#written());
      this.#collections.set(name, collection);
    }
    return collection;
  }

  /** A document or checkpoint was written: it is flushed soon. */
  #written() {
    this.#lastWrite = performance.now();
    this.#scheduleFlush();
  }

  #scheduleFlush() {
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    this.#pendingSince = performance.now();
    const wait = this.#lastFlush + FLUSH_INTERVAL_MS - this.#pendingSince;
    if (wait <= 0) setImmediate(() => this.#flushLater(false));
    else this.#flushTimer = setTimeout(() => this.#flushLater(true), wait);
  }

  /**
   * A flush nobody waits for, in slices: its error goes to the next checkpoint save (the engine
   * then retries). A timed one (the store is busy) waits for a pause in the writes first.
   */
  #flushLater(timed: boolean) {
    if (this.#flushing) return; // the flush in progress schedules this one when it ends
    const now = performance.now();
    this.#deferring = timed && this.#changeCount() > SYNC_FLUSH_DOCUMENTS && now - this.#lastWrite < QUIET_MS && now - this.#pendingSince < MAX_DEFER_MS;
    if (this.#deferring) {
      this.#flushTimer = setTimeout(() => this.#flushLater(true), QUIET_MS);
      return;
    }
    this.#flushing = this.#flushInSlices()
      .catch((error: unknown) => {
        this.#flushError = error;
      })
      .finally(() => {
        this.#flushing = null;
        if (this.#flushScheduled) {
          this.#flushScheduled = false;
          this.#scheduleFlush();
        }
      });
  }

  #changeCount(): number {
    let count = 0;
    for (const collection of this.#collections.values()) count += collection.changeCount;
    for (const collection of this.#diskCollections.values()) count += collection.pendingCount;
    return count;
  }

  async getCheckpoint(name: string): Promise<number | null> {
    const pending = this.#pendingCheckpoints.get(name);
    if (pending !== undefined) return pending;
    const row = this.#db.prepare('SELECT position FROM checkpoints WHERE name = ?').get(name) as
      | { position: number }
      | undefined;
    return row?.position ?? null;
  }

  async saveCheckpoint(name: string, position: number): Promise<void> {
    if (this.#flushError !== null) {
      const error = this.#flushError;
      this.#flushError = null;
      throw error;
    }
    this.#pendingCheckpoints.set(name, position);
    // Busy: flushing, flushed a moment ago, much to write, or a large flush waiting for a pause.
    const busy = this.#flushing || this.#deferring || performance.now() - this.#lastFlush < FLUSH_INTERVAL_MS || this.#changeCount() > SYNC_FLUSH_DOCUMENTS;
    if (busy) return this.#written();
    // A quiet store writes now, and a failure is the caller's, as it always was.
    try {
      this.#flush();
    } catch (error) {
      if (this.#pendingCheckpoints.get(name) === position) this.#pendingCheckpoints.delete(name);
      throw error;
    }
  }

  async checkpoints(): Promise<{ name: string; position: number }[]> {
    const saved = new Map((this.#db.prepare('SELECT name, position FROM checkpoints').all() as { name: string; position: number }[]).map(({ name, position }) => [name, position]));
    for (const [name, position] of this.#pendingCheckpoints) saved.set(name, position);
    return [...saved].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, position]) => ({ name, position }));
  }

  /** Appends every document written since the last flush (each encoded once) and the checkpoints. */
  #flush() {
    this.#flushScheduled = false;
    if (this.#flushTimer) clearTimeout(this.#flushTimer);
    this.#flushTimer = null;
    this.#lastFlush = performance.now();
    if (!this.#db.isOpen) return;
    const checkpoints = [...this.#pendingCheckpoints];
    const changes = [...this.#collections].map(([name, collection]) => ({ name, collection, ids: collection.takeChanges() }));
    const kept = this.#pendingOnDisk();
    const rows: SQLInputValue[] = [];
    for (const { name, collection, ids } of changes) {
      for (const id of ids) {
        const doc = collection.get(id);
        rows.push(name, id, doc ? JSON.stringify(doc) : null);
      }
    }
    if (rows.length === 0 && checkpoints.length === 0 && kept.length === 0) return;
    this.#db.exec('BEGIN');
    try {
      this.#appendToLog.run(rows);
      for (const { name, writes } of kept) this.#kept.write(name, writes);
      for (const [name, position] of checkpoints) this.#saveCheckpoint.run(name, position);
      this.#db.exec('COMMIT');
      for (const { collection, writes } of kept) collection.written(writes);
      for (const [name, position] of checkpoints) if (this.#pendingCheckpoints.get(name) === position) this.#pendingCheckpoints.delete(name);
    } catch (error) {
      this.#db.exec('ROLLBACK');
      // Not written: keep them for the next flush.
      for (const { collection, ids } of changes) collection.keepChanges(ids);
      throw error;
    }
  }

  /**
   * `#flush` with event-loop turns: a 100k-row import's batches change thousands of documents
   * (and positions of hundreds of lots) between two flushes. Documents are encoded as they are
   * when reached, which may be newer than the checkpoints written with them: harmless, as above.
   * The transaction is this connection's only writer while it is open (other flushes wait).
   */
  async #flushInSlices() {
    this.#flushScheduled = false;
    if (this.#flushTimer) clearTimeout(this.#flushTimer);
    this.#flushTimer = null;
    if (!this.#db.isOpen) return;
    const checkpoints = [...this.#pendingCheckpoints];
    const changes = [...this.#collections].map(([name, collection]) => ({ name, collection, ids: collection.takeChanges() }));
    const kept = this.#pendingOnDisk();
    try {
      const rows: SQLInputValue[] = [];
      const slice = new Slice();
      let encoded = 0;
      let characters = 0;
      let sinceLook = 0;
      for (const { name, collection, ids } of changes) {
        for (const id of ids) {
          const doc = collection.get(id);
          const body = doc ? JSON.stringify(doc) : null;
          rows.push(name, id, body);
          characters += body?.length ?? 0;
          sinceLook += body?.length ?? 0;
          if ((++encoded & 31) === 0 || sinceLook >= RUN_CHARACTERS) {
            sinceLook = 0;
            if (slice.over) await slice.turn();
          }
        }
      }
      // Its COMMIT would copy the long log into the file on this thread (~80 ms): the worker does.
      const large = characters >= LARGE_FLUSH_CHARACTERS && this.#checkpoints !== null;
      if (rows.length === 0 && checkpoints.length === 0 && kept.length === 0) return;
      this.#db.exec('BEGIN');
      try {
        for (const { name, writes } of kept) await this.#kept.writeInSlices(name, writes, slice);
        for (let from = 0; from < rows.length; ) {
          const to = insertRunEnd(rows, from);
          this.#appendToLog.run(rows.slice(from, to));
          from = to;
          if (slice.over) await slice.turn();
        }
        for (const [name, position] of checkpoints) this.#saveCheckpoint.run(name, position);
        if (large) this.#checkpoints!.holdOff();
        try {
          this.#db.exec('COMMIT');
        } finally {
          if (large) this.#checkpoints!.ask(); // also after a failed COMMIT: commits checkpoint again once it is done
        }
      } catch (error) {
        if (this.#db.isOpen && this.#db.isTransaction) this.#db.exec('ROLLBACK');
        throw error;
      }
      for (const [name, position] of checkpoints) if (this.#pendingCheckpoints.get(name) === position) this.#pendingCheckpoints.delete(name);
      for (const { collection, writes } of kept) collection.written(writes);
    } catch (error) {
      // Not written: keep them for the next flush (the on-disk collections still hold theirs).
      for (const { collection, ids } of changes) collection.keepChanges(ids);
      throw error;
    } finally {
      this.#lastFlush = performance.now();
    }
  }

  /** What the on-disk collections hold that is not in the file yet. */
  #pendingOnDisk() {
    const kept: { name: string; collection: DiskCollection<Doc>; writes: PendingWrites }[] = [];
    for (const [name, collection] of this.#diskCollections) if (collection.pendingCount > 0) kept.push({ name, collection, writes: collection.pendingWrites() });
    return kept;
  }

  async reset(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    this.#pendingCheckpoints.clear();
    this.#db.exec('DELETE FROM document_log; DELETE FROM checkpoints; DELETE FROM kept_documents;');
    for (const collection of this.#collections.values()) collection.drop();
    for (const collection of this.#diskCollections.values()) collection.drop();
  }

  async close(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    if (!this.#db.isOpen) return;
    this.#flush();
    await this.#checkpoints?.close();
    this.#db.close();
  }

  /** Stop without flushing pending writes: what a crash leaves behind (tests only). */
  abandon(): void {
    for (const collection of this.#collections.values()) collection.takeChanges();
    for (const collection of this.#diskCollections.values()) collection.discard();
    if (this.#flushTimer) clearTimeout(this.#flushTimer);
    this.#pendingCheckpoints.clear();
    void this.#checkpoints?.close();
    if (this.#db.isOpen) this.#db.close();
  }
}

