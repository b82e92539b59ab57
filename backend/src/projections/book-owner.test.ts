/**
 * The rule the engine's applying ahead rests on (ahead.ts, projection.ts): an event of a stream
 * that is one user's (book, sessions, alerts, smart lists, insights) writes only that user's documents and
 * reads no other user's. Checked for every projection of the app on two users' streams, through
 * a read store that notes each document such an event's projection reads or writes whose owner
 * (`ownerId`, or `userId`) is another user or nobody, and each delete not pinned to the user.
 */
import { describe, expect, it } from 'vitest';
import { projections } from '../app.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import type { Collection, Doc, ReadStore } from '../readstore/port.ts';
import { streamOwner } from '../shared/streams.ts';
import { twoBooks } from '../testing/two-books.ts';
import type { Projection } from './projection.ts';

/** `store` as an event of `owner`'s own stream may use it: what it touches beyond that is added to `breaches`. */
function ownersOnly(store: ReadStore, owner: string, applying: string, breaches: string[], wrote: (collection: string) => void): ReadStore {
  const check = (collection: string, what: string, doc: Doc | null | undefined) => {
    if (what !== 'read') wrote(collection);
    if (!doc) return;
    const { ownerId, userId } = doc as { ownerId?: unknown; userId?: unknown };
    const docOwner = ownerId ?? userId;
    if (docOwner !== owner) breaches.push(`${applying} ${what} ${collection}/${doc._id} of ${String(docOwner)}`);
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
          const docs = await inner.find(filter, options);
          for (const doc of docs) check(name, 'read', doc);
          return docs;
        },
        count: (filter) => inner.count(filter),
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
          wrote(name);
          return inner.deleteMany(filter);
        },
        createIndex: (fields, options) => inner.createIndex(fields, options),
      };
    },
  };
}

/**
 * Applies `log` one event at a time; each event of a user's own stream through `ownersOnly`. Also
 * the collections that more than one kind of stream (book-, sessions-, ...) writes: a user's
 * streams go ahead of each other, so their kinds must not share documents.
 */
async function applyChecked(log: readonly RecordedEvent[], all: readonly Projection[]) {
  const store = EmbeddedReadStore.open(':memory:');
  for (const projection of all) await projection.setup?.(store);
  const breaches: string[] = [];
  const kindsByCollection = new Map<string, Set<string>>();
  let checked = 0;
  for (const event of log) {
    const owner = streamOwner(event.streamId);
    const kind = owner === null ? '' : event.streamId.slice(0, event.streamId.length - owner.length);
    const wrote = (collection: string) => {
      if (!kindsByCollection.has(collection)) kindsByCollection.set(collection, new Set());
      kindsByCollection.get(collection)!.add(kind);
    };
    for (const projection of all) {
      if (!projection.handles.has(event.type)) continue;
      await projection.apply(event, owner ? ownersOnly(store, owner, `${projection.name} on ${event.type}`, breaches, wrote) : store);
      if (owner) checked += 1;
    }
  }
  await store.close();
  const shared = [...kindsByCollection].filter(([, kinds]) => kinds.size > 1).map(([collection, kinds]) => `${collection}: ${[...kinds].join(' ')}`);
  return { breaches, checked, shared, written: kindsByCollection };
}

describe("the events of a user's own streams (book, sessions, alerts, smart lists, insights)", () => {
  it("write and read only their owner's documents, in every projection", async () => {
    const { log, bookB } = await twoBooks();
    const types = new Set(bookB.map((event) => event.type));
    expect([...types]).toEqual(expect.arrayContaining(['PositionOpened', 'LotChanged', 'SplitApplied', 'PositionSold', 'SaleChanged', 'DividendReceived', 'CashFlowChanged', 'ListDeleted']));
    const others = log.filter((event) => /^(sessions|alerts|smart-lists|insights)-/.test(event.streamId)).map((event) => event.type);
    expect(others).toEqual(expect.arrayContaining(['SignedIn', 'SignInFailed', 'SignedOut', 'AlertCreated', 'AlertDeactivated', 'AlertDeleted', 'AlertTriggered', 'SmartListCreated', 'SmartListDeleted', 'StockAnalyzed', 'RecommendationCreated']));
    const { breaches, checked, shared, written } = await applyChecked(log, projections);
    expect(breaches).toEqual([]);
    expect(checked).toBeGreaterThan(40);
    expect(shared).toEqual([]);
    expect(written.get('sign_ins')).toEqual(new Set(['sessions-']));
    expect(written.get('alerts')).toEqual(new Set(['alerts-']));
  });

  it('are caught writing another user\'s document or one with no owner, or deleting what is not pinned to the user', async () => {
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
    expect(breaches.slice(0, 2)).toEqual(['careless on PositionOpened wrote shared/everyone-AAPL of undefined', 'careless on PositionOpened wrote shared/stranger-AAPL of stranger']);
  });
});
