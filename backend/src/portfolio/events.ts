import type { DomainEvent } from '../shared/decider.ts';
import type { DividendEvent } from './dividends/events.ts';
import type { SplitEvent } from './splits/events.ts';

/** Portfolio events live in the user's book stream (shared/streams.ts). Each names its list. */

/** A tax lot: shares bought together at one price on one date. */
export interface Lot {
  lotId: string;
  quantity: number;
  price: number;
  /** YYYY-MM-DD; null when the purchase date is unknown. */
  date: string | null;
  /** The date was not given (a CSV without dates gets today): estimate-purchase-dates may fill it. */
  dateDefaulted?: boolean;
}

export type TaxLotMethod = 'fifo' | 'lifo' | 'average' | 'specific';

export type PositionOpened = DomainEvent<
  'PositionOpened',
  { positionId: string; listId: string; symbol: string; lot: Lot; source: 'manual' | 'bulk' | 'import' }
>;

/** More shares of a symbol the list already holds: a new tax lot on the same position. */
export type PositionIncreased = DomainEvent<'PositionIncreased', { positionId: string; listId: string; symbol: string; lot: Lot }>;

/** One purchase of a symbol the list already holds, as a PositionIncreased carries it. */
export type Purchase = Omit<PositionIncreased['data'], 'listId'>;

/**
 * Many purchases of symbols the list already holds, decided together (an import or a bulk add:
 * a 100k-row broker file is a few hundred of these instead of 100k events). Each purchase means
 * exactly what a PositionIncreased of it means, in the order given.
 */
export type PositionsIncreased = DomainEvent<'PositionsIncreased', { listId: string; purchases: Purchase[] }>;

/** Purchases in one PositionsIncreased at most (an event stays ~150 KB). */
export const PURCHASES_PER_EVENT = 1000;

/** The PositionIncreased events a PositionsIncreased stands for, in order. */
export function eachPurchase(event: PositionsIncreased): PositionIncreased[] {
  const { listId, purchases } = event.data;
  return purchases.map(({ positionId, symbol, lot }) => ({ type: 'PositionIncreased', data: { positionId, listId, symbol, lot } }));
}

/**
 * Recorded before lots were edited one by one: a position's lots replaced by one lot. No longer
 * decided (it rewrote history); kept so that logs holding it replay as they did.
 */
export type PositionAdjusted = DomainEvent<'PositionAdjusted', { positionId: string; listId: string; lot: Lot }>;

export type PositionRemoved = DomainEvent<'PositionRemoved', { positionId: string; listId: string }>;

/**
 * The investor corrected one lot: the shares of it still held, its price and its trade date.
 * Sales that already took shares of it keep what they recorded.
 */
export type LotChanged = DomainEvent<
  'LotChanged',
  { positionId: string; listId: string; lotId: string; quantity: number; price: number; date: string }
>;

/** The shares of a lot still held were never bought (a mistake): the lot closes; past sales stay. */
export type LotRemoved = DomainEvent<'LotRemoved', { positionId: string; listId: string; lotId: string }>;

/** A recorded sale's price, fees, date or notes corrected; its quantity and lots stay as decided. */
export type SaleChanged = DomainEvent<
  'SaleChanged',
  {
    saleId: string;
    positionId: string;
    listId: string;
    price: number;
    fees: number;
    date: string;
    notes: string | null;
    proceeds: number;
    realizedGain: number;
  }
>;

export interface LotSold {
  lotId: string;
  quantity: number;
  costBasis: number;
}

export type PositionSold = DomainEvent<
  'PositionSold',
  {
    saleId: string;
    positionId: string;
    listId: string;
    symbol: string;
    quantity: number;
    price: number;
    fees: number;
    date: string;
    notes: string | null;
    method: TaxLotMethod;
    lots: LotSold[];
    costBasis: number;
    /** quantity x price - fees */
    proceeds: number;
    realizedGain: number;
  }
>;

export type PurchaseDateEstimated = DomainEvent<
  'PurchaseDateEstimated',
  { positionId: string; listId: string; lotId: string; date: string; low: number; high: number }
>;

export type CashFlowType = 'deposit' | 'withdrawal';

export interface CashFlowData {
  cashFlowId: string;
  listId: string;
  type: CashFlowType;
  amount: number;
  date: string;
  description: string | null;
}

export type CashFlowRecorded = DomainEvent<'CashFlowRecorded', CashFlowData>;
export type CashFlowChanged = DomainEvent<'CashFlowChanged', CashFlowData>;
export type CashFlowRemoved = DomainEvent<'CashFlowRemoved', { cashFlowId: string; listId: string }>;

export type PortfolioEvent =
  | PositionOpened
  | PositionIncreased
  | PositionsIncreased
  | PositionAdjusted
  | PositionRemoved
  | LotChanged
  | LotRemoved
  | SaleChanged
  | PositionSold
  | PurchaseDateEstimated
  | CashFlowRecorded
  | CashFlowChanged
  | CashFlowRemoved
  | DividendEvent
  | SplitEvent;

export const PORTFOLIO_EVENT_TYPES: ReadonlySet<PortfolioEvent['type']> = new Set([
  'PositionOpened',
  'PositionIncreased',
  'PositionsIncreased',
  'PositionAdjusted',
  'PositionRemoved',
  'LotChanged',
  'LotRemoved',
  'SaleChanged',
  'PositionSold',
  'PurchaseDateEstimated',
  'CashFlowRecorded',
  'CashFlowChanged',
  'CashFlowRemoved',
  'DividendReceived',
  'DividendChanged',
  'DividendRemoved',
  'DividendDismissed',
  'SplitApplied',
  'SplitDismissed',
]);
