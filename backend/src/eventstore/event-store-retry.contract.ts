/**
 * Retried appends after a crash, part of the event store contract (see event-store.contract.ts).
 *
 * A command sent with an Idempotency-Key creates name-based event ids (shared/runtime.ts
 * nameBasedId). If the server is killed after the append but before the answer is stored, the
 * client retries with the same key on the restarted server, often after other commands moved the
 * stream on: the command is decided again on the newer state, with the same ids, at the current
 * revision. EventStoreDB itself does not recognise that case (same ids at a newer expected
 * revision is written again), so each adapter must.
 */
import { describe, expect, it } from 'vitest';
import { nameBasedId } from '../shared/runtime.ts';
import { verifyChain } from './hash-chain.ts';
import type { EventStore, NewEvent } from './port.ts';
import { WrongExpectedRevisionError } from './port.ts';
import { newEvent, occurredAt, rejection, streamName } from './event-store.test-support.ts';

/** The events a request with this Idempotency-Key seed creates, as `seededIds` would number them. */
function keyedEvents(seed: string, types: string[], data: unknown = { symbol: 'ACME' }): NewEvent[] {
  return types.map((type, index) => ({ id: nameBasedId(seed, String(index)), type, data, metadata: { occurredAt, userId: 'user-1' } }));
}

/** `current` returns the store under test; `reopen` (when the adapter has one) restarts it on the same data. */
export function retriedAppendContract(current: () => EventStore, reopen: () => Promise<EventStore | null>) {
  describe('a keyed append retried after a crash', () => {
    it('is stored once when the retry comes at a newer revision, also after a restart', async () => {
      let store = current();
      const stream = streamName('book');
      const seed = `key-${stream}`;
      await store.append(stream, [newEvent()], 'no_stream');
      const first = await store.append(stream, keyedEvents(seed, ['PositionOpened', 'CashWithdrawn']), 0);
      // Other commands go on before the client retries the unanswered one.
      await store.append(stream, [newEvent('CashDeposited')], first.nextRevision);
      store = (await reopen()) ?? store;
      // Decided again on the newer state: same ids, the current revision, possibly other data.
      const retried = await store.append(stream, keyedEvents(seed, ['PositionOpened', 'CashWithdrawn'], { symbol: 'ACME', retried: true }), 3);
      expect(retried).toEqual(first);

      const events = await store.readStream(stream);
      expect(events.map((event) => event.revision)).toEqual([0, 1, 2, 3]);
      expect(new Set(events.map((event) => event.id)).size).toBe(4);
      expect(events[1]!.data).toEqual({ symbol: 'ACME' });
      // The stream goes on from where it is, and the chain holds through what the retry did.
      expect((await store.append(stream, [newEvent()], 3)).nextRevision).toBe(4);
      expect((await verifyChain(store)).firstBroken).toBeNull();
    });

    it('is stored once after its first attempt lost a race and a later attempt was stored', async () => {
      const store = current();
      const stream = streamName('book');
      const seed = `key-${stream}`;
      await store.append(stream, [newEvent()], 'no_stream');
      await store.append(stream, [newEvent('CashDeposited')], 0);
      // The first attempt was decided at revision 0, but another writer came first.
      expect(await rejection(store.append(stream, keyedEvents(seed, ['PositionSold']), 0))).toBeInstanceOf(WrongExpectedRevisionError);
      const stored = await store.append(stream, keyedEvents(seed, ['PositionSold']), 1);
      await store.append(stream, [newEvent()], 2);
      expect(await store.append(stream, keyedEvents(seed, ['PositionSold']), 3)).toEqual(stored);
      expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['PositionOpened', 'CashDeposited', 'PositionSold', 'PositionOpened']);
    });

    it('is stored when only an attempt that was never stored came before it', async () => {
      const store = current();
      const stream = streamName('book');
      const seed = `key-${stream}`;
      await store.append(stream, [newEvent()], 'no_stream');
      await store.append(stream, [newEvent('CashDeposited')], 0);
      await rejection(store.append(stream, keyedEvents(seed, ['PositionSold']), 0));
      const result = await store.append(stream, keyedEvents(seed, ['PositionSold']), 1);
      expect(result.nextRevision).toBe(2);
      expect((await store.readStream(stream)).at(-1)!.id).toBe(nameBasedId(seed, '0'));
    });

    it('does not take the same ids in another stream for a retry', async () => {
      const store = current();
      const [a, b] = [streamName('book'), streamName('book')];
      const seed = `key-${a}`;
      await store.append(a, [newEvent()], 'no_stream');
      await store.append(b, [newEvent()], 'no_stream');
      await store.append(a, keyedEvents(seed, ['PositionOpened']), 0);
      const inB = await store.append(b, keyedEvents(seed, ['PositionOpened']), 0);
      expect(inB.nextRevision).toBe(1);
      expect((await store.readStream(b)).map((event) => event.id)).toContain(nameBasedId(seed, '0'));
    });
  });
}
