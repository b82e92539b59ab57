import { describe, expect, it } from 'vitest';
import { SqliteEventStore } from './sqlite.ts';
import type { NewEvent } from './port.ts';

const events = (n: number): NewEvent[] => Array.from({ length: n }, (_, i) => ({ id: `e-${Math.random()}-${i}`, type: 'Counted', data: { i }, metadata: { occurredAt: '2026-01-01T00:00:00.000Z' } }));

describe('appendsBetween (the embedded store)', () => {
  it('names the appends holding every position between two, or null where it does not know them', async () => {
    const store = SqliteEventStore.open(':memory:');
    await store.append('book-a', events(3), 'no_stream'); // 1-3
    await store.append('book-b', events(1), 'no_stream'); // 4
    await store.append('user-c', events(2), 'no_stream'); // 5-6
    expect(store.appendsBetween(0, 7)).toEqual([
      { streamId: 'book-a', first: 1, last: 3 },
      { streamId: 'book-b', first: 4, last: 4 },
      { streamId: 'user-c', first: 5, last: 6 },
    ]);
    expect(store.appendsBetween(2, 5)).toEqual([{ streamId: 'book-a', first: 1, last: 3 }, { streamId: 'book-b', first: 4, last: 4 }]);
    expect(store.appendsBetween(3, 4)).toEqual([]);
    // Past what was appended: not known.
    expect(store.appendsBetween(4, 9)).toBeNull();
    // An append this process did not make (another process, or a seeding that bypassed `append`).
    store.database.prepare(`INSERT INTO events (position, stream_id, revision, event_id, type, data, metadata) VALUES (7, 'book-z', 0, 'x', 'Counted', '{}', '{}')`).run();
    await store.append('book-a', events(1), 2); // 8
    expect(store.appendsBetween(5, 9)).toBeNull();
    expect(store.appendsBetween(7, 9)).toEqual([{ streamId: 'book-a', first: 8, last: 8 }]);
    await store.close();
  });

  it('forgets appends long past, and records an idempotent retry, which writes nothing, no second time', async () => {
    const store = SqliteEventStore.open(':memory:');
    for (let i = 0; i < 10_000; i++) store.appendSync(`book-${i}`, events(1), 'no_stream');
    expect(store.appendsBetween(0, 10)).toBeNull();
    expect(store.appendsBetween(9_990, 10_001)).toHaveLength(10);
    const retried = events(1);
    const first = await store.append('book-r', retried, 'no_stream');
    const again = await store.append('book-r', retried, 'no_stream');
    expect(again.position).toBe(first.position);
    expect(store.appendsBetween(first.position - 1, first.position + 1)).toEqual([{ streamId: 'book-r', first: first.position, last: first.position }]);
    await store.close();
  });
});
