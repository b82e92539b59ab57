/** The returns engine: pure, no I/O. Definitions and conventions: docs/returns.md. */
export { ReturnsCalculator, computeReturns, type ReturnsInput, type ReturnsSummary } from './calculator.ts';
export { toDay, toIsoDate } from '../../shared/days.ts';
export {
  TRAILING_MONTHS,
  annualize,
  annualizedTimeWeightedReturn,
  subPeriodReturn,
  timeWeightedReturn,
  trailingReturns,
  type TrailingReturns,
} from './twr.ts';
export type { Activity, ActivityKind, CashMode, DailySeries, PriceLookup, PriceSeries, ValuationInput } from './types.ts';
export { PortfolioState, buildDailySeries } from './valuation.ts';
export { xirr, xirrByDay, type DatedFlow } from './xirr.ts';
