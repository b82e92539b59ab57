/**
 * Technical facts from daily bars, with the same indicator code as the indicators page
 * (market/indicators.ts): RSI 14, MACD 12/26/9, SMA 50/200, crosses, 52-week position, volatility.
 */
import type { IndicatorRow, PriceRow } from '@folio/contracts';
import { rememberedIndicatorRows } from '../../market/indicators.ts';
import { round, type TechnicalFacts } from './facts.ts';

/** A MACD cross counts when it happened within this many bars. */
export const MACD_CROSS_LOOKBACK = 5;
/** A golden or death cross counts when it happened within this many bars (about a month). */
export const MA_CROSS_LOOKBACK = 20;
const TRADING_DAYS = 252;
const VOLATILITY_WINDOW = 60;

function latestCross(rows: IndicatorRow[], fast: (row: IndicatorRow) => number | null, slow: (row: IndicatorRow) => number | null, lookback: number) {
  const last = rows.length - 1;
  for (let i = last; i > 0 && last - i < lookback; i--) {
    const [a, b, pa, pb] = [fast(rows[i]!), slow(rows[i]!), fast(rows[i - 1]!), slow(rows[i - 1]!)];
    if (a === null || b === null || pa === null || pb === null) return null;
    if (pa <= pb && a > b) return { up: true, barsAgo: last - i };
    if (pa >= pb && a < b) return { up: false, barsAgo: last - i };
  }
  return null;
}

/** Annualised standard deviation of daily log returns, percent. */
export function annualisedVolatility(closes: readonly number[], window = VOLATILITY_WINDOW): number | null {
  const recent = closes.slice(-(window + 1)).filter((close) => close > 0);
  if (recent.length < 20) return null;
  const returns = recent.slice(1).map((close, i) => Math.log(close / recent[i]!));
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
  return round(Math.sqrt(variance * TRADING_DAYS) * 100);
}

const vs = (price: number, average: number | null) => (average === null || average <= 0 ? null : round(((price - average) / average) * 100));

/**
 * `price` is the live price (the last close when absent); `range` the provider's 52-week range
 * when it has one. Null when there are too few bars to say anything.
 */
export function technicalFacts(
  bars: readonly PriceRow[],
  price?: number | null,
  range?: { low: number | null; high: number | null },
): TechnicalFacts | null {
  if (bars.length < 30) return null;
  // The cache hands out the same bars array until it refreshes: indicators are computed once per refresh.
  const rows = rememberedIndicatorRows(bars, '');
  const last = rows.at(-1)!;
  const now = price ?? last.c;
  const macd = latestCross(rows, (row) => row.macd, (row) => row.macdSignal, MACD_CROSS_LOOKBACK);
  const ma = latestCross(rows, (row) => row.sma50, (row) => row.sma200, MA_CROSS_LOOKBACK);
  const yearBars = bars.slice(-TRADING_DAYS);
  const low = range?.low ?? Math.min(...yearBars.map((bar) => bar.l));
  const high = range?.high ?? Math.max(...yearBars.map((bar) => bar.h));
  const position = high > low ? Math.min(100, Math.max(0, ((now - low) / (high - low)) * 100)) : null;
  const value = (x: number | null) => (x === null ? null : round(x));
  return {
    asOf: last.t.slice(0, 10),
    bars: bars.length,
    rsi: value(last.rsi),
    macd: value(last.macd),
    macdSignal: value(last.macdSignal),
    macdCross: macd ? { direction: macd.up ? 'bullish' : 'bearish', barsAgo: macd.barsAgo } : null,
    sma50: value(last.sma50),
    sma200: value(last.sma200),
    priceVsSma50: vs(now, last.sma50),
    priceVsSma200: vs(now, last.sma200),
    maCross: ma ? { kind: ma.up ? 'golden' : 'death', barsAgo: ma.barsAgo } : null,
    week52: position === null ? null : { low: round(low), high: round(high), position: round(position, 1) },
    volatility: annualisedVolatility(bars.map((bar) => bar.c)),
  };
}
