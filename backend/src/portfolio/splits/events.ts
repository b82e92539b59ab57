import type { DomainEvent } from '../../shared/decider.ts';
import type { Lot } from '../events.ts';

/**
 * A stock split applied to a position: every lot bought before `date` (and not yet adjusted for
 * this split) now holds quantity x ratio shares at price / ratio, ratio = numerator / denominator
 * (4:1 -> 4, a 1:10 reverse split -> 0.1); cost is unchanged. Lots bought on or after `date` are
 * already in post-split shares and are untouched.
 */
export type SplitApplied = DomainEvent<
  'SplitApplied',
  {
    positionId: string;
    listId: string;
    symbol: string;
    /** YYYY-MM-DD, the first day the shares traded split-adjusted. */
    date: string;
    numerator: number;
    denominator: number;
    /** The open lots adjusted, as they are after the split. */
    lots: Lot[];
    /** Every lot adjusted, open or already sold (their purchases in the ledger are adjusted too). */
    lotIds: string[];
    /** Sales dated before the split: their quantities and prices in the ledger are adjusted. */
    saleIds: string[];
    /** Reinvested dividends dated before the split: their ledger rows are adjusted. */
    dividendIds: string[];
    source: 'suggestion' | 'manual' | 'import';
  }
>;

/** The investor said the provider's split of `symbol` on `date` does not apply to this position. */
export type SplitDismissed = DomainEvent<'SplitDismissed', { positionId: string; listId: string; symbol: string; date: string }>;

export type SplitEvent = SplitApplied | SplitDismissed;

export const SPLIT_EVENT_TYPES = ['SplitApplied', 'SplitDismissed'] as const;
