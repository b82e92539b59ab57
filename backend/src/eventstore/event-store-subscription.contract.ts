/** Catch-up subscriptions, part of the event store contract (see event-store.contract.ts). */
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from './port.ts';
import { expectIncreasing, newEvent, readOwn, streamName, waitFor } from './event-store.test-support.ts';

/** `current` returns the store under test, which changes from test to test. */
export function catchUpSubscriptionContract(current: () => EventStore) {
  describe('catch-up subscription', () => {
    let store: EventStore;
    beforeEach(() => {
      store = current();
    });

    function collectOwn(streams: string[], after: number | null) {
      const own: RecordedEvent[] = [];
      const delivered: number[] = [];
      const problems: unknown[] = [];
      let running = 0;
      const subscription = store.subscribeToAll({
        after,
        async onEvents(events) {
          if (running > 0) problems.push('a batch was delivered before the previous one was handled');
          if (events.length === 0) problems.push('an empty batch was delivered');
          running++;
          delivered.push(...events.map((e) => e.position));
          own.push(...events.filter((e) => streams.includes(e.streamId)));
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
        },
        onError(error) {
          problems.push(error);
        },
      });
      return { own, delivered, subscription, problems };
    }

    it('delivers from the beginning every event once, in order, then live ones', async () => {
      const [a, b] = [streamName(), streamName()];
      await store.append(a, [newEvent(), newEvent()], 'no_stream');
      await store.append(b, [newEvent()], 'no_stream');
      const sub = collectOwn([a, b], null);
      await waitFor(() => sub.own.length === 3);
      await store.append(a, [newEvent()], 1);
      await store.append(b, [newEvent(), newEvent()], 0);
      await waitFor(() => sub.own.length === 6);
      await sub.subscription.stop();
      const expected = await readOwn(store, [a, b], null);
      expect(sub.own).toEqual(expected);
      expectIncreasing(sub.delivered);
      expect(sub.problems).toEqual([]);
    });

    it('starts strictly after a position in the middle', async () => {
      const stream = streamName();
      const before = await store.headPosition();
      for (let i = 0; i < 4; i++) await store.append(stream, [newEvent('CashDeposited', { i })], i === 0 ? 'no_stream' : i - 1);
      const existing = await readOwn(store, [stream], before);
      const sub = collectOwn([stream], existing[1]!.position);
      await store.append(stream, [newEvent('CashDeposited', { i: 4 })], 3);
      await waitFor(() => sub.own.length === 3);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await sub.subscription.stop();
      expect(sub.own.map((e) => e.data)).toEqual([{ i: 2 }, { i: 3 }, { i: 4 }]);
      expect(sub.delivered.every((p) => p > existing[1]!.position)).toBe(true);
      expectIncreasing(sub.delivered);
      expect(sub.problems).toEqual([]);
    });

    it('waits for each batch before delivering the next', async () => {
      const stream = streamName();
      const before = await store.headPosition();
      const sub = collectOwn([stream], before);
      await store.append(stream, [newEvent()], 'no_stream');
      for (let i = 0; i < 20; i++) await store.append(stream, [newEvent()], i);
      await waitFor(() => sub.own.length === 21);
      await sub.subscription.stop();
      expect(sub.problems).toEqual([]);
      expect(sub.own.map((e) => e.revision)).toEqual([...Array(21).keys()]);
    });

    it('delivers nothing after stop()', async () => {
      const stream = streamName();
      const sub = collectOwn([stream], await store.headPosition());
      await store.append(stream, [newEvent()], 'no_stream');
      await waitFor(() => sub.own.length === 1);
      await sub.subscription.stop();
      const seen = sub.delivered.length;
      await store.append(stream, [newEvent(), newEvent()], 0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sub.delivered.length).toBe(seen);
      expect(sub.problems).toEqual([]);
    });
  });
}
