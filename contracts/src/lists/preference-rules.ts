/**
 * A list's portfolio preferences (dashboard-news-tools.md section 3): the seven Portfolio settings
 * tabs' values, the spec's defaults, bounds and fallbacks. Plain TypeScript without zod, so the
 * light kit entry can use it (`@folio/contracts/list-preferences`); the request and response
 * schemas are in `preferences.ts`.
 */

export const RISK_TOLERANCES = ['conservative', 'moderate', 'aggressive'] as const;
export const REBALANCE_FREQUENCIES = ['never', 'monthly', 'quarterly', 'annually'] as const;
export const DEFAULT_VIEWS = ['portfolio', 'watchlist'] as const;
export const TAX_LOT_METHODS = ['fifo', 'lifo', 'average', 'specific'] as const;

/** Percent of the portfolio one position may reach: 1-100, anything else reads as 10. */
export const MAX_POSITION_SIZE = { min: 1, max: 100, fallback: 10 } as const;
/** Percent below cost basis that counts as a stop loss: 1-50, anything else reads as 20. */
export const STOP_LOSS_THRESHOLD = { min: 1, max: 50, fallback: 20 } as const;

export interface ListPreferences {
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
  /** How sales in this list pick their tax lots: the one source the portfolio decider reads. */
  taxLotMethod: (typeof TAX_LOT_METHODS)[number];
  trackTaxLots: boolean;
  /** ISO 4217 code the list is valued in. */
  baseCurrency: string;
}

export const DEFAULT_LIST_PREFERENCES: Readonly<ListPreferences> = Object.freeze({
  defaultView: 'portfolio',
  showUnrealizedGains: true,
  showPercentageChanges: true,
  showDividendYield: true,
  riskTolerance: 'moderate',
  maxPositionSize: MAX_POSITION_SIZE.fallback,
  stopLossThreshold: STOP_LOSS_THRESHOLD.fallback,
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
  baseCurrency: 'USD',
});

export const PREFERENCE_NAMES = Object.keys(DEFAULT_LIST_PREFERENCES) as (keyof ListPreferences)[];

/** A number in [min, max] (a numeric string counts), else the fallback. */
export function boundedNumber(value: unknown, min: number, max: number, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= min && number <= max ? number : fallback;
}

const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Three letters, upper case, and (where the runtime knows the list) a currency ISO 4217 names. */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency');
  return !known || known.includes(code);
}

/**
 * Whatever was stored (an older or damaged value, a partial set) as a whole set of preferences:
 * each field that is missing or out of bounds takes its default.
 */
export function resolveListPreferences(stored: unknown): ListPreferences {
  const d = DEFAULT_LIST_PREFERENCES;
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Record<keyof ListPreferences, unknown>>;
  const allocation =
    typeof s.targetAllocation === 'object' && s.targetAllocation !== null && !Array.isArray(s.targetAllocation)
      ? Object.fromEntries(Object.entries(s.targetAllocation).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
      : {};
  const benchmark = typeof s.benchmarkSymbol === 'string' ? s.benchmarkSymbol.trim().toUpperCase() : '';
  const currency = typeof s.baseCurrency === 'string' ? s.baseCurrency.trim().toUpperCase() : '';
  return {
    defaultView: oneOf(DEFAULT_VIEWS, s.defaultView, d.defaultView),
    showUnrealizedGains: flag(s.showUnrealizedGains, d.showUnrealizedGains),
    showPercentageChanges: flag(s.showPercentageChanges, d.showPercentageChanges),
    showDividendYield: flag(s.showDividendYield, d.showDividendYield),
    riskTolerance: oneOf(RISK_TOLERANCES, s.riskTolerance, d.riskTolerance),
    maxPositionSize: boundedNumber(s.maxPositionSize, MAX_POSITION_SIZE.min, MAX_POSITION_SIZE.max, d.maxPositionSize),
    stopLossThreshold: boundedNumber(s.stopLossThreshold, STOP_LOSS_THRESHOLD.min, STOP_LOSS_THRESHOLD.max, d.stopLossThreshold),
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
    baseCurrency: isCurrencyCode(currency) ? currency : d.baseCurrency,
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `update` whose value differs from `current`: what a save actually changes. */
export function changedPreferences(current: ListPreferences, update: Partial<ListPreferences>): Partial<ListPreferences> {
  const changed: Partial<Record<keyof ListPreferences, unknown>> = {};
  for (const name of PREFERENCE_NAMES) {
    if (update[name] !== undefined && !sameValue(update[name], current[name])) changed[name] = update[name];
  }
  return changed as Partial<ListPreferences>;
}
