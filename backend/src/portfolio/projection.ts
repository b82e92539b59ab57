import type { RecordedEvent } from '../eventstore/port.ts';
import type { ListEvent } from '../lists/events.ts';
import { moveToList, rewriteEach, type Projection } from '../projections/projection.ts';
import type { Doc, PutIfNewer, ReadStore } from '../readstore/port.ts';
import { type CashFlowData, type Lot, type PortfolioEvent, type PositionIncreased, type PositionOpened, type PositionsIncreased, type Purchase } from './events.ts';
import { lotTotals, remainingLots, roundMoney, roundQuantity } from './lots.ts';
import { applyDividendOrSplit, CORPORATE_ACTIONS, DIVIDEND_AND_SPLIT_EVENTS, DIVIDENDS, followPositions } from './dividends/projection.ts';
import { applyLotEdit } from './lot-edits-projection.ts';
import { Slice } from '../shared/yielding.ts';
import { interned } from '../shared/interned.ts';

export interface PositionDoc extends Doc {
  ownerId: string;
  listId: string;
  symbol: string;
  quantity: number;
  /** Average cost of the shares still held; null when none are. */
  purchasePrice: number | null;
  /** Date of the oldest lot still held. */
  purchaseDate: string | null;
  lots: Lot[];
  realizedGain: number;
  createdAt: string;
}

export interface CashFlowDoc extends Doc, Omit<CashFlowData, 'cashFlowId'> {
  ownerId: string;
  createdAt: string;
}

export interface TransactionDoc extends Doc {
  ownerId: string;
  listId: string;
  positionId: string | null;
  /** dividend: amount is the net income; quantity and price are set when it was reinvested. */
  kind: 'buy' | 'sell' | 'deposit' | 'withdrawal' | 'dividend';
  symbol: string | null;
  quantity: number | null;
  price: number | null;
  amount: number;
  fees: number | null;
  realizedGain: number | null;
  date: string | null;
  recordedAt: string;
}

export const POSITIONS = 'positions';
export const CASH_FLOWS = 'cashflows';
export const TRANSACTIONS = 'transactions';

const ownerOf = (event: RecordedEvent) => interned(event.streamId.replace(/^book-/, ''));

/**
 * The position document of `lots`. `prefix`, when given, holds the first lots of `lots` (the
 * stored array a purchase was appended to): its totals are carried on rather than refolded.
 */
export function withLots(doc: Omit<PositionDoc, 'quantity' | 'purchasePrice' | 'purchaseDate'>, lots: Lot[], prefix?: readonly Lot[]): PositionDoc {
  const totals = lotTotals(lots, prefix);
  const quantity = roundQuantity(totals.quantity);
  return {
    ...doc,
    lots,
    quantity,
    purchasePrice: quantity > 0 ? Math.round((totals.cost.value / quantity) * 1e4) / 1e4 : null,
    purchaseDate: totals.first,
  };
}
/**
 * A lot's ledger row, written at log position `position`. Ledger rows carry `_position` (which the
 * store sets) from their first literal: a property added after it went to an extra property
 * array, 32 more bytes for each of a ledger's rows.
 */
function buyTransaction(owner: string, positionId: string, listId: string, symbol: string, lot: Lot, at: string, position: number): TransactionDoc {
  // The position document holds this very lot: it keeps the shared copy of the date too.
  lot.date = interned(lot.date);
  return {
    _id: `buy:${lot.lotId}`, ownerId: owner, listId: interned(listId), positionId: interned(positionId), kind: 'buy', symbol: interned(symbol),
    quantity: lot.quantity, price: lot.price, amount: roundMoney(lot.quantity * lot.price), fees: null, realizedGain: null, date: lot.date, recordedAt: at,
    _position: position,
  };
}

/**
 * A position while an import's purchases are folded into it: the document (null: none stored,
 * none opened yet), `stored` the log position the stored document had applied (an event at or
 * before it is skipped), `at` the last event folded in, and `prefix` the stored lots array `lots`
 * starts with (its totals are carried on).
 */
