import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../eventstore/sqlite.ts';
import type { EventStore } from '../eventstore/port.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import type { ReadStore } from '../readstore/port.ts';
import { PARKED_REACTIONS, type ParkedReaction } from './parked.ts';
import type { Reactor } from './reactor.ts';
import { Reactors } from './reactors.ts';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const closable of open.splice(0).reverse()) await closable.close();
});

function stores() {
  const events = SqliteEventStore.open(':memory:');
  const readStore = EmbeddedReadStore.open(':memory:');
  open.push(events, readStore);
  return { events, readStore };
}

function runner(events: EventStore, readStore: ReadStore, options: { maxAttempts?: number; retryBaseMs?: number } = {}) {
  const reactors = new Reactors({ events, readStore, now: () => new Date('2026-03-02T14:30:00Z'), retryBaseMs: 1, ...options });
  open.push({ close: () => reactors.stop() });
  return reactors;
}

const happen = (events: EventStore, type: string, n: number) =>
  events.append(`things-${n}`, [{ id: crypto.randomUUID(), type, data: { n }, metadata: { userId: 'u1', occurredAt: '2026-03-02T14:30:00Z' } }], 'any');

/** Answers every ThingHappened with a ThingAcknowledged, with an id from the reaction context. */
const acknowledger = (events: EventStore): Reactor => ({
  name: 'acknowledge',
  handles: new Set(['ThingHappened']),
  async react(event, ctx) {
    const n = (event.data as { n: number }).n;
    await events.append('acks', [{ id: ctx.actor.newId!(), type: 'ThingAcknowledged', data: { n }, metadata: { userId: ctx.actor.userId, causationId: event.id, occurredAt: event.metadata.occurredAt } }], 'any');
  },
});

const acks = async (events: EventStore) => (await events.readStream('acks')).map((event) => (event.data as { n: number }).n);

