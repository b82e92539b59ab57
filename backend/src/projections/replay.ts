import type { EventStore } from '../eventstore/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import { ProjectionEngine } from './engine.ts';
import type { Projection } from './projection.ts';

/**
 * Drops every read model and checkpoint, then rebuilds them from the start of the log. The
 * reactors' checkpoints (`reactor:*`) are kept: their reactions (commands, e-mails) happened and
 * must not happen again.
 */
export async function replayAll(options: { events: EventStore; readStore: ReadStore; projections: Projection[] }) {
  const started = performance.now();
  const reactors = (await options.readStore.checkpoints()).filter((checkpoint) => checkpoint.name.startsWith('reactor:'));
  await options.readStore.reset();
  for (const { name, position } of reactors) await options.readStore.saveCheckpoint(name, position);
  const engine = new ProjectionEngine(options);
  await engine.start();
  const reached = await engine.catchUp(24 * 60 * 60 * 1000);
  // A projection that threw is set aside by the engine: a replay must not report it as rebuilt.
  const failed = engine.status().filter((projection) => projection.failure);
  await engine.stop();
  if (failed.length > 0) throw new Error(`Replay failed in ${failed.map((projection) => `${projection.name} (${projection.failure!.error})`).join(', ')}`);
  if (!reached) throw new Error('Replay did not reach the end of the log');
  return { events: engine.processed, ms: performance.now() - started };
}
