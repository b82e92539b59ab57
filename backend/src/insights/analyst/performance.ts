/** Performance metrics of a portfolio analysis, from the portfolio summary and the holdings' price history. */
import type { PerformanceMetrics, PriceRow } from '@folio/contracts';
import { round, type SummaryFacts } from './facts.ts';

const TRADING_DAYS = 252;

/**
 * Annualised volatility (percent) of the current holdings held at today's weights over the last
 * year of daily closes: the risk of the portfolio as it stands, not of its past trades.
 */
export function portfolioVolatility(holdings: readonly { symbol: string; value: number }[], bars: ReadonlyMap<string, readonly PriceRow[]>): number | null {
  const closes = new Map<string, Map<string, number>>();
  const days = new Set<string>();
  for (const { symbol } of holdings) {
    const rows = bars.get(symbol)?.slice(-(TRADING_DAYS + 1)) ?? [];
    const byDay = new Map(rows.map((row) => [row.t.slice(0, 10), row.c] as const));
    closes.set(symbol, byDay);
    for (const day of byDay.keys()) days.add(day);
  }
  const ordered = [...days].sort();
  const returns: number[] = [];
  for (let i = 1; i < ordered.length; i++) {
    let weighted = 0;
    let weight = 0;
    for (const { symbol, value } of holdings) {
      const byDay = closes.get(symbol)!;
      const before = byDay.get(ordered[i - 1]!);
      const after = byDay.get(ordered[i]!);
      if (before && after) {
        weighted += value * (after / before - 1);
        weight += value;
      }
    }
    if (weight > 0) returns.push(weighted / weight);
  }
  if (returns.length < 20) return null;
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
  return round(Math.sqrt(variance * TRADING_DAYS) * 100);
}

export function performanceOf(summary: SummaryFacts, volatility: number | null, totalStocks: number, analysisDate: string): PerformanceMetrics {
  const annualized = summary.annualizedReturn ?? summary.timeWeightedAnnualized;
  return {
    totalReturn: totalStocks > 0 ? summary.totalGainLossPercent : null,
    annualizedReturn: annualized,
    riskAdjustedReturn: annualized !== null && volatility !== null && volatility > 0 ? round(annualized / volatility) : null,
    volatility,
    calculationPeriod: summary.from ? `${summary.from} to ${summary.to}` : `up to ${summary.to}`,
    methodology:
      'Total return: unrealised gain of the current holdings on their cost. Annualised return: money-weighted (XIRR) over the list\'s ' +
      'transactions, time-weighted when there are no cash flows. Volatility: annualised standard deviation of the daily returns of the ' +
      'current holdings at today\'s weights over the last year. Risk-adjusted return: annualised return divided by that volatility (risk-free rate 0).',
    analysisDate,
    totalStocks,
  };
}
