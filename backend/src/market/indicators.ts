/**
 * Indicator rows for the indicators page, computed with `technicalindicators` at full precision
 * (rounding is the screen's job). The library returns shorter arrays (no values during warm-up);
 * every output is aligned to the last bar, and warm-up or degenerate values become null so the
 * JSON never carries NaN. Callers pass the symbol's whole history (the route fetches from its
 * first bar), so cumulative and recursive values (OBV, EMAs, RSI) do not depend on the window shown.
 */
import type { IndicatorRow, PriceRow } from '@folio/contracts';
import { BollingerBands, EMA, MACD, OBV, SMA } from 'technicalindicators';

export const INDICATOR_SETTINGS = {
  bollinger: { period: 20, stdDev: 2 },
  macd: { fastPeriod: 12, slowPeriod: 26, signalPeriod: 9 },
  rsiPeriod: 14,
  stochRsi: { rsiPeriod: 14, stochasticPeriod: 14, kPeriod: 3, dPeriod: 3 },
} as const;

function finite(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) ? value : null;
}

/** Places a shorter, end-aligned output array onto the bars: out[k] belongs to bar k + offset. */
function aligned<T>(length: number, output: readonly T[], read: (item: T) => number | undefined): (number | null)[] {
  const values = new Array<number | null>(length).fill(null);
  const offset = length - output.length;
  for (let k = Math.max(0, -offset); k < output.length; k++) values[k + offset] = finite(read(output[k]!));
  return values;
}

// Passed as `format` too: full precision even if someone sets the library's global precision.
const itself = (value: number): number => value;

/**
 * Wilder's RSI: average gain and loss over `period` changes, then smoothed by (period - 1) / period;
 * 100 when there was no loss. One value per close from the `period`-th change on.
 */
export function wilderRsi(closes: readonly number[], period: number): number[] {
  const out: number[] = [];
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < closes.length; i++) {
    const change = closes[i]! - closes[i - 1]!;
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (i <= period) {
      gain += up / period;
      loss += down / period;
      if (i < period) continue;
    } else {
      gain = (gain * (period - 1) + up) / period;
      loss = (loss * (period - 1) + down) / period;
    }
    out.push(loss === 0 ? 100 : 100 - 100 / (1 + gain / loss));
  }
  return out;
}

/**
 * Stochastic RSI's smoothed %K: where RSI sits in its range over `stochasticPeriod` bars (0-100),
 * averaged over `kPeriod` bars. A flat RSI range gives NaN, shown as no value.
 */
export function stochasticRsiK(rsi: readonly number[], settings: { stochasticPeriod: number; kPeriod: number }): number[] {
  const raw: number[] = [];
  for (let i = settings.stochasticPeriod - 1; i < rsi.length; i++) {
    const window = rsi.slice(i - settings.stochasticPeriod + 1, i + 1);
    const low = Math.min(...window);
    const high = Math.max(...window);
    raw.push(((rsi[i]! - low) / (high - low)) * 100);
  }
  return SMA.calculate({ values: raw, period: settings.kPeriod, format: itself });
}

/**
 * One indicator row per bar. Pass `visibleFrom` ('YYYY-MM-DD') to drop the warm-up bars that were
 * fetched only so the first visible rows have values.
 */
export function indicatorRows(bars: readonly PriceRow[], visibleFrom?: string): IndicatorRow[] {
  const n = bars.length;
  const closes = bars.map((bar) => bar.c);
  const volumes = bars.map((bar) => bar.v);
  const { bollinger, macd, rsiPeriod, stochRsi } = INDICATOR_SETTINGS;

  const bands = BollingerBands.calculate({ values: closes, ...bollinger, format: itself });
  const macdOut = MACD.calculate({
    values: closes,
    ...macd,
    SimpleMAOscillator: false,
    SimpleMASignal: false,
    format: itself,
  });
  const bbUpper = aligned(n, bands, (b) => b.upper);
  const bbMiddle = aligned(n, bands, (b) => b.middle);
  const bbLower = aligned(n, bands, (b) => b.lower);
  const macdLine = aligned(n, macdOut, (m) => m.MACD);
  const macdSignal = aligned(n, macdOut, (m) => m.signal);
  const macdHistogram = aligned(n, macdOut, (m) => m.histogram);
  const rsiValues = wilderRsi(closes, rsiPeriod);
  const rsi = aligned(n, rsiValues, itself);
  // The library's RSI (and its StochasticRSI on it) rounds to 2 decimals, up to 0.045 off in
  // Stoch RSI; these are the same definitions at full precision.
  const stoch = aligned(n, stochasticRsiK(rsiValues, stochRsi), itself);
  const obv = aligned(n, OBV.calculate({ close: closes, volume: volumes }), itself);
  const ema9 = aligned(n, EMA.calculate({ values: closes, period: 9, format: itself }), itself);
  const ema21 = aligned(n, EMA.calculate({ values: closes, period: 21, format: itself }), itself);
  const sma50 = aligned(n, SMA.calculate({ values: closes, period: 50, format: itself }), itself);
  const sma200 = aligned(n, SMA.calculate({ values: closes, period: 200, format: itself }), itself);

  const rows: IndicatorRow[] = [];
  for (let i = 0; i < n; i++) {
    const bar = bars[i]!;
    if (visibleFrom !== undefined && bar.t < visibleFrom) continue;
    rows.push({
      t: bar.t,
      c: bar.c,
      bbUpper: bbUpper[i]!,
      bbMiddle: bbMiddle[i]!,
      bbLower: bbLower[i]!,
      macd: macdLine[i]!,
      macdSignal: macdSignal[i]!,
      macdHistogram: macdHistogram[i]!,
      rsi: rsi[i]!,
      stochRsi: stoch[i]!,
      obv: obv[i]!,
      ema9: ema9[i]!,
      ema21: ema21[i]!,
      sma50: sma50[i]!,
      sma200: sma200[i]!,
    });
  }
  return rows;
}

// Indicator rows per history array. The cache hands out the same array until it refreshes, so
// a chart that is reloaded or shared computes once per refresh instead of once per request.
const computed = new WeakMap<readonly PriceRow[], IndicatorRow[]>();

/** indicatorRows, remembered for as long as the same bars array is alive. */
export function rememberedIndicatorRows(bars: readonly PriceRow[], visibleFrom: string): IndicatorRow[] {
  let rows = computed.get(bars);
  if (!rows) {
    rows = indicatorRows(bars);
    computed.set(bars, rows);
  }
  const first = rows.findIndex((row) => row.t >= visibleFrom);
  return first < 0 ? [] : rows.slice(first);
}
