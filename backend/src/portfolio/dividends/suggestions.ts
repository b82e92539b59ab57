/**
 * Dividends and splits the market-data provider reports for what a list holds, not yet recorded,
 * applied or dismissed: offered to the investor to confirm (RecordDividend / ApplySplit) or
 * dismiss. Pure: the query gathers the read models and the provider's history.
 */
import { roundMoney, type DividendSuggestion, type SplitSuggestion } from '@folio/contracts';
import type { DividendPayment, StockSplit } from '../../market/provider.ts';
import { toDay, toIsoDate } from '../../shared/days.ts';
import { roundQuantity } from '../lots.ts';
import type { PositionDoc, TransactionDoc } from '../projection.ts';
import { boughtBefore } from '../splits/decide.ts';
import type { CorporateActionDoc, DividendDoc } from './projection.ts';

export interface PositionHistory {
  position: PositionDoc;
  /** The position's buys, sales and reinvested dividends. */
  ledger: readonly TransactionDoc[];
  dividends: readonly DividendDoc[];
  decisions: readonly CorporateActionDoc[];
  providerDividends: readonly DividendPayment[];
  providerSplits: readonly StockSplit[];
}

/** Shares held at the close of `day`, in the ledger's shares (an undated purchase counts as the oldest). */
function heldAtClose(ledger: readonly TransactionDoc[], day: string): number {
  let held = 0;
  for (const row of ledger) {
    if (row.quantity === null || (row.date !== null && row.date > day)) continue;
    if (row.kind === 'buy' || row.kind === 'dividend') held += row.quantity;
    else if (row.kind === 'sell') held -= row.quantity;
  }
  return roundQuantity(held);
}

const decided = (decisions: readonly CorporateActionDoc[], kind: CorporateActionDoc['kind'], date: string) =>
  decisions.find((decision) => decision.kind === kind && decision.date === date);

/** A recorded dividend answers for the provider's when the ex-dates match, or it was paid within 60 days after. */
function recorded(dividends: readonly DividendDoc[], exDate: string): boolean {
  const latest = toIsoDate(toDay(exDate) + 60);
  return dividends.some((dividend) => dividend.exDate === exDate || (dividend.exDate === null && dividend.payDate >= exDate && dividend.payDate <= latest));
}

export function dividendSuggestions(history: PositionHistory): DividendSuggestion[] {
  const { position, ledger, dividends, decisions, providerDividends, providerSplits } = history;
  const suggestions: DividendSuggestion[] = [];
  for (const payment of providerDividends) {
    if (decided(decisions, 'dividend-dismissed', payment.exDate) || recorded(dividends, payment.exDate)) continue;
    // The provider's amounts are per today's share; the ledger's shares from before a split not
    // yet applied (nor dismissed) are still the old ones.
    const factor = providerSplits
      .filter((split) => split.date > payment.exDate && !decided(decisions, 'split-applied', split.date) && !decided(decisions, 'split-dismissed', split.date))
      .reduce((product, split) => product * (split.numerator / split.denominator), 1);
    const quantity = roundQuantity(heldAtClose(ledger, toIsoDate(toDay(payment.exDate) - 1)) * factor);
    if (!(quantity > 0)) continue;
    suggestions.push({
      symbol: position.symbol, portfolioId: position._id, exDate: payment.exDate, payDate: payment.exDate, perShare: payment.amount,
      quantity, amount: roundMoney(quantity * payment.amount),
    });
  }
  return suggestions;
}

export function splitSuggestions(history: PositionHistory): SplitSuggestion[] {
  const { position, decisions, providerSplits } = history;
  const suggestions: SplitSuggestion[] = [];
  for (const split of providerSplits) {
    if (decided(decisions, 'split-dismissed', split.date)) continue;
    const adjusted = new Set(decided(decisions, 'split-applied', split.date)?.lotIds ?? []);
    const before = position.lots.filter((lot) => boughtBefore(lot.date, split.date) && !adjusted.has(lot.lotId));
    const sharesBefore = roundQuantity(before.reduce((sum, lot) => sum + lot.quantity, 0));
    if (!(sharesBefore > 0)) continue;
    const { date, numerator, denominator } = split;
    suggestions.push({
      symbol: position.symbol, portfolioId: position._id, date, numerator, denominator, sharesBefore,
      sharesAfter: roundQuantity((sharesBefore * numerator) / denominator),
    });
  }
  return suggestions;
}
