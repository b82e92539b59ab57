/**
 * The indicators a technical alert watches, on the previous and the latest daily bar. MACD and
 * RSI come from the indicators page's computation (market/indicators.ts), so an alert and the
 * chart agree; SMA 20 and EMA 20 are the 20-bar averages of the close. PRICE_VS_SMA / PRICE_VS_EMA
 * are the close's distance from that average in percent (+3 = 3% above); MACD_CROSSOVER is the
 * MACD line minus its signal line, so CROSSES_ABOVE 0 is the bullish crossover.
 */
import type { PriceRow, TechnicalIndicator } from '@folio/contracts';
import { EMA } from 'technicalindicators';
import { rememberedIndicatorRows } from '../market/indicators.ts';

export type IndicatorValues = Record<TechnicalIndicator, number | null>;

export interface TechnicalBar {
  date: string;
  values: IndicatorValues;
}

const ema20ByBars = new WeakMap<readonly PriceRow[], (number | null)[]>();

function ema20(bars: readonly PriceRow[]): (number | null)[] {
  let values = ema20ByBars.get(bars);
  if (!values) {
    const output = EMA.calculate({ values: bars.map((bar) => bar.c), period: 20, format: (value: number) => value });
    const offset = bars.length - output.length;
    values = bars.map((_, index) => (index >= offset ? (output[index - offset] ?? null) : null));
    ema20ByBars.set(bars, values);
  }
  return values;
}

const percentFrom = (close: number, average: number | null) => (average === null || average === 0 ? null : ((close - average) / average) * 100);

// The cache hands out the same bars array until it refreshes: each tick reuses the values.
const latestByBars = new WeakMap<readonly PriceRow[], TechnicalBar[]>();

/** The last two bars' indicator values (oldest first); fewer when the history is shorter. */
export function latestTechnicalBars(bars: readonly PriceRow[]): TechnicalBar[] {
  let latest = latestByBars.get(bars);
  if (!latest) {
    latest = computeLatest(bars);
    latestByBars.set(bars, latest);
  }
  return latest;
}

function computeLatest(bars: readonly PriceRow[]): TechnicalBar[] {
  if (bars.length === 0) return [];
  const rows = rememberedIndicatorRows(bars, '');
  const emas = ema20(bars);
  const out: TechnicalBar[] = [];
  for (let index = Math.max(0, rows.length - 2); index < rows.length; index++) {
    const row = rows[index]!;
    const sma = row.bbMiddle;
    const ema = emas[index] ?? null;
    out.push({
      date: row.t,
      values: {
        RSI: row.rsi,
        MACD: row.macd,
        MACD_SIGNAL: row.macdSignal,
        MACD_HISTOGRAM: row.macdHistogram,
        MACD_CROSSOVER: row.macd !== null && row.macdSignal !== null ? row.macd - row.macdSignal : null,
        SMA_20: sma,
        EMA_20: ema,
        PRICE_VS_SMA: percentFrom(row.c, sma),
        PRICE_VS_EMA: percentFrom(row.c, ema),
      },
    });
  }
  return out;
}
