import { DatabaseSync } from 'node:sqlite';
import { Slice } from '../shared/yielding.ts';
import type { AppendResult, ExpectedRevision, NewEvent } from './port.ts';
import { SqliteAppender } from './sqlite-append.ts';
import type { EventRow } from './sqlite-rows.ts';
import { DataStaging, type StagedIds } from './sqlite-staged-data.ts';

/** Events encoded, chained and inserted between two looks at the clock, and their data's characters at most. */
const WRITE_RUN = 100;
const WRITE_RUN_BYTES = 256 * 1024;

/** A connection to the log's file as the store uses it: WAL, commits synced at checkpoints, a writer waits up to 5 s. */
export function openConnection(path: string): DatabaseSync {
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  return db;
}

/**
 * The large appends of a SQLite store (a CSV import, a bulk request), on a second connection to
 * its file: their large data staged ahead (sqlite-staged-data.ts), then the events in one
 * transaction written a slice at a time with event-loop turns between. That connection reads the
 * log as last committed meanwhile (WAL), so no reader sees part of an append, and a crash leaves
 * none of it. The store runs one `append` at a time and no `stage` run while one is open (it holds
 * its transaction across turns); each stage run is a transaction of its own.
 */
export class LargeAppends {
  readonly #path: string;
  /** The store's own connection: its size limit is the one to keep (the disk-full fault route sets it). */
  readonly #main: DatabaseSync;
  #second: { db: DatabaseSync; appender: SqliteAppender; staging: DataStaging } | null = null;

  constructor(path: string, main: DatabaseSync) {
    this.#path = path;
    this.#main = main;
  }

  /** The second connection, opened at the first large append, with the main connection's size limit. */
  #connection() {
    if (!this.#second) {
      const db = openConnection(this.#path);
      // Its COMMIT would checkpoint the large log it just wrote, on this thread: the worker does.
      db.exec('PRAGMA wal_autocheckpoint = 0');
      this.#second = { db, appender: new SqliteAppender(db), staging: new DataStaging(db) };
    }
    const { max_page_count: limit } = this.#main.prepare('PRAGMA max_page_count').get() as { max_page_count: number };
    this.#second.db.exec(`PRAGMA max_page_count = ${limit}`);
    return this.#second;
  }

  /**
   * Writes the large ones of `dataJson` to `staged_data`, a short transaction at a time; `idle`
   * resolves when no append holds the second connection's transaction.
   */
  async stage(dataJson: readonly string[], idle: () => Promise<void>): Promise<StagedIds> {
    const ids: StagedIds = new Array<null>(dataJson.length).fill(null);
    const { staging } = this.#connection();
    const slice = new Slice();
    try {
      for (let from = 0; from < dataJson.length; ) {
        await idle();
        from = staging.stageRun(dataJson, from, ids);
        if (slice.over) await slice.turn();
      }
      return ids;
    } catch (error) {
      await idle();
      staging.drop(ids);
      throw error;
    }
  }

  /**
   * The append, with `staged` naming the data already stored. `written`: the rows as read back,
   * with their positions; null when nothing was written (the same events were already stored).
   */
  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision, dataJson: readonly string[], staged?: StagedIds): Promise<{ result: AppendResult; written: EventRow[] | null }> {
    const { db, appender, staging } = this.#connection();
    db.exec('BEGIN IMMEDIATE');
    try {
      const begun = appender.begin(streamId, events, expected);
      if ('retried' in begun) {
        db.exec('COMMIT');
        if (staged) staging.drop(staged);
        return { result: begun.retried, written: null };
      }
      if (staged && !staging.allThere(staged)) throw new Error('Event data staged for this append is gone (swept by another process): try again');
      const slice = new Slice();
      const written: EventRow[] = [];
      for (let from = 0; from < events.length; ) {
        // Up to WRITE_RUN events, fewer when they are large (an import's PositionsIncreased).
        let to = from;
        for (let bytes = 0; to < events.length && to - from < WRITE_RUN && bytes < WRITE_RUN_BYTES; to++) bytes += dataJson[to]!.length;
        appender.write(begun.cursor, events, from, to, dataJson, written, staged);
        from = to;
        if (slice.over) await slice.turn();
      }
      const result = appender.finish(begun.cursor, events);
      db.exec('COMMIT');
      return { result, written };
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      if (staged) staging.drop(staged);
      throw error;
    }
  }

  close() {
    if (this.#second?.db.isOpen) this.#second.db.close();
  }
}