interface FoldedPosition {
  doc: Omit<PositionDoc, 'quantity' | 'purchasePrice' | 'purchaseDate'> | null;
  lots: Lot[];
  prefix?: readonly Lot[];
  stored: number;
  at: number;
}

/**
 * A run of purchases (an import: thousands of lots, often hundreds per symbol) folded per
 * position and written once, instead of rewriting a growing position document per lot. Same
 * result as `apply` one by one: an event a stored document already applied is skipped.
 */
async function applyPurchases(run: RecordedEvent[], store: ReadStore) {
  const positions = store.collection<PositionDoc>(POSITIONS);
  const transactions = store.collection<TransactionDoc>(TRANSACTIONS);
  const folded = new Map<string, FoldedPosition>();
  const load = async (positionId: string): Promise<FoldedPosition> => {
    const doc = await positions.findOne({ _id: positionId });
    const stored = doc?._position ?? -1;
    const entry: FoldedPosition = doc ? { doc, lots: [...doc.lots], prefix: doc.lots, stored, at: stored } : { doc: null, lots: [], stored, at: stored };
    folded.set(positionId, entry);
    return entry;
  };
  // A page of the log can carry 100k purchases (PositionsIncreased): other requests get turns.
  const slice = new Slice();
  /** Ledger rows written together (on MongoDB one bulk write instead of a round trip each). */
  let bought: PutIfNewer<TransactionDoc>[] = [];
  const writeBought = async () => {
    if (bought.length > 0) await transactions.putManyIfNewer(bought);
    bought = [];
  };
  /** A lot's ledger row queued; true when the queue is full (write it). */
  const queued = (owner: string, at: number, when: string, listId: string, { positionId, symbol, lot }: Purchase) =>
    bought.push({ doc: buyTransaction(owner, positionId, listId, symbol, lot, when, at), position: at }) >= 256;
  /** A purchase folded into its position and its ledger row queued; true when the queue is full. */
  const purchased = (entry: FoldedPosition, owner: string, at: number, when: string, listId: string, purchase: Purchase) => {
    if (entry.doc && entry.stored < at) {
      entry.lots.push(purchase.lot);
      entry.at = at;
    }
    return queued(owner, at, when, listId, purchase);
  };
  const written = async () => {
    await writeBought();
    if (slice.over) await slice.turn();
  };
  for (const recorded of run) {
    const owner = ownerOf(recorded);
    const at = recorded.position;
    const when = recorded.metadata.occurredAt;
    const event = recorded as unknown as PositionOpened | PositionIncreased | PositionsIncreased;
    if (event.type === 'PositionOpened') {
      const { positionId, listId, symbol, lot } = event.data;
      const entry = folded.get(positionId) ?? (await load(positionId));
      if (entry.stored < at) {
        entry.lots = lot.quantity > 0 ? [lot] : [];
        entry.doc = { _id: positionId, ownerId: owner, listId, symbol, lots: entry.lots, realizedGain: 0, createdAt: when };
        delete entry.prefix;
        entry.at = at;
      }
      if (lot.quantity > 0 && queued(owner, at, when, listId, event.data)) await written();
    } else if (event.type === 'PositionsIncreased') {
      const listId = interned(event.data.listId);
      // Awaited only to load a position not folded yet, or to write a full queue.
      for (const purchase of event.data.purchases) {
        const entry = folded.get(purchase.positionId) ?? (await load(purchase.positionId));
        if (purchased(entry, owner, at, when, listId, purchase)) await written();
      }
    } else {
      const entry = folded.get(event.data.positionId) ?? (await load(event.data.positionId));
      if (purchased(entry, owner, at, when, event.data.listId, event.data)) await written();
    }
  }
  await writeBought();
  for (const entry of folded.values()) {
    if (entry.doc && entry.at > entry.stored) await positions.putIfNewer(withLots(entry.doc, entry.lots, entry.prefix), entry.at);
  }
}

