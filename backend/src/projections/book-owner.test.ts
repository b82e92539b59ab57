/**
 * The rule the engine's applying ahead rests on (ahead.ts, projection.ts, `orderOf` in
 * shared/streams.ts): an event of a stream that is one user's (book, sessions, account, alerts,
 * notifications, smart lists, insights) writes only that user's documents and reads no other
 * user's; a user's kinds of stream touch different collections (but alerts and notifications,
 * which keep their order); and a symbol's trends and email claims touch no user's documents, only
 * collections no user's stream touches. Checked for every projection of the app on two users'
 * streams, through a read store that notes each document such an event's projection reads or
 * writes whose owner (`ownerId`, `userId`, an account's own `_id`) is not the stream's, and each
 * delete not pinned to the user.
 */
import { describe, expect, it } from 'vitest';
import { projections } from '../app.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import { USERS } from '../identity/projection.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import type { Collection, Doc, ReadStore } from '../readstore/port.ts';
import { orderOf, streamOwner } from '../shared/streams.ts';
import { twoBooks } from '../testing/two-books.ts';
import type { Projection } from './projection.ts';

/** Whose a document is: `ownerId`, `userId`, or for an account its own id; null for nobody's. */
const ownerOf = (collection: string, doc: Doc) => {
  const { ownerId, userId } = doc as { ownerId?: unknown; userId?: unknown };
  return ownerId ?? userId ?? (collection === USERS ? doc._id : null);
};

/**
 * `store` as an event of `owner`'s own stream may use it (`owner` null: a stream that is nobody's,
 * which may touch nobody's documents): what it touches beyond that is added to `breaches`, every
 * collection it reads or writes passed to `touched`.
 */
function ownersOnly(store: ReadStore, owner: string | null, applying: string, breaches: string[], touched: (collection: string, wrote: boolean) => void): ReadStore {
  const check = (collection: string, what: string, doc: Doc | null | undefined) => {
    touched(collection, what !== 'read');
    if (!doc) return;
    const docOwner = ownerOf(collection, doc);
    if (docOwner !== owner) breaches.push(`${applying} ${what} ${collection}/${doc._id} of ${String(docOwner ?? 'nobody')}`);
  };
  const refused = (collection: string, what: string) => () => {
    breaches.push(`${applying} ${what} on ${collection}`);
    throw new Error(`${what} is not for a book event`);
  };
  return {
    ...store,
    collection<T extends Doc>(name: string): Collection<T> {
      const inner = store.collection<T>(name);
      return {
        ...inner,
        findOne: async (filter) => {
          const doc = await inner.findOne(filter);
          check(name, 'read', doc);
          return doc;
        },
        find: async (filter, options) => {
          touched(name, false);
          const docs = await inner.find(filter, options);
          for (const doc of docs) check(name, 'read', doc);
          return docs;
        },
        count: (filter) => {
          touched(name, false);
          return inner.count(filter);
        },
        putIfNewer: (doc, position) => {
          check(name, 'wrote', doc);
          return inner.putIfNewer(doc, position);
        },
        putManyIfNewer: (writes) => {
          for (const { doc } of writes) check(name, 'wrote', doc);
          return inner.putManyIfNewer(writes);
        },
        deleteIfNewer: async (id, position) => {
          check(name, 'deleted', await inner.findOne({ _id: id }));
          return inner.deleteIfNewer(id, position);
        },
        replaceIf: refused(name, 'replaceIf'),
        upsert: refused(name, 'upsert'),
        // Only with the filter pinned to the user: then it can match no one else's document.
        deleteMany: async (filter) => {
          if (filter.ownerId !== owner && filter.userId !== owner) return refused(name, `deleteMany ${JSON.stringify(filter)}`)();
          touched(name, true);
          return inner.deleteMany(filter);
        },
        createIndex: (fields, options) => inner.createIndex(fields, options),
      };
    },
  };
}

/**
 * Applies `log` one event at a time, each event of a stream with an order of its own (`orderOf`)
 * through `ownersOnly`. Also, by collection, the kinds of user stream that write it and that read
 * it (book-, sessions-, ..., notifications- counted as alerts-, which it keeps its order with): a
 * user's streams go ahead of each other, so a collection one kind writes no other kind may write
 * or read; and the collections the streams that are nobody's (trends-, email-) touch, which no
 * user's stream may touch.
 */
async function applyChecked(log: readonly RecordedEvent[], all: readonly Projection[]) {
  const store = EmbeddedReadStore.open(':memory:');
  for (const projection of all) await projection.setup?.(store);
  const breaches: string[] = [];
  const kindsByCollection = new Map<string, Set<string>>();
  const readersByCollection = new Map<string, Set<string>>();
  const touchedByOwned = new Set<string>();
  const touchedByNobodys = new Set<string>();
  let checked = 0;
  for (const event of log) {
    const order = orderOf(event.streamId);
    const owner = streamOwner(event.streamId);
    const kind = owner === null ? '' : order!.slice(0, order!.length - owner.length);
    const touched = (collection: string, wrote: boolean) => {
      (owner === null ? touchedByNobodys : touchedByOwned).add(collection);
      if (owner === null) return;
      const kinds = wrote ? kindsByCollection : readersByCollection;
      if (!kinds.has(collection)) kinds.set(collection, new Set());
      kinds.get(collection)!.add(kind);
    };
    for (const projection of all) {
      if (!projection.handles.has(event.type)) continue;
      await projection.apply(event, order === null ? store : ownersOnly(store, owner, `${projection.name} on ${event.type}`, breaches, touched));
      if (order !== null) checked += 1;
    }
  }
  await store.close();
  // A collection one kind writes and another reads is shared too: the reader may see it before or after the write.
  const shared = [...kindsByCollection]
    .map(([collection, writers]) => [collection, new Set([...writers, ...(readersByCollection.get(collection) ?? [])])] as const)
    .filter(([, kinds]) => kinds.size > 1)
    .map(([collection, kinds]) => `${collection}: ${[...kinds].join(' ')}`);
  const nobodysTouchedByUsers = [...touchedByNobodys].filter((collection) => touchedByOwned.has(collection));
  return { breaches, checked, shared, written: kindsByCollection, touchedByNobodys, nobodysTouchedByUsers };
}

