/**
 * The read models of dividends and splits, applied by the portfolio projection (one projection
 * owns positions and the ledger, so their documents are written in the log's order):
 * `dividends` (one per dividend), `corporate_actions` (splits applied or dismissed, dividends
 * dismissed: what the suggestions leave out), and the position's lots and ledger rows they change.
 */
import type { RecordedEvent } from '../../eventstore/port.ts';
import { moveToList, rewriteEach } from '../../projections/projection.ts';
import type { Doc, ReadStore } from '../../readstore/port.ts';
import type { Lot } from '../events.ts';
import { roundQuantity } from '../lots.ts';
import { POSITIONS, TRANSACTIONS, withLots, type PositionDoc, type TransactionDoc } from '../projection.ts';
import type { SplitEvent } from '../splits/events.ts';
import type { DividendData, DividendEvent } from './events.ts';

export const DIVIDENDS = 'dividends';
export const CORPORATE_ACTIONS = 'corporate_actions';

export interface DividendDoc extends Doc, Omit<DividendData, 'dividendId'> {
  ownerId: string;
  createdAt: string;
}

/** A split applied or dismissed, or a provider dividend dismissed, for one position. */
export interface CorporateActionDoc extends Doc {
  ownerId: string;
  listId: string;
  positionId: string;
  symbol: string;
  kind: 'split-applied' | 'split-dismissed' | 'dividend-dismissed';
  /** The split's date or the dividend's ex-date. */
  date: string;
  /** split-applied: the lots adjusted so far. */
  lotIds: string[];
}

export const DIVIDEND_AND_SPLIT_EVENTS: readonly string[] = [
  'DividendReceived', 'DividendChanged', 'DividendRemoved', 'DividendDismissed', 'SplitApplied', 'SplitDismissed',
];

const ownerOf = (event: RecordedEvent) => event.streamId.replace(/^book-/, '');

/** A dividend's ledger row: amount is the net income, fees the tax withheld, quantity and price the reinvestment. */
export function dividendTransaction(owner: string, dividend: DividendData, recordedAt: string): TransactionDoc {
  return {
    _id: `dividend:${dividend.dividendId}`, ownerId: owner, listId: dividend.listId, positionId: dividend.positionId, kind: 'dividend',
    symbol: dividend.symbol, quantity: dividend.lot?.quantity ?? null, price: dividend.lot?.price ?? null,
    amount: dividend.amount - dividend.withholdingTax, fees: dividend.withholdingTax, realizedGain: null, date: dividend.payDate, recordedAt,
  };
}

function replaceLot(lots: Lot[], before: Lot | null | undefined, after: Lot | null): Lot[] {
  const kept = before ? lots.filter((lot) => lot.lotId !== before.lotId) : lots;
  return after ? [...kept, after] : kept;
}

const scaled = (row: TransactionDoc, ratio: number): TransactionDoc => ({
  ...row,
  quantity: row.quantity === null ? null : roundQuantity(row.quantity * ratio),
  price: row.price === null ? null : row.price / ratio,
});

