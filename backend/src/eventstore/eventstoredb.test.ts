import { randomUUID } from 'node:crypto';
import { ANY, NO_STREAM, WrongExpectedVersionError, jsonEvent } from '@eventstore/db-client';
import type { AllStreamResolvedEvent } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { eventStoreContract } from './event-store.contract.ts';
import {
  appendTooLarge,
  EventStoreDbEventStore,
  fromEsdbPosition,
  isSystemEvent,
  toEsdbExpectedRevision,
  toEsdbPosition,
  toRecordedEvent,
  toWrongExpectedRevision,
  userEventsAfter,
} from './eventstoredb.ts';
import { FakeEventStoreDbClient } from './eventstoredb.fake.ts';
import { ATTEMPTS_PREFIX } from './eventstoredb-retries.ts';
import { verifyChain } from './hash-chain.ts';
import { nameBasedId } from '../shared/runtime.ts';
import { WrongExpectedRevisionError } from './port.ts';
import type { EventStore } from './port.ts';

const url = process.env['EVENTSTORE_URL'];

function esdbEvent(overrides: { type?: string; commit?: bigint | undefined; revision?: bigint } = {}) {
  const commit = 'commit' in overrides ? overrides.commit : 4096n;
  return {
    streamId: 'portfolio-1',
    id: '0b6c3e4e-2f0f-4a53-9d3e-6a0e1f6f2c11',
    revision: overrides.revision ?? 2n,
    type: overrides.type ?? 'PositionOpened',
    data: { symbol: 'ACME' },
    metadata: { occurredAt: '2026-11-21T10:00:00.000Z' },
    isJson: true as const,
    created: new Date(),
    position: commit === undefined ? undefined : { commit, prepare: commit },
  };
}

