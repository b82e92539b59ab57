/** The summary cards of a list (GET /api/investments/summary) from its holdings, ledger and returns. */
import { roundMoney, type PortfolioSummary } from '@folio/contracts';
import { dividendIncome } from './dividends/income.ts';
import { syncTotals, type HoldingTotals } from './holding-totals.ts';
import type { Holding } from './items.ts';
import type { TransactionDoc } from './projection.ts';
import type { ReturnsSummary } from './returns/index.ts';

const percent = (fraction: number | null) => (fraction === null ? null : Math.round(fraction * 10_000) / 100);

/** The summary cards: values from the holdings (or their totals, computed ahead), returns from the ledger (docs/returns.md). */
export function toSummary(
  items: readonly Holding[] | HoldingTotals,
  ledger: readonly TransactionDoc[],
  returns: ReturnsSummary,
  asOf: string | null,
): PortfolioSummary {
  const totals = 'totalValue' in items ? items : syncTotals(items);
  const { totalValue, totalCost, totalGainLoss } = totals;
  const cash = ledger.some((row) => row.kind === 'deposit' || row.kind === 'withdrawal');
  // The cash the returns were computed with: buys the recorded cash could not pay for were paid
  // from outside the list (implicit deposits, docs/returns.md), so it never goes negative.
  const cashBalance = cash ? roundMoney(returns.cash) : null;
  const trailing = returns.timeWeighted.trailing;
  const periods = {
    sixMonth: percent(trailing.sixMonth),
    oneYear: percent(trailing.oneYear),
    threeYear: percent(trailing.threeYear),
    fiveYear: percent(trailing.fiveYear),
    tenYear: percent(trailing.tenYear),
  };
  return {
    totalValue,
    totalCost,
    totalGainLoss,
    totalGainLossPercent: totalCost > 0 ? Math.round((totalGainLoss / totalCost) * 10_000) / 100 : 0,
    realizedGain: totals.realizedGain,
    cashBalance,
    annualizedReturn: percent(returns.moneyWeighted.annualized),
    timeBasedReturns: periods,
    returns: {
      timeWeighted: { total: percent(returns.timeWeighted.total), annualized: percent(returns.timeWeighted.annualized), periods },
      moneyWeighted: { annualized: percent(returns.moneyWeighted.annualized) },
      from: returns.start,
      to: returns.until,
      mode: cash ? 'cash' : 'holdings',
    },
    positions: totals.positions,
    asOf,
    dividends: dividendIncome(ledger, returns.until, totalCost, totalValue),
  };
}
