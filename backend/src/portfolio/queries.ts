import { PortfolioItemSchema, PortfolioSummarySchema, type CashFlow, type PortfolioItem, type PortfolioSummary } from '@folio/contracts';
import { asKnown, rebuildFromStreams } from '../audit/rebuild.ts';
import type { EventStore } from '../eventstore/port.ts';
import { listsProjection } from '../lists/projection.ts';
import type { ListsService } from '../lists/service.ts';
import type { CachedMarketData } from '../market/cache.ts';
import { responseSerializer } from '../platform/serializer.ts';
import type { Filter, ReadStore } from '../readstore/port.ts';
import type { Actor } from '../shared/actor.ts';
import { toIsoDay } from '../shared/dates.ts';
import { ValidationError } from '../shared/errors.ts';
import { bookStream } from '../shared/streams.ts';
import { FxRates } from '../market/fx.ts';
import { closesIn, DEFAULT_BASE_CURRENCY, LedgerConverter, ListingCurrencies, valuationIn } from './base-currency.ts';
import { answerBasis } from './answer-basis.ts';
import { mapInSlices, turn } from '../shared/yielding.ts';
import { ItemsAnswers, itemsSerializer, keptAnswerCounts } from './items-answers.ts';
import { toHolding, toPortfolioItem } from './items.ts';
import { cashModeOf, ReturnsBooks } from './returns-books.ts';
import { toSummary } from './summary.ts';
import { holdingTotals } from './holding-totals.ts';
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
  /** The currency a list (or, without one, the user's lists together) is valued in; USD if not given. */
  baseCurrency?(actor: Actor, listId: string | undefined): Promise<string>;
}

export interface Scope {
  listId?: string | undefined;
  /** YYYY-MM-DD: answer from the events recorded up to the end of that day. */
  asOf?: string | undefined;
  /** ISO time: with asOf, only the events recorded by then (audit/rebuild.ts asKnown). */
  knownAt?: string | undefined;
}

