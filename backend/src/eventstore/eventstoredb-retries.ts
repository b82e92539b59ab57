/**
 * Retried appends on EventStoreDB: where an append with ids that can come again was attempted.
 *
 * EventStoreDB recognises a retried append only at the revision it was first attempted at: with an
 * exact expected revision below the stream's, it compares the ids stored after it; at the stream's
 * current revision it writes the events again, whatever ids the stream already holds; with `any`
 * it looks the ids up in a bounded cache of recent commits, best effort (server source:
 * kurrent-io/KurrentDB, src/EventStore.Core/Services/Storage/ReaderIndex/IndexWriter.cs,
 * `CheckCommit`; docs: "Optimistic Concurrency & Idempotence", EventStore .NET API 4.0: the
 * guarantee depends on the expected version, best effort with Any; KurrentDB Python client,
 * "Appending events": idempotent with "the same event IDs and the same current_version"). A
 * command retried after a crash is decided again on the newer state, so it comes at the current
 * revision: the server would store it twice. The embedded store keeps the first id of every
 * append in `append_starts`; here each attempt is recorded before the append, in a small stream
 * named after the append's first id, and a later attempt looks there first. A crash between the
 * record and the append leaves a record of a revision that does not hold the ids: not a match.
 *
 * Only appends whose ids are name-based (UUID version 5, shared/runtime.ts nameBasedId: derived
 * from an Idempotency-Key, a user id, a reacted-to event) can come again from another process;
 * random ids (version 4) end with the process that drew them, and a retry of the same call is the
 * server's own case above. So only name-based appends pay the extra read and write.
 */
import { randomUUID } from 'node:crypto';
import { ANY, StreamNotFoundError, FORWARDS, jsonEvent, type EventStoreDBClient, type JSONType } from '@eventstore/db-client';
import type { AppendResult, NewEvent, RecordedEvent } from './port.ts';

/** Streams of append attempts: not events of the application, so reads and the hash chain skip them. */
export const ATTEMPTS_PREFIX = 'folio-append-attempts-';

export const isAttemptsStream = (streamId: string) => streamId.startsWith(ATTEMPTS_PREFIX);

/** The version nibble of a UUID: 5 for name-based ids. */
export const canComeAgain = (events: readonly NewEvent[]) => events[0]!.id[14] === '5';

interface Attempt {
  streamId: string;
  /** The revision the append's first event was to take. */
  revision: number;
}

const attemptsOf = (firstId: string) => `${ATTEMPTS_PREFIX}${firstId}`;

async function recordedAttempts(client: EventStoreDBClient, firstId: string): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  try {
    for await (const { event } of client.readStream(attemptsOf(firstId), { fromRevision: 0n, direction: FORWARDS, maxCount: 1000 })) {
      if (event) attempts.push(event.data as unknown as Attempt);
    }
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
  return attempts;
}

/**
 * The result of an earlier attempt of this append that was stored: its ids at the revision it was
 * attempted at, all of them (as the embedded store checks). Null when none was.
 */
export async function storedAttempt(
  client: EventStoreDBClient,
  streamId: string,
  events: readonly NewEvent[],
  readStream: (streamId: string, options: { fromRevision: number; maxCount: number }) => Promise<RecordedEvent[]>,
): Promise<AppendResult | null> {
  for (const attempt of await recordedAttempts(client, events[0]!.id)) {
    if (attempt.streamId !== streamId) continue;
    const stored = await readStream(streamId, { fromRevision: attempt.revision, maxCount: events.length });
    if (stored.length === events.length && stored.every((event, index) => event.id === events[index]!.id)) {
      const last = stored.at(-1)!;
      return { nextRevision: last.revision, position: last.position };
    }
  }
  return null;
}

/** Records, before the append, that its first event is to take `revision` of `streamId`. */
export async function recordAttempt(client: EventStoreDBClient, streamId: string, events: readonly NewEvent[], revision: number): Promise<void> {
  const attempt: Attempt = { streamId, revision };
  const event = jsonEvent({ id: randomUUID(), type: 'AppendAttempted', data: attempt as unknown as JSONType, metadata: { occurredAt: new Date().toISOString() } });
  // Any: two attempts of one request racing each add their revision; either may be the stored one.
  await client.appendToStream(attemptsOf(events[0]!.id), [event], { expectedRevision: ANY });
}
