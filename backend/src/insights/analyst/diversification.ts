/**
 * Allocation by sector, market cap and region, and the two scores out of 10. The scores are sums
 * of named parts, each reported with the figures it used, so a score can be checked by hand.
 */
import type { AllocationSlice, DiversificationAnalysis } from '@folio/contracts';
import { pct, round, type ListFacts, type StockFacts } from './facts.ts';
import { marketCapBucket, regionOf } from './geography.ts';

function allocation(list: ListFacts, key: (symbol: string, sector: string | null, marketCap: number | null) => string): AllocationSlice[] {
  const byName = new Map<string, number>();
  for (const h of list.holdings) {
    const name = key(h.symbol, h.sector, h.marketCap);
    byName.set(name, (byName.get(name) ?? 0) + h.value);
  }
  const invested = list.investedValue;
  return [...byName.entries()]
    .map(([name, value]) => ({ name, value: round(value), percent: invested > 0 ? round((value / invested) * 100) : 0 }))
    .sort((a, b) => b.value - a.value);
}

const topShare = (slices: AllocationSlice[]) => (slices[0]?.percent ?? 0) / 100;

export function diversificationOf(list: ListFacts, stocks: readonly StockFacts[]): DiversificationAnalysis {
  const sectorAllocation = allocation(list, (_s, sector) => sector ?? 'Unknown');
  const marketCapAllocation = allocation(list, (_s, _sector, cap) => marketCapBucket(cap));
  const geographicAllocation = allocation(list, (symbol) => regionOf(symbol));
  const explanation: string[] = [];
  const invested = list.investedValue;
  if (list.holdings.length === 0 || invested <= 0) {
    return { sectorAllocation, marketCapAllocation, geographicAllocation, riskScore: 0, diversificationScore: 0, scoreExplanation: ['No holdings with a price: nothing to score.'] };
  }
  const shares = list.holdings.map((h) => h.value / invested);
  const effective = 1 / shares.reduce((sum, w) => sum + w * w, 0);

  // Diversification: 4 for holdings, 4 for sectors, 1 each for size and region spread.
  const holdingsPart = 4 * Math.min(1, effective / 15);
  const sectors = sectorAllocation.filter((s) => s.name !== 'Unknown').length;
  const sectorPart = 2 * Math.min(1, sectors / 6) + 2 * (1 - topShare(sectorAllocation));
  const sizePart = 1 - topShare(marketCapAllocation);
  const regionPart = 1 - topShare(geographicAllocation);
  const diversificationScore = round(Math.min(10, holdingsPart + sectorPart + sizePart + regionPart), 1);
  explanation.push(
    `Diversification ${diversificationScore}/10: effective number of holdings ${effective.toFixed(1)} (1 / sum of squared weights; 15 or more scores full) gives ${holdingsPart.toFixed(1)}/4; ` +
      `${sectors} sector(s), the largest ${sectorAllocation[0]!.name} at ${pct(sectorAllocation[0]!.percent)}, give ${sectorPart.toFixed(1)}/4; ` +
      `market-cap spread ${sizePart.toFixed(1)}/1; regional spread ${regionPart.toFixed(1)}/1.`,
  );

  // Risk: concentration, sector weight, volatility, leverage and small caps; cash dampens it.
  const largest = Math.max(...shares);
  const volatilityBySymbol = new Map(stocks.map((s) => [s.symbol, s.technicals?.volatility ?? null]));
  const withVolatility = list.holdings.filter((h) => volatilityBySymbol.get(h.symbol) != null);
  const covered = withVolatility.reduce((sum, h) => sum + h.value, 0);
  const volatility = covered > 0 ? withVolatility.reduce((sum, h) => sum + h.value * volatilityBySymbol.get(h.symbol)!, 0) / covered : null;
  const leveraged = stocks.filter((s) => (s.fundamentals.metrics.find((m) => m.metric === 'debtToEquity')?.value ?? 0) > 1.5).map((s) => s.symbol);
  const leveragedShare = list.holdings.filter((h) => leveraged.includes(h.symbol)).reduce((sum, h) => sum + h.value, 0) / invested;
  const smallShare = marketCapAllocation.filter((s) => s.name.startsWith('Small') || s.name.startsWith('Micro')).reduce((sum, s) => sum + s.percent, 0) / 100;
  const cashShare = list.totalValue > 0 ? Math.max(0, list.cashBalance ?? 0) / list.totalValue : 0;
  const parts = {
    concentration: 3 * Math.min(1, largest / 0.5),
    sector: 2 * topShare(sectorAllocation),
    volatility: volatility === null ? 1.5 : 3 * Math.min(1, volatility / 60),
    leverage: leveragedShare,
    smallCaps: smallShare,
  };
  const equityRisk = Object.values(parts).reduce((sum, part) => sum + part, 0);
  const riskScore = round(Math.min(10, equityRisk * (1 - cashShare)), 1);
  explanation.push(
    `Risk ${riskScore}/10: largest position ${pct(largest * 100)} of the holdings gives ${parts.concentration.toFixed(1)}/3; ` +
      `largest sector ${pct(topShare(sectorAllocation) * 100)} gives ${parts.sector.toFixed(1)}/2; ` +
      (volatility === null ? 'volatility unknown, counted as 1.5/3; ' : `value-weighted volatility ${pct(volatility)} a year gives ${parts.volatility.toFixed(1)}/3; `) +
      `debt to equity above 1.5 in ${pct(leveragedShare * 100)} of the value gives ${parts.leverage.toFixed(1)}/1; ` +
      `small and micro caps ${pct(smallShare * 100)} give ${parts.smallCaps.toFixed(1)}/1` +
      (cashShare > 0 ? `; cash at ${pct(cashShare * 100)} of the list scales the total down by that share.` : '.'),
  );
  return { sectorAllocation, marketCapAllocation, geographicAllocation, riskScore, diversificationScore, scoreExplanation: explanation };
}
