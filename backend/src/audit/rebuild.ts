import type { EventStore, RecordedEvent } from '../eventstore/port.ts';
import type { Projection } from '../projections/projection.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import type { ReadStore } from '../readstore/port.ts';

/**
 * Read models rebuilt from a few streams in memory, by the same projections that keep the stored
 * ones: what an `asOf` query reads, and what verification compares against.
 */
export async function rebuildFromStreams(
  events: EventStore,
  streams: string[],
  projections: Projection[],
  options: { until?: (event: RecordedEvent) => boolean } = {},
): Promise<{ store: ReadStore; events: number; close(): Promise<void> }> {
  const store = EmbeddedReadStore.open(':memory:');
  for (const projection of projections) await projection.setup?.(store);
  const recorded = (await Promise.all(streams.map((stream) => events.readStream(stream))))
    .flat()
    .sort((a, b) => a.position - b.position);
  let applied = 0;
  for (const event of recorded) {
    if (options.until && !options.until(event)) break;
    for (const projection of projections) if (projection.handles.has(event.type)) await projection.apply(event, store);
    applied += 1;
  }
  return { store, events: applied, close: () => store.close() };
}

/** Events recorded up to the end of `day` (YYYY-MM-DD, UTC). */
export const recordedBy = (day: string) => (event: RecordedEvent) => event.metadata.occurredAt.slice(0, 10) <= day;
