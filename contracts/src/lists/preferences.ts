/** GET/PUT /api/lists/{id}/preferences: the whole set answered, any part of it sent. */
import { z } from 'zod';
import {
  DEFAULT_VIEWS,
  isCurrencyCode,
  MAX_POSITION_SIZE,
  REBALANCE_FREQUENCIES,
  RISK_TOLERANCES,
  STOP_LOSS_THRESHOLD,
  TAX_LOT_METHODS,
} from './preference-rules.ts';

export * from './preference-rules.ts';

const choice = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.enum(options, { error: `${label} must be one of ${options.join(', ')}` });
const yesNo = (label: string) => z.boolean({ error: `${label} must be true or false` });
const percent = (label: string, { min, max }: { min: number; max: number }) =>
  z.number({ error: `${label} must be a number from ${min} to ${max}` }).min(min, `${label} must be from ${min} to ${max}`).max(max, `${label} must be from ${min} to ${max}`);

const symbol = z
  .string({ error: 'Benchmark symbol must be a ticker such as SPY' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9.^=-]{0,19}$/, 'Benchmark symbol must be a ticker such as SPY');

const currency = z
  .string({ error: 'Base currency must be an ISO 4217 code such as USD' })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, 'Base currency must be an ISO 4217 code such as USD');

const allocation = z
  .record(
    z.string().trim().toUpperCase().regex(/^[A-Z0-9][A-Z0-9.^=-]{0,19}$/, 'Target allocation symbols must be tickers'),
    z.number({ error: 'Target allocation percents must be numbers from 0 to 100' }).min(0, 'Target allocation percents must be from 0 to 100').max(100, 'Target allocation percents must be from 0 to 100'),
  )
  .refine((targets) => Object.values(targets).reduce((sum, value) => sum + value, 0) <= 100 + 1e-9, 'Target allocation must add up to at most 100%');

const fields = {
  defaultView: choice('Default view', DEFAULT_VIEWS),
  showUnrealizedGains: yesNo('Show unrealized gains'),
  showPercentageChanges: yesNo('Show percentage changes'),
  showDividendYield: yesNo('Show dividend yield'),
  riskTolerance: choice('Risk tolerance', RISK_TOLERANCES),
  maxPositionSize: percent('Max position size', MAX_POSITION_SIZE),
  stopLossThreshold: percent('Stop loss threshold', STOP_LOSS_THRESHOLD),
  benchmarkSymbol: symbol,
  trackDividends: yesNo('Track dividends'),
  includeFees: yesNo('Include fees'),
  rebalanceFrequency: choice('Rebalance frequency', REBALANCE_FREQUENCIES),
  targetAllocation: allocation,
  enablePriceAlerts: yesNo('Enable price alerts'),
  enableRebalanceAlerts: yesNo('Enable rebalance alerts'),
  enablePerformanceReports: yesNo('Enable performance reports'),
  taxLotMethod: choice('Tax lot method', TAX_LOT_METHODS),
  trackTaxLots: yesNo('Track tax lots'),
  baseCurrency: currency,
};

/** A list's effective preferences: every field, defaults where nothing was saved. */
export const ListPreferencesSchema = z.object(fields).meta({ id: 'ListPreferences' });

/** Any subset of the preferences; an unknown field is refused rather than ignored. */
export const UpdateListPreferencesRequestSchema = z
  .strictObject(Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.optional()])) as {
    [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
  })
  .meta({ id: 'UpdateListPreferencesRequest' });
export type UpdateListPreferencesRequest = z.input<typeof UpdateListPreferencesRequestSchema>;
