import { amountOf, exactSum } from '@folio/contracts';
import type { Decider } from '../shared/decider.ts';
import { NotFoundError, ValidationError } from '../shared/errors.ts';
import type { ListEvent } from '../lists/events.ts';
import type { CashFlowData, Lot, LotSold, PortfolioEvent, TaxLotMethod } from './events.ts';
import { decideFormEdit, decideLotChange, decideLotRemoval, decideSaleChange, evolveLotEdit, type LotEdit, type SaleEdit } from './lot-edits.ts';
import { heldQuantity, remainingLots, roundMoney, selectLots } from './lots.ts';
import { purchasesTogether } from './purchases-together.ts';
import { evolveDividendsAndSplits } from './actions-evolve.ts';
import { decideDividend, type DividendCommand } from './dividends/decide.ts';
import { emptyHistory, type LedgerHistory } from './ledger-history.ts';
import { decideSplit, type SplitCommand } from './splits/decide.ts';
import { interned } from '../shared/interned.ts';

/**
 * The book's own copy of a lot, its trade date shared with every other lot of that day: a book
 * holds thousands of lots on a few hundred dates, and each event brings its own copy of the text.
 */
const keptLot = (lot: Lot): Lot => ({ ...lot, date: interned(lot.date) });

export interface PositionState {
  positionId: string;
  listId: string;
  symbol: string;
  lots: Lot[];
}

/** The part of a user's book the portfolio rules need. */
export interface BookState {
  lists: Map<string, { taxLotMethod: TaxLotMethod }>;
  positions: Map<string, PositionState>;
  /** `listId symbol` -> position: a list holds one position per symbol, with many lots. */
  bySymbol: Map<string, string>;
  cashFlows: Map<string, CashFlowData>;
  /**
   * Every lot's trade date (also of lots sold out since: a sale may not be dated before them),
   * sales, dividends and splits, for the dividend and split rules (ledger-history.ts).
   */
  history: LedgerHistory;
  /** Recorded sales, for changing one and for the dates that bound a lot edit. */
  sales: Map<string, SaleState>;
}

export interface SaleState {
  saleId: string;
  positionId: string;
  listId: string;
  symbol: string;
  method: TaxLotMethod;
  quantity: number;
  price: number;
  fees: number;
  date: string;
  notes: string | null;
  lots: LotSold[];
  costBasis: number;
}

export interface NewPosition {
  positionId: string;
  listId: string;
  symbol: string;
  lot: Lot;
}

export interface Sale {
  saleId: string;
  positionId: string;
  quantity: number;
  price: number;
  fees: number;
  date: string;
  notes: string | null;
  /** Overrides the list's tax-lot method for this sale. */
  method?: TaxLotMethod;
  lots?: { lotId: string; quantity: number }[];
}

export type PortfolioCommand =
  | { type: 'OpenPositions'; data: { positions: NewPosition[]; source: 'manual' | 'bulk' | 'import'; missingList: string } }
  | { type: 'AdjustPosition'; data: { positionId: string; lot: Lot } }
  | { type: 'AddLot'; data: { positionId: string; lot: Lot } }
  | { type: 'ChangeLot'; data: LotEdit }
  | { type: 'RemoveLot'; data: { positionId: string; lotId: string } }
  | { type: 'ChangeSale'; data: SaleEdit }
  | { type: 'RemovePosition'; data: { positionId: string } }
  | { type: 'SellPosition'; data: Sale }
  | { type: 'EstimatePurchaseDates'; data: { estimates: { positionId: string; lotId: string; date: string; low: number; high: number }[] } }
  | { type: 'RecordCashFlow'; data: CashFlowData }
  | { type: 'ChangeCashFlow'; data: Omit<CashFlowData, 'listId'> }
  | { type: 'RemoveCashFlow'; data: { cashFlowId: string } }
  | DividendCommand
  | SplitCommand;

type BookEvent = PortfolioEvent | ListEvent;

export const POSITION_NOT_FOUND = 'Position not found';
export const CASH_FLOW_NOT_FOUND = 'Cash flow not found';

function position(state: BookState, positionId: string): PositionState {
  const found = state.positions.get(positionId);
  if (!found) throw new NotFoundError(POSITION_NOT_FOUND);
  return found;
}