export async function applyDividendOrSplit(recorded: RecordedEvent, store: ReadStore): Promise<void> {
  const positions = store.collection<PositionDoc>(POSITIONS);
  const transactions = store.collection<TransactionDoc>(TRANSACTIONS);
  const dividends = store.collection<DividendDoc>(DIVIDENDS);
  const actions = store.collection<CorporateActionDoc>(CORPORATE_ACTIONS);
  const event = recorded as unknown as DividendEvent | SplitEvent;
  const owner = ownerOf(recorded);
  const at = recorded.position;
  const when = recorded.metadata.occurredAt;

  switch (event.type) {
    case 'DividendReceived':
    case 'DividendChanged':
    case 'DividendRemoved': {
      const { dividendId, positionId } = event.data;
      const existing = await dividends.findOne({ _id: dividendId });
      const after = event.type === 'DividendRemoved' ? null : event.data;
      const held = await positions.findOne({ _id: positionId });
      if (held && (existing?.lot || after?.lot)) await positions.putIfNewer(withLots(held, replaceLot(held.lots, existing?.lot, after?.lot ?? null)), at);
      if (!after) {
        await dividends.deleteIfNewer(dividendId, at);
        await transactions.deleteIfNewer(`dividend:${dividendId}`, at);
        return;
      }
      const { dividendId: _id, ...data } = after;
      await dividends.putIfNewer({ _id, ownerId: owner, ...data, lot: data.lot ? { ...data.lot } : null, createdAt: existing?.createdAt ?? when }, at);
      await transactions.putIfNewer(dividendTransaction(owner, after, existing?.createdAt ?? when), at);
      return;
    }
    case 'DividendDismissed':
    case 'SplitDismissed': {
      const { listId, positionId, symbol } = event.data;
      const kind = event.type === 'SplitDismissed' ? 'split-dismissed' : 'dividend-dismissed';
      const date = event.type === 'SplitDismissed' ? event.data.date : event.data.exDate;
      await actions.putIfNewer({ _id: `${kind}:${positionId}:${date}`, ownerId: owner, listId, positionId, symbol, kind, date, lotIds: [] }, at);
      return;
    }
    case 'SplitApplied': {
      const { positionId, listId, symbol, date, numerator, denominator } = event.data;
      const ratio = numerator / denominator;
      const held = await positions.findOne({ _id: positionId });
      if (held) {
        const adjusted = new Map(event.data.lots.map((lot) => [lot.lotId, lot]));
        await positions.putIfNewer(withLots(held, held.lots.map((lot) => adjusted.get(lot.lotId) ?? lot)), at);
      }
      const rows = [
        ...event.data.lotIds.map((lotId) => `buy:${lotId}`),
        ...event.data.saleIds.map((saleId) => `sell:${saleId}`),
        ...event.data.dividendIds.map((dividendId) => `dividend:${dividendId}`),
      ];
      for (const id of rows) {
        const row = await transactions.findOne({ _id: id });
        if (row && (row._position ?? -1) < at) await transactions.putIfNewer(scaled(row, ratio), at);
      }
      for (const dividendId of event.data.dividendIds) {
        const dividend = await dividends.findOne({ _id: dividendId });
        if (dividend?.lot && (dividend._position ?? -1) < at) {
          const lot = { ...dividend.lot, quantity: roundQuantity(dividend.lot.quantity * ratio), price: dividend.lot.price / ratio };
          await dividends.putIfNewer({ ...dividend, lot, perShare: dividend.perShare && dividend.perShare / ratio }, at);
        }
      }
      const id = `split-applied:${positionId}:${date}`;
      const before = await actions.findOne({ _id: id });
      const lotIds = [...new Set([...(before?.lotIds ?? []), ...event.data.lotIds])];
      await actions.putIfNewer({ _id: id, ownerId: owner, listId, positionId, symbol, kind: 'split-applied', date, lotIds }, at);
      return;
    }
  }
}

/**
 * A deleted list's dividends and decisions go with its positions; a merged position's join the
 * kept one; a removed position's go with it.
 */
export async function followPositions(recorded: RecordedEvent, store: ReadStore): Promise<void> {
  const owner = ownerOf(recorded);
  const at = recorded.position;
  const dividends = store.collection<DividendDoc>(DIVIDENDS);
  const actions = store.collection<CorporateActionDoc>(CORPORATE_ACTIONS);
  const data = recorded.data as { listId: string; movedTo?: string; positionId?: string; mergedPositionId?: string };
  if (recorded.type === 'ListDeleted') {
    await moveToList(dividends, owner, data.listId, data.movedTo!, at);
    await moveToList(actions, owner, data.listId, data.movedTo!, at);
    return;
  }
  if (recorded.type === 'PositionRemoved') {
    for (const doc of await dividends.find({ positionId: data.positionId! })) await dividends.deleteIfNewer(doc._id, at);
    for (const doc of await actions.find({ positionId: data.positionId! })) await actions.deleteIfNewer(doc._id, at);
    return;
  }
  if (recorded.type === 'PositionsMerged') {
    const joined = <T extends DividendDoc | CorporateActionDoc>(doc: T): T => ({ ...doc, positionId: data.positionId!, listId: data.listId });
    await rewriteEach(dividends, await dividends.find({ positionId: data.mergedPositionId! }), joined, at);
    await rewriteEach(actions, await actions.find({ positionId: data.mergedPositionId! }), joined, at);
  }
}
