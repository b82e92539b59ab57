import type { EventStore } from '../eventstore/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import { ProjectionEngine } from './engine.ts';
import type { Projection } from './projection.ts';

/** Drops every read model and checkpoint, then rebuilds them from the start of the log. */
export async function replayAll(options: { events: EventStore; readStore: ReadStore; projections: Projection[] }) {
  const started = performance.now();
  await options.readStore.reset();
  const engine = new ProjectionEngine(options);
  await engine.start();
  const reached = await engine.catchUp(24 * 60 * 60 * 1000);
  await engine.stop();
  if (!reached) throw new Error('Replay did not reach the end of the log');
  return { events: engine.processed, ms: performance.now() - started };
}
