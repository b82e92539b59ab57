/**
 * The rule the engine's applying ahead rests on (ahead.ts, projection.ts, `orderOf` in
 * shared/streams.ts): an event of a stream that is one user's (book, sessions, account, alerts,
 * notifications, smart lists, insights) writes only that user's documents and reads no other
 * user's; a user's kinds of stream touch different collections (but alerts and notifications,
 * which keep their order); and a symbol's trends and email claims touch no user's documents, only
 * collections no user's stream touches, and no document another symbol's or email's stream
 * touches. Checked for every projection of the app on two users' streams holding every event
 * type of those streams (`EVENT_TYPES`), through a read store that notes each document such an
 * event's projection reads or writes whose owner (`ownerId`, `userId`, an account's own `_id`) is
 * not the stream's, and each delete not pinned to the user.
 */
import { describe, expect, it } from 'vitest';
import type { AlertEvent } from '../alerts/events.ts';
import { projections } from '../app.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import type { EmailClaimed, SessionEvent, UserEvent } from '../identity/events.ts';
import { USERS } from '../identity/projection.ts';
import type { InsightsEvent } from '../insights/events.ts';
import type { ListEvent } from '../lists/events.ts';
import type { NotificationEvent } from '../notifications/events.ts';
import type { PortfolioEvent } from '../portfolio/events.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import type { Collection, Doc, Filter, ReadStore } from '../readstore/port.ts';
import { matches } from '../readstore/query.ts';
import { orderOf, streamOwner } from '../shared/streams.ts';
import type { SmartListEvent } from '../smart-lists/events.ts';
import { twoBooks } from '../testing/two-books.ts';
import type { TrendEvent } from '../trends/events.ts';
import type { Projection } from './projection.ts';

/**
 * Every event type of the streams `orderOf` orders: typed, so a new one fails the type check until
 * it is listed here, and then this test until `twoBooks` makes it.
 */
const EVENT_TYPES = Object.keys({
  PositionOpened: true, PositionIncreased: true, PositionsIncreased: true, PositionAdjusted: true, PositionRemoved: true, LotChanged: true, LotRemoved: true,
  SaleChanged: true, PositionSold: true, PurchaseDateEstimated: true, CashFlowRecorded: true, CashFlowChanged: true, CashFlowRemoved: true,
  DividendReceived: true, DividendChanged: true, DividendRemoved: true, DividendDismissed: true, SplitApplied: true, SplitDismissed: true,
  ListCreated: true, ListUpdated: true, DefaultListChosen: true, ListDeleted: true, PositionsMerged: true, ListPreferencesChanged: true,
  UserRegistered: true, GoogleAccountLinked: true, PasswordChanged: true, EmailClaimed: true, SignedIn: true, SignInFailed: true, SignedOut: true,
  AlertCreated: true, AlertActivated: true, AlertDeactivated: true, AlertDeleted: true, AlertTriggered: true, AlertRearmed: true, StopLossTriggered: true, StopLossRearmed: true,
  NotificationRead: true, AllNotificationsRead: true,
  SmartListCreated: true, SmartListRebalanced: true, SmartListDeleted: true,
  StockAnalyzed: true, PortfolioAnalyzed: true, RecommendationCreated: true, RecommendationRefreshed: true, RecommendationStatusChanged: true, RecommendationsMoved: true,
  TrendDetected: true,
} satisfies Record<PortfolioEvent['type'] | ListEvent['type'] | UserEvent['type'] | EmailClaimed['type'] | SessionEvent['type'] | AlertEvent['type'] | NotificationEvent['type'] | SmartListEvent['type'] | InsightsEvent['type'] | TrendEvent['type'], true>);

/** Whose a document is: `ownerId`, `userId`, or for an account its own id; null for nobody's. */
const ownerOf = (collection: string, doc: Doc) => {
  const { ownerId, userId } = doc as { ownerId?: unknown; userId?: unknown };
  return ownerId ?? userId ?? (collection === USERS ? doc._id : null);
};

/**
 * What an event's projection touched: a collection, whether it wrote, and the document (`*`: the
 * whole collection, counted) or the filter it read with.
 */
type Touched = (collection: string, wrote: boolean, what?: { doc?: Doc; filter?: Filter; all?: true }) => void;

/**
 * `store` as an event of `owner`'s own stream may use it (`owner` null: a stream that is nobody's,
 * which may touch nobody's documents): what it touches beyond that is added to `breaches`, every
 * collection and document it reads or writes passed to `touched`.
 */
