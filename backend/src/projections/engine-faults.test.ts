/**
 * A projection that throws is set aside: the others keep up (commands still get read-your-writes),
 * it is reported with its error and retried with a doubling pause, and once the fault is gone it
 * catches up from its own checkpoint (across several pages of the log) and rejoins.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { NewEvent } from '../eventstore/port.ts';
import { SqliteEventStore } from '../eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import type { Doc, ReadStore } from '../readstore/port.ts';
import { ProjectionEngine } from './engine.ts';
import type { Projection } from './projection.ts';

interface Tally extends Doc {
  count: number;
}

/** Counts the events it handles in one document (idempotent by position, like every projection). */
function counting(name: string, fault: { message: string | null } = { message: null }): Projection & { total(store: ReadStore): Promise<number> } {
  const collection = (store: ReadStore) => store.collection<Tally>(`tally-${name}`);
  return {
    name,
    collections: [`tally-${name}`],
    handles: new Set(['Counted']),
    async apply(event, store) {
      if (fault.message) throw new Error(fault.message);
      const current = await collection(store).findOne({ _id: 'total' });
      if ((current?._position ?? 0) >= event.position) return; // a re-delivery
      await collection(store).putIfNewer({ _id: 'total', count: (current?.count ?? 0) + 1 }, event.position);
    },
    total: async (store) => (await collection(store).findOne({ _id: 'total' }))?.count ?? 0,
  };
}

const counted = (n: number): NewEvent[] =>
  Array.from({ length: n }, (_, i) => ({ id: `e-${Date.now()}-${Math.random()}-${i}`, type: 'Counted', data: { i }, metadata: { occurredAt: '2026-01-01T00:00:00.000Z' } }));

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let engine: ProjectionEngine | null = null;
afterEach(async () => {
  await engine?.stop();
  engine = null;
});

function setUp(fault: { message: string | null }) {
  const events = SqliteEventStore.open(':memory:');
  const readStore = EmbeddedReadStore.open(':memory:');
  const steady = counting('steady');
  const flaky = counting('flaky', fault);
  const errors: unknown[] = [];
  engine = new ProjectionEngine({
    events,
    readStore,
    projections: [flaky, steady],
    retry: { firstMs: 20, maxMs: 80 },
    log: { error: (object) => errors.push(object) },
  });
  return { events, readStore, steady, flaky, errors, engine };
}

describe('a projection that throws', () => {
  it('is reported while the others keep up, then catches up after the fix', async () => {
    const fault = { message: null as string | null };
    const { events, readStore, steady, flaky, engine } = setUp(fault);
    await engine.start();
    await events.append('s-1', counted(3), 'no_stream');
    expect(await engine.catchUp(2000)).toBe(true);
    expect(await flaky.total(readStore)).toBe(3);

    fault.message = 'boom: flaky read model cannot be written';
    const { position } = await events.append('s-1', counted(2), 2);
    // Read-your-writes still holds: the commands' wait ends when the healthy projections have the events.
    expect(await engine.waitFor(position, 2000)).toBe(true);
    expect(await steady.total(readStore)).toBe(5);
    expect(await flaky.total(readStore)).toBe(3);

    const flakyStatus = () => engine.status().find((status) => status.name === 'flaky')!;
    expect(flakyStatus().failure).toMatchObject({ error: 'boom: flaky read model cannot be written' });
    expect(flakyStatus().checkpoint).toBeLessThan(position);
    expect(engine.status().find((status) => status.name === 'steady')).toEqual({ name: 'steady', checkpoint: position, failure: null });
    expect(engine.lastError).toBe('flaky: boom: flaky read model cannot be written');

    // Retried with a doubling pause, capped: 20, 40, 80, 80 ms.
    await until(() => (flakyStatus().failure?.attempts ?? 0) >= 4);
    const { since, retryAt } = flakyStatus().failure!;
    expect(Date.parse(retryAt) - Date.parse(since)).toBeGreaterThanOrEqual(20 + 40 + 80);

    // More events while it is set aside: the others still keep up.
    const later = await events.append('s-1', counted(4), 4);
    expect(await engine.waitFor(later.position, 2000)).toBe(true);
    expect(await steady.total(readStore)).toBe(9);

    fault.message = null;
    await until(() => flakyStatus().failure === null);
    expect(await flaky.total(readStore)).toBe(9);
    expect(flakyStatus().checkpoint).toBe(later.position);
    expect(engine.lastError).toBeNull();

    // Rejoined: new events reach it through the main flow.
    const after = await events.append('s-1', counted(1), 8);
    expect(await engine.waitFor(after.position, 2000)).toBe(true);
    await until(async () => (await flaky.total(readStore)) === 10);
    expect(await readStore.getCheckpoint('flaky')).toBe(after.position);
  });

  it('catches up across several pages of the log, while new events keep arriving', async () => {
    const fault = { message: 'down' as string | null };
    const { events, readStore, steady, flaky, engine } = setUp(fault);
    await engine.start();
    let revision = -1;
    for (let i = 0; i < 5; i += 1) {
      const result = await events.append('s-2', counted(700), revision < 0 ? 'no_stream' : revision);
      revision = result.nextRevision;
    }
    expect(await engine.catchUp(5000)).toBe(true);
    expect(await steady.total(readStore)).toBe(3500);
    expect(await flaky.total(readStore)).toBe(0);

    fault.message = null;
    const writing = (async () => {
      for (let i = 0; i < 10; i += 1) {
        revision = (await events.append('s-2', counted(10), revision)).nextRevision;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    await writing;
    await until(() => engine.status().every((status) => status.failure === null));
    expect(await engine.catchUp(5000)).toBe(true);
    await until(async () => (await flaky.total(readStore)) === 3600);
    expect(await steady.total(readStore)).toBe(3600);
  });

  it('catches up over large events, read a few megabytes at a time', async () => {
    const fault = { message: 'down' as string | null };
    const { events, readStore, steady, flaky, engine } = setUp(fault);
    await engine.start();
    // 40 events of ~300 KB (an import's PositionsIncreased are ~150 KB): pages of a few events each.
    const large = counted(40).map((event) => ({ ...event, data: { padding: 'x'.repeat(300_000) } }));
    await events.append('s-3', large, 'no_stream');
    expect(await engine.catchUp(5000)).toBe(true);
    expect(await events.readAll({ after: null, maxCount: 1000, maxBytes: 2 * 2 ** 20 })).toHaveLength(7);
    fault.message = null;
    await until(() => engine.status().every((status) => status.failure === null));
    expect(await flaky.total(readStore)).toBe(40);
    expect(await steady.total(readStore)).toBe(40);
  });

  it('resumes from its own checkpoint after a restart', async () => {
    const fault = { message: 'still down' as string | null };
    const { events, readStore, flaky, engine: first } = setUp(fault);
    await first.start();
    const { position } = await events.append('s-3', counted(5), 'no_stream');
    expect(await first.waitFor(position, 2000)).toBe(true);
    await first.stop();
    expect(await readStore.getCheckpoint('steady')).toBe(position);
    expect(await readStore.getCheckpoint('flaky')).toBeNull();

    fault.message = null;
    engine = new ProjectionEngine({ events, readStore, projections: [flaky, counting('steady')] });
    await engine.start();
    expect(await engine.catchUp(2000)).toBe(true);
    expect(await flaky.total(readStore)).toBe(5);
    expect(engine.status().every((status) => status.failure === null && status.checkpoint === position)).toBe(true);
  });
});
