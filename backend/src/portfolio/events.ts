import type { DomainEvent } from '../shared/decider.ts';

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

/** The investor corrected a position: its lots are replaced by one lot with these values. */
export type PositionAdjusted = DomainEvent<'PositionAdjusted', { positionId: string; listId: string; lot: Lot }>;

export type PositionRemoved = DomainEvent<'PositionRemoved', { positionId: string; listId: string }>;

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
  | PositionAdjusted
  | PositionRemoved
  | PositionSold
  | PurchaseDateEstimated
  | CashFlowRecorded
  | CashFlowChanged
  | CashFlowRemoved;

export const PORTFOLIO_EVENT_TYPES: ReadonlySet<PortfolioEvent['type']> = new Set([
  'PositionOpened',
  'PositionIncreased',
  'PositionAdjusted',
  'PositionRemoved',
  'PositionSold',
  'PurchaseDateEstimated',
  'CashFlowRecorded',
  'CashFlowChanged',
  'CashFlowRemoved',
]);
