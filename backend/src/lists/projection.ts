import type { ListPreferences } from '@folio/contracts';
import type { RecordedEvent } from '../eventstore/port.ts';
import type { Projection } from '../projections/projection.ts';
import type { Doc, ReadStore } from '../readstore/port.ts';
import type { PositionOpened, PositionRemoved } from '../portfolio/events.ts';
import type { ListEvent } from './events.ts';

export interface ListDoc extends Doc {
  ownerId: string;
  name: string;
  description: string | null;
  isDefault: boolean;
  taxLotMethod: 'fifo' | 'lifo' | 'average' | 'specific';
  /** The preferences saved for the list (changes folded); defaults fill the rest when read. */
  preferences?: Partial<ListPreferences>;
  /** Positions in the list (holdings and watch-only symbols): `_count.portfolios`. */
  itemCount: number;
  createdAt: string;
}

export const LISTS = 'lists';

export const listsProjection: Projection = {
  name: 'lists',
  collections: [LISTS],
  // Positions opened and removed keep the item count, so listing lists never scans positions.
  handles: new Set<string>(['ListCreated', 'ListUpdated', 'DefaultListChosen', 'ListDeleted', 'PositionsMerged', 'ListPreferencesChanged', 'PositionOpened', 'PositionRemoved']),

  async setup(store: ReadStore) {
    await store.collection<ListDoc>(LISTS).createIndex(['ownerId']);
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const lists = store.collection<ListDoc>(LISTS);
    const event = recorded as unknown as ListEvent | PositionOpened | PositionRemoved;
    const at = recorded.position;
    switch (event.type) {
      case 'ListCreated': {
        const { listId, ownerId, name, description, createdAt } = event.data;
        await lists.putIfNewer({ _id: listId, ownerId, name, description, isDefault: false, taxLotMethod: 'fifo', itemCount: 0, createdAt }, at);
        return;
      }
      case 'ListUpdated': {
        const list = await lists.findOne({ _id: event.data.listId });
        if (list) await lists.putIfNewer({ ...list, name: event.data.name, description: event.data.description }, at);
        return;
      }
      case 'DefaultListChosen': {
        const { listId, previousListId } = event.data;
        const previous = previousListId ? await lists.findOne({ _id: previousListId }) : null;
        if (previous) await lists.putIfNewer({ ...previous, isDefault: false }, at);
        const chosen = await lists.findOne({ _id: listId });
        if (chosen) await lists.putIfNewer({ ...chosen, isDefault: true }, at);
        return;
      }
      case 'ListPreferencesChanged': {
        const list = await lists.findOne({ _id: event.data.listId });
        const { listId: _listId, ...changed } = event.data;
        if (list) await lists.putIfNewer({ ...list, preferences: { ...list.preferences, ...changed }, taxLotMethod: changed.taxLotMethod ?? list.taxLotMethod }, at);
        return;
      }
      case 'ListDeleted': {
        const deleted = await lists.findOne({ _id: event.data.listId });
        const heir = await lists.findOne({ _id: event.data.movedTo });
        if (deleted && heir) await lists.putIfNewer({ ...heir, itemCount: heir.itemCount + deleted.itemCount }, at);
        await lists.deleteIfNewer(event.data.listId, at);
        return;
      }
      case 'PositionOpened':
      case 'PositionRemoved':
      case 'PositionsMerged': {
        const list = await lists.findOne({ _id: event.data.listId });
        if (list) await lists.putIfNewer({ ...list, itemCount: list.itemCount + (event.type === 'PositionOpened' ? 1 : -1) }, at);
        return;
      }
    }
  },

  /** An import opens thousands of positions: their counts become one write per list. */
  async applyBatch(events: RecordedEvent[], store: ReadStore) {
    const lists = store.collection<ListDoc>(LISTS);
    // Per list: its document as stored, the count change since, and the last event counted.
    const counts = new Map<string, { list: ListDoc; change: number; position: number }>();
    const writeCounts = async () => {
      for (const { list, change, position } of counts.values()) {
        await lists.putIfNewer({ ...list, itemCount: list.itemCount + change }, position);
      }
      counts.clear();
    };
    for (const recorded of events) {
      const event = recorded as unknown as ListEvent | PositionOpened | PositionRemoved;
      if (event.type !== 'PositionOpened' && event.type !== 'PositionRemoved') {
        await writeCounts();
        await listsProjection.apply(recorded, store);
        continue;
      }
      let count = counts.get(event.data.listId);
      if (!count) {
        const list = await lists.findOne({ _id: event.data.listId });
        if (!list) continue;
        count = { list, change: 0, position: list._position ?? -1 };
        counts.set(event.data.listId, count);
      }
      // As putIfNewer would per event: one the document has already applied changes nothing.
      if (recorded.position <= count.position) continue;
      count.change += event.type === 'PositionOpened' ? 1 : -1;
      count.position = recorded.position;
    }
    await writeCounts();
  },
};
