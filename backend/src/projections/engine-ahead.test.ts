/**
 * A command's own events applied ahead of other users' backlog (engine.ts, `#applyAhead`): the
 * command is answered without waiting for the backlog, each event is applied exactly once, and
 * the read models end as a replay in the log's order leaves them. Anything else in the backlog,
 * or the book's own events still queued, and the command waits in the log's order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { projections } from '../app.ts';
import type { NewEvent, RecordedEvent } from '../eventstore/port.ts';
import { SqliteEventStore } from '../eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { streamOwner } from '../shared/streams.ts';
import { twoBooks } from '../testing/two-books.ts';
import { ProjectionEngine } from './engine.ts';
import type { Projection } from './projection.ts';
import { replayAll } from './replay.ts';
import { snapshotReadModels } from './snapshot.ts';

const BACKLOG_MS = 600;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const counted = (n: number): NewEvent[] =>
  Array.from({ length: n }, (_, i) => ({ id: `e-${Math.random()}-${i}`, type: 'Counted', data: { i }, metadata: { occurredAt: '2026-01-01T00:00:00.000Z' } }));

/** Records the positions it applies; a batch holding user a's events takes BACKLOG_MS; `failOnce` throws the first time it meets that position. */
function recording(options: { failOnce?: number } = {}) {
  const seen: number[] = [];
  let failed = false;
  const apply = async (events: RecordedEvent[]) => {
    if (events.some((event) => event.streamId === 'book-a')) await sleep(BACKLOG_MS);
    if (!failed && events.some((event) => event.position === options.failOnce)) {
      failed = true;
      throw new Error('failed once');
    }
    seen.push(...events.map((event) => event.position));
  };
  const projection: Projection = { name: 'recording', collections: [], handles: new Set(['Counted']), apply: (event) => apply([event]), applyBatch: apply };
  return { projection, seen };
}

let engine: ProjectionEngine | null = null;
afterEach(async () => {
  await engine?.stop();
  engine = null;
});

async function started(projection: Projection) {
  const events = SqliteEventStore.open(':memory:');
  engine = new ProjectionEngine({ events, readStore: EmbeddedReadStore.open(':memory:'), projections: [projection], retry: { firstMs: 50 } });
  await engine.start();
  // Something applied, so the engine has a position to apply ahead of.
  const { position } = await events.append('book-c', counted(1), 'no_stream');
  await engine.waitFor(position);
  return { events, engine };
}

/** Once the engine has caught up, every event of the log was applied exactly once. */
async function expectEachAppliedOnce(events: SqliteEventStore, engine: ProjectionEngine, seen: number[]) {
  expect(await engine.catchUp()).toBe(true);
  const head = (await events.headPosition())!;
  expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: head }, (_, i) => i + 1));
}

/** Appends `n` events to `streamId` and waits for them as a command does, naming them as its own. */
async function command(events: SqliteEventStore, engine: ProjectionEngine, streamId: string, n = 1) {
  const fromRevision = (await events.readStream(streamId)).length;
  const { position } = await events.append(streamId, counted(n), 'any');
  const started = performance.now();
  const reached = await engine.waitFor(position, 5000, { streamId, fromRevision, count: n });
  return { position, reached, ms: performance.now() - started };
}