function ownersOnly(store: ReadStore, owner: string | null, applying: string, breaches: string[], touched: Touched): ReadStore {
  const check = (collection: string, what: string, doc: Doc | null | undefined) => {
    touched(collection, what !== 'read', doc ? { doc } : {});
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
          touched(name, false, { filter });
          const docs = await inner.find(filter, options);
          for (const doc of docs) check(name, 'read', doc);
          return docs;
        },
        count: (filter) => {
          touched(name, false, { all: true });
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
          touched(name, true, { filter });
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
 * or read; the collections the streams that are nobody's (trends-, email-) touch, which no user's
 * stream may touch; and the documents two of those streams of different names both touch (two
 * symbols' trends, two emails' claims go ahead of each other too), a document one writes counted
 * as touched by another whose query matches it, also when the query ran before the write.
 */
async function applyChecked(log: readonly RecordedEvent[], all: readonly Projection[]) {
  const store = EmbeddedReadStore.open(':memory:');
  for (const projection of all) await projection.setup?.(store);
  const breaches: string[] = [];
  const kindsByCollection = new Map<string, Set<string>>();
  const readersByCollection = new Map<string, Set<string>>();
  const touchedByOwned = new Set<string>();
  const touchedByNobodys = new Set<string>();
  const nobodysStreamsByDoc = new Map<string, Set<string>>();
  const nobodysQueries: { collection: string; filter: Filter; stream: string }[] = [];
  const nobodysWrites: { collection: string; doc: Doc; stream: string }[] = [];
  let checked = 0;
  for (const event of log) {
    const order = orderOf(event.streamId);
    const owner = streamOwner(event.streamId);
    const kind = owner === null ? '' : order!.slice(0, order!.length - owner.length);
    const touched: Touched = (collection, wrote, what = {}) => {
      (owner === null ? touchedByNobodys : touchedByOwned).add(collection);
      if (owner === null) {
        const stream = event.streamId;
        if (what.filter) nobodysQueries.push({ collection, filter: what.filter, stream });
        if (what.doc && wrote) nobodysWrites.push({ collection, doc: what.doc, stream });
        const docId = what.all ? '*' : what.doc?._id;
        if (docId === undefined) return;
        const key = `${collection}/${docId}`;
        nobodysStreamsByDoc.set(key, (nobodysStreamsByDoc.get(key) ?? new Set()).add(stream));
        return;
      }
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
  for (const { collection, doc, stream } of nobodysWrites) {
    for (const query of nobodysQueries) {
      if (query.collection !== collection || query.stream === stream || !matches(doc as never, query.filter)) continue;
      const key = `${collection}/${doc._id}`;
      nobodysStreamsByDoc.set(key, (nobodysStreamsByDoc.get(key) ?? new Set()).add(query.stream));
    }
  }
  const nobodysStreams = new Set([...nobodysStreamsByDoc.values()].flatMap((streams) => [...streams]));
  const sharedByNobodys = [...nobodysStreamsByDoc].filter(([, streams]) => streams.size > 1).map(([doc, streams]) => `${doc}: ${[...streams].join(' ')}`);
  return { breaches, checked, shared, written: kindsByCollection, touchedByNobodys, nobodysTouchedByUsers, nobodysStreams, sharedByNobodys };
}

describe("the events of a user's own streams (book, sessions, account, alerts, notifications, smart lists, insights)", () => {
  it("write and read only their owner's documents, in every projection; trends and email claims no user's", async () => {
    const { log, bookB } = await twoBooks();
    // Every kind of event a user's or nobody's stream holds, PositionAdjusted (no command makes it now, old logs hold it) included.
    expect(EVENT_TYPES.filter((type) => !log.some((event) => event.type === type))).toEqual([]);
    expect(bookB.map((event) => event.type)).toContain('PositionAdjusted');
    const { breaches, checked, shared, written, touchedByNobodys, nobodysTouchedByUsers, nobodysStreams, sharedByNobodys } = await applyChecked(log, projections);
    expect(breaches).toEqual([]);
    expect(checked).toBeGreaterThan(40);
    expect(shared).toEqual([]);
    expect(written.get('sign_ins')).toEqual(new Set(['sessions-']));
    expect(written.get('users')).toEqual(new Set(['user-']));
    expect(written.get('notifications')).toEqual(new Set(['alerts-']));
    expect(touchedByNobodys).toEqual(new Set(['trends']));
    expect(nobodysTouchedByUsers).toEqual([]);
    // Several symbols' trends (five in this log), each touching only its own documents.
    expect([...nobodysStreams].filter((stream) => stream.startsWith('trends-')).length).toBeGreaterThanOrEqual(2);
    expect(sharedByNobodys).toEqual([]);
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
    // A symbol's trend detection that reads every symbol's trends: another symbol's may be applied before or after it.
    const gossip: Projection = {
      name: 'gossip',
      collections: [],
      handles: new Set(['TrendDetected']),
      apply: async (_event, store) => void (await store.collection('trends').find({})),
    };
    expect((await applyChecked(log, [...projections, gossip])).sharedByNobodys).toEqual(expect.arrayContaining([expect.stringMatching(/^trends\/.+: trends-\w+ trends-\w+/)]));
    // The same, reading only once, before any other symbol's trend is written: its query matches what they write later.
    let asked = false;
    const firstGossip: Projection = {
      ...gossip,
      name: 'first gossip',
      apply: async (event, store) => {
        if (!asked) await gossip.apply(event, store);
        asked = true;
      },
    };
    expect((await applyChecked(log, [...projections, firstGossip])).sharedByNobodys).toEqual(expect.arrayContaining([expect.stringMatching(/^trends\/.+: trends-\w+ trends-\w+/)]));
    expect(breaches.slice(0, 2)).toEqual(['careless on PositionOpened wrote shared/everyone-AAPL of nobody', 'careless on PositionOpened wrote shared/stranger-AAPL of stranger']);
  });
});
