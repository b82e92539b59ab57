import { PortfolioItemsSchema, PortfolioSummarySchema, type CashFlow, type PortfolioItem, type PortfolioSummary } from '@folio/contracts';
import { rebuildFromStreams, recordedBy } from '../audit/rebuild.ts';
import type { EventStore } from '../eventstore/port.ts';
import { listsProjection } from '../lists/projection.ts';
import type { ListsService } from '../lists/service.ts';
import type { CachedMarketData } from '../market/cache.ts';
import { responseSerializer } from '../platform/serializer.ts';
import type { Filter, ReadStore } from '../readstore/port.ts';
import type { Actor } from '../shared/actor.ts';
import { toIsoDay } from '../shared/dates.ts';
import { bookStream } from '../shared/streams.ts';
import { ItemsAnswers } from './items-answers.ts';
import { toHolding, toPortfolioItem } from './items.ts';
import { ReturnsBooks, toSummary } from './summary.ts';
import { closingPrices, currentPrices, freshMarketValues, pricesFromFresh, sameMarketValues, type Enrichment, type PriceBook } from './prices.ts';
import { CASH_FLOWS, POSITIONS, TRANSACTIONS, portfolioProjection, type CashFlowDoc, type PositionDoc, type TransactionDoc } from './projection.ts';

export interface PortfolioQueryDeps {
  events: EventStore;
  readStore: ReadStore;
  market: CachedMarketData;
  lists: ListsService;
  now(): Date;
  /** Position of the last event the read models have applied (the projection engine's). */
  readModelPosition(): number | null;
}

export interface Scope {
  listId?: string | undefined;
  /** YYYY-MM-DD: answer from the events recorded up to the end of that day. */
  asOf?: string | undefined;
}