/** Lots bought on or before `day`; a lot whose date was never learned counts as the oldest. */
const lotsHeldOn = (lots: readonly Lot[], day: string) => lots.filter((lot) => lot.date === null || lot.date <= day);

/** The edit form's quantity, price and date are what the position shows now. */
function unchangedEdit(lots: readonly Lot[], edit: Lot): boolean {
  const quantity = heldQuantity(lots);
  if (Math.abs(quantity - edit.quantity) > 1e-9) return false;
  if (quantity === 0) return true;
  const dates = lots.map((lot) => lot.date).filter((date): date is string => date !== null).sort();
  const average = exactSum(lots.map((lot) => amountOf(lot.quantity, lot.price))) / quantity;
  return roundMoney(average) === roundMoney(edit.price) && (dates[0] ?? null) === edit.date;
}

function decideSale(sale: Sale, state: BookState): PortfolioEvent[] {
  const held = position(state, sale.positionId);
  const heldQty = heldQuantity(held.lots);
  if (!(sale.quantity > 0) || sale.quantity > heldQty) {
    throw new ValidationError(`Please enter a valid quantity (1-${heldQty})`);
  }
  if (!(sale.price > 0)) throw new ValidationError('Please enter a valid price');
  // A sale can only sell what was held on its trade date (any method; docs/returns.md).
  const eligible = lotsHeldOn(held.lots, sale.date);
  const heldThen = heldQuantity(eligible);
  if (heldThen === 0) {
    const first = held.lots.map((lot) => lot.date).filter((date): date is string => date !== null).sort()[0];
    throw new ValidationError(`No shares of ${held.symbol} were held on ${sale.date}${first ? `: the first purchase still held is on ${first}` : ''}`);
  }
  if (sale.quantity > heldThen) {
    throw new ValidationError(`Only ${heldThen} shares of ${held.symbol} bought on or before ${sale.date} are still held; a sale on that date cannot sell ${sale.quantity}`);
  }
  const gross = amountOf(sale.quantity, sale.price);
  if (sale.fees > gross) throw new ValidationError(`Fees (${sale.fees}) cannot exceed the sale's gross proceeds (${roundMoney(gross)})`);
  const method = sale.method ?? state.lists.get(held.listId)?.taxLotMethod ?? 'fifo';
  if (method === 'specific') {
    const later = (sale.lots ?? []).find((pick) => !eligible.some((lot) => lot.lotId === pick.lotId) && held.lots.some((lot) => lot.lotId === pick.lotId));
    if (later) throw new ValidationError(`lots: lot ${later.lotId} was bought after ${sale.date}, the sale's date`);
  }
  const lots = selectLots(eligible, sale.quantity, method, sale.lots);
  const costBasis = roundMoney(lots.reduce((sum, lot) => sum + lot.costBasis, 0));
  const proceeds = roundMoney(gross - sale.fees);
  const { saleId, positionId, quantity, price, fees, date, notes } = sale;
  return [
    {
      type: 'PositionSold',
      data: {
        saleId, positionId, listId: held.listId, symbol: held.symbol, quantity, price, fees, date, notes, method,
        lots: lots.map((lot) => ({ ...lot, costBasis: roundMoney(lot.costBasis) })),
        costBasis,
        proceeds,
        realizedGain: roundMoney(proceeds - costBasis),
      },
    },
  ];
}

const symbolKey = (listId: string, symbol: string) => `${listId} ${symbol}`;

/**
 * A symbol new to the list opens a position; a symbol it already has gets a new lot on that
 * position (watch-only rows for a symbol already tracked change nothing).
 */
function decideOpenings(data: OpenPositionsData, state: BookState): PortfolioEvent[] {
  const events: PortfolioEvent[] = [];
  const openedNow = new Map<string, string>();
  for (const opened of data.positions) {
    const event = decideOpening(data, opened, state, openedNow);
    if (event) events.push(event);
  }
  return purchasesTogether(events);
}

type OpenPositionsData = Extract<PortfolioCommand, { type: 'OpenPositions' }>['data'];

