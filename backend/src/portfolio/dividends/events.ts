import type { DomainEvent } from '../../shared/decider.ts';
import type { Lot } from '../events.ts';

/** cash: paid out (income); reinvested: the net amount bought shares of the same stock (a new lot). */
export type DividendKind = 'cash' | 'reinvested';

/** Who recorded it: typed in, confirmed from the provider's dividend history, or a broker file row. */
export type DividendSource = 'manual' | 'suggestion' | 'import';

export interface DividendData {
  dividendId: string;
  listId: string;
  positionId: string;
  symbol: string;
  kind: DividendKind;
  /** Gross amount paid, before withholding tax. */
  amount: number;
  /** Tax withheld at source (0 when none); the income is amount - withholdingTax. */
  withholdingTax: number;
  /** Dividend per share, when known. */
  perShare: number | null;
  /** YYYY-MM-DD the money was paid (and, when reinvested, the new lot's trade date). */
  payDate: string;
  /** YYYY-MM-DD the shares went ex-dividend, when known: the shares held then earned it. */
  exDate: string | null;
  /** reinvested: the lot it bought (quantity x price = amount - withholdingTax, within a cent or 0.5%: brokers round the shares bought); cash: null. */
  lot: Lot | null;
  source: DividendSource;
}

/** A dividend paid on shares of a position (cash income, or reinvested into a new lot). */
export type DividendReceived = DomainEvent<'DividendReceived', DividendData>;
/** A recorded dividend corrected: every field as it is now (its lot, if reinvested, keeps its id). */
export type DividendChanged = DomainEvent<'DividendChanged', DividendData>;
/** A recorded dividend was never paid: it (and the lot it reinvested into) is gone. */
export type DividendRemoved = DomainEvent<'DividendRemoved', { dividendId: string; listId: string; positionId: string }>;
/** The investor said no to the provider's dividend of `symbol` going ex on `exDate`: it is not offered again. */
export type DividendDismissed = DomainEvent<'DividendDismissed', { listId: string; positionId: string; symbol: string; exDate: string }>;

export type DividendEvent = DividendReceived | DividendChanged | DividendRemoved | DividendDismissed;

export const DIVIDEND_EVENT_TYPES = ['DividendReceived', 'DividendChanged', 'DividendRemoved', 'DividendDismissed'] as const;
