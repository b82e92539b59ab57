/**
 * Editing a position's history one entry at a time (docs/returns.md, "Editing history"): a lot is
 * added, changed or removed, a sale's price, fees, date or notes changed. Nothing replaces the
 * lots wholesale, so recorded sales keep the lots they took and the ledger keeps its rows.
 */
import { amountOf } from '@folio/contracts';
import { NotFoundError, ValidationError } from '../shared/errors.ts';
import type { BookState, PositionState } from './decider.ts';
import type { Lot, PortfolioEvent } from './events.ts';
import { roundMoney } from './lots.ts';

export const LOT_NOT_FOUND = 'Lot not found';
export const SALE_NOT_FOUND = 'Sale not found';

export interface LotEdit {
  positionId: string;
  lotId: string;
  quantity: number;
  price: number;
  date: string;
}

export interface SaleEdit {
  saleId: string;
  price: number;
  fees: number;
  date: string;
  notes: string | null;
}

const salesOf = (state: BookState, positionId: string) => [...state.sales.values()].filter((sale) => sale.positionId === positionId);

function openLot(held: PositionState, lotId: string): Lot {
  const lot = held.lots.find((candidate) => candidate.lotId === lotId);
  if (!lot) throw new NotFoundError(LOT_NOT_FOUND);
  return lot;
}

/** A lot's new trade date may not come after a sale that already sold shares of it. */
function checkLotDate(state: BookState, held: PositionState, lotId: string, date: string) {
  const earlier = salesOf(state, held.positionId)
    .filter((sale) => sale.date < date && sale.lots.some((taken) => taken.lotId === lotId))
    .sort((a, b) => (a.date < b.date ? -1 : 1))[0];
  if (earlier) {
    throw new ValidationError(`A sale on ${earlier.date} sold shares of this lot, so the lot cannot be dated after ${earlier.date}`);
  }
}

export function decideLotChange(state: BookState, held: PositionState, edit: LotEdit): PortfolioEvent[] {
  const lot = openLot(held, edit.lotId);
  checkLotDate(state, held, edit.lotId, edit.date);
  if (lot.quantity === edit.quantity && lot.price === edit.price && lot.date === edit.date && !lot.dateDefaulted) return [];
  const { positionId, lotId, quantity, price, date } = edit;
  return [{ type: 'LotChanged', data: { positionId, listId: held.listId, lotId, quantity, price, date } }];
}

export function decideLotRemoval(held: PositionState, lotId: string): PortfolioEvent[] {
  openLot(held, lotId);
  return [{ type: 'LotRemoved', data: { positionId: held.positionId, listId: held.listId, lotId } }];
}

/**
 * The edit form (quantity, price, date of the whole position) mapped onto lots: unchanged records
 * nothing; 0 closes every open lot; a watch-only symbol gets its first lot; a single open lot is
 * changed. A position of several open lots is ambiguous from one price and date: each lot is
 * edited on its own.
 */
export function decideFormEdit(state: BookState, held: PositionState, lot: Lot, unchanged: boolean): PortfolioEvent[] {
  if (unchanged) return [];
  if (lot.quantity === 0) return held.lots.flatMap((open) => decideLotRemoval(held, open.lotId));
  if (held.lots.length === 0) {
    return [{ type: 'PositionIncreased', data: { positionId: held.positionId, listId: held.listId, symbol: held.symbol, lot } }];
  }
  if (held.lots.length > 1) {
    throw new ValidationError(`This position has ${held.lots.length} lots: change, add or remove them one at a time`);
  }
  return decideLotChange(state, held, { positionId: held.positionId, lotId: held.lots[0]!.lotId, quantity: lot.quantity, price: lot.price, date: lot.date! });
}

export function decideSaleChange(state: BookState, edit: SaleEdit): PortfolioEvent[] {
  const sale = state.sales.get(edit.saleId);
  if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
  if (!(edit.price > 0)) throw new ValidationError('Please enter a valid price');
  const boughtLast = sale.lots
    // Every lot's trade date, also of lots sold out since (ledger-history.ts).
    .map((taken) => state.history.lots.get(taken.lotId)?.date ?? null)
    .filter((date): date is string => date !== null)
    .sort()
    .at(-1);
  if (boughtLast && edit.date < boughtLast) {
    throw new ValidationError(`This sale sold shares bought on ${boughtLast}, so it cannot be dated before ${boughtLast}`);
  }
  const gross = amountOf(sale.quantity, edit.price);
  if (edit.fees > gross) throw new ValidationError(`Fees (${edit.fees}) cannot exceed the sale's gross proceeds (${roundMoney(gross)})`);
  if (sale.price === edit.price && sale.fees === edit.fees && sale.date === edit.date && sale.notes === edit.notes) return [];
  const proceeds = roundMoney(gross - edit.fees);
  return [
    {
      type: 'SaleChanged',
      data: {
        saleId: sale.saleId, positionId: sale.positionId, listId: sale.listId,
        price: edit.price, fees: edit.fees, date: edit.date, notes: edit.notes,
        proceeds, realizedGain: roundMoney(proceeds - sale.costBasis),
      },
    },
  ];
}

/** Applies a lot or sale edit to the decider's state (in place, as the decider's evolve does). */
export function evolveLotEdit(state: BookState, event: PortfolioEvent): void {
  switch (event.type) {
    case 'LotChanged': {
      const held = state.positions.get(event.data.positionId);
      const lot = held?.lots.find((candidate) => candidate.lotId === event.data.lotId);
      if (held && lot) {
        Object.assign(lot, { quantity: event.data.quantity, price: event.data.price, date: event.data.date });
        delete lot.dateDefaulted;
      }
      return;
    }
    case 'LotRemoved': {
      const held = state.positions.get(event.data.positionId);
      if (held) held.lots = held.lots.filter((lot) => lot.lotId !== event.data.lotId);
      return;
    }
    case 'SaleChanged': {
      const sale = state.sales.get(event.data.saleId);
      if (sale) Object.assign(sale, { price: event.data.price, fees: event.data.fees, date: event.data.date, notes: event.data.notes });
      return;
    }
  }
}