describe('a command applied ahead of other users\' backlog', () => {
  it('is answered without waiting for the backlog, and every event is applied once', async () => {
    const { projection, seen } = recording();
    const { events, engine } = await started(projection);
    const backlog = await events.append('book-a', counted(10), 'no_stream');
    const first = await command(events, engine, 'book-b');
    const second = await command(events, engine, 'book-b', 2);
    expect(first.reached && second.reached).toBe(true);
    expect(first.ms + second.ms).toBeLessThan(BACKLOG_MS / 2);
    // Applied before the backlog was.
    expect(seen).toContain(second.position);
    expect(seen).not.toContain(backlog.position);
    expect(engine.position).toBeLessThan(first.position);
    expect(engine.appliedAhead).toBe(3);

    await expectEachAppliedOnce(events, engine, seen);
    expect(engine.status()[0]!.checkpoint).toBe(await events.headPosition());
  });

  it("goes ahead for a user's sessions too, and past another user's sign-in in the backlog", async () => {
    const { projection, seen } = recording();
    const { events, engine } = await started(projection);
    const backlog = await events.append('book-a', counted(10), 'no_stream');
    await events.append('sessions-c', counted(1), 'any'); // another user's sign-in, nobody waiting for it
    const signIn = await command(events, engine, 'sessions-b');
    const purchase = await command(events, engine, 'book-b');
    expect(signIn.reached && purchase.reached).toBe(true);
    expect(signIn.ms + purchase.ms).toBeLessThan(BACKLOG_MS / 2);
    expect(seen).toEqual(expect.arrayContaining([signIn.position, purchase.position]));
    expect(seen).not.toContain(backlog.position);
    await expectEachAppliedOnce(events, engine, seen);
  });

  it('goes ahead for a registration too, and past a sign-up, a trend detection and marked notifications in the backlog', async () => {
    const { projection, seen } = recording();
    const { events, engine } = await started(projection);
    const backlog = await events.append('book-a', counted(10), 'no_stream');
    // Another user signing up (their email claim, their account), a symbol's trends, another user's notifications read: nobody waiting for them.
    for (const streamId of ['email-c', 'user-c', 'trends-KO', 'notifications-c']) await events.append(streamId, counted(1), 'any');
    const claim = await command(events, engine, 'email-b');
    const registration = await command(events, engine, 'user-b');
    const purchase = await command(events, engine, 'book-b');
    expect(claim.reached && registration.reached && purchase.reached).toBe(true);
    expect(claim.ms + registration.ms + purchase.ms).toBeLessThan(BACKLOG_MS / 2);
    expect(seen).not.toContain(backlog.position);
    await expectEachAppliedOnce(events, engine, seen);
  });

  it("marks notifications read ahead only after the user's alerts' events in the backlog went ahead", async () => {
    const { projection, seen } = recording();
    const { events, engine } = await started(projection);
    await events.append('book-a', counted(10), 'no_stream');
    const alertCreated = await command(events, engine, 'alerts-b');
    const read = await command(events, engine, 'notifications-b');
    expect(alertCreated.ms + read.ms).toBeLessThan(BACKLOG_MS / 2);
    // An alert firing that nobody waited for (the background evaluation): marking read keeps its order behind it.
    const fired = await events.append('alerts-b', counted(1), 'any');
    const readAgain = await command(events, engine, 'notifications-b');
    expect(readAgain.ms).toBeGreaterThan(BACKLOG_MS * 0.8);
    expect(seen.indexOf(fired.position)).toBeLessThan(seen.indexOf(readAgain.position));
  });

  it('waits in order when the backlog holds a stream that keeps its place', async () => {
    const { projection, seen } = recording();
    const { events, engine } = await started(projection);
    await events.append('book-a', counted(10), 'no_stream');
    await events.append('checkpoints-x', counted(1), 'no_stream'); // a stream `orderOf` does not name: it keeps its place
    const mine = await command(events, engine, 'book-b');
    expect(mine.reached).toBe(true);
    expect(mine.ms).toBeGreaterThan(BACKLOG_MS * 0.8);
    expect(seen.at(-1)).toBe(mine.position);
  });

  it("waits in order behind the book's own events still queued", async () => {
    const { projection, seen } = recording();
    const { events, engine } = await started(projection);
    await events.append('book-a', counted(10), 'no_stream');
    const queued = await events.append('book-b', counted(1), 'no_stream'); // not applied ahead: nobody waited for it
    const mine = await command(events, engine, 'book-b');
    expect(mine.ms).toBeGreaterThan(BACKLOG_MS * 0.8);
    expect(seen.indexOf(queued.position)).toBeLessThan(seen.indexOf(mine.position));
  });

  it('leaves an event whose application ahead failed to the log, which applies it once', async () => {
    // Position 1 is started()'s, 2-11 the backlog, 12 the command's.
    const { projection, seen } = recording({ failOnce: 12 });
    const { events, engine } = await started(projection);
    await events.append('book-a', counted(10), 'no_stream');
    const mine = await command(events, engine, 'book-b');
    expect(mine.position).toBe(12);
    expect(mine.reached).toBe(true);
    expect(mine.ms).toBeGreaterThan(BACKLOG_MS * 0.8);
    expect(seen.filter((position) => position === 12)).toHaveLength(1);
    expect(engine.appliedAhead).toBe(0);
    expect(engine.status()[0]!.failure).toBeNull();
  });
});

/** The app's projections, the lists projection held up BACKLOG_MS on any batch with `streamId`'s events. */
const heldUpOn = (streamId: string) =>
  projections.map((projection): Projection => ({
    ...projection,
    applyBatch: async (batch, store) => {
      if (projection.name === 'lists' && batch.some((event) => event.streamId === streamId)) await sleep(BACKLOG_MS);
      if (projection.applyBatch) await projection.applyBatch(batch, store);
      else for (const event of batch) await projection.apply(event, store);
    },
  }));