/**
 * One position of an OpenPositions command (an import decides 100k of them in slices):
 * `openedNow` is shared by the positions of one command, by list and symbol.
 */
export function decideOpening(
  { source, missingList }: Pick<OpenPositionsData, 'source' | 'missingList'>,
  opened: NewPosition,
  state: BookState,
  openedNow: Map<string, string>,
): PortfolioEvent | null {
  if (!state.lists.has(opened.listId)) throw new NotFoundError(missingList);
  const key = symbolKey(opened.listId, opened.symbol);
  const existing = state.bySymbol.get(key) ?? openedNow.get(key);
  if (existing === undefined) {
    openedNow.set(key, opened.positionId);
    return { type: 'PositionOpened', data: { ...opened, source } };
  }
  if (opened.lot.quantity > 0) return { type: 'PositionIncreased', data: { positionId: existing, listId: opened.listId, symbol: opened.symbol, lot: opened.lot } };
  return null;
}

/**
 * Decides portfolio commands on the user's book. `evolve` updates the state it is given (the
 * book of an active investor holds thousands of lots; copying it per event would be quadratic);
 * handleCommand builds a fresh state per command, so no state is shared.
 */
export const portfolioDecider: Decider<BookState, PortfolioCommand, BookEvent> = {
  initialState: () => ({ lists: new Map(), positions: new Map(), bySymbol: new Map(), cashFlows: new Map(), history: emptyHistory(), sales: new Map() }),

  decide(command, state) {
    switch (command.type) {
      case 'RecordDividend':
      case 'ChangeDividend':
      case 'RemoveDividend':
      case 'DismissDividend':
        return decideDividend(command, state);
      case 'ApplySplit':
      case 'DismissSplit':
        return decideSplit(command, state);
      case 'OpenPositions':
        return decideOpenings(command.data, state);
      case 'AdjustPosition': {
        const held = position(state, command.data.positionId);
        // Saving the edit form unchanged (its price is the average cost shown to the cent) keeps
        // the lots and the sales as they are; a change edits lots, never replaces them.
        return decideFormEdit(state, held, command.data.lot, unchangedEdit(held.lots, command.data.lot));
      }
      case 'AddLot': {
        const held = position(state, command.data.positionId);
        return [{ type: 'PositionIncreased', data: { positionId: held.positionId, listId: held.listId, symbol: held.symbol, lot: command.data.lot } }];
      }
      case 'ChangeLot':
        return decideLotChange(state, position(state, command.data.positionId), command.data);
      case 'RemoveLot':
        return decideLotRemoval(position(state, command.data.positionId), command.data.lotId);
      case 'ChangeSale':
        return decideSaleChange(state, command.data);
      case 'RemovePosition': {
        const held = position(state, command.data.positionId);
        return [{ type: 'PositionRemoved', data: { positionId: held.positionId, listId: held.listId } }];
      }
      case 'SellPosition':
        return decideSale(command.data, state);
      case 'EstimatePurchaseDates':
        return command.data.estimates
          .filter(({ positionId, lotId }) => state.positions.get(positionId)?.lots.some((lot) => lot.lotId === lotId && (lot.date === null || lot.dateDefaulted)))
          .map((estimate) => ({
            type: 'PurchaseDateEstimated',
            data: { ...estimate, listId: state.positions.get(estimate.positionId)!.listId },
          }));
      case 'RecordCashFlow':
        if (!state.lists.has(command.data.listId)) throw new NotFoundError('List not found');
        return [{ type: 'CashFlowRecorded', data: command.data }];
      case 'ChangeCashFlow': {
        const existing = state.cashFlows.get(command.data.cashFlowId);
        if (!existing) throw new NotFoundError(CASH_FLOW_NOT_FOUND);
        return [{ type: 'CashFlowChanged', data: { ...command.data, listId: existing.listId } }];
      }
      case 'RemoveCashFlow': {
        const existing = state.cashFlows.get(command.data.cashFlowId);
        if (!existing) throw new NotFoundError(CASH_FLOW_NOT_FOUND);
        return [{ type: 'CashFlowRemoved', data: { cashFlowId: existing.cashFlowId, listId: existing.listId } }];
      }
    }
  },

  evolve(state, event) {
    evolveDividendsAndSplits(state, event);
    switch (event.type) {
      case 'ListCreated':
        state.lists.set(event.data.listId, { taxLotMethod: 'fifo' });
        break;
      case 'ListPreferencesChanged':
        // A change of other preferences leaves the tax-lot method as it was.
        if (event.data.taxLotMethod) state.lists.set(event.data.listId, { taxLotMethod: event.data.taxLotMethod });
        break;
      case 'ListDeleted':
        state.lists.delete(event.data.listId);
        for (const held of state.positions.values()) {
          if (held.listId !== event.data.listId) continue;
          state.bySymbol.delete(symbolKey(held.listId, held.symbol));
          held.listId = event.data.movedTo;
          // The default list may already hold the symbol: PositionsMerged follows and joins them.
          const key = symbolKey(held.listId, held.symbol);
          if (!state.bySymbol.has(key)) state.bySymbol.set(key, held.positionId);
        }
        for (const flow of state.cashFlows.values()) if (flow.listId === event.data.listId) flow.listId = event.data.movedTo;
        for (const sale of state.sales.values()) if (sale.listId === event.data.listId) sale.listId = event.data.movedTo;
        break;
      case 'PositionsMerged': {
        const kept = state.positions.get(event.data.positionId);
        const merged = state.positions.get(event.data.mergedPositionId);
        if (kept && merged) kept.lots.push(...merged.lots);
        for (const sale of state.sales.values()) if (sale.positionId === event.data.mergedPositionId) sale.positionId = event.data.positionId;
        state.positions.delete(event.data.mergedPositionId);
        state.bySymbol.set(symbolKey(event.data.listId, event.data.symbol), event.data.positionId);
        break;
      }
      case 'PositionOpened':
        state.positions.set(event.data.positionId, {
          positionId: event.data.positionId,
          listId: event.data.listId,
          symbol: event.data.symbol,
          lots: event.data.lot.quantity > 0 ? [keptLot(event.data.lot)] : [],
        });
        state.bySymbol.set(symbolKey(event.data.listId, event.data.symbol), event.data.positionId);
        break;
      case 'PositionIncreased':
        state.positions.get(event.data.positionId)?.lots.push(keptLot(event.data.lot));
        break;
      case 'PositionsIncreased':
        for (const { positionId, lot } of event.data.purchases) {
          state.positions.get(positionId)?.lots.push(keptLot(lot));
        }
        break;
      case 'LotChanged':
      case 'LotRemoved':
      case 'SaleChanged':
        evolveLotEdit(state, event);
        break;
      case 'PositionAdjusted': {
        const held = state.positions.get(event.data.positionId);
        if (held) held.lots = event.data.lot.quantity > 0 ? [keptLot(event.data.lot)] : [];
        break;
      }
      case 'PositionRemoved': {
        const removed = state.positions.get(event.data.positionId);
        state.positions.delete(event.data.positionId);
        if (removed) state.bySymbol.delete(symbolKey(removed.listId, removed.symbol));
        for (const sale of state.sales.values()) if (sale.positionId === event.data.positionId) state.sales.delete(sale.saleId);
        break;
      }
      case 'PositionSold': {
        const held = state.positions.get(event.data.positionId);
        if (held) held.lots = remainingLots(held.lots, event.data.lots);
        const { saleId, positionId, listId, symbol, method, quantity, price, fees, date, notes, lots, costBasis } = event.data;
        state.sales.set(saleId, { saleId, positionId, listId, symbol, method, quantity, price, fees, date: interned(date), notes, lots, costBasis });
        break;
      }
      case 'PurchaseDateEstimated': {
        const lot = state.positions.get(event.data.positionId)?.lots.find((candidate) => candidate.lotId === event.data.lotId);
        if (lot) {
          lot.date = event.data.date;
          delete lot.dateDefaulted;
        }
        break;
      }
      case 'CashFlowRecorded':
      case 'CashFlowChanged':
        state.cashFlows.set(event.data.cashFlowId, { ...event.data, date: interned(event.data.date) });
        break;
      case 'CashFlowRemoved':
        state.cashFlows.delete(event.data.cashFlowId);
        break;
    }
    return state;
  },
};
