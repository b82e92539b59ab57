/**
 * A reactor follows the global log from its own checkpoint (like a projection) and issues
 * commands in answer to events: "when a list is deleted, move its recommendations". It never runs
 * inside a request. Commands it issues take their event ids from `ctx.actor.newId` / `ctx.idFor`,
 * which derive from the causing event's id, so a redelivered event appends nothing new.
 */
import type { RecordedEvent } from '../eventstore/port.ts';
import type { Actor } from '../shared/actor.ts';
import { nameBasedId } from '../shared/runtime.ts';

export interface ReactionContext {
  /**
   * The user the causing event belongs to (its metadata's userId), to pass to a service command.
   * `newId` answers ids derived from the reactor, the causing event and a counter, the same on
   * every delivery; `correlationId` is the causing request's.
   */
  actor: Actor;
  /** An id derived from the reactor, the causing event and `parts`: the same on every delivery. */
  idFor(...parts: string[]): string;
  /** Aborted when the application shuts down. */
  signal: AbortSignal;
  /** 1 on the first delivery, then 2, 3, ... while retrying after a failure. */
  attempt: number;
}

export interface Reactor {
  /** Unique; names its checkpoint (`reactor:{name}`) and its parked events. */
  name: string;
  /** Event types it reacts to; any other event only moves its checkpoint. */
  handles: ReadonlySet<string>;
  /**
   * Where it begins the first time it runs (no checkpoint yet): the log's start (default), or its
   * head, for a reactor about what happens from now on (fetching prices ahead of need).
   */
  startsAt?: 'start' | 'head';
  /** Must be idempotent: it may see an event again after a crash or a retry. Throw to retry. */
  react(event: RecordedEvent, ctx: ReactionContext): Promise<void>;
}

export function reactionContext(reactor: string, event: RecordedEvent, signal: AbortSignal, attempt: number): ReactionContext {
  let counter = 0;
  const idFor = (...parts: string[]) => nameBasedId('reaction', reactor, event.id, ...parts);
  return {
    actor: {
      userId: event.metadata.userId ?? '',
      correlationId: event.metadata.correlationId ?? event.id,
      newId: () => idFor('event', String(counter++)),
    },
    idFor,
    signal,
    attempt,
  };
}
