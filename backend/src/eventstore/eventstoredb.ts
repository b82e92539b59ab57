/**
 * The event store port on EventStoreDB / KurrentDB (gRPC client).
 *
 * Positions: the server addresses `$all` by a (commit, prepare) pair of byte offsets in its
 * transaction log. Every event written through gRPC is its own implicit transaction, so commit ==
 * prepare and the commit offset alone identifies an event; that is our global position.
 * `Number(commit)` is exact below 2^53 bytes (8 PiB of log); larger offsets are refused rather than
 * silently rounded. Stream reads carry positions from server 22.6 on, which this adapter needs.
 */
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  MaxAppendSizeExceededError,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
} from '@eventstore/db-client';
import type {
  AllStreamResolvedEvent,
  AppendExpectedRevision,
  JSONType,
  Position,
  ReadPosition,
  RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { chainHash, GENESIS_HASH, type ChainStart } from './hash-chain.ts';
import { CHAIN_STREAM, chainStartMarker } from './eventstoredb-chain.ts';
import { canComeAgain, isAttemptsStream, recordAttempt, storedAttempt } from './eventstoredb-retries.ts';
import { DomainError } from '../shared/errors.ts';
import { WrongExpectedRevisionError } from './port.ts';
import type {
  AppendResult,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from './port.ts';

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new RangeError(`Invalid expected revision ${expected}`);
  return BigInt(expected);
}

export function toEsdbPosition(position: number): Position {
  if (!Number.isSafeInteger(position) || position < 0) throw new RangeError(`Invalid global position ${position}`);
  return { commit: BigInt(position), prepare: BigInt(position) };
}

/** The global position of an event, or undefined when the server did not report a usable one. */
export function fromEsdbPosition(position: Position | undefined): number | undefined {
  // Servers before 22.6 report no position on stream reads; -1 arrives as 2^64-1.
  if (position === undefined || position.commit > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return Number(position.commit);
}

export function isSystemEvent(type: string): boolean {
  return type.startsWith('$');
}

/** Events of the application: not the server's own, nor the adapter's records of append attempts. */
const isOwnEvent = (event: EsdbRecordedEvent) => !isSystemEvent(event.type) && !isAttemptsStream(event.streamId);

export function toWrongExpectedRevision(error: WrongExpectedVersionError, streamId: string, expected: ExpectedRevision) {
  const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : 'no_stream';
  return new WrongExpectedRevisionError(streamId, expected, actual);
}

export function toRecordedEvent(event: EsdbRecordedEvent): RecordedEvent {
  const position = fromEsdbPosition(event.position);
  if (position === undefined) {
    throw new Error(`EventStoreDB reported no $all position for ${event.streamId}@${event.revision}; server 22.6 or later is required`);
  }
  // The chain link travels in the metadata (events are immutable, so it is written with the event).
  const { [HASH_KEY]: hash, ...metadata } = (event.metadata ?? {}) as Record<string, unknown>;
  const recorded: RecordedEvent = {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: metadata as unknown as EventMetadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    position,
  };
  if (typeof hash === 'string') recorded.hash = hash;
  return recorded;
}

/** The metadata key that carries an event's hash-chain link on EventStoreDB. */
export const HASH_KEY = 'folioHash';

/** Our events are JSON; the client's id is the event id, which makes a retried append idempotent. */
function toEventData(event: NewEvent, hash: string) {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as JSONType,
    metadata: { ...event.metadata, [HASH_KEY]: hash } as unknown as JSONType,
  });
}

export { CHAIN_STREAM } from './eventstoredb-chain.ts';

async function collect<T>(read: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of read) out.push(item);
  return out;
}

/** Events a subscription or a read of $all should hand on: user events strictly after `after`. */
export function userEventsAfter(batch: AllStreamResolvedEvent[], after: number): RecordedEvent[] {
  const out: RecordedEvent[] = [];
  for (const { event } of batch) {
    if (!event || !isOwnEvent(event)) continue;
    const recorded = toRecordedEvent(event);
    if (recorded.position > after) out.push(recorded);
  }
  return out;
}

const HEAD_SCAN_PAGE = 64;
/** Events asked of the server at a time when a read of $all is bounded by bytes. */
const BYTE_BOUNDED_PAGE = 64;

/**
 * The server refuses a write larger than its MaxAppendSize (1 MiB by default; docker-compose.yml
 * sets 16 MiB, about a 100k-row import): nothing is stored, and the user is told what to do.
 */
