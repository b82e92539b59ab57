import type { EventStore } from '../eventstore/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import { ProjectionEngine } from './engine.ts';
import type { Projection } from './projection.ts';

export interface ReplayReport {
  events: number;
  ms: number;
  /** The rebuilt collections with their document counts after the rebuild. */
  collections: { name: string; documents: number }[];
}

/**
 * Empties the collections the projections own and rebuilds them from the start of the log. What
 * no projection owns is kept: LLM logs, stored idempotent answers, leases, parked reactions,
 * checkpoints, and the reactors' checkpoints (`reactor:*`), whose reactions (commands, e-mails)
 * happened and must not happen again.
 */
export async function replayAll(options: { events: EventStore; readStore: ReadStore; projections: Projection[] }): Promise<ReplayReport> {
  const started = performance.now();
  const owned = [...new Set(options.projections.flatMap((projection) => projection.collections))];
  for (const name of owned) await options.readStore.collection(name).deleteMany({});
  // Position 0 is before every event of either store (SQLite counts from 1; EventStoreDB's own events come first).
  for (const projection of options.projections) await options.readStore.saveCheckpoint(projection.name, 0);
  const engine = new ProjectionEngine(options);
  await engine.start();
  const reached = await engine.catchUp(24 * 60 * 60 * 1000);
  // A projection that threw is set aside by the engine: a replay must not report it as rebuilt.
  const failed = engine.status().filter((projection) => projection.failure);
  await engine.stop();
  if (failed.length > 0) throw new Error(`Replay failed in ${failed.map((projection) => `${projection.name} (${projection.failure!.error})`).join(', ')}`);
  if (!reached) throw new Error('Replay did not reach the end of the log');
  const collections = [];
  for (const name of owned) collections.push({ name, documents: await options.readStore.collection(name).count({}) });
  return { events: engine.processed, ms: performance.now() - started, collections };
}
