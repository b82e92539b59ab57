/**
 * Portfolio preferences (dashboard-news-tools.md section 3): saved per list in browser storage
 * under `portfolio-preferences:{listId}` (Portfolio settings in mfe-portfolio writes them; any
 * front-end reads them here), merged over the spec's defaults field by field, so a
 * damaged or older value still gives a whole set. Max position size is 1-100 (else 10), stop loss
 * 1-50 (else 20). The tax-lot method is also the list's server-side preference (sales use it).
 */
import type { TaxLotMethod } from '@folio/contracts';
import { browserStorage, readJson, writeText } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export const RISK_TOLERANCES = ['conservative', 'moderate', 'aggressive'] as const;
export const REBALANCE_FREQUENCIES = ['never', 'monthly', 'quarterly', 'annually'] as const;
export const DEFAULT_VIEWS = ['portfolio', 'watchlist'] as const;
export const TAX_LOT_METHODS = ['fifo', 'lifo', 'average', 'specific'] as const satisfies readonly TaxLotMethod[];

export interface PortfolioPreferences {
  defaultView: (typeof DEFAULT_VIEWS)[number];
  showUnrealizedGains: boolean;
  showPercentageChanges: boolean;
  showDividendYield: boolean;
  riskTolerance: (typeof RISK_TOLERANCES)[number];
  maxPositionSize: number;
  stopLossThreshold: number;
  benchmarkSymbol: string;
  trackDividends: boolean;
  includeFees: boolean;
  rebalanceFrequency: (typeof REBALANCE_FREQUENCIES)[number];
  /** Symbol -> target percent; the editor is marked coming soon. */
  targetAllocation: Record<string, number>;
  enablePriceAlerts: boolean;
  enableRebalanceAlerts: boolean;
  enablePerformanceReports: boolean;
  taxLotMethod: TaxLotMethod;
  trackTaxLots: boolean;
}

export const DEFAULT_PREFERENCES: Readonly<PortfolioPreferences> = {
  defaultView: 'portfolio',
  showUnrealizedGains: true,
  showPercentageChanges: true,
  showDividendYield: true,
  riskTolerance: 'moderate',
  maxPositionSize: 10,
  stopLossThreshold: 20,
  benchmarkSymbol: 'SPY',
  trackDividends: true,
  includeFees: true,
  rebalanceFrequency: 'quarterly',
  targetAllocation: {},
  enablePriceAlerts: true,
  enableRebalanceAlerts: true,
  enablePerformanceReports: true,
  taxLotMethod: 'fifo',
  trackTaxLots: true,
};

export const preferencesKey = STORAGE_KEYS.listPreferences;

/** A whole number in [min, max], else the fallback. */
export function boundedNumber(value: unknown, min: number, max: number, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= min && number <= max ? number : fallback;
}

const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

export function mergePreferences(stored: unknown): PortfolioPreferences {
  const d = DEFAULT_PREFERENCES;
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Record<keyof PortfolioPreferences, unknown>>;
  const allocation =
    typeof s.targetAllocation === 'object' && s.targetAllocation !== null && !Array.isArray(s.targetAllocation)
      ? Object.fromEntries(Object.entries(s.targetAllocation).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
      : {};
  const benchmark = typeof s.benchmarkSymbol === 'string' ? s.benchmarkSymbol.trim().toUpperCase() : '';
  return {
    defaultView: oneOf(DEFAULT_VIEWS, s.defaultView, d.defaultView),
    showUnrealizedGains: flag(s.showUnrealizedGains, d.showUnrealizedGains),
    showPercentageChanges: flag(s.showPercentageChanges, d.showPercentageChanges),
    showDividendYield: flag(s.showDividendYield, d.showDividendYield),
    riskTolerance: oneOf(RISK_TOLERANCES, s.riskTolerance, d.riskTolerance),
    maxPositionSize: boundedNumber(s.maxPositionSize, 1, 100, d.maxPositionSize),
    stopLossThreshold: boundedNumber(s.stopLossThreshold, 1, 50, d.stopLossThreshold),
    benchmarkSymbol: benchmark || d.benchmarkSymbol,
    trackDividends: flag(s.trackDividends, d.trackDividends),
    includeFees: flag(s.includeFees, d.includeFees),
    rebalanceFrequency: oneOf(REBALANCE_FREQUENCIES, s.rebalanceFrequency, d.rebalanceFrequency),
    targetAllocation: allocation,
    enablePriceAlerts: flag(s.enablePriceAlerts, d.enablePriceAlerts),
    enableRebalanceAlerts: flag(s.enableRebalanceAlerts, d.enableRebalanceAlerts),
    enablePerformanceReports: flag(s.enablePerformanceReports, d.enablePerformanceReports),
    taxLotMethod: oneOf(TAX_LOT_METHODS, s.taxLotMethod, d.taxLotMethod),
    trackTaxLots: flag(s.trackTaxLots, d.trackTaxLots),
  };
}

export function readPreferences(listId: string): PortfolioPreferences {
  return mergePreferences(readJson(browserStorage(), preferencesKey(listId)));
}

export function writePreferences(listId: string, preferences: PortfolioPreferences): void {
  writeText(browserStorage(), preferencesKey(listId), JSON.stringify(mergePreferences(preferences)));
}