/** The read models are what a replay of the log in its order gives. */
async function expectAsReplayed(events: SqliteEventStore, readStore: EmbeddedReadStore) {
  const replayed = EmbeddedReadStore.open(':memory:');
  await replayAll({ events, readStore: replayed, projections });
  expect(await snapshotReadModels(readStore, projections)).toEqual(await snapshotReadModels(replayed, projections));
  await replayed.close();
}

describe('the read models, with commands applied ahead', () => {
  it('end as a replay in the order of the log leaves them', async () => {
    const { bookA, bookB } = await twoBooks();
    expect(bookB.map((event) => event.type)).toEqual(
      expect.arrayContaining(['ListCreated', 'PositionOpened', 'LotChanged', 'SplitApplied', 'PositionSold', 'SaleChanged', 'DividendReceived', 'CashFlowRecorded', 'CashFlowChanged', 'ListDeleted']),
    );
    expect(bookB.length).toBeGreaterThanOrEqual(17);

    // Written again, user a's book in one append held up in the projections, user b's a command at a time.
    const events = SqliteEventStore.open(':memory:');
    const readStore = EmbeddedReadStore.open(':memory:');
    engine = new ProjectionEngine({ events, readStore, projections: heldUpOn('book-a') });
    await engine.start();
    const again = (event: RecordedEvent, streamId: string): NewEvent => ({ id: `${streamId}-${event.id}`, type: event.type, data: event.data, metadata: event.metadata });
    await events.append('book-c', counted(1), 'no_stream');
    await engine.catchUp();
    await events.append('book-a', bookA.map((event) => again(event, 'book-a')), 'no_stream');
    const waits: number[] = [];
    for (const [revision, event] of bookB.entries()) {
      const { position } = await events.append('book-b', [again(event, 'book-b')], revision === 0 ? 'no_stream' : revision - 1);
      const started = performance.now();
      expect(await engine.waitFor(position, 5000, { streamId: 'book-b', fromRevision: revision, count: 1 })).toBe(true);
      waits.push(performance.now() - started);
    }
    expect(Math.max(...waits)).toBeLessThan(BACKLOG_MS / 2);
    expect(await engine.catchUp()).toBe(true);

    await expectAsReplayed(events, readStore);
  }, 30_000);

  it("end as a replay leaves them when a user's account, sign-ins, alerts, notifications, smart lists and analyses go ahead too", async () => {
    const { log, bookA } = await twoBooks();
    const userB = streamOwner(log.find((event) => event.streamId.startsWith('book-') && event.streamId !== bookA[0]!.streamId)!.streamId)!;
    // Every event of user b's own streams, in the log's order, as its commands wrote them.
    const ownB = log.filter((event) => streamOwner(event.streamId) === userB);
    expect(new Set(ownB.map((event) => event.streamId.slice(0, -userB.length)))).toEqual(new Set(['book-', 'user-', 'sessions-', 'alerts-', 'notifications-', 'smart-lists-', 'insights-']));

    const events = SqliteEventStore.open(':memory:');
    const readStore = EmbeddedReadStore.open(':memory:');
    engine = new ProjectionEngine({ events, readStore, projections: heldUpOn(bookA[0]!.streamId) });
    await engine.start();
    const again = (event: RecordedEvent): NewEvent => ({ id: `again-${event.id}`, type: event.type, data: event.data, metadata: event.metadata });
    // Everything else first (sign-ups, user a's other streams), then user a's book in one append held up in the projections.
    for (const event of log) if (!ownB.includes(event) && event.streamId !== bookA[0]!.streamId) await events.append(event.streamId, [again(event)], 'any');
    await engine.catchUp();
    await events.append(bookA[0]!.streamId, bookA.map(again), 'any');
    const waits: number[] = [];
    for (const event of ownB) {
      const fromRevision = (await events.readStream(event.streamId)).length;
      const { position } = await events.append(event.streamId, [again(event)], 'any');
      const started = performance.now();
      expect(await engine.waitFor(position, 5000, { streamId: event.streamId, fromRevision, count: 1 })).toBe(true);
      waits.push(performance.now() - started);
    }
    expect(Math.max(...waits)).toBeLessThan(BACKLOG_MS / 2);
    expect(await engine.catchUp()).toBe(true);

    await expectAsReplayed(events, readStore);
  }, 30_000);
});
