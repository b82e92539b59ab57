import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../eventstore/port.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { REVOKED_SESSIONS, SIGN_INS, SIGN_INS_KEPT, usersProjection } from './projection.ts';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => {
  position += 1;
  return { id: `e${String(position).padStart(4, '0')}`, streamId: 'sessions-u1', revision: position - 1, position, type, data, metadata: { occurredAt: '2026-01-01T00:00:00.000Z' } };
};
const minute = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();

async function withStore<T>(use: (store: EmbeddedReadStore) => Promise<T>): Promise<T> {
  const store = EmbeddedReadStore.open(':memory:');
  await usersProjection.setup!(store);
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

describe('sessions in the users projection', () => {
  it(`keeps the newest ${SIGN_INS_KEPT} sign-ins of an account and every other account's`, async () => {
    const kept = await withStore(async (store) => {
      for (let n = 0; n < SIGN_INS_KEPT + 5; n += 1) {
        const origin = { address: '203.0.113.7', userAgent: null, at: minute(n) };
        await usersProjection.apply(recorded(n % 2 ? 'SignInFailed' : 'SignedIn', { userId: 'u1', sessionId: `s${n}`, method: 'password', ...origin }), store);
      }
      await usersProjection.apply(recorded('SignedIn', { userId: 'u2', sessionId: 'b', method: 'google', address: '198.51.100.9', userAgent: 'x', at: minute(0) }), store);
      return {
        u1: await store.collection<{ _id: string; at: string }>(SIGN_INS).find({ userId: 'u1' }, { sort: { at: 1 } }),
        u2: await store.collection(SIGN_INS).count({ userId: 'u2' }),
      };
    });
    expect(kept.u1).toHaveLength(SIGN_INS_KEPT);
    expect(kept.u1[0]!.at).toBe(minute(5));
    expect(kept.u2).toBe(1);
  });

  it('remembers a logged-out session until its token would have expired anyway', async () => {
    const left = await withStore(async (store) => {
      await usersProjection.apply(recorded('SignedOut', { userId: 'u1', sessionId: 'old', expiresAt: minute(60), at: minute(0) }), store);
      await usersProjection.apply(recorded('SignedOut', { userId: 'u1', sessionId: 'recent', expiresAt: minute(200), at: minute(30) }), store);
      await usersProjection.apply(recorded('SignedOut', { userId: 'u1', sessionId: 'now', expiresAt: minute(300), at: minute(61) }), store);
      return (await store.collection(REVOKED_SESSIONS).find({}, { sort: { _id: 1 } })).map((doc) => doc._id);
    });
    expect(left).toEqual(['now', 'recent']);
  });
});
