import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { turn } from '../shared/yielding.ts';
import type { AppendRange, AppendResult, EventStore, ExpectedRevision, NewEvent, RecordedEvent, SubscribeOptions, Subscription } from './port.ts';
import type { ChainStart } from './hash-chain.ts';
import { encodeInSlices, SqliteAppender } from './sqlite-append.ts';
import { RecentAppends } from './recent-appends.ts';
import { COLUMNS, toRecorded, toRecordedInSlices, type EventRow } from './sqlite-rows.ts';
import { startChain } from './sqlite-chain-start.ts';
import { addStagedColumn, DataStaging, STAGED_DATA_SCHEMA, sweepStagedData, type StagedIds } from './sqlite-staged-data.ts';
import { LargeAppends, openConnection } from './sqlite-large-appends.ts';
import { WalCheckpoints } from '../shared/sqlite-wal-checkpoints.ts';

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
/** A subscription page ends after this many characters of event data, even before SUBSCRIPTION_BATCH events. */
const PAGE_BYTES = 2 * 2 ** 20;
/** Full pages kept for the other subscribers (`#page`): a few MB for a large import's events. */
const KEPT_PAGES = 8;
/**
 * An append of at least this many events to a store on disk is written in slices on a second
 * connection, in one transaction, with event-loop turns in between (a 100k-row import's append
 * otherwise holds every other request for seconds).
 */
const SLICED_APPEND_EVENTS = 2000;
/**
 * Or of at least this many characters of event data: a bulk request's 5,000 purchases are a few
 * events of about 1 MB in all, whose write in one go held the event loop ~45 ms.
 */