/** Read side of the portfolio: holdings, cash flows and the transaction ledger, now or as of a day. */
export function portfolioQueries(deps: PortfolioQueryDeps) {
  /** The read models to answer from: the live ones, or ones rebuilt from the log as of a day. */
  async function withReadModels<T>(actor: Actor, scope: Scope, read: (store: ReadStore, filter: Filter) => Promise<T>): Promise<T> {
    if (scope.listId) await deps.lists.owned(actor, scope.listId);
    const filter: Filter = { ownerId: actor.userId, ...(scope.listId ? { listId: scope.listId } : {}) };
    if (!scope.asOf) return read(deps.readStore, filter);
    const rebuilt = await rebuildFromStreams(deps.events, [bookStream(actor.userId)], [listsProjection, portfolioProjection], {
      until: recordedBy(scope.asOf),
    });
    try {
      return await read(rebuilt.store, filter);
    } finally {
      await rebuilt.close();
    }
  }

  const books = new ReturnsBooks(deps.market);

  const prices = (symbols: string[], scope: Scope, enrichment: Enrichment): Promise<PriceBook> =>
    scope.asOf ? closingPrices(deps.market, symbols, scope.asOf) : currentPrices(deps.market, symbols, enrichment);

  async function positions(actor: Actor, scope: Scope): Promise<PositionDoc[]> {
    return withReadModels(actor, scope, (store, filter) =>
      store.collection<PositionDoc>(POSITIONS).find(filter, { sort: { symbol: 1, createdAt: 1 } }),
    );
  }

  async function items(actor: Actor, scope: Scope, enrichment: Enrichment): Promise<PortfolioItem[]> {
    const docs = await positions(actor, scope);
    const book = await prices(docs.map((doc) => doc.symbol), scope, enrichment);
    const today = scope.asOf ?? toIsoDay(deps.now());
    return docs.map((doc) => toPortfolioItem(doc, book, today));
  }

  const answers = new ItemsAnswers();
  const serializeItems = responseSerializer({ schema: PortfolioItemsSchema, method: 'GET', url: '/api/investments' });
  const serializeSummary = responseSerializer({ schema: PortfolioSummarySchema, method: 'GET', url: '/api/investments/summary' });

  /**
   * The answer `build` makes from the positions priced now, kept under `key` while its basis
   * (see ItemsBasis) holds, so a repeated request costs a few lookups. `build` says whether the
   * answer may be kept: one priced from stale or missing values is not.
   */
  async function keptAnswer(
    key: string,
    actor: Actor,
    scope: Scope,
    enrichment: Enrichment,
    build: (docs: PositionDoc[], book: PriceBook, day: string) => Promise<{ body: Buffer; keep: boolean }>,
  ): Promise<Buffer> {
    // Read before the positions: an answer may be newer than its position, never older.
    const position = deps.readModelPosition();
    const day = toIsoDay(deps.now());
    const stored = answers.find(key, position, day);
    if (stored && sameMarketValues(freshMarketValues(deps.market, stored.symbols, enrichment), stored.marketValues)) return stored.body;

    const docs = await positions(actor, scope);
    const symbols = docs.map((doc) => doc.symbol);
    let marketValues = freshMarketValues(deps.market, symbols, enrichment);
    let book: PriceBook | undefined;
    if (!marketValues) {
      // Fetched values are fresh once in the cache: price from those very objects, so the answer can be kept.
      book = await prices(symbols, scope, enrichment);
      marketValues = freshMarketValues(deps.market, symbols, enrichment);
    }
    if (marketValues) book = pricesFromFresh(deps.market, symbols, marketValues, enrichment);
    const { body, keep } = await build(docs, book!, day);
    if (marketValues && keep) answers.store(key, { position, day, symbols, marketValues, body });
    return body;
  }

  /** `items` as the JSON the route answers (same schema check and bytes), kept while unchanged. */
  async function itemsJson(actor: Actor, scope: Scope, enrichment: Enrichment): Promise<Buffer> {
    if (scope.asOf) return Buffer.from(serializeItems(await items(actor, scope, enrichment)));
    if (scope.listId) await deps.lists.owned(actor, scope.listId);
    return keptAnswer(`items:${actor.userId}:${scope.listId ?? '*'}:${enrichment}`, actor, scope, enrichment, async (docs, book, day) => ({
      body: Buffer.from(serializeItems(docs.map((doc) => toPortfolioItem(doc, book, day)))),
      keep: true,
    }));
  }

  const ledgerOf = (actor: Actor, scope: Scope) =>
    withReadModels(actor, scope, (store, filter) => store.collection<TransactionDoc>(TRANSACTIONS).find(filter));

  /** Value, gains and returns of a list (or all lists): docs/returns.md says which return is which. */
  async function summary(actor: Actor, scope: Scope): Promise<PortfolioSummary> {
    const [docs, ledger] = await Promise.all([positions(actor, scope), ledgerOf(actor, scope)]);
    const until = scope.asOf ?? toIsoDay(deps.now());
    const book = await prices(docs.map((doc) => doc.symbol), scope, 'quote');
    // asOf answers come from a one-off rebuild: keep them out of the incremental books.
    const returns = scope.asOf ? await new ReturnsBooks(deps.market).summary('once', ledger, until) : await books.summary(`${actor.userId}:${scope.listId ?? '*'}`, ledger, until);
    return toSummary(docs.map((doc) => toHolding(doc, book)), ledger, returns, scope.asOf ?? null);
  }

  /** `summary` as the JSON the route answers, kept while unchanged like the holdings answers. */
  async function summaryJson(actor: Actor, scope: Scope): Promise<Buffer> {
    if (scope.asOf) return Buffer.from(serializeSummary(await summary(actor, scope)));
    if (scope.listId) await deps.lists.owned(actor, scope.listId);
    const bookKey = `${actor.userId}:${scope.listId ?? '*'}`;
    return keptAnswer(`summary:${bookKey}`, actor, scope, 'quote', async (docs, book, day) => {
      const ledger = await ledgerOf(actor, scope);
      const returns = await books.summary(bookKey, ledger, day);
      const answer = toSummary(docs.map((doc) => toHolding(doc, book)), ledger, returns, null);
      return { body: Buffer.from(serializeSummary(answer)), keep: books.allPriced };
    });
  }

  return {
    positions,

    items,

    itemsJson,

    summary,

    summaryJson,

    async item(actor: Actor, positionId: string): Promise<PortfolioItem | null> {
      const doc = await deps.readStore.collection<PositionDoc>(POSITIONS).findOne({ _id: positionId, ownerId: actor.userId });
      if (!doc) return null;
      return toPortfolioItem(doc, await currentPrices(deps.market, [doc.symbol], 'quote'), toIsoDay(deps.now()));
    },

    async cashFlows(actor: Actor, scope: Scope): Promise<CashFlow[]> {
      const docs = await withReadModels(actor, scope, (store, filter) =>
        store.collection<CashFlowDoc>(CASH_FLOWS).find(filter, { sort: { date: -1, createdAt: -1 } }),
      );
      return docs.map((doc) => ({ id: doc._id, type: doc.type, amount: doc.amount, date: doc.date, description: doc.description, listId: doc.listId }));
    },

    async transactions(actor: Actor, scope: Scope & { page: number; limit: number }) {
      return withReadModels(actor, scope, async (store, filter) => {
        const ledger = store.collection<TransactionDoc>(TRANSACTIONS);
        const total = await ledger.count(filter);
        const docs = await ledger.find(filter, {
          sort: { date: -1, recordedAt: -1, _id: -1 },
          skip: (scope.page - 1) * scope.limit,
          limit: scope.limit,
        });
        const transactions = docs.map(({ _id, _position, ownerId, ...rest }) => ({ id: _id, ...rest }));
        return { transactions, page: scope.page, limit: scope.limit, total, hasMore: scope.page * scope.limit < total };
      });
    },

  };
}

export type PortfolioQueries = ReturnType<typeof portfolioQueries>;
