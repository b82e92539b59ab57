/** The list as an analyst sees it: holdings valued now, weights, sector weights, cash. */
import { companyName, type PortfolioItem, type PortfolioSummary } from '@folio/contracts';
import { round, type HoldingFact, type ListFacts, type PositionFacts, type SummaryFacts } from './facts.ts';

export function listFacts(
  list: { id: string; name: string | null },
  items: readonly PortfolioItem[],
  cashBalance: number | null,
  maxPositionSize: number,
): ListFacts {
  // Across lists one symbol can be several positions: the analyst sees one holding per symbol.
  const bySymbol = new Map<string, PortfolioItem[]>();
  for (const item of items) if (item.quantity > 0 && item.totalValue !== null) bySymbol.set(item.symbol, [...(bySymbol.get(item.symbol) ?? []), item]);
  // Values and costs in the list's base currency (a yen holding is not worth its yen in dollars).
  const valueOf = (item: PortfolioItem) => (item.base ? item.base.totalValue : item.totalValue);
  const costOf = (item: PortfolioItem) => (item.base ? item.base.costBasis : item.costBasis);
  const sum = (rows: PortfolioItem[], pick: (item: PortfolioItem) => number | null) => round(rows.reduce((total, item) => total + (pick(item) ?? 0), 0));
  const investedValue = round([...bySymbol.values()].reduce((total, rows) => total + sum(rows, valueOf), 0));
  const totalValue = round(investedValue + Math.max(0, cashBalance ?? 0));
  const weight = (value: number) => (totalValue > 0 ? round((value / totalValue) * 100) : 0);
  const holdings: HoldingFact[] = [...bySymbol.entries()]
    .map(([symbol, rows]) => {
      const value = sum(rows, valueOf);
      const costBasis = rows.every((item) => costOf(item) !== null) ? sum(rows, costOf) : null;
      const stock = rows[0]!.stockData;
      return {
        symbol,
        name: companyName(symbol),
        quantity: round(rows.reduce((total, item) => total + item.quantity, 0), 6),
        price: rows[0]!.currentPrice,
        value,
        costBasis,
        weight: weight(value),
        gainLossPercent: costBasis ? round(((value - costBasis) / costBasis) * 100) : null,
        sector: stock?.sector ?? null,
        marketCap: stock?.marketCap ?? null,
        dayChangePercent: stock?.dayChangePercent ?? null,
      };
    })
    .sort((a, b) => b.value - a.value);
  const watching = [...new Set(items.filter((item) => item.quantity === 0 && !bySymbol.has(item.symbol)).map((item) => item.symbol))];
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