describe('EventStoreDB mapping', () => {
  it('maps expected revisions to the client constants and bigints', () => {
    expect(toEsdbExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toEsdbExpectedRevision('any')).toBe(ANY);
    expect(toEsdbExpectedRevision(0)).toBe(0n);
    expect(toEsdbExpectedRevision(41)).toBe(41n);
    expect(() => toEsdbExpectedRevision(-1)).toThrow(RangeError);
    expect(() => toEsdbExpectedRevision(1.5)).toThrow(RangeError);
  });

  it('converts global positions both ways, exactly below 2^53', () => {
    expect(toEsdbPosition(0)).toEqual({ commit: 0n, prepare: 0n });
    expect(toEsdbPosition(123_456)).toEqual({ commit: 123_456n, prepare: 123_456n });
    expect(fromEsdbPosition({ commit: 123_456n, prepare: 123_456n })).toBe(123_456);
    const max = BigInt(Number.MAX_SAFE_INTEGER);
    expect(fromEsdbPosition({ commit: max, prepare: max })).toBe(Number.MAX_SAFE_INTEGER);
    expect(fromEsdbPosition(toEsdbPosition(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toEsdbPosition(-1)).toThrow(RangeError);
    expect(() => toEsdbPosition(2 ** 53)).toThrow(RangeError);
  });

  it('treats a missing or out-of-range position as unknown instead of rounding it', () => {
    expect(fromEsdbPosition(undefined)).toBeUndefined();
    expect(fromEsdbPosition({ commit: 2n ** 53n, prepare: 2n ** 53n })).toBeUndefined();
    expect(fromEsdbPosition({ commit: 2n ** 64n - 1n, prepare: 2n ** 64n - 1n })).toBeUndefined();
    expect(() => toRecordedEvent(esdbEvent({ commit: undefined }))).toThrow(/22\.6/);
  });

  it('recognises system events by the $ prefix', () => {
    expect(isSystemEvent('$statsCollected')).toBe(true);
    expect(isSystemEvent('$>')).toBe(true);
    expect(isSystemEvent('PositionOpened')).toBe(false);
  });

  it('maps the client conflict error to ours', () => {
    const exists = new WrongExpectedVersionError(undefined, { streamName: 's', expected: 1n, current: 3n });
    const mapped = toWrongExpectedRevision(exists, 's', 1);
    expect(mapped).toBeInstanceOf(WrongExpectedRevisionError);
    expect(mapped).toMatchObject({ streamId: 's', expected: 1, actual: 3 });
    const missing = new WrongExpectedVersionError(undefined, { streamName: 's', expected: 0n, current: NO_STREAM });
    expect(toWrongExpectedRevision(missing, 's', 0)).toMatchObject({ expected: 0, actual: 'no_stream' });
  });

  it('maps a recorded event', () => {
    expect(toRecordedEvent(esdbEvent())).toEqual({
      id: '0b6c3e4e-2f0f-4a53-9d3e-6a0e1f6f2c11',
      type: 'PositionOpened',
      data: { symbol: 'ACME' },
      metadata: { occurredAt: '2026-11-21T10:00:00.000Z' },
      streamId: 'portfolio-1',
      revision: 2,
      position: 4096,
    });
  });

  it('hands on only user events strictly after a position', () => {
    const batch = [
      { event: esdbEvent({ commit: 100n }) },
      { event: esdbEvent({ commit: 200n, type: '$metadata' }) },
      { event: esdbEvent({ commit: 300n }) },
      {},
    ] as AllStreamResolvedEvent[];
    expect(userEventsAfter(batch, -1).map((e) => e.position)).toEqual([100, 300]);
    expect(userEventsAfter(batch, 100).map((e) => e.position)).toEqual([300]);
  });
});

describe('EventStoreDB retried appends', () => {
  const keyed = (seed: string, n: number) => ({ id: nameBasedId(seed, String(n)), type: 'PositionOpened', data: { n }, metadata: { occurredAt: '2026-11-21T10:00:00.000Z' } });
  const random = () => ({ ...keyed('x', 0), id: randomUUID() });

  it('the model, like the server, stores the same ids again at the current revision', async () => {
    const fake = new FakeEventStoreDbClient();
    const event = jsonEvent({ id: nameBasedId('k', '0'), type: 'PositionOpened', data: {} });
    await fake.appendToStream('s', [event], { expectedRevision: NO_STREAM });
    expect((await fake.appendToStream('s', [event], { expectedRevision: NO_STREAM })).position).toBeUndefined();
    expect((await fake.appendToStream('s', [event], { expectedRevision: 0n })).nextExpectedRevision).toBe(1n);
  });

  it('records an attempt only for name-based ids, and no read of the log shows it', async () => {
    const fake = new FakeEventStoreDbClient();
    const store = new EventStoreDbEventStore(fake.asClient());
    await store.append('book-1', [random()], 'no_stream');
    const afterRandom = fake.appends;
    const { position } = await store.append('book-1', [keyed('key', 0), keyed('key', 1)], 0);
    expect(fake.appends - afterRandom).toBe(2);
    const log = await store.readAll({ after: null, maxCount: 100 });
    expect(log.map((event) => event.streamId)).toEqual(['book-1', 'book-1', 'book-1']);
    expect(await store.headPosition()).toBe(position);
    expect((await verifyChain(store)).ok).toBe(true);
    const attempts = fake.readStream(`${ATTEMPTS_PREFIX}${nameBasedId('key', '0')}`, { fromRevision: 0n, maxCount: 10 });
    for await (const { event } of attempts) expect(event.data).toEqual({ streamId: 'book-1', revision: 1 });
    await store.close();
  });
});

describe('EventStoreDB append size', () => {
  it("refuses a write over the server's MaxAppendSize with 413 and a clear message, storing nothing", async () => {
    const fake = new FakeEventStoreDbClient();
    fake.maxAppendSize = 64 * 1024;
    const store = new EventStoreDbEventStore(fake.asClient());
    const purchases = Array.from({ length: 1_000 }, (_, n) => ({ positionId: 'p1', symbol: 'ACME', lot: { lotId: `l${n}`, quantity: 1, price: 10, date: '2024-01-02' } }));
    const large = { id: randomUUID(), type: 'PositionsIncreased', data: { listId: 'main', purchases }, metadata: { occurredAt: '2026-11-26T10:00:00.000Z' } };
    const refused = await store.append('book-1', [large], 'no_stream').catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 413, message: appendTooLarge(64 * 1024) });
    expect(await store.readStream('book-1')).toEqual([]);
    // The store goes on: a write within the limit is stored, and the chain holds.
    await store.append('book-1', [{ ...large, id: randomUUID(), data: { listId: 'main', purchases: purchases.slice(0, 10) } }], 'no_stream');
    expect(await store.readStream('book-1')).toHaveLength(1);
    expect((await verifyChain(store)).ok).toBe(true);
    await store.close();
  });
});

eventStoreContract('EventStoreDB adapter on an in-memory model of the server', async () => {
  const fake = new FakeEventStoreDbClient();
  fake.writeSystemEvent();
  let current: EventStore = new EventStoreDbEventStore(fake.asClient());
  return {
    store: current,
    reopen: async () => {
      await current.close();
      current = new EventStoreDbEventStore(fake.asClient());
      return current;
    },
    cleanup: () => current.close(),
  };
});

// Unset, this is the one skipped entry that tells how to run the suite against a real server.
describe.runIf(url)('EventStoreDB server (runs when EVENTSTORE_URL is set)', () => {
  if (!url) {
    it('runs the event store contract against the server at EVENTSTORE_URL', () => {});
    return;
  }
  eventStoreContract('EventStoreDB server', async () => {
    let current: EventStore = EventStoreDbEventStore.connect(url);
    return {
      store: current,
      reopen: async () => {
        await current.close();
        current = EventStoreDbEventStore.connect(url);
        return current;
      },
      cleanup: () => current.close(),
    };
  });
});
