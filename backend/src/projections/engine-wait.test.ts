/**
 * Read-your-writes waits while the projections are moving (a large import takes longer than the
 * timeout to apply) and gives up once they have not moved for the timeout.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { NewEvent } from '../eventstore/port.ts';
import { SqliteEventStore } from '../eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { ProjectionEngine } from './engine.ts';
import type { Projection } from './projection.ts';

const counted = (n: number): NewEvent[] =>
  Array.from({ length: n }, (_, i) => ({ id: `e-${Date.now()}-${Math.random()}-${i}`, type: 'Counted', data: { i }, metadata: { occurredAt: '2026-01-01T00:00:00.000Z' } }));

/** Takes `msPerBatch` per batch of events; `stuck` makes it wait for good. */
function slow(msPerBatch: number, state: { stuck: boolean }): Projection {
  const apply = async () => {
    if (state.stuck) await new Promise(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, msPerBatch));
  };
  return { name: 'slow', collections: [], handles: new Set(['Counted']), apply, applyBatch: apply };
}

let engine: ProjectionEngine | null = null;
afterEach(async () => {
  const stopping = engine;
  engine = null;
  // A stuck projection never finishes its batch: do not wait for it.
  void stopping?.stop();
});

describe('read-your-writes wait', () => {
  it('keeps waiting past the timeout while the projections move, and answers true', async () => {
    const events = SqliteEventStore.open(':memory:');
    engine = new ProjectionEngine({ events, readStore: EmbeddedReadStore.open(':memory:'), projections: [slow(600, { stuck: false })] });
    await engine.start();
    // Four batches of up to 1,000 events, 600 ms each: longer than the timeout in all, not each.
    const { position } = await events.append('s-1', counted(3_500), 'no_stream');
    const started = Date.now();
    expect(await engine.waitFor(position, 1_000)).toBe(true);
    expect(Date.now() - started).toBeGreaterThan(1_000);
  }, 20_000);

  it('gives up once they have not moved for the timeout', async () => {
    const events = SqliteEventStore.open(':memory:');
    engine = new ProjectionEngine({ events, readStore: EmbeddedReadStore.open(':memory:'), projections: [slow(0, { stuck: true })] });
    await engine.start();
    const { position } = await events.append('s-1', counted(1), 'no_stream');
    const started = Date.now();
    expect(await engine.waitFor(position, 200)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
