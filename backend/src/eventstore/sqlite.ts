import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { BulkInsert } from '../shared/sqlite-bulk-insert.ts';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './port.ts';
import { chainHashOf, GENESIS_HASH, type ChainStart } from './hash-chain.ts';
import { startChain } from './sqlite-chain-start.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position  INTEGER PRIMARY KEY,
  stream_id TEXT    NOT NULL,
  revision  INTEGER NOT NULL,
  event_id  TEXT    NOT NULL,
  type      TEXT    NOT NULL,
  data      TEXT    NOT NULL,
  metadata  TEXT    NOT NULL,
  hash      TEXT
) STRICT;
CREATE UNIQUE INDEX IF NOT EXISTS events_by_stream ON events (stream_id, revision);
DROP INDEX IF EXISTS events_by_event_id;
-- The first event id of each append: a command retried after a crash (same ids) is recognised at
-- any revision with one row per append, where an index of every event id slowed bulk appends ~30%.
CREATE TABLE IF NOT EXISTS append_starts (event_id TEXT PRIMARY KEY, stream_id TEXT NOT NULL, revision INTEGER NOT NULL) STRICT, WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS chain_start (
  id               INTEGER PRIMARY KEY CHECK (id = 1),
  through_position INTEGER NOT NULL,
  events           INTEGER NOT NULL,
  hash             TEXT    NOT NULL,
  at               TEXT    NOT NULL
) STRICT;
`;

/** Idle subscriptions re-check the log this often, to see appends made by other processes. */
const POLL_MS = 500;
const SUBSCRIPTION_BATCH = 1000;

const COLUMNS = 'position, stream_id, revision, event_id, type, data, metadata, hash';

/** A row of COLUMNS, in that order. */
type EventRow = [position: number, streamId: string, revision: number, eventId: string, type: string, data: string, metadata: string, hash: string | null];

/**
 * The embedded event store: one SQLite file in WAL mode. node:sqlite is synchronous, so an append
 * (check revision, insert, commit) runs without interleaving inside this process; a second process
 * is serialised by SQLite's write lock (BEGIN IMMEDIATE).
 *
 * Idempotency follows EventStoreDB: a retried append whose event ids are already stored at the
 * revisions it would have written succeeds without writing again.
 */
export class SqliteEventStore implements EventStore {
  readonly kind = 'embedded' as const;
  readonly #db: DatabaseSync;
  readonly #insert: BulkInsert;
  readonly #lastRevision: StatementSync;
  readonly #readStream: StatementSync;
  readonly #readAll: StatementSync;
  readonly #head: StatementSync;
  readonly #idsInStream: StatementSync;
  readonly #lastHash: StatementSync;
  readonly #recordStart: StatementSync;
  readonly #findStart: StatementSync;
  #wakeSubscribers = new Set<() => void>();

  private constructor(db: DatabaseSync) {
    this.#db = db;
    this.#insert = new BulkInsert(db, 'events', ['stream_id', 'revision', 'event_id', 'type', 'data', 'metadata', 'hash']);
    this.#lastHash = db.prepare('SELECT hash FROM events ORDER BY position DESC LIMIT 1');
    this.#recordStart = db.prepare('INSERT OR IGNORE INTO append_starts (event_id, stream_id, revision) VALUES (?, ?, ?)');
    this.#findStart = db.prepare('SELECT stream_id, revision FROM append_starts WHERE event_id = ?');
    this.#lastRevision = db.prepare('SELECT MAX(revision) AS revision FROM events WHERE stream_id = ?');
    this.#readStream = db.prepare(`SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`);
    this.#readAll = db.prepare(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`);
    // Rows as arrays: node:sqlite builds them much faster than keyed objects (replays read millions).
    this.#readStream.setReturnArrays(true);
    this.#readAll.setReturnArrays(true);
    this.#head = db.prepare('SELECT MAX(position) AS position FROM events');
    this.#idsInStream = db.prepare(
      'SELECT event_id, revision, position FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?',
    );
  }

  static open(path: string): SqliteEventStore {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const db = new DatabaseSync(path);
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
    db.exec(SCHEMA);
    startChain(db, new Date());
    return new SqliteEventStore(db);
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.appendSync(streamId, events, expected);
  }

  /** The synchronous core of `append`, also used by benchmarks and seeding. */
  appendSync(streamId: string, events: NewEvent[], expected: ExpectedRevision): AppendResult {
    if (events.length === 0) throw new Error('append needs at least one event');
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const result = this.#appendInTransaction(streamId, events, expected);
      this.#db.exec('COMMIT');
      if (result.written) this.#notify();
      return result.result;
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  #appendInTransaction(streamId: string, events: NewEvent[], expected: ExpectedRevision) {
    const row = this.#lastRevision.get(streamId) as { revision: number | null };
    const current = row.revision ?? -1;
    const expectedCurrent = expected === 'no_stream' ? -1 : expected === 'any' ? current : expected;
    if (expectedCurrent !== current) {
      const retried = this.#alreadyAppended(streamId, events, expectedCurrent + 1);
      if (retried) return { written: false, result: retried };
      throw new WrongExpectedRevisionError(streamId, expected, current === -1 ? 'no_stream' : current);
    }
    // Also at an exact revision: a command retried after a crash (stored, never answered) is decided
    // again on the newer state, with the same ids (Idempotency-Key), and must not be stored twice.
    if (current >= 0) {
      const retried = this.#alreadyAppendedAnywhere(streamId, events, expected === 'any');
      if (retried) return { written: false, result: retried };
    }
    let revision = current;
    // Read inside the write transaction: the chain follows the global order even across processes.
    let previous = (this.#lastHash.get() as { hash: string | null } | undefined)?.hash ?? GENESIS_HASH;
    const rows: SQLInputValue[] = [];
    // The events of one command share their metadata object: encode it once.
    let metadata: EventMetadata | null = null;
    let metadataJson = '';
    const streamJson = JSON.stringify(streamId);
    let type = '';
    let typeJson = '';
    for (const event of events) {
      revision += 1;
      if (event.metadata !== metadata) {
        metadata = event.metadata;
        metadataJson = JSON.stringify(metadata);
      }
      const data = JSON.stringify(event.data);
      if (event.type !== type) typeJson = JSON.stringify((type = event.type));
      previous = chainHashOf(previous, streamJson, revision, typeJson, data, metadataJson);
      rows.push(streamId, revision, event.id, event.type, data, metadataJson, previous);
    }
    const position = this.#insert.run(rows);
    this.#recordStart.run(events[0]!.id, streamId, current + 1);
    return { written: true, result: { nextRevision: revision, position } };
  }

  /** The same ids stored at the revisions this append would have taken: a retry. */
  #alreadyAppended(streamId: string, events: NewEvent[], fromRevision: number): AppendResult | null {
    if (fromRevision < 0) return null;
    const stored = this.#idsInStream.all(streamId, fromRevision, events.length) as { event_id: string; revision: number; position: number }[];
    if (stored.length !== events.length) return null;
    if (!stored.every((row, i) => row.event_id === events[i]!.id)) return null;
    const last = stored.at(-1)!;
    return { nextRevision: last.revision, position: last.position };
  }

  /** `scan`: also look through the stream (appends stored before append_starts existed). */
  #alreadyAppendedAnywhere(streamId: string, events: NewEvent[], scan: boolean): AppendResult | null {
    const start = this.#findStart.get(events[0]!.id) as { stream_id: string; revision: number } | undefined;
    if (start) return start.stream_id === streamId ? this.#alreadyAppended(streamId, events, start.revision) : null;
    if (!scan) return null;
    const first = this.#db
      .prepare('SELECT revision FROM events WHERE stream_id = ? AND event_id = ?')
      .get(streamId, events[0]!.id) as { revision: number } | undefined;
    return first ? this.#alreadyAppended(streamId, events, first.revision) : null;
  }

  async readStream(streamId: string, options: { fromRevision?: number; maxCount?: number } = {}) {
    const rows = this.#readStream.all(streamId, options.fromRevision ?? 0, options.maxCount ?? -1) as unknown as EventRow[];
    return toRecorded(rows);
  }

  async readAll(options: { after: number | null; maxCount: number }): Promise<RecordedEvent[]> {
    return this.readAllSync(options.after, options.maxCount);
  }

  readAllSync(after: number | null, maxCount: number): RecordedEvent[] {
    const rows = this.#readAll.all(after ?? 0, maxCount) as unknown as EventRow[];
    return toRecorded(rows);
  }

  async headPosition(): Promise<number | null> {
    return (this.#head.get() as { position: number | null }).position;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    let stopped = false;
    let wake: (() => void) | null = null;
    const waitForAppend = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, POLL_MS);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        wake = done;
        this.#wakeSubscribers.add(done);
      }).finally(() => {
        if (wake) this.#wakeSubscribers.delete(wake);
      });

    const run = async () => {
      let after = options.after;
      while (!stopped) {
        const batch = this.readAllSync(after, SUBSCRIPTION_BATCH);
        if (batch.length === 0) {
          await waitForAppend();
          continue;
        }
        await options.onEvents(batch);
        after = batch.at(-1)!.position;
      }
    };
    const running = run().catch((error: unknown) => {
      if (options.onError) options.onError(error);
      else throw error;
    });
    return {
      stop: async () => {
        stopped = true;
        wake?.();
        await running;
      },
    };
  }

  #notify() {
    for (const wake of [...this.#wakeSubscribers]) wake();
  }

  async chainStart(): Promise<ChainStart | null> {
    const row = this.#db.prepare('SELECT through_position, events, hash, at FROM chain_start WHERE id = 1').get() as
      | { through_position: number; events: number; hash: string; at: string }
      | undefined;
    return row ? { throughPosition: row.through_position, events: row.events, hash: row.hash, at: row.at } : null;
  }

  /** Direct access for benchmarks that compare against raw inserts into the same file. */
  get database(): DatabaseSync {
    return this.#db;
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}

/** Consecutive events of one command have the same metadata: it is decoded once and shared (read-only). */
function toRecorded(rows: EventRow[]): RecordedEvent[] {
  let metadataJson = '';
  let metadata: EventMetadata | null = null;
  return rows.map((row) => {
    if (row[6] !== metadataJson) {
      metadataJson = row[6];
      metadata = JSON.parse(metadataJson) as EventMetadata;
    }
    const event: RecordedEvent = { id: row[3], streamId: row[1], revision: row[2], position: row[0], type: row[4], data: JSON.parse(row[5]), metadata: metadata! };
    if (row[7] !== null) event.hash = row[7];
    return event;
  });
}
