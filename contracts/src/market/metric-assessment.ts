/**
 * Financial-metric assessment rules (core.md section 9). Percentages are in percent units
 * (15 means 15 %), ratios are plain (0.5 means 0.5x), as in the Stock data schema.
 */

export type Assessment = 'good' | 'bad';

/** Metrics with a good/bad threshold, named as in Stock data. */
export type AssessedMetric =
  | 'returnOnAssets'
  | 'returnOnEquity'
  | 'roic'
  | 'profitMargins'
  | 'operatingMargins'
  | 'currentRatio'
  | 'quickRatio'
  | 'debtToEquity'
  | 'earningsGrowth'
  | 'salesGrowthRate'
  | 'epsGrowthRate';

interface Threshold {
  readonly limit: number;
  /** 'atLeast': good when value >= limit; 'atMost': good when value <= limit. */
  readonly direction: 'atLeast' | 'atMost';
}

export const METRIC_THRESHOLDS: Readonly<Record<AssessedMetric, Threshold>> = {
  returnOnAssets: { limit: 5, direction: 'atLeast' },
  returnOnEquity: { limit: 15, direction: 'atLeast' },
  roic: { limit: 10, direction: 'atLeast' },
  profitMargins: { limit: 10, direction: 'atLeast' },
  operatingMargins: { limit: 15, direction: 'atLeast' },
  currentRatio: { limit: 1.5, direction: 'atLeast' },
  quickRatio: { limit: 1, direction: 'atLeast' },
  debtToEquity: { limit: 0.5, direction: 'atMost' },
  earningsGrowth: { limit: 0, direction: 'atLeast' },
  salesGrowthRate: { limit: 0, direction: 'atLeast' },
  epsGrowthRate: { limit: 0, direction: 'atLeast' },
};

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Good or bad by the section 9 thresholds; null when the value is missing (shown as N/A). */
export function assessMetric(metric: AssessedMetric, value: number | null | undefined): Assessment | null {
  if (!isNumber(value)) return null;
  const { limit, direction } = METRIC_THRESHOLDS[metric];
  const good = direction === 'atLeast' ? value >= limit : value <= limit;
  return good ? 'good' : 'bad';
}

export type PegAssessment = 'Attractive' | 'Expensive';

/** PEG below 1 is Attractive, anything else Expensive. */
export function assessPeg(pegRatio: number | null | undefined): PegAssessment | null {
  if (!isNumber(pegRatio)) return null;
  return pegRatio < 1 ? 'Attractive' : 'Expensive';
}

export type PeAssessment = 'Undervalued' | 'Overvalued';

/** P/E below the sector average is Undervalued, otherwise Overvalued. */
export function assessPeVsSector(
  peRatio: number | null | undefined,
  sectorPeAverage: number | null | undefined,
): PeAssessment | null {
  if (!isNumber(peRatio) || !isNumber(sectorPeAverage)) return null;
  return peRatio < sectorPeAverage ? 'Undervalued' : 'Overvalued';
}

export type RangeColour = 'green' | 'yellow' | 'orange' | 'red';

export interface YearRangePosition {
  /** Where the price sits between the 52-week low (0) and high (100), clamped to 0-100. */
  percent: number;
  colour: RangeColour;
  /** Bar width in percent, clamped to 5-100 so a price at the low still shows a sliver. */
  width: number;
}

export function rangeColour(percent: number): RangeColour {
  if (percent >= 80) return 'green';
  if (percent >= 60) return 'yellow';
  if (percent >= 40) return 'orange';
  return 'red';
}

/** Position of the price in its 52-week (or any) range, for the range bar. */
export function yearRangePosition(
  price: number | null | undefined,
  low: number | null | undefined,
  high: number | null | undefined,
): YearRangePosition | null {
  if (!isNumber(price) || !isNumber(low) || !isNumber(high) || high < low) return null;
  const raw = high === low ? (price >= high ? 100 : 0) : ((price - low) / (high - low)) * 100;
  const percent = Math.min(100, Math.max(0, raw));
  return { percent, colour: rangeColour(percent), width: Math.min(100, Math.max(5, percent)) };
}