export const appendTooLarge = (limit: number) =>
  `This change is too large for the event store to take in one write (at most ${(limit / 2 ** 20).toFixed(1)} MB): import the file in smaller parts, or raise the event store's MaxAppendSize`;

export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  readonly #client: EventStoreDBClient;
  /** The newest own event's position and hash, once known; reset after any failed append. */
  #head: { position: number; hash: string } | null | undefined = undefined;
  /** Appends run one after another in this process: each needs the hash of the one before. */
  #appending: Promise<unknown> = Promise.resolve();

  constructor(client: EventStoreDBClient) {
    this.#client = client;
  }

  /** `url` like `esdb://localhost:2113?tls=false`. Connects lazily, on the first call. */
  static connect(url: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(url));
  }

  /**
   * The chain here is over the $all order of this application's appends, serialised in this process
   * (a second instance writing to the same server forks the chain; verification reports it).
   */
  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Nothing to append to ${streamId}`);
    const run = this.#appending.then(() => this.#appendChained(streamId, events, expected));
    this.#appending = run.catch(() => {});
    return run;
  }

  async #appendChained(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const head = await this.#chainHead();
    const revision0 = expected === 'no_stream' ? 0 : typeof expected === 'number' ? expected + 1 : null;
    // With 'any' the revisions are the server's to give: read the stream's end (rare in this app).
    const first = revision0 ?? (await this.#nextRevision(streamId));
    if (canComeAgain(events)) {
      // A retry after a crash comes at a newer revision, where the server would store it again.
      const stored = expected === 'no_stream' ? null : await storedAttempt(this.#client, streamId, events, (id, options) => this.readStream(id, options));
      if (stored) return stored;
      await recordAttempt(this.#client, streamId, events, first);
    }
    let previous = head?.hash ?? GENESIS_HASH;
    const hashes = events.map((event, index) => {
      previous = chainHash(previous, streamId, first + index, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata));
      return previous;
    });
    let result;
    try {
      result = await this.#client.appendToStream(streamId, events.map((event, index) => toEventData(event, hashes[index]!)), {
        expectedRevision: toEsdbExpectedRevision(expected),
      });
    } catch (error) {
      this.#head = undefined;
      if (error instanceof WrongExpectedVersionError) throw toWrongExpectedRevision(error, streamId, expected);
      if (error instanceof MaxAppendSizeExceededError) throw new DomainError(413, 'Payload Too Large', appendTooLarge(error.maxAppendSize));
      throw error;
    }
    const written = fromEsdbPosition(result.position);
    // A retry of an append already stored is acknowledged at (or without) its old position: no new link.
    if (written !== undefined && (head === null || written > head.position)) this.#head = { position: written, hash: previous };
    else this.#head = undefined;
    const nextRevision = Number(result.nextExpectedRevision);
    // An idempotent retry may be acknowledged without a position: the stored last event has it.
    const position =
      fromEsdbPosition(result.position) ?? (await this.readStream(streamId, { fromRevision: nextRevision, maxCount: 1 }))[0]?.position;
    if (position === undefined) throw new Error(`EventStoreDB acknowledged ${streamId}@${nextRevision} without a position`);
    return { nextRevision, position };
  }

  async readStream(streamId: string, options: { fromRevision?: number; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const { fromRevision = 0, maxCount = Number.MAX_SAFE_INTEGER } = options;
    if (maxCount <= 0) return [];
    try {
      const read = this.#client.readStream(streamId, { fromRevision: BigInt(fromRevision), maxCount, direction: FORWARDS });
      return (await collect(read)).flatMap(({ event }) => (event ? [toRecordedEvent(event)] : []));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }

  async readAll({ after, maxCount, maxBytes }: { after: number | null; maxCount: number; maxBytes?: number }): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    let cursor = after ?? -1;
    let from: ReadPosition = after === null ? START : toEsdbPosition(after);
    // With maxBytes, the server is asked for small pages, so no more than one of them is held past the bound.
    let bytes = 0;
    // System events are dropped client-side, so one server page may not fill ours.
    while (out.length < maxCount) {
      // +1: the server's start position is inclusive and ours is exclusive.
      const pageSize = Math.min(maxCount - out.length, maxBytes === undefined ? Infinity : BYTE_BOUNDED_PAGE) + 1;
      const page = await collect(this.#client.readAll({ fromPosition: from, maxCount: pageSize, direction: FORWARDS }));
      const lastPosition = fromEsdbPosition(page.at(-1)?.event?.position);
      for (const event of userEventsAfter(page, cursor)) {
        if (out.length >= maxCount) return out;
        out.push(event);
        // Characters of the data's JSON, as the embedded store counts them.
        if (maxBytes !== undefined && (bytes += JSON.stringify(event.data).length) >= maxBytes) return out;
      }
      if (page.length < pageSize || lastPosition === undefined || lastPosition <= cursor) break;
      cursor = lastPosition;
      from = toEsdbPosition(cursor);
    }
    return out;
  }

  async headPosition(): Promise<number | null> {
    return (await this.#newestEvent())?.position ?? null;
  }

  async #newestEvent(): Promise<RecordedEvent | null> {
    let from: ReadPosition = END;
    for (;;) {
      const page = await collect(this.#client.readAll({ fromPosition: from, maxCount: HEAD_SCAN_PAGE, direction: BACKWARDS }));
      const newest = page.find(({ event }) => event && isOwnEvent(event));
      if (newest?.event) return toRecordedEvent(newest.event);
      const oldest = fromEsdbPosition(page.at(-1)?.event?.position);
      if (page.length < HEAD_SCAN_PAGE || oldest === undefined) return null;
      from = toEsdbPosition(oldest);
    }
  }

  async #nextRevision(streamId: string): Promise<number> {
    try {
      const [last] = await collect(this.#client.readStream(streamId, { fromRevision: END, maxCount: 1, direction: BACKWARDS }));
      return last?.event ? Number(last.event.revision) + 1 : 0;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return 0;
      throw error;
    }
  }

  /**
   * The newest event's link. A log whose newest event has no hash predates the chain: its events
   * are hashed in order and a ChainStarted event recording that is appended (once) first.
   */
  async #chainHead(): Promise<{ position: number; hash: string } | null> {
    if (this.#head !== undefined) return this.#head;
    const newest = await this.#newestEvent();
    if (newest === null) return (this.#head = null);
    if (newest.hash !== undefined) return (this.#head = { position: newest.position, hash: newest.hash });
    const { marker, hash } = await chainStartMarker(this, newest.position);
    const result = await this.#client.appendToStream(CHAIN_STREAM, [toEventData(marker, hash)], { expectedRevision: NO_STREAM });
    const position = fromEsdbPosition(result.position);
    if (position === undefined) throw new Error('EventStoreDB acknowledged the chain start without a position');
    return (this.#head = { position, hash });
  }

  async chainStart(): Promise<ChainStart | null> {
    const [marker] = await this.readStream(CHAIN_STREAM, { maxCount: 1 });
    return marker ? (marker.data as ChainStart) : null;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    return startSubscription(this.#client, options);
  }

  async close(): Promise<void> {
    await this.#client.dispose();
  }
}

/**
 * Pulls events from the client's subscription stream and hands them on in batches of whatever has
 * arrived meanwhile; the next batch waits for `onEvents`, which also pauses the server's stream.
 */
function startSubscription(client: EventStoreDBClient, options: SubscribeOptions): Subscription {
  const { after, onEvents, onError } = options;
  const stream = client.subscribeToAll({
    fromPosition: after === null ? START : toEsdbPosition(after),
    filter: excludeSystemEvents(),
  });
  let stopped = false;
  let wake: () => void = () => {};
  const wakeUp = () => wake();
  stream.on('readable', wakeUp);
  stream.on('end', wakeUp);
  stream.on('close', wakeUp);
  stream.on('error', (error) => {
    if (!stopped) onError?.(error);
    stopped = true;
    wakeUp();
  });

  const pump = async () => {
    // The subscription may start at an event we already have (inclusive start): skip up to here.
    let cursor = after ?? -1;
    while (!stopped) {
      const arrived: AllStreamResolvedEvent[] = [];
      for (let item = stream.read(); item !== null; item = stream.read()) arrived.push(item as AllStreamResolvedEvent);
      const batch = userEventsAfter(arrived, cursor);
      if (batch.length > 0) {
        await onEvents(batch);
        cursor = batch.at(-1)!.position;
        continue;
      }
      if (stream.readableEnded || stream.destroyed) break;
      if (arrived.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    }
    // The server ended the subscription (e.g. it shut down): the caller has to start a new one.
    if (!stopped) throw new Error('EventStoreDB ended the $all subscription');
  };
  // Cancelling the call leaves the client's stream open; destroying it releases the buffer.
  const release = async () => {
    await stream.unsubscribe();
    stream.destroy();
  };
  pump().catch((error: unknown) => {
    stopped = true;
    onError?.(error);
    void release();
  });

  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      wakeUp();
      await release();
    },
  };
}
