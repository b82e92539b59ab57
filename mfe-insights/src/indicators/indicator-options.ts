/**
 * The indicators page's settings (dashboard-news-tools.md sections 2, 4, 5 and 9): symbol,
 * interval, range and Macro (which forces weekly bars over 5 years), the indicator toggles and
 * what the context panel shows.
 */
import {
  CHART_INTERVALS,
  CHART_RANGES,
  MACRO_VIEW,
  RATIO_REFERENCE_SYMBOL,
  rangeStart,
  toIsoDate,
  type ChartInterval,
  type ChartRange,
} from '@folio/contracts';

export const DEFAULT_SYMBOL = 'AAPL';
export const DEFAULT_INTERVAL: ChartInterval = '1d';
export const DEFAULT_RANGE: ChartRange = '6mo';

export const INTERVAL_OPTIONS = CHART_INTERVALS;
export const RANGE_OPTIONS = CHART_RANGES;

/** Chart heights in pixels (section 9). */
export const CHART_HEIGHTS = { main: 360, sub: 180, context: 220 } as const;

/** Trimmed and upper-cased; empty input is ignored (null). */
export function cleanSymbol(input: string | null | undefined): string | null {
  const clean = (input ?? '').trim().toUpperCase();
  return clean || null;
}

export function symbolFromSearch(search: URLSearchParams): string {
  return cleanSymbol(search.get('symbol')) ?? DEFAULT_SYMBOL;
}

export interface ViewChoice {
  interval: ChartInterval;
  range: ChartRange;
  macro: boolean;
}

/** The interval and range the data is fetched with: Macro wins over the selectors. */
export function effectiveView(choice: ViewChoice): { interval: ChartInterval; range: ChartRange } {
  return choice.macro ? { ...MACRO_VIEW } : { interval: choice.interval, range: choice.range };
}

/** GET /indicators takes dates: from the range's start (MAX is 50 years) to today. */
export function indicatorWindow(range: ChartRange, now: Date): { from: string; to: string } {
  return { from: toIsoDate(rangeStart(range, now)), to: toIsoDate(now) };
}

export type ContextMode =
  | { kind: 'ratio'; base: string; quote: typeof RATIO_REFERENCE_SYMBOL }
  | { kind: 'bitcoin' }
  | { kind: 'note' };

/** Crypto (-USD) other than Bitcoin: its ratio to BTC; Bitcoin: its price; stocks: a note. */
export function contextMode(symbol: string): ContextMode {
  if (symbol === RATIO_REFERENCE_SYMBOL) return { kind: 'bitcoin' };
  if (symbol.endsWith('-USD')) return { kind: 'ratio', base: symbol, quote: RATIO_REFERENCE_SYMBOL };
  return { kind: 'note' };
}

export const TOGGLES = [
  ['ema9', 'EMA9'],
  ['ema21', 'EMA21'],
  ['sma50', 'SMA50'],
  ['sma200', 'SMA200'],
  ['bollinger', 'Bollinger bands'],
  ['macd', 'MACD'],
  ['rsi', 'RSI'],
  ['stochRsi', 'Stoch RSI'],
  ['obv', 'OBV'],
] as const;

export type ToggleId = (typeof TOGGLES)[number][0];
export type Toggles = Record<ToggleId, boolean>;

/** Every indicator starts on. */
export const DEFAULT_TOGGLES: Toggles = Object.fromEntries(TOGGLES.map(([id]) => [id, true])) as Toggles;

/** Percentage change over the rows shown, first close to last; null with fewer than two rows. */
export function rangeChangePercent(rows: ReadonlyArray<{ c: number }>): number | null {
  const first = rows[0]?.c;
  const last = rows.at(-1)?.c;
  if (rows.length < 2 || !first || last === undefined) return null;
  return ((last - first) / first) * 100;
}
