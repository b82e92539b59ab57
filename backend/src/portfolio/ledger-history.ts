/**
 * What the portfolio decider remembers beyond the open lots: every lot's trade date (sold ones
 * too), every sale's lots, the dividends, and the splits applied or dismissed. Dividends need
 * the shares held on a past date; splits need every purchase and sale before their date.
 */
import type { DomainEvent } from '../shared/decider.ts';
import type { DividendData, DividendEvent } from './dividends/events.ts';
import type { Lot, LotSold, Purchase } from './events.ts';
import type { SplitEvent } from './splits/events.ts';
import { roundQuantity } from './lots.ts';
import { interned } from '../shared/interned.ts';

export interface RecordedSale {
  saleId: string;
  positionId: string;
  date: string;
  lots: LotSold[];
}

export interface LedgerHistory {
  /** lotId -> its position and trade date (null: unknown, counts as the oldest). */
  lots: Map<string, { positionId: string; date: string | null }>;
  sales: Map<string, RecordedSale>;
  dividends: Map<string, DividendData>;
  /** `positionId date` -> the lots already adjusted for that split. */
  splits: Map<string, Set<string>>;
  /** `positionId date` of splits the investor dismissed. */
  dismissedSplits: Set<string>;
  /** `listId symbol exDate` of provider dividends the investor dismissed. */
  dismissedDividends: Set<string>;
}

export const emptyHistory = (): LedgerHistory => ({
  lots: new Map(),
  sales: new Map(),
  dividends: new Map(),
  splits: new Map(),
  dismissedSplits: new Set(),
  dismissedDividends: new Set(),
});

export const splitKey = (positionId: string, date: string) => `${positionId} ${date}`;
export const dividendKey = (listId: string, symbol: string, exDate: string) => `${listId} ${symbol} ${exDate}`;

/**
 * Shares of a position held at the end of `day`: the open lots bought on or before it, plus what
 * later sales took from lots bought on or before it.
 */
export function heldOn(history: LedgerHistory, openLots: readonly Lot[], positionId: string, day: string): number {
  let held = 0;
  for (const lot of openLots) if (lot.date === null || lot.date <= day) held += lot.quantity;
  for (const sale of history.sales.values()) {
    if (sale.positionId !== positionId || sale.date <= day) continue;
    for (const sold of sale.lots) {
      const bought = history.lots.get(sold.lotId);
      if (bought && (bought.date === null || bought.date <= day)) held += sold.quantity;
    }
  }
  return roundQuantity(held);
}

type Data = Record<string, unknown>;

/** Folds one book event into the history (the decider's evolve calls it for every event). */
export function evolveHistory(history: LedgerHistory, event: DomainEvent): void {
  const data = event.data as Data;
  switch (event.type) {
    case 'PositionOpened':
    case 'PositionIncreased':
    case 'PositionAdjusted': {
      const lot = data.lot as Lot;
      history.lots.set(lot.lotId, { positionId: interned(data.positionId as string), date: interned(lot.date) });
      return;
    }
    case 'PositionsIncreased':
      for (const { positionId, lot } of data.purchases as Purchase[]) history.lots.set(lot.lotId, { positionId: interned(positionId), date: interned(lot.date) });
      return;
    case 'LotChanged':
    case 'PurchaseDateEstimated': {
      const known = history.lots.get(data.lotId as string);
      if (known) known.date = data.date as string;
      return;
    }
    case 'PositionSold':
      history.sales.set(data.saleId as string, {
        saleId: data.saleId as string,
        positionId: interned(data.positionId as string),
        date: interned(data.date as string),
        lots: (data.lots as LotSold[]).map((lot) => ({ ...lot })),
      });
      return;
    case 'SaleChanged': {
      const sale = history.sales.get(data.saleId as string);
      if (sale) sale.date = data.date as string;
      return;
    }
    case 'PositionsMerged':
      for (const lot of history.lots.values()) if (lot.positionId === data.mergedPositionId) lot.positionId = data.positionId as string;
      for (const sale of history.sales.values()) if (sale.positionId === data.mergedPositionId) sale.positionId = data.positionId as string;
      for (const dividend of history.dividends.values()) {
        if (dividend.positionId === data.mergedPositionId) Object.assign(dividend, { positionId: data.positionId, listId: data.listId });
      }
      return;
    case 'PositionRemoved':
      for (const dividend of history.dividends.values()) if (dividend.positionId === data.positionId) history.dividends.delete(dividend.dividendId);
      return;
    case 'ListDeleted':
      for (const dividend of history.dividends.values()) if (dividend.listId === data.listId) dividend.listId = data.movedTo as string;
      return;
  }
  evolveActions(history, event as DividendEvent | SplitEvent);
}

function evolveActions(history: LedgerHistory, event: DividendEvent | SplitEvent): void {
  switch (event.type) {
    case 'DividendReceived':
    case 'DividendChanged':
      history.dividends.set(event.data.dividendId, { ...event.data, lot: event.data.lot && { ...event.data.lot } });
      if (event.data.lot) history.lots.set(event.data.lot.lotId, { positionId: event.data.positionId, date: event.data.lot.date });
      return;
    case 'DividendRemoved':
      history.dividends.delete(event.data.dividendId);
      return;
    case 'DividendDismissed':
      history.dismissedDividends.add(dividendKey(event.data.listId, event.data.symbol, event.data.exDate));
      return;
    case 'SplitDismissed':
      history.dismissedSplits.add(splitKey(event.data.positionId, event.data.date));
      return;
    case 'SplitApplied': {
      const { positionId, date, numerator, denominator } = event.data;
      const ratio = numerator / denominator;
      const key = splitKey(positionId, date);
      const adjusted = history.splits.get(key) ?? new Set<string>();
      for (const lotId of event.data.lotIds) adjusted.add(lotId);
      history.splits.set(key, adjusted);
      const lotIds = new Set(event.data.lotIds);
      for (const saleId of event.data.saleIds) {
        const sale = history.sales.get(saleId);
        if (sale) sale.lots = sale.lots.map((lot) => (lotIds.has(lot.lotId) ? { ...lot, quantity: roundQuantity(lot.quantity * ratio) } : lot));
      }
      for (const dividendId of event.data.dividendIds) {
        const dividend = history.dividends.get(dividendId);
        if (dividend?.lot) dividend.lot = { ...dividend.lot, quantity: roundQuantity(dividend.lot.quantity * ratio), price: dividend.lot.price / ratio };
        if (dividend?.perShare) dividend.perShare = dividend.perShare / ratio;
      }
      return;
    }
  }
}
