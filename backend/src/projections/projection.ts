import type { RecordedEvent } from '../eventstore/port.ts';
import type { ReadStore } from '../readstore/port.ts';

/**
 * A read model maintained from the event log. `apply` must write only through `putIfNewer` /
 * `deleteIfNewer` with the event's position, so a re-delivered event changes nothing.
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
