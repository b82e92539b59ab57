import type { EventStore, RecordedEvent } from '../eventstore/port.ts';
import { eachPurchase, type PositionsIncreased } from '../portfolio/events.ts';
import type { Projection } from '../projections/projection.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import type { ReadStore } from '../readstore/port.ts';

/**
 * Read models rebuilt from a few streams in memory, by the same projections that keep the stored
 * ones: what an `asOf` query reads, and what verification compares against. `until` stops at the
 * first event it refuses (the log is in recorded order); `include` skips the events it refuses
 * (business dates are not in order: a back-dated purchase is recorded late).
 */
export async function rebuildFromStreams(
  events: EventStore,
  streams: string[],
  projections: Projection[],
  options: { until?: (event: RecordedEvent) => boolean; include?: (event: RecordedEvent) => boolean } = {},
): Promise<{ store: ReadStore; events: number; close(): Promise<void> }> {
  const recorded = (await Promise.all(streams.map((stream) => events.readStream(stream))))
    .flat()
    .sort((a, b) => a.position - b.position);
  return rebuildFrom(recorded, projections, options);
}

/** Every read model rebuilt from the whole log, in memory (offline verification). */
export async function rebuildAll(events: EventStore, projections: Projection[]) {
  const store = EmbeddedReadStore.open(':memory:');
  for (const projection of projections) await projection.setup?.(store);
  let applied = 0;
  for (let after: number | null = null; ; ) {
    const page = await events.readAll({ after, maxCount: 2000, maxBytes: 4 * 2 ** 20 });
    if (page.length === 0) break;
    for (const projection of projections) {
      const handled = page.filter((event) => projection.handles.has(event.type));
      if (handled.length === 0) continue;
      if (projection.applyBatch) await projection.applyBatch(handled, store);
      else for (const event of handled) await projection.apply(event, store);
    }
    applied += page.length;
    after = page.at(-1)!.position;
  }
  return { store, events: applied, close: () => store.close() };
}

async function rebuildFrom(
  recorded: RecordedEvent[],
  projections: Projection[],
  options: { until?: (event: RecordedEvent) => boolean; include?: (event: RecordedEvent) => boolean },
) {
  const store = EmbeddedReadStore.open(':memory:');
  for (const projection of projections) await projection.setup?.(store);
  let applied = 0;
  for (const whole of recorded) {
    if (options.until && !options.until(whole)) break;
    const event = options.include ? included(whole, options.include) : whole;
    if (!event) continue;
    for (const projection of projections) if (projection.handles.has(event.type)) await projection.apply(event, store);
    applied += 1;
  }
  return { store, events: applied, close: () => store.close() };
}

/**
 * The event if `include` takes it; for purchases carried together (PositionsIncreased), the
 * event with only the purchases `include` takes one by one, as if each had been its own event.
 */
function included(event: RecordedEvent, include: (event: RecordedEvent) => boolean): RecordedEvent | null {
  if (event.type !== 'PositionsIncreased') return include(event) ? event : null;
  const carried = event as unknown as RecordedEvent & PositionsIncreased;
  const purchases = eachPurchase(carried)
    .filter((purchase) => include({ ...event, type: purchase.type, data: purchase.data }))
    .map(({ data: { positionId, symbol, lot } }) => ({ positionId, symbol, lot }));
  return purchases.length === 0 ? null : { ...event, data: { ...carried.data, purchases } };
}

/** Events recorded up to the end of `day` (YYYY-MM-DD, UTC). */
export const recordedBy = (day: string) => (event: RecordedEvent) => event.metadata.occurredAt.slice(0, 10) <= day;

/**
 * The trade or cash-flow date an event is about (a lot's date, a sale's or cash flow's date),
 * YYYY-MM-DD; null for events without one (list created, position removed, ...).
 */
export function businessDate(event: RecordedEvent): string | null {
  const data = event.data as { date?: unknown; lot?: { date?: unknown } } | null;
  const date = data?.lot?.date ?? data?.date;
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null;
}

/**
 * "As known then": the events recorded at or before `knownAt` (an ISO time), of those the ones
 * whose business date is on or before `asOf`. Without `knownAt`, as recorded by the end of `asOf`.
 */
export function asKnown(asOf: string, knownAt?: string): { until?: (event: RecordedEvent) => boolean; include?: (event: RecordedEvent) => boolean } {
  if (!knownAt) return { until: recordedBy(asOf) };
  const limit = new Date(knownAt).getTime();
  return {
    // Skipped rather than stopped at: clocks of several instances need not agree to the millisecond.
    include: (event) => {
      if (new Date(event.metadata.occurredAt).getTime() > limit) return false;
      const day = businessDate(event);
      return day === null || day <= asOf;
    },
  };
}