describe("the events of a user's own streams (book, sessions, account, alerts, notifications, smart lists, insights)", () => {
  it("write and read only their owner's documents, in every projection; trends and email claims no user's", async () => {
    const { log, bookB } = await twoBooks();
    const types = new Set(bookB.map((event) => event.type));
    expect([...types]).toEqual(
      expect.arrayContaining([
        'PositionOpened', 'PositionsIncreased', 'LotChanged', 'LotRemoved', 'PositionRemoved', 'SplitApplied', 'SplitDismissed', 'PositionSold', 'SaleChanged',
        'DividendReceived', 'DividendChanged', 'DividendRemoved', 'DividendDismissed', 'CashFlowChanged', 'CashFlowRemoved', 'ListUpdated', 'ListDeleted', 'PositionsMerged',
      ]),
    );
    const others = log.filter((event) => !event.streamId.startsWith('book-')).map((event) => event.type);
    expect(others).toEqual(
      expect.arrayContaining(['EmailClaimed', 'UserRegistered', 'PasswordChanged', 'GoogleAccountLinked', 'SignedIn', 'SignInFailed', 'SignedOut', 'AlertCreated', 'AlertDeactivated', 'AlertActivated', 'AlertDeleted', 'AlertTriggered', 'AlertRearmed', 'StopLossTriggered', 'StopLossRearmed', 'NotificationRead', 'AllNotificationsRead', 'SmartListCreated', 'SmartListDeleted', 'StockAnalyzed', 'RecommendationCreated', 'RecommendationRefreshed', 'TrendDetected']),
    );
    const { breaches, checked, shared, written, touchedByNobodys, nobodysTouchedByUsers } = await applyChecked(log, projections);
    expect(breaches).toEqual([]);
    expect(checked).toBeGreaterThan(40);
    expect(shared).toEqual([]);
    expect(written.get('sign_ins')).toEqual(new Set(['sessions-']));
    expect(written.get('users')).toEqual(new Set(['user-']));
    expect(written.get('notifications')).toEqual(new Set(['alerts-']));
    expect(touchedByNobodys).toEqual(new Set(['trends']));
    expect(nobodysTouchedByUsers).toEqual([]);
  });

  it("are caught writing another user's document or one with no owner, deleting what is not pinned to the user, reading the trends, or reading another kind's collection", async () => {
    const { log } = await twoBooks();
    const careless: Projection = {
      name: 'careless',
      collections: ['shared'],
      handles: new Set(['PositionOpened']),
      apply: async (event, store) => {
        const shared = store.collection<Doc & { ownerId?: string; symbol: string }>('shared');
        const { symbol } = event.data as { symbol: string };
        await shared.putIfNewer({ _id: `everyone-${symbol}`, symbol }, event.position);
        await shared.putIfNewer({ _id: `stranger-${symbol}`, ownerId: 'stranger', symbol }, event.position);
      },
    };
    const { breaches } = await applyChecked(log, [careless]);
    const sweeping: Projection = {
      name: 'sweeping',
      collections: ['sign_ins'],
      handles: new Set(['SignedIn']),
      apply: async (event, store) => void (await store.collection('sign_ins').deleteMany({ at: { $lt: (event.data as { at: string }).at } })),
    };
    await expect(applyChecked(log, [sweeping])).rejects.toThrow('deleteMany');
    // A user's event that reads the trends, which a trend detection may change before or after it.
    const nosy: Projection = {
      name: 'nosy',
      collections: [],
      handles: new Set(['PositionOpened']),
      apply: async (event, store) => void (await store.collection('trends').find({ symbol: (event.data as { symbol: string }).symbol })),
    };
    expect((await applyChecked(log, [nosy, ...projections])).nobodysTouchedByUsers).toEqual(['trends']);
    // A sign-in that reads the user's positions, which a purchase applied ahead of it, or after it, changes.
    const curious: Projection = {
      name: 'curious',
      collections: [],
      handles: new Set(['SignedIn']),
      apply: async (event, store) => void (await store.collection('positions').find({ ownerId: (event.data as { userId: string }).userId })),
    };
    expect((await applyChecked(log, [...projections, curious])).shared).toEqual(['positions: book- sessions-']);
    expect(breaches.slice(0, 2)).toEqual(['careless on PositionOpened wrote shared/everyone-AAPL of nobody', 'careless on PositionOpened wrote shared/stranger-AAPL of stranger']);
  });
});