const SLICED_APPEND_BYTES = 256 * 1024;
const bytesOf = (encoded: readonly string[]) => encoded.reduce((sum, json) => sum + json.length, 0);
/** The rows of the last sliced append are kept this long for the subscriptions to read (`#rowsAfter`). */
const KEEP_APPENDED_MS = 10_000;


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
  readonly #path: string;
  readonly #appender: SqliteAppender;
  readonly #slicedAbove: number;
  readonly #readStream: StatementSync;
  readonly #readAll: StatementSync;
  readonly #head: StatementSync;
  #wakeSubscribers = new Set<() => void>();
  /** Large appends and their staging, on a second connection. */
  readonly #large: LargeAppends;
  /** The sliced append in progress: every other append of this process waits for it. */
  #slicedAppend: Promise<unknown> | null = null;
  /** Full subscription pages recently read, by the position they follow (`#page`). */
  readonly #pages = new Map<number, Promise<RecordedEvent[]>>();
  /** Checkpoints the log after sliced appends, off this thread. */
  readonly #checkpoints: WalCheckpoints;
  /**
   * The rows the last sliced append stored, as stored, for a while after its commit: the
   * subscriptions read them next, and reading 15 MB back from the file took them ~100 ms.
   */
  #appended: { rows: EventRow[]; timer: NodeJS.Timeout } | null = null;
  readonly #recent = new RecentAppends();

  private constructor(db: DatabaseSync, path: string, slicedAbove: number) {
    this.#db = db;
    this.#path = path;
    this.#slicedAbove = slicedAbove;
    this.#appender = new SqliteAppender(db);
    this.#large = new LargeAppends(path, db);
    this.#checkpoints = new WalCheckpoints(db, path);
    this.#readStream = db.prepare(`SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`);
    this.#readAll = db.prepare(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`);
    // Rows as arrays: node:sqlite builds them much faster than keyed objects (replays read millions).
    this.#readStream.setReturnArrays(true);
    this.#readAll.setReturnArrays(true);
    this.#head = db.prepare('SELECT MAX(position) AS position FROM events');
  }

  /** `slicedAbove`: appends of at least this many events are written in slices (a store on disk only). */
  static open(path: string, options: { slicedAbove?: number } = {}): SqliteEventStore {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const db = openConnection(path);
    db.exec(SCHEMA + STAGED_DATA_SCHEMA);
    startChain(db, new Date());
    addStagedColumn(db);
    sweepStagedData(db, Date.now());
    return new SqliteEventStore(db, path, options.slicedAbove ?? SLICED_APPEND_EVENTS);
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    // Encoded before taking the write lock: other appends go on meanwhile.
    const dataJson = events.length > 1 && this.#path !== ':memory:' ? await encodeInSlices(events) : undefined;
    const sliced = dataJson !== undefined && (events.length >= this.#slicedAbove || bytesOf(dataJson) >= SLICED_APPEND_BYTES);
    // Large data is written ahead too, in short transactions that other appends interleave with.
    const staged = sliced && DataStaging.worthIt(dataJson) ? await this.#stage(dataJson) : undefined;
    // In order: nothing of this process writes while a sliced append holds the write lock.
    await this.#noLargeAppend();
    if (!sliced) return this.appendSync(streamId, events, expected, dataJson);
    const running = this.#appendLarge(streamId, events, expected, dataJson, staged);
    this.#slicedAppend = running;
    try {
      return await running;
    } finally {
      this.#slicedAppend = null;
    }
  }

  /** The synchronous core of `append`, also used by benchmarks and seeding; `dataJson`: the events' data already encoded. */
  appendSync(streamId: string, events: NewEvent[], expected: ExpectedRevision, dataJson?: readonly string[]): AppendResult {
    if (events.length === 0) throw new Error('append needs at least one event');
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const begun = this.#appender.begin(streamId, events, expected);
      if ('retried' in begun) {
        this.#db.exec('COMMIT');
        return begun.retried;
      }
      this.#appender.write(begun.cursor, events, 0, events.length, dataJson);
      const result = this.#appender.finish(begun.cursor, events);
      this.#db.exec('COMMIT');
      this.#recent.record(streamId, result.position - events.length + 1, result.position);
      this.#notify();
      return result;
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  /**
   * Stages the large data of an append ahead of it, between the large appends' transactions. The
   * main connection's commits (other users' appends meanwhile) do not checkpoint the log it grows.
   */
  async #stage(dataJson: readonly string[]): Promise<StagedIds> {
    const release = this.#checkpoints.hold();
    try {
      return await this.#large.stage(dataJson, () => this.#noLargeAppend());
    } finally {
      release();
    }
  }

  /** Resolves once no large append holds the write lock (it does across event-loop turns). */
  async #noLargeAppend() {
    while (this.#slicedAppend) await this.#slicedAppend.catch(() => undefined);
  }

  /** A large append (`LargeAppends`): the log's other appends of this process wait for it. */
  async #appendLarge(streamId: string, events: NewEvent[], expected: ExpectedRevision, dataJson: readonly string[], staged?: StagedIds): Promise<AppendResult> {
    const { result, written } = await this.#large.append(streamId, events, expected, dataJson, staged);
    if (!written) return result;
    this.#recent.record(streamId, result.position - events.length + 1, result.position);
    this.#keepAppended(written);
    this.#notify();
    this.#checkpoints.ask();
    return result;
  }

  async readStream(streamId: string, options: { fromRevision?: number; maxCount?: number } = {}) {
    const rows = this.#readStream.all(streamId, options.fromRevision ?? 0, options.maxCount ?? -1) as unknown as EventRow[];
    return toRecorded(rows);
  }

  async readAll(options: { after: number | null; maxCount: number; maxBytes?: number }): Promise<RecordedEvent[]> {
    if (options.maxBytes === undefined) return this.readAllSync(options.after, options.maxCount);
    return toRecorded(this.#rowsAfter(options.after, options.maxCount, options.maxBytes).rows);
  }

  #keepAppended(rows: EventRow[]) {
    if (this.#appended) clearTimeout(this.#appended.timer);
    const timer = setTimeout(() => (this.#appended = null), KEEP_APPENDED_MS);
    timer.unref();
    this.#appended = { rows, timer };
  }

  /**
   * Rows after `after`: at most `maxCount`, ending with the one that takes their data to
   * `maxBytes` characters. Those the last sliced append stored are taken as it kept them.
   */
  #rowsAfter(after: number | null, maxCount: number, maxBytes: number): { rows: EventRow[]; full: boolean } {
    const rows: EventRow[] = [];
    let bytes = 0;
    const kept = this.#appended?.rows;
    let from = after ?? 0;
    if (kept && from + 1 >= kept[0]![0] && from + 1 <= kept.at(-1)![0]) {
      for (let index = from + 1 - kept[0]![0]; index < kept.length && rows.length < maxCount; index++) {
        const row = kept[index]!;
        rows.push(row);
        bytes += row[5].length;
        if (bytes >= maxBytes) return { rows, full: true };
      }
      from = rows.at(-1)![0];
    }
    if (rows.length === maxCount) return { rows, full: true };
    for (const row of this.#readAll.iterate(from, maxCount - rows.length) as Iterable<EventRow>) {
      rows.push(row);
      bytes += row[5].length;
      if (bytes >= maxBytes) return { rows, full: true };
    }
    return { rows, full: rows.length === maxCount };
  }

  readAllSync(after: number | null, maxCount: number): RecordedEvent[] {
    const rows = this.#readAll.all(after ?? 0, maxCount) as unknown as EventRow[];
    return toRecorded(rows);
  }

  appendsBetween(after: number, before: number): AppendRange[] | null {
    return this.#recent.between(after, before);
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
        const batch = await this.#page(after);
        if (batch.length === 0) {
          await waitForAppend();
          continue;
        }
        await options.onEvents(batch);
        after = batch.at(-1)!.position;
        // Catching up on a long run (a large import's append): other requests get a turn per batch.
        await turn();
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

  /**
   * A page of the log for a subscription. The projection engine, the reactors and the
   * notifications each follow the whole log, so each would read and decode a large import's
   * pages again: full pages (which never change) are kept for the next subscriber at the same
   * place. Subscribers share the decoded events, read-only, as the projections always have.
   */
  #page(after: number | null): Promise<RecordedEvent[]> {
    const key = after ?? 0;
    const kept = this.#pages.get(key);
    if (kept) return kept;
    // At most SUBSCRIPTION_BATCH events or about PAGE_BYTES of data (an import's PositionsIncreased
    // are ~150 KB each), decoded with turns of the event loop.
    const { rows, full } = this.#rowsAfter(after, SUBSCRIPTION_BATCH, PAGE_BYTES);
    const page = toRecordedInSlices(rows);
    if (full) {
      this.#pages.set(key, page);
      if (this.#pages.size > KEPT_PAGES) this.#pages.delete(this.#pages.keys().next().value!);
    }
    return page;
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
    await this.#noLargeAppend();
    if (this.#appended) clearTimeout(this.#appended.timer);
    this.#appended = null;
    this.#large.close();
    await this.#checkpoints.close();
    if (this.#db.isOpen) this.#db.close();
  }
}
