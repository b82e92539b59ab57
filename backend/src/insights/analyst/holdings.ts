/** The list as an analyst sees it: holdings valued now, weights, sector weights, cash. */
import { companyName, type PortfolioItem, type PortfolioSummary } from '@folio/contracts';
import { round, type HoldingFact, type ListFacts, type PositionFacts, type SummaryFacts } from './facts.ts';

export function listFacts(
  list: { id: string; name: string | null },
  items: readonly PortfolioItem[],
  cashBalance: number | null,
  maxPositionSize: number,
): ListFacts {
  const held = items.filter((item) => item.quantity > 0 && item.totalValue !== null);
  const investedValue = round(held.reduce((sum, item) => sum + item.totalValue!, 0));
  const totalValue = round(investedValue + Math.max(0, cashBalance ?? 0));
  const weight = (value: number) => (totalValue > 0 ? round((value / totalValue) * 100) : 0);
  const holdings: HoldingFact[] = held
    .map((item) => ({
      symbol: item.symbol,
      name: companyName(item.symbol),
      quantity: item.quantity,
      price: item.currentPrice,
      value: item.totalValue!,
      costBasis: item.costBasis,
      weight: weight(item.totalValue!),
      gainLossPercent: item.gainLossPercent,
      sector: item.stockData?.sector ?? null,
      marketCap: item.stockData?.marketCap ?? null,
      dayChangePercent: item.stockData?.dayChangePercent ?? null,
    }))
    .sort((a, b) => b.value - a.value);
  const watching = items.filter((item) => item.quantity === 0).map((item) => item.symbol);
  return { listId: list.id, listName: list.name, holdings, watching, investedValue, cashBalance, totalValue, maxPositionSize };
}

/** Percent of the list in `sector`. */
export function sectorWeight(list: ListFacts, sector: string | null): number | null {
  if (!sector) return null;
  return round(list.holdings.filter((h) => h.sector === sector).reduce((sum, h) => sum + h.weight, 0));
}

export function positionFacts(list: ListFacts, symbol: string, sector: string | null): PositionFacts {
  const holding = list.holdings.find((h) => h.symbol === symbol);
  return {
    held: holding !== undefined,
    quantity: holding?.quantity ?? 0,
    value: holding?.value ?? 0,
    weight: holding?.weight ?? 0,
    sector,
    sectorWeight: sectorWeight(list, sector),
    maxPositionSize: list.maxPositionSize,
    totalStocks: list.holdings.length,
    cashBalance: list.cashBalance,
    listValue: list.totalValue,
  };
}

export function summaryFacts(summary: PortfolioSummary): SummaryFacts {
  return {
    totalValue: summary.totalValue,
    totalCost: summary.totalCost,
    totalGainLoss: summary.totalGainLoss,
    totalGainLossPercent: summary.totalGainLossPercent,
    annualizedReturn: summary.annualizedReturn,
    timeWeightedAnnualized: summary.returns.timeWeighted.annualized,
    sixMonthReturn: summary.timeBasedReturns.sixMonth,
    oneYearReturn: summary.timeBasedReturns.oneYear,
    from: summary.returns.from,
    to: summary.returns.to,
  };
}
