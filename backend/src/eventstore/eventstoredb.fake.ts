/**
 * An in-memory stand-in for the EventStoreDB client, for tests on machines without a server. It
 * models the server behaviours the adapter has to compensate for, as read from the server's
 * source: byte-offset positions with gaps, system events in $all, an inclusive start on forward
 * $all reads and an exclusive one backwards, an exclusive start on subscriptions, stream-not-found
 * as a read error, and idempotent retries acknowledged without a position. It proves the
 * adapter's logic against that model; only a real server proves the model.
 *
 * Idempotence as the server decides it (kurrent-io/KurrentDB IndexWriter.CheckCommit; "the same
 * event IDs and the same current_version" succeed idempotently, KurrentDB Python client docs,
 * "Appending events"; "Optimistic Concurrency & Idempotence", EventStore .NET API 4.0 docs): an
 * expected revision below the stream's compares the ids stored after it (all equal: acknowledged,
 * nothing written; the first differs: wrong expected version); at the stream's current revision
 * the events are written, even if the stream already holds their ids. With `any` the server looks
 * the ids up in a bounded cache of recent commits, best effort: not modelled, this model writes.
 */
import { PassThrough } from 'node:stream';
import { MaxAppendSizeExceededError, NO_STREAM, StreamNotFoundError, WrongExpectedVersionError } from '@eventstore/db-client';
import type {
  AllStreamResolvedEvent,
  AppendExpectedRevision,
  AppendResult,
  EventData,
  EventStoreDBClient,
  JSONType,
  MetadataType,
  Position,
  ReadPosition,
} from '@eventstore/db-client';

interface Stored {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  data: JSONType;
  metadata: MetadataType | undefined;
  position: Position;
}

const RECORD_BYTES = 137n;

export class FakeEventStoreDbClient {
  readonly #log: Stored[] = [];
  readonly #subscribers = new Set<(event: Stored) => void>();
  #nextOffset = 1000n;
  appends = 0;
  /** The server's MaxAppendSize: bytes of data and metadata one append may carry (docker-compose.yml's 16 MiB). */
  maxAppendSize = 16 * 2 ** 20;

  /** A server writes its own events into $all, e.g. statistics; the adapter must hide them. */
  writeSystemEvent(): void {
    this.#write('$stats-127.0.0.1:2113', '$statsCollected', {}, undefined);
  }

  #write(streamId: string, type: string, data: unknown, metadata: unknown, id: string = crypto.randomUUID()): Stored {
    const revision = BigInt(this.#log.filter((e) => e.streamId === streamId).length);
    const position = { commit: this.#nextOffset, prepare: this.#nextOffset };
    const event = { streamId, id, revision, type, data: data as JSONType, metadata: metadata as MetadataType | undefined, position };
    this.#nextOffset += RECORD_BYTES;
    this.#log.push(event);
    for (const notify of this.#subscribers) notify(event);
    return event;
  }

  async appendToStream(streamId: string, events: EventData[], options: { expectedRevision: AppendExpectedRevision }): Promise<AppendResult> {
    await new Promise((resolve) => setImmediate(resolve));
    const size = events.reduce((sum, event) => sum + Buffer.byteLength(JSON.stringify(event.data)) + Buffer.byteLength(JSON.stringify(event.metadata ?? null)), 0);
    if (size > this.maxAppendSize) throw MaxAppendSizeExceededError.fromMaxAppendSize(this.maxAppendSize);
    if (++this.appends % 3 === 0) this.writeSystemEvent();
    const stream = this.#log.filter((e) => e.streamId === streamId);
    const current = stream.length - 1;
    const expected = options.expectedRevision;
    const start = expected === NO_STREAM ? 0 : typeof expected === 'bigint' ? Number(expected) + 1 : null;
    // Below the current revision: the ids stored after `expected` decide. At it: written, duplicate ids or not.
    const retried = start !== null && stream.length >= start + events.length && events.every((e, i) => stream[start + i]?.id === e.id);
    if (retried) return { success: true, nextExpectedRevision: BigInt(start + events.length - 1) };
    const ok = expected === 'any' || (expected === NO_STREAM ? current === -1 : BigInt(current) === expected);
    if (!ok) {
      throw new WrongExpectedVersionError(undefined, {
        streamName: streamId,
        expected,
        current: current === -1 ? NO_STREAM : BigInt(current),
      });
    }
    let last: Stored | undefined;
    for (const e of events) last = this.#write(streamId, e.type, e.data, e.metadata, e.id);
    return { success: true, nextExpectedRevision: last!.revision, position: last!.position };
  }

  readStream(streamId: string, options: { fromRevision: bigint | 'end'; maxCount: number; direction?: 'forwards' | 'backwards' }) {
    const log = this.#log;
    return (async function* () {
      const stream = log.filter((e) => e.streamId === streamId);
      if (stream.length === 0) throw new StreamNotFoundError(undefined, streamId);
      const { fromRevision: from } = options;
      const events =
        options.direction === 'backwards'
          ? stream.filter((e) => from === 'end' || e.revision <= from).reverse()
          : stream.filter((e) => from !== 'end' && e.revision >= from);
      for (const event of events.slice(0, options.maxCount)) {
        yield { event: { ...event, isJson: true, created: new Date() } };
      }
    })();
  }

  readAll(options: { fromPosition: ReadPosition; maxCount: number; direction: 'forwards' | 'backwards' }) {
    const { fromPosition: from, maxCount, direction } = options;
    let events: Stored[];
    if (direction === 'forwards') {
      events = from === 'start' ? this.#log : this.#log.filter((e) => from !== 'end' && e.position.commit >= from.commit);
    } else {
      events = [...this.#log].reverse();
      if (from !== 'end' && from !== 'start') events = events.filter((e) => e.position.commit < from.commit);
    }
    const page = events.slice(0, maxCount).map((event) => ({ event: { ...event, isJson: true, created: new Date() } }));
    return (async function* () {
      yield* page;
    })();
  }

  subscribeToAll(options: { fromPosition: ReadPosition }) {
    const { fromPosition: from } = options;
    const stream = new PassThrough({ objectMode: true, highWaterMark: 4 });
    const backlog = this.#log.filter((e) => from === 'start' || (from !== 'end' && e.position.commit > from.commit));
    const deliver = (event: Stored) => {
      if (!event.type.startsWith('$')) stream.write({ event: { ...event, isJson: true, created: new Date() } } satisfies Partial<AllStreamResolvedEvent>);
    };
    for (const event of backlog) deliver(event);
    this.#subscribers.add(deliver);
    return Object.assign(stream, {
      unsubscribe: async () => {
        this.#subscribers.delete(deliver);
      },
    });
  }

  async dispose(): Promise<void> {
    this.#subscribers.clear();
  }

  asClient(): EventStoreDBClient {
    return this as unknown as EventStoreDBClient;
  }
}
