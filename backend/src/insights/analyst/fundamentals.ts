/**
 * Fundamental facts: the metrics the spec grades (core.md section 9) with their thresholds from
 * contracts, PEG and P/E against the sector average; and the risk level a stock carries.
 */
import {
  assessMetric,
  assessPeg,
  assessPeVsSector,
  METRIC_THRESHOLDS,
  type AssessedMetric,
  type RiskLevel,
  type StockFundamentals,
} from '@folio/contracts';
import { round, type FundamentalFacts, type MetricFact, type TechnicalFacts } from './facts.ts';

/** The graded metrics an analysis looks at, in the order its reasoning cites them. */
const GRADED: readonly [AssessedMetric, string, '%' | 'x'][] = [
  ['returnOnEquity', 'ROE', '%'],
  ['roic', 'ROIC', '%'],
  ['profitMargins', 'Profit margin', '%'],
  ['operatingMargins', 'Operating margin', '%'],
  ['debtToEquity', 'Debt to equity', 'x'],
  ['earningsGrowth', 'Earnings growth', '%'],
];

export function fundamentalFacts(stock: StockFundamentals | null): FundamentalFacts {
  if (!stock) return { sector: null, industry: null, marketCap: null, metrics: [], peg: null, pe: null };
  const metrics: MetricFact[] = [];
  for (const [metric, label, unit] of GRADED) {
    const value = stock[metric];
    const assessment = assessMetric(metric, value);
    if (value === null || assessment === null) continue;
    const { limit, direction } = METRIC_THRESHOLDS[metric];
    metrics.push({ metric, label, value: round(value), unit, limit, direction, assessment });
  }
  const pegAssessment = assessPeg(stock.pegRatio);
  const peAssessment = assessPeVsSector(stock.peRatio, stock.sectorPeAverage);
  return {
    sector: stock.sector,
    industry: stock.industry,
    marketCap: stock.marketCap,
    metrics,
    peg: pegAssessment && stock.pegRatio !== null ? { value: round(stock.pegRatio), assessment: pegAssessment } : null,
    pe:
      peAssessment && stock.peRatio !== null && stock.sectorPeAverage !== null && stock.sectorPeAverage > 0
        ? {
            value: round(stock.peRatio),
            sectorAverage: round(stock.sectorPeAverage),
            assessment: peAssessment,
            premiumPercent: round(((stock.peRatio - stock.sectorPeAverage) / stock.sectorPeAverage) * 100, 1),
          }
        : null,
  };
}

export const HIGH_VOLATILITY = 45;
export const LOW_VOLATILITY = 25;
export const HIGH_LEVERAGE = 2;

/** High: volatility above 45 % a year or debt above twice equity; low: under 25 % with modest debt. */
export function riskOf(technicals: TechnicalFacts | null, stock: StockFundamentals | null) {
  const volatility = technicals?.volatility ?? null;
  const debtToEquity = stock?.debtToEquity ?? null;
  const parts: string[] = [];
  if (volatility !== null) parts.push(`annualised volatility ${volatility.toFixed(1)}%`);
  if (debtToEquity !== null) parts.push(`debt to equity ${debtToEquity.toFixed(2)}`);
  let level: RiskLevel = 'medium';
  if ((volatility !== null && volatility > HIGH_VOLATILITY) || (debtToEquity !== null && debtToEquity > HIGH_LEVERAGE)) level = 'high';
  else if (volatility !== null && volatility < LOW_VOLATILITY && (debtToEquity === null || debtToEquity <= 1)) level = 'low';
  const reason = parts.length ? parts.join(', ') : 'no volatility or leverage figures available';
  return { level, volatility, debtToEquity, reason };
}
