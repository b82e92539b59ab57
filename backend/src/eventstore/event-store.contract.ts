/**
 * The behaviour every EventStore adapter must show, run against each of them. Stream names are
 * random and $all is only ever inspected for this suite's own streams, so the suite can share a
 * server with other data and other runs.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError } from './port.ts';
import type { EventStore, NewEvent, RecordedEvent } from './port.ts';
import { catchUpSubscriptionContract } from './event-store-subscription.contract.ts';
import { retriedAppendContract } from './event-store-retry.contract.ts';
import { expectedHash, GENESIS_HASH, verifyChain } from './hash-chain.ts';
import { expectIncreasing, newEvent, occurredAt, readOwn, rejection, streamName } from './event-store.test-support.ts';

export interface EventStoreFixture {
  store: EventStore;
  /** Closes `store` and opens the same data again (adapters that persist locally). */
  reopen?: () => Promise<EventStore>;
  /** Closes whichever store is current and removes what the fixture created. */
  cleanup: () => Promise<void>;
}

export function eventStoreContract(name: string, open: () => Promise<EventStoreFixture>) {
  describe(`EventStore contract: ${name}`, () => {
    let fixture: EventStoreFixture | undefined;
    let store: EventStore;
    beforeEach(async () => {
      fixture = await open();
      store = fixture.store;
    });
    afterEach(async () => {
      await fixture?.cleanup();
      fixture = undefined;
    });

    describe('append and expected revision', () => {
      it("appends to a new stream with 'no_stream'", async () => {
        const stream = streamName();
        const result = await store.append(stream, [newEvent(), newEvent()], 'no_stream');
        expect(result.nextRevision).toBe(1);
        const events = await store.readStream(stream);
        expect(events.map((e) => e.revision)).toEqual([0, 1]);
        expect(events.at(-1)!.position).toBe(result.position);
      });

      it("rejects 'no_stream' when the stream exists", async () => {
        const stream = streamName();
        await store.append(stream, [newEvent()], 'no_stream');
        const error = await rejection(store.append(stream, [newEvent()], 'no_stream'));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamId: stream, expected: 'no_stream', actual: 0 });
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('accepts the exact current revision and rejects any other', async () => {
        const stream = streamName();
        await store.append(stream, [newEvent()], 'no_stream');
        expect((await store.append(stream, [newEvent()], 0)).nextRevision).toBe(1);
        expect(await rejection(store.append(stream, [newEvent()], 0))).toMatchObject({ expected: 0, actual: 1 });
        expect(await rejection(store.append(stream, [newEvent()], 5))).toBeInstanceOf(WrongExpectedRevisionError);
        expect((await store.append(stream, [newEvent(), newEvent()], 1)).nextRevision).toBe(3);
      });

      it('rejects an exact revision on a stream that does not exist', async () => {
        const stream = streamName();
        const error = await rejection(store.append(stream, [newEvent()], 0));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamId: stream, expected: 0, actual: 'no_stream' });
        expect(await store.readStream(stream)).toEqual([]);
      });

      it("appends with 'any' to new and existing streams", async () => {
        const stream = streamName();
        expect((await store.append(stream, [newEvent()], 'any')).nextRevision).toBe(0);
        expect((await store.append(stream, [newEvent(), newEvent()], 'any')).nextRevision).toBe(2);
      });

      it('lets exactly one of two concurrent appends at the same revision win', async () => {
        const stream = streamName();
        await store.append(stream, [newEvent()], 'no_stream');
        const results = await Promise.allSettled([
          store.append(stream, [newEvent('CashDeposited')], 0),
          store.append(stream, [newEvent('CashWithdrawn')], 0),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const [lost] = results.filter((r) => r.status === 'rejected');
        expect(lost!.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it("lets exactly one of two concurrent 'no_stream' appends create the stream", async () => {
        const stream = streamName();
        const results = await Promise.allSettled([
          store.append(stream, [newEvent()], 'no_stream'),
          store.append(stream, [newEvent()], 'no_stream'),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect(results.find((r) => r.status === 'rejected')!.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('stores a retried append once and answers the retry with the same result', async () => {
        const stream = streamName();
        const created = [newEvent(), newEvent()];
        const first = await store.append(stream, created, 'no_stream');
        expect(await store.append(stream, created, 'no_stream')).toEqual(first);

        const sold = [newEvent('PositionSold')];
        const second = await store.append(stream, sold, 1);
        expect(await store.append(stream, sold, 1)).toEqual(second);

        const events = await store.readStream(stream);
        expect(events.map((e) => e.id)).toEqual([...created, ...sold].map((e) => e.id));
        expect((await store.append(stream, [newEvent()], second.nextRevision)).nextRevision).toBe(3);
      });
    });

    describe('revisions and the global order', () => {
      it('numbers each stream 0..n and positions every event', async () => {
        const stream = streamName();
        await store.append(stream, [newEvent()], 'no_stream');
        await store.append(stream, [newEvent()], 0);
        await store.append(stream, [newEvent(), newEvent(), newEvent()], 1);
        const events = await store.readStream(stream);
        expect(events.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
        expect(events.every((e) => e.streamId === stream)).toBe(true);
        expectIncreasing(events.map((e) => e.position));
      });

      it('keeps one order across interleaved streams', async () => {
        const [a, b] = [streamName('list'), streamName('list')];
        const before = await store.headPosition();
        const appended: Array<{ stream: string; id: string; position: number }> = [];
        for (const [stream, expected] of [[a, 'no_stream'], [b, 'no_stream'], [a, 0], [b, 0], [a, 1]] as const) {
          const event = newEvent();
          const { position } = await store.append(stream, [event], expected);
          appended.push({ stream, id: event.id, position });
        }
        const own = await readOwn(store, [a, b], before, 2);
        expect(own.map((e) => e.id)).toEqual(appended.map((e) => e.id));
        expect(own.map((e) => e.position)).toEqual(appended.map((e) => e.position));
        expectIncreasing(own.map((e) => e.position));
        expect(own.map((e) => [e.streamId, e.revision])).toEqual([[a, 0], [b, 0], [a, 1], [b, 1], [a, 2]]);
      });
    });

    describe('reading', () => {
      it('reads a stream forward from a revision, up to a count', async () => {
        const stream = streamName();
        await store.append(stream, [1, 2, 3, 4, 5].map((n) => newEvent('CashDeposited', { n })), 'no_stream');
        expect((await store.readStream(stream, { fromRevision: 2 })).map((e) => e.revision)).toEqual([2, 3, 4]);
        expect((await store.readStream(stream, { maxCount: 2 })).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
        expect((await store.readStream(stream, { fromRevision: 1, maxCount: 3 })).map((e) => e.revision)).toEqual([1, 2, 3]);
        expect(await store.readStream(stream, { fromRevision: 5 })).toEqual([]);
      });

      it('reads an unknown stream as empty', async () => {
        expect(await store.readStream(streamName('missing'))).toEqual([]);
      });

      it('pages through $all strictly after a position', async () => {
        const streams = [streamName(), streamName(), streamName()];
        const before = await store.headPosition();
        for (const stream of streams) await store.append(stream, [newEvent(), newEvent()], 'no_stream');
        const all = await readOwn(store, streams, before, 100);
        expect(all).toHaveLength(6);
        expect(await readOwn(store, streams, before, 1)).toEqual(all);
        expect(await readOwn(store, streams, before, 4)).toEqual(all);

        const third = all[2]!;
        const rest = await readOwn(store, streams, third.position, 2);
        expect(rest.map((e) => e.id)).toEqual(all.slice(3).map((e) => e.id));
        const page = await store.readAll({ after: third.position, maxCount: 2 });
        expect(page.every((e) => e.position > third.position)).toBe(true);
        expect(await readOwn(store, streams, all.at(-1)!.position)).toEqual([]);
      });

      it('ends a page of $all at maxBytes of event data, and the next pages go on from there', async () => {
        const stream = streamName();
        const before = await store.headPosition();
        await store.append(stream, [1, 2, 3, 4, 5, 6].map((n) => newEvent('CashDeposited', { n, note: 'x'.repeat(1000) })), 'no_stream');
        const size = (event: RecordedEvent) => JSON.stringify(event.data).length;
        const first = await store.readAll({ after: before, maxCount: 100, maxBytes: 2500 });
        const total = first.reduce((sum, event) => sum + size(event), 0);
        // It ends with the event that takes its data to 2,500 characters: three of these.
        expect(total).toBeGreaterThanOrEqual(2500);
        expect(total - size(first.at(-1)!)).toBeLessThan(2500);
        expect(first.filter((event) => event.streamId === stream)).toHaveLength(3);
        const seen = [...first];
        for (let after = first.at(-1)!.position; ; ) {
          const page = await store.readAll({ after, maxCount: 100, maxBytes: 2500 });
          if (page.length === 0) break;
          seen.push(...page);
          after = page.at(-1)!.position;
        }
        expect(seen.filter((event) => event.streamId === stream).map((event) => (event.data as { n: number }).n)).toEqual([1, 2, 3, 4, 5, 6]);
      });

      it('reports the head of the log', async () => {
        const empty = (await store.readAll({ after: null, maxCount: 1 })).length === 0;
        if (empty) expect(await store.headPosition()).toBeNull();
        const stream = streamName();
        await store.append(stream, [newEvent()], 'no_stream');
        const { position } = await store.append(stream, [newEvent(), newEvent()], 0);
        expect(await store.headPosition()).toBe(position);
        expect(await store.readAll({ after: position, maxCount: 10 })).toEqual([]);
      });

      it('round-trips data and metadata', async () => {
        const stream = streamName();
        const data = {
          name: 'Résumé 日本株 📈 ﬁ Ω',
          nested: { lots: [{ qty: 1.5, price: 123.456789, tags: ['a', 'ü'] }], empty: {}, none: null },
          flags: [true, false],
          big: 9007199254740991,
          negative: -0.25,
          text: 'line\nbreak "quoted" \\ back\u0000slash',
        };
        const event: NewEvent = {
          id: randomUUID(),
          type: 'PositionOpened',
          data,
          metadata: { occurredAt, userId: 'usér-✓', correlationId: randomUUID(), causationId: randomUUID() },
        };
        const before = await store.headPosition();
        const { position } = await store.append(stream, [event], 'no_stream');
        const expected = { ...event, streamId: stream, revision: 0, position, hash: expect.stringMatching(/^[0-9a-f]{64}$/) };
        expect(await store.readStream(stream)).toEqual([expected]);
        expect(await readOwn(store, [stream], before)).toEqual([expected]);
      });
    });

    describe('hash chain', () => {
      it('links every event to the one before it in the global order', async () => {
        const [a, b] = [streamName(), streamName()];
        await store.append(a, [newEvent(), newEvent('CashDeposited', { amount: 5 })], 'no_stream');
        await store.append(b, [newEvent()], 'no_stream');
        await store.append(a, [newEvent('PositionSold', { quantity: 1.5 })], 1);
        await store.append(b, [newEvent()], 'any');
        const all = await readOwn(store, [a, b], null);
        let previous = GENESIS_HASH;
        const log = await store.readAll({ after: null, maxCount: 100_000 });
        for (const event of log) {
          expect(event.hash).toBe(expectedHash(previous, event));
          previous = event.hash!;
        }
        expect(all.every((event) => /^[0-9a-f]{64}$/.test(event.hash!))).toBe(true);
        expect(new Set(all.map((event) => event.hash)).size).toBe(all.length);
        const report = await verifyChain(store);
        expect(report).toMatchObject({ ok: true, firstBroken: null, head: { position: log.at(-1)!.position, hash: previous } });
      });

      it('keeps one unbroken chain through concurrent appends, retries and conflicts', async () => {
        const streams = Array.from({ length: 8 }, () => streamName());
        const shared = streamName();
        await store.append(shared, [newEvent()], 'no_stream');
        const retried = [newEvent(), newEvent()];
        const appends = [
          ...streams.map((stream, n) => store.append(stream, Array.from({ length: 1 + (n % 3) }, () => newEvent()), 'no_stream')),
          ...Array.from({ length: 6 }, () => store.append(shared, [newEvent()], 'any')),
          store.append(shared, [newEvent()], 0),
          store.append(shared, [newEvent()], 0),
          store.append(streams[0]!, retried, 'any'),
        ];
        await Promise.allSettled(appends);
        await store.append(streams[0]!, retried, 'any').catch(() => undefined);
        const report = await verifyChain(store);
        expect(report.firstBroken).toBeNull();
        expect(report.ok).toBe(true);
        const own = await readOwn(store, [...streams, shared], null);
        // 15 in the new streams, 7 in the shared one, the retried two; a conflicting append may or may not win.
        expect(own.length).toBeGreaterThanOrEqual(15 + 7 + 2);
        expect(report.head!.position).toBe(await store.headPosition());
      });
    });

    describe('durability', () => {
      it('keeps events, revisions and positions across a reopen', async () => {
        if (!fixture?.reopen) return;
        const stream = streamName();
        await store.append(stream, [newEvent(), newEvent()], 'no_stream');
        const before = await store.readStream(stream);
        store = await fixture.reopen();
        expect(await store.readStream(stream)).toEqual(before);
        expect(await store.headPosition()).toBe(before.at(-1)!.position);
        const { position } = await store.append(stream, [newEvent()], 1);
        expect(position).toBeGreaterThan(before.at(-1)!.position);
      });
    });

    retriedAppendContract(
      () => store,
      async () => (fixture?.reopen ? (store = await fixture.reopen()) : null),
    );

    catchUpSubscriptionContract(() => store);
  });
}
