/**
 * The event store port. Semantics follow EventStoreDB so the embedded SQLite adapter and the
 * EventStoreDB adapter are interchangeable: streams with revisions, optimistic concurrency by
 * expected revision, idempotent appends by event id, one global order ($all position), catch-up
 * subscriptions from a position.
 */

import type { ChainStart } from './hash-chain.ts';

/** Expected revision of a stream before an append: no stream yet, any state, or an exact revision. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface EventMetadata {
  userId?: string;
  correlationId?: string;
  causationId?: string;
  occurredAt: string;
}

/** An event to append. `id` makes a retried append idempotent. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/** A stored event. `revision` is its index in its stream; `position` its place in the global order. */
export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  streamId: string;
  revision: number;
  position: number;
  /**
   * The event's link in the hash chain (hash-chain.ts), set by the store at append. Absent only on
   * events appended before the chain existed that the store could not backfill (EventStoreDB).
   */
  hash?: string;
}

export interface AppendResult {
  /** Revision of the stream's last event after the append. */
  nextRevision: number;
  /** Global position of the last appended event (positions are integers below 2^53). */
  position: number;
}

/** One append: the stream it wrote and the positions of its first and last event. */
export interface AppendRange {
  streamId: string;
  first: number;
  last: number;
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events strictly after this position; `null` from the beginning. */
  after: number | null;
  /** Called with batches in global order; the next batch waits for the returned promise. */
  onEvents(events: RecordedEvent[]): Promise<void> | void;
  onError?(error: unknown): void;
}

export interface EventStore {
  readonly kind: 'embedded' | 'eventstoredb';
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream, in revision order; an empty array when the stream does not exist. */
  readStream(streamId: string, options?: { fromRevision?: number; maxCount?: number }): Promise<RecordedEvent[]>;
  /**
   * A page of the global log strictly after `after`, in global order. With `maxBytes` the page may
   * end sooner, with the event that takes its data to that many characters (large events: an
   * import's PositionsIncreased); a shorter page then does not mean the log ends there. The size
   * is the characters of the data's JSON (EventStoreDB: counted as the events are decoded, which
   * are read from the server in small pages while the bound applies).
   */
  readAll(options: { after: number | null; maxCount: number; maxBytes?: number }): Promise<RecordedEvent[]>;
  /** Position of the newest event in the log, or null when it is empty. */
  headPosition(): Promise<number | null>;
  subscribeToAll(options: SubscribeOptions): Subscription;
  /**
   * The appends holding every position strictly between `after` and `before`, oldest first, or
   * null when the store does not know them all (another process's appends, long ago, or a store
   * that keeps no such record: EventStoreDB). The projection engine applies a command's own events
   * ahead of a backlog only where this says the backlog is other users' books.
   */
  appendsBetween?(after: number, before: number): readonly AppendRange[] | null;
  /** The recorded upgrade of a log that held events before the hash chain existed, if there was one. */
  chainStart?(): Promise<ChainStart | null>;
  close(): Promise<void>;
}

/** The stream was not at the expected revision: somebody else wrote first. */
export class WrongExpectedRevisionError extends Error {
  readonly streamId: string;
  readonly expected: ExpectedRevision;
  readonly actual: number | 'no_stream';
  constructor(streamId: string, expected: ExpectedRevision, actual: number | 'no_stream') {
    super(`Stream ${streamId} is at ${actual}, expected ${expected}`);
    this.name = 'WrongExpectedRevisionError';
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}
