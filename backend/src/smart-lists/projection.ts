import type { SmartList, SmartListCriteria } from '@folio/contracts';
import type { RecordedEvent } from '../eventstore/port.ts';
import type { Projection } from '../projections/projection.ts';
import type { Doc, ReadStore } from '../readstore/port.ts';
import { SMART_LIST_EVENT_TYPES, type SmartListEvent, type SmartListMemberData } from './events.ts';

export interface SmartListDoc extends Doc {
  ownerId: string;
  name: string;
  description: string | null;
  criteria: SmartListCriteria;
  members: SmartListMemberData[];
  createdAt: string;
  rebalancedAt: string | null;
}

export const SMART_LISTS = 'smart_lists';

export const smartListsProjection: Projection = {
  name: 'smart-lists',
  collections: [SMART_LISTS],
  handles: SMART_LIST_EVENT_TYPES,

  async setup(store: ReadStore) {
    await store.collection<SmartListDoc>(SMART_LISTS).createIndex(['ownerId']);
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const lists = store.collection<SmartListDoc>(SMART_LISTS);
    const event = recorded as unknown as SmartListEvent;
    const at = recorded.position;
    switch (event.type) {
      case 'SmartListCreated': {
        const { smartListId, name, description, criteria, createdAt } = event.data;
        const ownerId = recorded.metadata.userId ?? recorded.streamId.replace(/^smart-lists-/, '');
        await lists.putIfNewer({ _id: smartListId, ownerId, name, description, criteria, members: [], createdAt, rebalancedAt: null }, at);
        return;
      }
      case 'SmartListRebalanced': {
        const doc = await lists.findOne({ _id: event.data.smartListId });
        if (doc) await lists.putIfNewer({ ...doc, members: event.data.members, rebalancedAt: event.data.rebalancedAt }, at);
        return;
      }
      case 'SmartListDeleted':
        await lists.deleteIfNewer(event.data.smartListId, at);
        return;
    }
  },
};

export function smartListFromDoc(doc: SmartListDoc): SmartList {
  return {
    id: doc._id,
    name: doc.name,
    description: doc.description,
    criteria: doc.criteria,
    members: doc.members.map((member) => ({ id: member.memberId, symbol: member.symbol, weight: member.weight })),
    _count: { members: doc.members.length },
    createdAt: doc.createdAt,
    rebalancedAt: doc.rebalancedAt,
  };
}