/** Read side of the portfolio: holdings, cash flows and the transaction ledger, now or as of a day. */
export function portfolioQueries(deps: PortfolioQueryDeps) {
  /** The read models to answer from: the live ones, or ones rebuilt from the log as of a day. */
  async function withReadModels<T>(actor: Actor, scope: Scope, read: (store: ReadStore, filter: Filter) => Promise<T>): Promise<T> {
    if (scope.listId) await deps.lists.owned(actor, scope.listId);
    const filter: Filter = { ownerId: actor.userId, ...(scope.listId ? { listId: scope.listId } : {}) };
    if (scope.knownAt && !scope.asOf) throw new ValidationError('knownAt needs asOf: the business day to show as it was known then');
    if (!scope.asOf) return read(deps.readStore, filter);
    const rebuilt = await rebuildFromStreams(deps.events, [bookStream(actor.userId)], [listsProjection, portfolioProjection], {
      ...asKnown(scope.asOf, scope.knownAt),
    });
    try {
      return await read(rebuilt.store, filter);
    } finally {
      await rebuilt.close();
    }
  }

  const fx = new FxRates(deps.market, () => deps.now().getTime());
  const currencies = new ListingCurrencies(deps.market);
  const ledgers = new LedgerConverter(fx, currencies);
  /** One set of returns books per base currency: their closes are in it. */
  const booksByBase = new Map<string, ReturnsBooks>();
  const booksIn = (base: string) => {
    let books = booksByBase.get(base);
    if (!books) booksByBase.set(base, (books = new ReturnsBooks(closesIn(deps.market, fx, currencies, base))));
    return books;
  };
  const baseOf = (actor: Actor, scope: Scope) => deps.baseCurrency?.(actor, scope.listId) ?? Promise.resolve(DEFAULT_BASE_CURRENCY);

  /** The rows of the holdings table, each with its figures in `base` too. */
  async function rows(docs: PositionDoc[], book: PriceBook, day: string, base: string, ledger: () => Promise<TransactionDoc[]>) {
    // Realised gains of positions listed abroad come from their sales, each at its own date's rate.
    const abroadWithSales = docs.some((doc) => doc.realizedGain !== 0 && (book.currency?.(doc.symbol) ?? base) !== base);
    const realized = abroadWithSales ? (await ledgers.convert(await ledger(), base, day)).realized : undefined;
    const inBase = await valuationIn(fx, base, docs, book, day, realized);
    // The clock after every row: a position of 500 lots takes ~0.7 ms to value.
    return mapInSlices(docs, (doc) => toPortfolioItem(doc, book, day, inBase(doc)), true);
  }

  const prices = (symbols: string[], scope: Scope, enrichment: Enrichment): Promise<PriceBook> =>
    scope.asOf ? closingPrices(deps.market, symbols, scope.asOf) : currentPrices(deps.market, symbols, enrichment);

  async function positions(actor: Actor, scope: Scope): Promise<PositionDoc[]> {
    return withReadModels(actor, scope, (store, filter) =>
      store.collection<PositionDoc>(POSITIONS).find(filter, { sort: { symbol: 1, createdAt: 1 } }),
    );
  }

  async function items(actor: Actor, scope: Scope, enrichment: Enrichment): Promise<PortfolioItem[]> {
    const [docs, base] = await Promise.all([positions(actor, scope), baseOf(actor, scope)]);
    const book = await prices(docs.map((doc) => doc.symbol), scope, enrichment);
    const today = scope.asOf ?? toIsoDay(deps.now());
    return rows(docs, book, today, base, () => ledgerOf(actor, scope));
  }

  const answers = new ItemsAnswers();
  /** Kept answers being worked out, by key, basis and day: a second asker waits for the first. */
  const answersBeingBuilt = new Map<string, Promise<Buffer>>();
  const serializeItems = itemsSerializer(responseSerializer({ schema: PortfolioItemSchema, method: 'GET', url: '/api/investments' }));
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
    // Read before the positions: an answer may be newer than its basis, never older.
    const basis = answerBasis.of(actor.userId, scope.listId);
    const day = toIsoDay(deps.now());
    const stored = answers.find(key, basis, day);
    if (stored && sameMarketValues(await freshMarketValues(deps.market, stored.symbols, enrichment), stored.marketValues)) {
      keptAnswerCounts.reused += 1;
      return stored.body;
    }
    // The same answer on the same basis is being worked out (the valuation warm-up, or the same
    // view open twice): wait for it rather than value 5,000 positions twice at once.
    const buildKey = `${key}\n${basis}\n${day}`;
    const building = answersBeingBuilt.get(buildKey);
    if (building) {
      keptAnswerCounts.joined += 1;
      return building;
    }
    keptAnswerCounts[stored ? 'pricesMoved' : answers.has(key) ? 'basisMoved' : 'noneKept'] += 1;
    const answer = buildKept(key, actor, scope, enrichment, build, basis, day);
    answersBeingBuilt.set(buildKey, answer);
    try {
      return await answer;
    } finally {
      answersBeingBuilt.delete(buildKey);
    }
  }

  async function buildKept(
    key: string,
    actor: Actor,
    scope: Scope,
    enrichment: Enrichment,
    build: (docs: PositionDoc[], book: PriceBook, day: string) => Promise<{ body: Buffer; keep: boolean }>,
    basis: string,
    day: string,
  ): Promise<Buffer> {
    const docs = await positions(actor, scope);
    const symbols = docs.map((doc) => doc.symbol);
    let marketValues = await freshMarketValues(deps.market, symbols, enrichment);
    let book: PriceBook | undefined;
    if (!marketValues) {
      // Fetched values are fresh once in the cache: price from those very objects, so the answer can be kept.
      book = await prices(symbols, scope, enrichment);
      marketValues = await freshMarketValues(deps.market, symbols, enrichment);
    }
    if (marketValues) book = await pricesFromFresh(deps.market, symbols, marketValues, enrichment);
    const { body, keep } = await build(docs, book!, day);
    return marketValues && keep ? answers.store(key, { basis, day, symbols, marketValues, body }) : body;
  }

  /** `items` as the JSON the route answers (same schema check and bytes), kept while unchanged. */
  async function itemsJson(actor: Actor, scope: Scope, enrichment: Enrichment): Promise<Buffer> {
    if (scope.asOf || scope.knownAt) return serializeItems(await items(actor, scope, enrichment));
    if (scope.listId) await deps.lists.owned(actor, scope.listId);
    return keptAnswer(`items:${actor.userId}:${scope.listId ?? '*'}:${enrichment}`, actor, scope, enrichment, async (docs, book, day) => ({
      body: await serializeItems(await rows(docs, book, day, await baseOf(actor, scope), () => ledgerOf(actor, scope))),
      keep: true,
    }));
  }

  const ledgerOf = (actor: Actor, scope: Scope) =>
    withReadModels(actor, scope, (store, filter) => store.collection<TransactionDoc>(TRANSACTIONS).find(filter));

  /** Value, gains and returns of a list (or all lists): docs/returns.md says which return is which. */
  /** The summary in `base`: holdings valued and the ledger converted at each day's rate. */
  async function summaryIn(base: string, docs: PositionDoc[], ledger: TransactionDoc[], book: PriceBook, until: string, books: ReturnsBooks, key: string, asOf: string | null) {
    const converted = await ledgers.convert(ledger, base, until);
    const [returns, inBase] = await Promise.all([books.summary(key, converted.rows, until), valuationIn(fx, base, docs, book, until, converted.realized)]);
    const totals = await holdingTotals(await mapInSlices(docs, (doc) => toHolding(doc, book, inBase(doc))), turn);
    const answer = { ...toSummary(totals, converted.rows, returns, asOf), currency: base };
    return { answer, complete: converted.complete };
  }

  async function summary(actor: Actor, scope: Scope): Promise<PortfolioSummary> {
    const [docs, ledger, base] = await Promise.all([positions(actor, scope), ledgerOf(actor, scope), baseOf(actor, scope)]);
    const until = scope.asOf ?? toIsoDay(deps.now());
    const book = await prices(docs.map((doc) => doc.symbol), scope, 'quote');
    // asOf answers come from a one-off rebuild: keep them out of the incremental books.
    const books = scope.asOf ? new ReturnsBooks(closesIn(deps.market, fx, currencies, base)) : booksIn(base);
    const key = scope.asOf ? 'once' : `${actor.userId}:${scope.listId ?? '*'}`;
    return (await summaryIn(base, docs, ledger, book, until, books, key, scope.asOf ?? null)).answer;
  }

  /** `summary` as the JSON the route answers, kept while unchanged like the holdings answers. */
  async function summaryJson(actor: Actor, scope: Scope): Promise<Buffer> {
    if (scope.asOf || scope.knownAt) return Buffer.from(serializeSummary(await summary(actor, scope)));
    if (scope.listId) await deps.lists.owned(actor, scope.listId);
    const bookKey = `${actor.userId}:${scope.listId ?? '*'}`;
    return keptAnswer(`summary:${bookKey}`, actor, scope, 'quote', async (docs, book, day) => {
      const [ledger, base] = await Promise.all([ledgerOf(actor, scope), baseOf(actor, scope)]);
      const books = booksIn(base);
      const { answer, complete } = await summaryIn(base, docs, ledger, book, day, books, bookKey, null);
      return { body: Buffer.from(serializeSummary(answer)), keep: books.allPriced && complete };
    });
  }

  /**
   * The daily valuation series of a list (all lists without one) in its base currency, from the
   * same incremental returns books as the summary (docs/returns.md, "Performance series"), and the
   * market's closes in that currency. The series is the book's own arrays: read it before the next
   * await. Unknown list: 404.
   */
  async function dailySeries(actor: Actor, listId: string | undefined) {
    const scope = { listId };
    const [ledger, base] = await Promise.all([ledgerOf(actor, scope), baseOf(actor, scope)]);
    const until = toIsoDay(deps.now());
    const converted = await ledgers.convert(ledger, base, until);
    const books = booksIn(base);
    const series = await books.series(`${actor.userId}:${listId ?? '*'}`, converted.rows, until);
    const includesCash = cashModeOf(ledger) === 'cash';
    return { series, base, until, includesCash, closes: closesIn(deps.market, fx, currencies, base), complete: converted.complete && books.allPriced };
  }

  return {
    positions,

    dailySeries,

    /** Every user's open positions with their average cost (the alerts' stop-loss watch). */
    async openPositions(): Promise<{ ownerId: string; listId: string; symbol: string; averageCost: number }[]> {
      const docs = await deps.readStore.collection<PositionDoc>(POSITIONS).find({ quantity: { $gt: 0 } });
      return docs.flatMap((doc) => (doc.purchasePrice && doc.purchasePrice > 0 ? [{ ownerId: doc.ownerId, listId: doc.listId, symbol: doc.symbol, averageCost: doc.purchasePrice }] : []));
    },

    items,

    itemsJson,

    summary,

    summaryJson,

    async item(actor: Actor, positionId: string): Promise<PortfolioItem | null> {
      const doc = await deps.readStore.collection<PositionDoc>(POSITIONS).findOne({ _id: positionId, ownerId: actor.userId });
      if (!doc) return null;
      const [book, base] = await Promise.all([currentPrices(deps.market, [doc.symbol], 'quote'), baseOf(actor, { listId: doc.listId })]);
      const ledger = () => deps.readStore.collection<TransactionDoc>(TRANSACTIONS).find({ ownerId: actor.userId, positionId: doc._id });
      return (await rows([doc], book, toIsoDay(deps.now()), base, ledger))[0]!;
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
