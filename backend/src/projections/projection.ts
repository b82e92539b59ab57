import type { RecordedEvent } from '../eventstore/port.ts';
import type { Collection, Doc, ReadStore } from '../readstore/port.ts';
import { Slice } from '../shared/yielding.ts';

/**
 * A read model maintained from the event log. `apply` must write only through `putIfNewer` /
 * `deleteIfNewer` with the event's position, so a re-delivered event changes nothing. An event of
 * a stream that is one user's (`book-`, `sessions-`, `user-`, `alerts-`, `notifications-`,
 * `smart-lists-`, `insights-<user>`: shared/streams.ts `streamOwner`) must write only that user's
 * documents (`ownerId`, `userId`, an account's own `_id`) and read no other user's; a symbol's
 * trends and an email's claim touch no user's documents: the engine may apply a command's events
 * ahead of those queued before them (ahead.ts, `orderOf`; checked for every projection by
 * book-owner.test.ts).
 */
export interface Projection {
  readonly name: string;
  /** The read-model collections it owns (for verification and tests). */
  readonly collections: readonly string[];
  /** Event types it reacts to; any other event only moves its checkpoint. */
  readonly handles: ReadonlySet<string>;
  /** Indexes and other idempotent set-up, run at start and after a reset. */
  setup?(store: ReadStore): Promise<void>;
  apply(event: RecordedEvent, store: ReadStore): Promise<void>;
  /**
   * Optional, used by the engine when present: the same result as `apply` on each of `events` in
   * order (a re-delivered event still changes nothing), in fewer writes.
   */
  applyBatch?(events: RecordedEvent[], store: ReadStore): Promise<void>;
}

/** Documents written per `putManyIfNewer` by `rewriteEach`, with an event-loop turn between when due. */
const REWRITE_RUN = 1000;

/**
 * Writes each of `docs` changed by `change` at `position` (a deleted list's 100k ledger rows moved
 * to another list): a thousand to a write (one bulk write on MongoDB) instead of a round trip each.
 */
export async function rewriteEach<T extends Doc>(collection: Collection<T>, docs: readonly T[], change: (doc: T) => T, position: number): Promise<void> {
  const slice = new Slice();
  for (let from = 0; from < docs.length; from += REWRITE_RUN) {
    await collection.putManyIfNewer(docs.slice(from, from + REWRITE_RUN).map((doc) => ({ doc: change(doc), position })));
    if (slice.over) await slice.turn();
  }
}

/** Every document of a deleted list moved to the list that takes its positions. */
export async function moveToList<T extends Doc & { ownerId: string; listId: string }>(collection: Collection<T>, owner: string, from: string, to: string, position: number): Promise<void> {
  await rewriteEach(collection, await collection.find({ ownerId: owner, listId: from }), (doc) => ({ ...doc, listId: to }), position);
}
