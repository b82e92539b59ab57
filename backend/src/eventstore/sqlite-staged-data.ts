import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { BulkInsert } from '../shared/sqlite-bulk-insert.ts';

/**
 * Large event data written ahead of its append. A 100k-row import's 17 MB of purchases took
 * SQLite's single write lock for 140-190 ms, and every other user's command waited behind it.
 * The data is written first, in small transactions that other appends interleave with, into
 * `staged_data`; the append then stores only the events (with `data` '' and `staged` naming the
 * row) under the lock, and their data is read through `DATA_COLUMN`. Until that append commits the
 * rows are referenced by nothing: readers never see them, and a crash leaves only orphans, which
 * `sweepStagedData` deletes at the next start.
 */

/** An event's data at least this long is staged (an import's PositionsIncreased is ~85 KB, a small command's < 1 KB). */
export const STAGED_DATA_CHARS = 16 * 1024;
/** Characters of data written per staging transaction: about a slice of work (~3-5 ms). */
const STAGE_RUN_CHARS = 512 * 1024;
/** Orphans younger than this may belong to an append in progress in another process. */
const ORPHAN_AGE_MS = 60_000;

export const STAGED_DATA_SCHEMA = `
CREATE TABLE IF NOT EXISTS staged_data (
  id        INTEGER PRIMARY KEY,
  data      TEXT    NOT NULL,
  staged_at INTEGER NOT NULL
) STRICT;
-- Rows up to this id were swept: each is named by an event or was deleted.
CREATE TABLE IF NOT EXISTS staged_data_swept (id INTEGER PRIMARY KEY CHECK (id = 1), through INTEGER NOT NULL) STRICT;
`;

/** The events' data as stored, inline or staged: what every read of the log selects. */
export const DATA_COLUMN = 'CASE WHEN staged IS NULL THEN data ELSE (SELECT s.data FROM staged_data s WHERE s.id = events.staged) END';

/** Adds `events.staged` (and its index) to a log written before staging existed; run after the schema. */
export function addStagedColumn(db: DatabaseSync) {
  const columns = db.prepare("SELECT name FROM pragma_table_info('events')").all() as { name: string }[];
  if (!columns.some((column) => column.name === 'staged')) db.exec('ALTER TABLE events ADD COLUMN staged INTEGER');
  db.exec('CREATE INDEX IF NOT EXISTS events_by_staged ON events (staged) WHERE staged IS NOT NULL');
}

/**
 * Deletes staged data no event names, staged more than ORPHAN_AGE_MS before `now`. Returns how
 * many. Only rows after the last sweep's are looked at (a start would otherwise read every row
 * staged by every import: 45 ms per 200k); the next sweep starts at the first row too young to judge.
 */
export function sweepStagedData(db: DatabaseSync, now: number): number {
  const cutoff = now - ORPHAN_AGE_MS;
  // Read under the write lock: a row another process stages meanwhile is after `newest`, judged next time.
  db.exec('BEGIN IMMEDIATE');
  try {
    const through = (db.prepare('SELECT through FROM staged_data_swept WHERE id = 1').get() as { through: number } | undefined)?.through ?? 0;
    const young = (db.prepare('SELECT MIN(id) AS id FROM staged_data WHERE id > ? AND staged_at >= ?').get(through, cutoff) as { id: number | null }).id;
    const newest = (db.prepare('SELECT MAX(id) AS id FROM staged_data').get() as { id: number | null }).id ?? 0;
    const result = db
      .prepare('DELETE FROM staged_data WHERE id > ? AND staged_at < ? AND NOT EXISTS (SELECT 1 FROM events WHERE events.staged = staged_data.id)')
      .run(through, cutoff);
    const next = young === null ? Math.max(through, newest) : young - 1;
    db.prepare('INSERT INTO staged_data_swept (id, through) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET through = excluded.through').run(next);
    db.exec('COMMIT');
    return Number(result.changes);
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** Per event, the staged row holding its data, or null when its data is written inline. */
export type StagedIds = (number | null)[];

/** Stages and drops event data on one connection; each call is one short transaction of its own. */
export class DataStaging {
  readonly #db: DatabaseSync;
  readonly #insert: BulkInsert;
  readonly #count: StatementSync;
  readonly #drop: StatementSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#insert = new BulkInsert(db, 'staged_data', ['data', 'staged_at']);
    this.#count = db.prepare('SELECT COUNT(*) AS count FROM staged_data WHERE id >= ? AND id <= ?');
    this.#drop = db.prepare('DELETE FROM staged_data WHERE id >= ? AND id <= ?');
  }

  /** Whether any of `dataJson` is large enough to stage. */
  static worthIt(dataJson: readonly string[]): boolean {
    return dataJson.some((json) => json.length >= STAGED_DATA_CHARS);
  }

  /**
   * Stages the large ones of `dataJson[from..]` in one transaction, up to STAGE_RUN_CHARS, writing
   * their ids into `ids`. Returns where the next run starts.
   */
  stageRun(dataJson: readonly string[], from: number, ids: StagedIds): number {
    const values: (string | number)[] = [];
    const at: number[] = [];
    const now = Date.now();
    let to = from;
    for (let chars = 0; to < dataJson.length && chars < STAGE_RUN_CHARS; to++) {
      const json = dataJson[to]!;
      if (json.length < STAGED_DATA_CHARS) continue;
      values.push(json, now);
      at.push(to);
      chars += json.length;
    }
    if (at.length > 0) {
      this.#db.exec('BEGIN IMMEDIATE');
      try {
        // One transaction: nothing else inserts meanwhile, so the ids run up to the last one.
        const last = this.#insert.run(values);
        this.#db.exec('COMMIT');
        at.forEach((index, n) => (ids[index] = last - at.length + 1 + n));
      } catch (error) {
        if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
        throw error;
      }
    }
    return to;
  }

  /** Whether every row of `ids` is still there (inside the append's transaction: a sweep of another process may have run). */
  allThere(ids: StagedIds): boolean {
    for (const [first, last] of runsOf(ids)) {
      if ((this.#count.get(first, last) as { count: number }).count !== last - first + 1) return false;
    }
    return true;
  }

  /** Deletes `ids` (an append that did not commit). Best effort: the sweep at the next start catches what this misses. */
  drop(ids: StagedIds) {
    // The store closed meanwhile (the server stopping during an import): the sweep deletes them.
    if (!this.#db.isOpen || ids.every((id) => id === null)) return;
    try {
      this.#db.exec('BEGIN IMMEDIATE');
      for (const [first, last] of runsOf(ids)) this.#drop.run(first, last);
      this.#db.exec('COMMIT');
    } catch {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
    }
  }
}

/** Consecutive ids as [first, last] runs. */
function runsOf(ids: StagedIds): [number, number][] {
  const runs: [number, number][] = [];
  for (const id of ids) {
    if (id === null) continue;
    const run = runs.at(-1);
    if (run && run[1] === id - 1) run[1] = id;
    else runs.push([id, id]);
  }
  return runs;
}