describe('reactors', () => {
  it('one that starts at the head reacts only to what comes after its first start, then resumes from its checkpoint', async () => {
    const { events, readStore } = stores();
    for (const n of [1, 2]) await happen(events, 'ThingHappened', n);
    const first = runner(events, readStore);
    first.register({ ...acknowledger(events), startsAt: 'head' });
    await first.start();
    await happen(events, 'ThingHappened', 3);
    expect(await first.catchUp()).toBe(true);
    expect(await acks(events)).toEqual([3]);
    await first.stop();

    await happen(events, 'ThingHappened', 4);
    const again = runner(events, readStore);
    again.register({ ...acknowledger(events), startsAt: 'head' });
    await again.start();
    expect(await again.catchUp()).toBe(true);
    expect(await acks(events)).toEqual([3, 4]);
  });

  it('reacts to each event once, and a redelivery from the start appends nothing new', async () => {
    const { events, readStore } = stores();
    for (const n of [1, 2, 3]) await happen(events, 'ThingHappened', n);
    const first = runner(events, readStore);
    first.register(acknowledger(events));
    await first.start();
    expect(await first.catchUp()).toBe(true);
    expect(await acks(events)).toEqual([1, 2, 3]);
    await first.stop();

    // Everything delivered again (a lost checkpoint, a second instance): same ids, nothing appended.
    const freshReadStore = EmbeddedReadStore.open(':memory:');
    open.push(freshReadStore);
    const again = runner(events, freshReadStore);
    again.register(acknowledger(events));
    await again.start();
    expect(await again.catchUp()).toBe(true);
    expect(await acks(events)).toEqual([1, 2, 3]);
    expect((await again.status())[0]).toMatchObject({ name: 'acknowledge', lag: 0, parked: 0, lastError: null });
  });

  it('carries on from its checkpoint after a restart', async () => {
    const { events, readStore } = stores();
    await happen(events, 'ThingHappened', 1);
    const first = runner(events, readStore);
    first.register(acknowledger(events));
    await first.start();
    await first.catchUp();
    await first.stop();
    await happen(events, 'ThingHappened', 2);
    const second = runner(events, readStore);
    second.register(acknowledger(events));
    await second.start();
    await second.catchUp();
    expect(await acks(events)).toEqual([1, 2]);
  });

  it('retries a failing event with backoff, then parks it with its error and moves on', async () => {
    const { events, readStore } = stores();
    const attempts: number[] = [];
    const handled: number[] = [];
    const reactors = runner(events, readStore, { maxAttempts: 3 });
    reactors.register({
      name: 'fragile',
      handles: new Set(['ThingHappened']),
      async react(event, ctx) {
        const n = (event.data as { n: number }).n;
        if (n === 2) {
          attempts.push(ctx.attempt);
          throw new Error(`mail server refused thing ${n}`);
        }
        handled.push(n);
      },
    });
    await reactors.start();
    for (const n of [1, 2, 3]) await happen(events, 'ThingHappened', n);
    expect(await reactors.catchUp()).toBe(true);
    expect(attempts).toEqual([1, 2, 3]);
    expect(handled).toEqual([1, 3]);
    const parked = await readStore.collection<ParkedReaction>(PARKED_REACTIONS).find({});
    expect(parked).toMatchObject([{ reactor: 'fragile', eventType: 'ThingHappened', attempts: 3, error: 'mail server refused thing 2' }]);
    expect(await reactors.status()).toMatchObject([{ name: 'fragile', parked: 1, lag: 0, lastError: null }]);
  });

  it('lets the other reactors keep going while one is stuck retrying', async () => {
    const { events, readStore } = stores();
    const reactors = runner(events, readStore, { maxAttempts: 10, retryBaseMs: 60_000 });
    let stuckTries = 0;
    reactors.register({ name: 'stuck', handles: new Set(['ThingHappened']), react: async () => void (stuckTries += 1, await Promise.reject(new Error('down'))) });
    reactors.register(acknowledger(events));
    await reactors.start();
    for (const n of [1, 2, 3]) await happen(events, 'ThingHappened', n);
    const deadline = Date.now() + 3000;
    while ((await acks(events)).length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await acks(events)).toEqual([1, 2, 3]);
    const status = new Map((await reactors.status()).map((entry) => [entry.name, entry]));
    expect(status.get('acknowledge')).toMatchObject({ lag: 0, lastError: null });
    expect(status.get('stuck')).toMatchObject({ lastError: 'down', parked: 0 });
    expect(status.get('stuck')!.lag).toBeGreaterThan(0);
    expect(stuckTries).toBe(1);
    // An answer that waits only for the reactor it depends on is not held up by the stuck one.
    const head = (await events.headPosition())!;
    expect(await reactors.waitFor(head, 1000, ['acknowledge'])).toBe(true);
    expect(await reactors.waitFor(head, 50)).toBe(false);
    // Stopping interrupts the backoff at once; the stuck event is delivered again at the next start.
    const stopping = Date.now();
    await reactors.stop();
    expect(Date.now() - stopping).toBeLessThan(1000);
  });

  it('refuses two reactors with one name', () => {
    const { events, readStore } = stores();
    const reactors = runner(events, readStore);
    reactors.register(acknowledger(events));
    expect(() => reactors.register(acknowledger(events))).toThrow('already registered');
  });
});

describe('reactors and a replay', () => {
  it('keep their checkpoints through `npm run replay`, so nothing reacts twice', async () => {
    const { replayAll } = await import('../projections/replay.ts');
    const { events, readStore } = stores();
    for (const n of [1, 2]) await happen(events, 'ThingHappened', n);
    const first = runner(events, readStore);
    first.register(acknowledger(events));
    await first.start();
    await first.catchUp();
    await first.stop();
    const reached = await readStore.getCheckpoint('reactor:acknowledge');

    await replayAll({ events, readStore, projections: [] });
    expect(await readStore.getCheckpoint('reactor:acknowledge')).toBe(reached);
    let reactions = 0;
    const again = runner(events, readStore);
    again.register({ ...acknowledger(events), react: async () => void (reactions += 1) });
    await again.start();
    await happen(events, 'ThingHappened', 3);
    await again.catchUp();
    expect(reactions).toBe(1);
  });
});