/** Positions, cash flows and the transaction ledger of every list. */
export const portfolioProjection: Projection = {
  name: 'portfolio',
  collections: [POSITIONS, CASH_FLOWS, TRANSACTIONS, DIVIDENDS, CORPORATE_ACTIONS],
  handles: new Set<string>([
    'PositionOpened', 'PositionIncreased', 'PositionsIncreased', 'PositionAdjusted', 'PositionRemoved', 'PositionSold', 'PurchaseDateEstimated',
    'LotChanged', 'LotRemoved', 'SaleChanged',
    'CashFlowRecorded', 'CashFlowChanged', 'CashFlowRemoved', 'ListDeleted', 'PositionsMerged',
    ...DIVIDEND_AND_SPLIT_EVENTS,
  ]),

  async applyBatch(events: RecordedEvent[], store: ReadStore) {
    let run: RecordedEvent[] = [];
    for (const recorded of events) {
      if (recorded.type === 'PositionOpened' || recorded.type === 'PositionIncreased' || recorded.type === 'PositionsIncreased') {
        run.push(recorded);
        continue;
      }
      if (run.length) await applyPurchases(run, store);
      run = [];
      await portfolioProjection.apply(recorded, store);
    }
    if (run.length) await applyPurchases(run, store);
  },

  async setup(store: ReadStore) {
    await store.collection(POSITIONS).createIndex(['ownerId']);
    await store.collection(CASH_FLOWS).createIndex(['ownerId']);
    await store.collection(TRANSACTIONS).createIndex(['ownerId']);
    await store.collection(TRANSACTIONS).createIndex(['positionId']);
    await store.collection(DIVIDENDS).createIndex(['ownerId']);
    await store.collection(CORPORATE_ACTIONS).createIndex(['ownerId']);
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const positions = store.collection<PositionDoc>(POSITIONS);
    const cashFlows = store.collection<CashFlowDoc>(CASH_FLOWS);
    const transactions = store.collection<TransactionDoc>(TRANSACTIONS);
    const event = recorded as unknown as PortfolioEvent | ListEvent;
    const owner = ownerOf(recorded);
    const at = recorded.position;
    const when = recorded.metadata.occurredAt;

    if (DIVIDEND_AND_SPLIT_EVENTS.includes(event.type)) return applyDividendOrSplit(recorded, store);
    if (event.type === 'ListDeleted' || event.type === 'PositionsMerged' || event.type === 'PositionRemoved') await followPositions(recorded, store);
    switch (event.type) {
      case 'PositionOpened': {
        const { positionId, listId, symbol, lot } = event.data;
        const lots = lot.quantity > 0 ? [lot] : [];
        await positions.putIfNewer(withLots({ _id: positionId, ownerId: owner, listId, symbol, lots, realizedGain: 0, createdAt: when }, lots), at);
        if (lot.quantity > 0) await transactions.putIfNewer(buyTransaction(owner, positionId, listId, symbol, lot, when, at), at);
        return;
      }
      case 'PositionsIncreased':
        return applyPurchases([recorded], store);
      case 'PositionIncreased': {
        const { positionId, listId, symbol, lot } = event.data;
        const held = await positions.findOne({ _id: positionId });
        if (held) await positions.putIfNewer(withLots(held, [...held.lots, lot], held.lots), at);
        await transactions.putIfNewer(buyTransaction(owner, positionId, listId, symbol, lot, when, at), at);
        return;
      }
      case 'PositionAdjusted': {
        const held = await positions.findOne({ _id: event.data.positionId });
        if (!held) return;
        const lots = event.data.lot.quantity > 0 ? [event.data.lot] : [];
        await positions.putIfNewer(withLots(held, lots), at);
        for (const old of held.lots) await transactions.deleteIfNewer(`buy:${old.lotId}`, at);
        if (lots.length) await transactions.putIfNewer(buyTransaction(owner, held._id, held.listId, held.symbol, event.data.lot, when, at), at);
        return;
      }
      case 'LotChanged':
      case 'LotRemoved':
      case 'SaleChanged':
        await applyLotEdit(event, { positions, transactions }, at);
        return;
      case 'PositionRemoved':
        await positions.deleteIfNewer(event.data.positionId, at);
        for (const doc of await transactions.find({ positionId: event.data.positionId })) await transactions.deleteIfNewer(doc._id, at);
        return;
      case 'PositionSold': {
        const sale = event.data;
        const held = await positions.findOne({ _id: sale.positionId });
        if (held) {
          const realizedGain = roundMoney(held.realizedGain + sale.realizedGain);
          await positions.putIfNewer(withLots({ ...held, realizedGain }, remainingLots(held.lots, sale.lots)), at);
        }
        await transactions.putIfNewer(
          {
            _id: `sell:${sale.saleId}`, ownerId: owner, listId: interned(sale.listId), positionId: interned(sale.positionId), kind: 'sell',
            symbol: interned(sale.symbol), quantity: sale.quantity, price: sale.price, amount: sale.proceeds, fees: sale.fees,
            realizedGain: sale.realizedGain, date: interned(sale.date), recordedAt: when, _position: at,
          },
          at,
        );
        return;
      }
      case 'PurchaseDateEstimated': {
        const held = await positions.findOne({ _id: event.data.positionId });
        if (!held) return;
        const lots = held.lots.map((lot) => (lot.lotId === event.data.lotId ? { lotId: lot.lotId, quantity: lot.quantity, price: lot.price, date: event.data.date } : lot));
        await positions.putIfNewer(withLots(held, lots), at);
        const buy = await transactions.findOne({ _id: `buy:${event.data.lotId}` });
        if (buy) await transactions.putIfNewer({ ...buy, date: event.data.date }, at);
        return;
      }
      case 'CashFlowRecorded':
      case 'CashFlowChanged': {
        const { cashFlowId, ...flow } = event.data;
        const existing = await cashFlows.findOne({ _id: cashFlowId });
        await cashFlows.putIfNewer({ _id: cashFlowId, ownerId: owner, ...flow, date: interned(flow.date), createdAt: existing?.createdAt ?? when }, at);
        await transactions.putIfNewer(
          {
            _id: `cash:${cashFlowId}`, ownerId: owner, listId: interned(flow.listId), positionId: null, kind: flow.type, symbol: null, quantity: null,
            price: null, amount: flow.amount, fees: null, realizedGain: null, date: interned(flow.date), recordedAt: existing?.createdAt ?? when, _position: at,
          },
          at,
        );
        return;
      }
      case 'CashFlowRemoved':
        await cashFlows.deleteIfNewer(event.data.cashFlowId, at);
        await transactions.deleteIfNewer(`cash:${event.data.cashFlowId}`, at);
        return;
      case 'ListDeleted': {
        const { listId, movedTo } = event.data;
        await moveToList(positions, owner, listId, movedTo, at);
        await moveToList(cashFlows, owner, listId, movedTo, at);
        await moveToList(transactions, owner, listId, movedTo, at);
        return;
      }
      case 'PositionsMerged': {
        const { positionId, mergedPositionId } = event.data;
        const kept = await positions.findOne({ _id: positionId });
        const merged = await positions.findOne({ _id: mergedPositionId });
        if (kept && merged) {
          const realizedGain = roundMoney(kept.realizedGain + merged.realizedGain);
          await positions.putIfNewer(withLots({ ...kept, realizedGain }, [...kept.lots, ...merged.lots]), at);
        }
        await positions.deleteIfNewer(mergedPositionId, at);
        // Its buys and sales now belong to the kept position (a later removal takes them along).
        await rewriteEach(transactions, await transactions.find({ positionId: mergedPositionId }), (doc) => ({ ...doc, positionId }), at);
        return;
      }
    }
  },
};
