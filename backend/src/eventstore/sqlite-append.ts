import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { BulkInsert } from '../shared/sqlite-bulk-insert.ts';
import { mapInSlices } from '../shared/yielding.ts';
import { chainHashOf, GENESIS_HASH } from './hash-chain.ts';
import type { EventRow } from './sqlite-rows.ts';
import type { StagedIds } from './sqlite-staged-data.ts';
import { WrongExpectedRevisionError, type AppendResult, type EventMetadata, type ExpectedRevision, type NewEvent } from './port.ts';

/** Where an append stands between two `write` calls: the chain and the stream as written so far. */
export interface AppendCursor {
  streamId: string;
  streamJson: string;
  /** Revision of the stream before the append. */
  start: number;
  revision: number;
  previous: string;
  position: number;
  metadata: EventMetadata | null;
  metadataJson: string;
  type: string;
  typeJson: string;
}

/**
 * The statements of an append on one SQLite connection, run inside a write transaction the
 * caller holds: `begin` checks the expected revision (and recognises a retried append), `write`
 * encodes, chains and inserts a run of events, `finish` records where the append started. The
 * store runs them in one go, or, for a large append on its own connection, `write` a slice at a
 * time with event-loop turns in between: the transaction is the same, so the append is stored
 * whole or not at all either way.
 */
export class SqliteAppender {
  readonly #db: DatabaseSync;
  readonly #insert: BulkInsert;
  readonly #lastRevision: StatementSync;
  readonly #lastHash: StatementSync;
  readonly #idsInStream: StatementSync;
  readonly #recordStart: StatementSync;
  readonly #findStart: StatementSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#insert = new BulkInsert(db, 'events', ['stream_id', 'revision', 'event_id', 'type', 'data', 'metadata', 'hash', 'staged']);
    this.#lastHash = db.prepare('SELECT hash FROM events ORDER BY position DESC LIMIT 1');
    this.#recordStart = db.prepare('INSERT OR IGNORE INTO append_starts (event_id, stream_id, revision) VALUES (?, ?, ?)');
    this.#findStart = db.prepare('SELECT stream_id, revision FROM append_starts WHERE event_id = ?');
    this.#lastRevision = db.prepare('SELECT MAX(revision) AS revision FROM events WHERE stream_id = ?');
    this.#idsInStream = db.prepare('SELECT event_id, revision, position FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?');
  }

  /** A retried append's result (nothing to write), or the cursor to write from. */
  begin(streamId: string, events: NewEvent[], expected: ExpectedRevision): { retried: AppendResult } | { cursor: AppendCursor } {
    const row = this.#lastRevision.get(streamId) as { revision: number | null };
    const current = row.revision ?? -1;
    const expectedCurrent = expected === 'no_stream' ? -1 : expected === 'any' ? current : expected;
    if (expectedCurrent !== current) {
      const retried = this.#alreadyAppended(streamId, events, expectedCurrent + 1);
      if (retried) return { retried };
      throw new WrongExpectedRevisionError(streamId, expected, current === -1 ? 'no_stream' : current);
    }
    // Also at an exact revision: a command retried after a crash (stored, never answered) is decided
    // again on the newer state, with the same ids (Idempotency-Key), and must not be stored twice.
    if (current >= 0) {
      const retried = this.#alreadyAppendedAnywhere(streamId, events, expected === 'any');
      if (retried) return { retried };
    }
    // Read inside the write transaction: the chain follows the global order even across processes.
    const previous = (this.#lastHash.get() as { hash: string | null } | undefined)?.hash ?? GENESIS_HASH;
    return {
      cursor: { streamId, streamJson: JSON.stringify(streamId), start: current, revision: current, previous, position: 0, metadata: null, metadataJson: '', type: '', typeJson: '' },
    };
  }

  /**
   * Encodes, chains and inserts `events[from, to)` after what the cursor has written; `dataJson`
   * holds the events' data already encoded (a large append encodes before it takes the lock), and
   * `staged` the rows holding the data written ahead (sqlite-staged-data.ts), stored as ''.
   * `written`, when given, receives the rows as read back, with their positions.
   */
  write(cursor: AppendCursor, events: NewEvent[], from: number, to: number, dataJson?: readonly string[], written?: EventRow[], staged?: StagedIds) {
    const rows: SQLInputValue[] = [];
    for (let index = from; index < to; index++) {
      const event = events[index]!;
      cursor.revision += 1;
      // The events of one command share their metadata object: encode it once.
      if (event.metadata !== cursor.metadata) {
        cursor.metadata = event.metadata;
        cursor.metadataJson = JSON.stringify(event.metadata);
      }
      const data = dataJson?.[index] ?? JSON.stringify(event.data);
      if (event.type !== cursor.type) cursor.typeJson = JSON.stringify((cursor.type = event.type));
      cursor.previous = chainHashOf(cursor.previous, cursor.streamJson, cursor.revision, cursor.typeJson, data, cursor.metadataJson);
      const stagedId = staged?.[index] ?? null;
      rows.push(cursor.streamId, cursor.revision, event.id, event.type, stagedId === null ? data : '', cursor.metadataJson, cursor.previous, stagedId);
      // Positions are known after the insert: the first value is filled in below.
      written?.push([0, cursor.streamId, cursor.revision, event.id, event.type, data, cursor.metadataJson, cursor.previous]);
    }
    if (rows.length === 0) return;
    cursor.position = this.#insert.run(rows);
    // The rows' positions follow one another up to the last (the write lock is held: nothing interleaves).
    if (written) {
      const first = cursor.position - (to - from) + 1;
      const start = written.length - (to - from);
      for (let index = 0; index < to - from; index++) written[start + index]![0] = first + index;
    }
  }

  finish(cursor: AppendCursor, events: NewEvent[]): AppendResult {
    this.#recordStart.run(events[0]!.id, cursor.streamId, cursor.start + 1);
    return { nextRevision: cursor.revision, position: cursor.position };
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
    const first = this.#db.prepare('SELECT revision FROM events WHERE stream_id = ? AND event_id = ?').get(streamId, events[0]!.id) as { revision: number } | undefined;
    return first ? this.#alreadyAppended(streamId, events, first.revision) : null;
  }
}

/** Each event's data as JSON, with an event-loop turn whenever SLICE_MS have passed (after any event: one may carry a thousand purchases). */
export function encodeInSlices(events: readonly NewEvent[]): Promise<string[]> {
  return mapInSlices(events, (event) => JSON.stringify(event.data), true);
}
