import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../eventstore/port.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { LISTS, listsProjection } from './projection.ts';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => {
  position += 1;
  return { id: `e${position}`, streamId: 'book-u1', revision: position - 1, position, type, data, metadata: { occurredAt: '2026-01-01T00:00:00.000Z' } };
};
const created = (listId: string) => recorded('ListCreated', { listId, ownerId: 'u1', name: listId, description: null, createdAt: '2026-01-01' });
const opened = (listId: string) => recorded('PositionOpened', { positionId: `p${position}`, listId, symbol: 'ACME', lot: { lotId: `l${position}`, quantity: 1, price: 1, date: '2026-01-01' }, source: 'import' });
const removed = (listId: string) => recorded('PositionRemoved', { positionId: 'p1', listId });

const history = [
  created('growth'),
  created('income'),
  opened('growth'),
  opened('growth'),
  opened('income'),
  removed('growth'),
  opened('nowhere'),
  recorded('ListUpdated', { listId: 'growth', name: 'Growth stocks', description: null }),
  opened('growth'),
  recorded('ListDeleted', { listId: 'income', movedTo: 'growth' }),
  opened('growth'),
  opened('growth'),
];

async function lists(apply: (store: EmbeddedReadStore) => Promise<void>) {
  const store = EmbeddedReadStore.open(':memory:');
  await listsProjection.setup!(store);
  await apply(store);
  const docs = await store.collection(LISTS).find({}, { sort: { _id: 1 } });
  await store.close();
  return docs;
}

describe('lists projection in batches', () => {
  it('counts items as event-by-event application does, with one write per list', async () => {
    const oneByOne = await lists(async (store) => {
      for (const event of history) await listsProjection.apply(event, store);
    });
    expect(oneByOne).toEqual([expect.objectContaining({ _id: 'growth', itemCount: 5, name: 'Growth stocks' })]);
    expect(await lists((store) => listsProjection.applyBatch!(history, store))).toEqual(oneByOne);
  });

  it('skips what a previous delivery already applied, however the batches were cut', async () => {
    const oneByOne = await lists(async (store) => {
      for (const event of history) await listsProjection.apply(event, store);
    });
    for (const cut of [3, 5, 9, 11]) {
      const redelivered = await lists(async (store) => {
        for (const event of history.slice(0, cut)) await listsProjection.apply(event, store);
        await listsProjection.applyBatch!(history, store);
        await listsProjection.applyBatch!(history.slice(cut - 2), store);
      });
      expect(redelivered).toEqual(oneByOne);
    }
  });
});
