import type { EventStore, RecordedEvent } from '../eventstore/port.ts';
import type { OwnEvents } from '../shared/commands.ts';
import { orderOf } from '../shared/streams.ts';

/** Who applied an event ahead (the projections), or null when that failed: the log's flow applies it then. */
export type AppliedBy<Applier> = ReadonlySet<Applier> | null;

/** A command that appended more events than this (an import) waits for the log's order. */
const AHEAD_MAX_EVENTS = 100;

/**
 * Commands' own events applied ahead of the log (the projection engine's `waitFor`): while a
 * 100k-row import is projected, another user's purchase would otherwise wait for its 100k
 * purchases, half a second or more, and so would a sign-in or a registration. A command's events
 * go ahead of those in between whose order they need not keep (`orderOf`, shared/streams.ts):
 * other users' streams (they write only their user's documents and read no other user's:
 * projection.ts), the user's own streams of another kind (a user's kinds touch different
 * collections), a symbol's trends and email claims (no user's documents). Events it must keep its
 * order with (its own stream's; for marking notifications read, the user's alerts') must have
 * gone ahead before it, and it waits for them. One application at a time, in the order asked;
 * the log's flow waits for each and leaves it out for the projections that applied it. Applying
 * is idempotent (projection.ts), so a crash before the checkpoints pass an event only applies it
 * again.
 */
export class AppliedAhead<Applier> {
  readonly #events: EventStore;
  /** By position, until the log's flow has passed them. */
  readonly #applying = new Map<number, Promise<AppliedBy<Applier>>>();
  #queue: Promise<unknown> = Promise.resolve();

  constructor(events: EventStore) {
    this.#events = events;
  }

  /** The command's events as stored, or null when they may not go ahead: of a stream that keeps its place (`orderOf`), too many, or not one append ending at `position`. */
  async read(position: number, own: OwnEvents): Promise<RecordedEvent[] | null> {
    if (orderOf(own.streamId) === null || own.count > AHEAD_MAX_EVENTS || !this.#events.appendsBetween) return null;
    const mine = await this.#events.readStream(own.streamId, { fromRevision: own.fromRevision, maxCount: own.count });
    const first = mine[0]?.position;
    if (first === undefined || mine.length !== own.count || mine.at(-1)!.position !== position || position - first !== mine.length - 1) return null;
    return mine;
  }

  /**
   * Whether a stream's events from `first` on may go ahead of the log, which every projection has
   * applied up to `applied`: between the two lie only events they need not keep their order with,
   * and those they must that went ahead earlier (returned, to be waited for). Null: they may not.
   */
  earlier(streamId: string, applied: number, first: number): Promise<AppliedBy<Applier>>[] | null {
    const appends = this.#events.appendsBetween?.(applied, first);
    const order = orderOf(streamId);
    if (!appends || order === null) return null;
    const earlier: Promise<AppliedBy<Applier>>[] = [];
    for (const append of appends) {
      const theirs = orderOf(append.streamId);
      if (theirs === null) return null;
      if (theirs !== order) continue;
      for (let at = Math.max(append.first, applied + 1); at <= append.last; at++) {
        const applying = this.#applying.get(at);
        if (!applying) return null;
        earlier.push(applying);
      }
    }
    return earlier;
  }

  /** Applies `events` with `apply` once `earlier` have been, unless one of them failed. Call in the same turn as `earlier`. */
  run(events: RecordedEvent[], earlier: Promise<AppliedBy<Applier>>[], apply: (events: RecordedEvent[]) => Promise<AppliedBy<Applier>>): Promise<AppliedBy<Applier>> {
    const applying = this.#queue.then(async () => ((await Promise.all(earlier)).includes(null) ? null : apply(events)));
    this.#queue = applying;
    for (const event of events) this.#applying.set(event.position, applying);
    return applying;
  }

  /** For the log's flow: who applied the events of `batch` that went ahead, once they have been. */
  async in(batch: readonly RecordedEvent[]): Promise<Map<number, AppliedBy<Applier>>> {
    const found = new Map<number, AppliedBy<Applier>>();
    if (this.#applying.size === 0) return found;
    for (const { position } of batch) {
      const applying = this.#applying.get(position);
      if (applying) found.set(position, await applying);
    }
    return found;
  }

  /** The log's flow has applied past these. */
  passed(positions: Iterable<number>) {
    for (const position of positions) this.#applying.delete(position);
  }

  /** Resolves once no application is running. */
  settled(): Promise<unknown> {
    return this.#queue;
  }
}
