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

export function toWrongExpectedRevision(error: WrongExpectedVersionError, streamId: string, expected: ExpectedRevision) {
  const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : 'no_stream';
  return new WrongExpectedRevisionError(streamId, expected, actual);
}

export function toRecordedEvent(event: EsdbRecordedEvent): RecordedEvent {
  const position = fromEsdbPosition(event.position);
  if (position === undefined) {
    throw new Error(`EventStoreDB reported no $all position for ${event.streamId}@${event.revision}; server 22.6 or later is required`);
  }
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    position,
  };
}

/** Our events are JSON; the client's id is the event id, which makes a retried append idempotent. */
function toEventData(event: NewEvent) {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as JSONType,
    metadata: event.metadata as unknown as JSONType,
  });
}

async function collect<T>(read: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of read) out.push(item);
  return out;
}

/** Events a subscription or a read of $all should hand on: user events strictly after `after`. */
export function userEventsAfter(batch: AllStreamResolvedEvent[], after: number): RecordedEvent[] {
  const out: RecordedEvent[] = [];
  for (const { event } of batch) {
    if (!event || isSystemEvent(event.type)) continue;
    const recorded = toRecordedEvent(event);
    if (recorded.position > after) out.push(recorded);
  }
  return out;
}

const HEAD_SCAN_PAGE = 64;

export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  readonly #client: EventStoreDBClient;

  constructor(client: EventStoreDBClient) {
    this.#client = client;
  }

  /** `url` like `esdb://localhost:2113?tls=false`. Connects lazily, on the first call. */
  static connect(url: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(url));
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Nothing to append to ${streamId}`);
    let result;
    try {
      result = await this.#client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toEsdbExpectedRevision(expected),
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw toWrongExpectedRevision(error, streamId, expected);
      throw error;
    }
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

  async readAll({ after, maxCount }: { after: number | null; maxCount: number }): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    let cursor = after ?? -1;
    let from: ReadPosition = after === null ? START : toEsdbPosition(after);
    // System events are dropped client-side, so one server page may not fill ours.
    while (out.length < maxCount) {
      // +1: the server's start position is inclusive and ours is exclusive.
      const pageSize = maxCount - out.length + 1;
      const page = await collect(this.#client.readAll({ fromPosition: from, maxCount: pageSize, direction: FORWARDS }));
      const lastPosition = fromEsdbPosition(page.at(-1)?.event?.position);
      out.push(...userEventsAfter(page, cursor).slice(0, maxCount - out.length));
      if (page.length < pageSize || lastPosition === undefined || lastPosition <= cursor) break;
      cursor = lastPosition;
      from = toEsdbPosition(cursor);
    }
    return out;
  }

  async headPosition(): Promise<number | null> {
    let from: ReadPosition = END;
    for (;;) {
      const page = await collect(this.#client.readAll({ fromPosition: from, maxCount: HEAD_SCAN_PAGE, direction: BACKWARDS }));
      const newest = page.find(({ event }) => event && !isSystemEvent(event.type));
      if (newest?.event) return toRecordedEvent(newest.event).position;
      const oldest = fromEsdbPosition(page.at(-1)?.event?.position);
      if (page.length < HEAD_SCAN_PAGE || oldest === undefined) return null;
      from = toEsdbPosition(oldest);
    }
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
