/**
 * The trend detector: pure functions over a symbol's daily bars (oldest first). Each signal is
 * detected on a bar by comparing it with the bar before, so a signal belongs to one trading day;
 * `lookbackBars` re-examines the last few bars, which lets a run after downtime catch up (the
 * events' ids are per symbol, signal and day, so examining a day twice records nothing new).
 */
import type { PriceRow, TrendSignalType, TrendStrength } from '@folio/contracts';
import { indicatorRows } from '../market/indicators.ts';
import { breakoutStrength, crossStrength, distanceStrength, macdStrength, rsiStrength, volumeStrength } from './strength.ts';

export const TREND_RULES = {
  rsiOverbought: 70,
  rsiOversold: 30,
  volumeSpikeRatio: 2,
  volumeAverageBars: 20,
  yearBars: 252,
} as const;

export interface DetectedSignal {
  symbol: string;
  /** The trading day of the bar the signal was seen on, YYYY-MM-DD. */
  day: string;
  signalType: TrendSignalType;
  strength: TrendStrength;
  message: string;
  /** What the detector saw, kept in the event. */
  observed: Record<string, number | null>;
}

const money = (value: number) => value.toFixed(2);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** Bars' volume over `count` bars before index `i` (null when there are not enough). */
function averageVolumeBefore(bars: readonly PriceRow[], i: number, count: number): number | null {
  if (i < count) return null;
  let sum = 0;
  for (let k = i - count; k < i; k++) sum += bars[k]!.v;
  return sum / count;
}

function extremeBefore(bars: readonly PriceRow[], i: number, count: number): { high: number; low: number } | null {
  if (i < count) return null;
  let high = -Infinity;
  let low = Infinity;
  for (let k = i - count; k < i; k++) {
    high = Math.max(high, bars[k]!.h);
    low = Math.min(low, bars[k]!.l);
  }
  return { high, low };
}

export function detectSignals(symbol: string, bars: readonly PriceRow[], options: { lookbackBars?: number } = {}): DetectedSignal[] {
  if (bars.length < 2) return [];
  const rows = indicatorRows(bars);
  const first = Math.max(1, bars.length - (options.lookbackBars ?? 1));
  const signals: DetectedSignal[] = [];
  for (let i = first; i < bars.length; i++) {
    const bar = bars[i]!;
    const now = rows[i]!;
    const before = rows[i - 1]!;
    const average = averageVolumeBefore(bars, i, TREND_RULES.volumeAverageBars);
    const volumeRatio = average && average > 0 ? bar.v / average : null;
    const add = (signalType: TrendSignalType, strength: TrendStrength, message: string, observed: Record<string, number | null>) =>
      signals.push({ symbol, day: bar.t, signalType, strength, message: `${symbol}: ${message}`, observed: { close: bar.c, ...observed } });

    if (now.sma50 !== null && now.sma200 !== null && before.sma50 !== null && before.sma200 !== null) {
      const observed = { sma50: now.sma50, sma200: now.sma200, volumeRatio };
      if (before.sma50 <= before.sma200 && now.sma50 > now.sma200) {
        add('GOLDEN_CROSS', crossStrength(volumeRatio), `golden cross, SMA50 ${money(now.sma50)} crossed above SMA200 ${money(now.sma200)}`, observed);
      } else if (before.sma50 >= before.sma200 && now.sma50 < now.sma200) {
        add('DEATH_CROSS', crossStrength(volumeRatio), `death cross, SMA50 ${money(now.sma50)} crossed below SMA200 ${money(now.sma200)}`, observed);
      }
    }
    if (now.sma200 !== null && before.sma200 !== null) {
      const distance = bar.c / now.sma200 - 1;
      const observed = { sma200: now.sma200 };
      if (bars[i - 1]!.c <= before.sma200 && bar.c > now.sma200) {
        add('PRICE_CROSS_UP_SMA200', distanceStrength(distance), `closed at ${money(bar.c)}, above SMA200 ${money(now.sma200)} (${percent(distance)})`, observed);
      } else if (bars[i - 1]!.c >= before.sma200 && bar.c < now.sma200) {
        add('PRICE_CROSS_DOWN_SMA200', distanceStrength(distance), `closed at ${money(bar.c)}, below SMA200 ${money(now.sma200)} (${percent(distance)})`, observed);
      }
    }
    if (now.rsi !== null && before.rsi !== null) {
      if (before.rsi <= TREND_RULES.rsiOverbought && now.rsi > TREND_RULES.rsiOverbought) {
        add('RSI_OVERBOUGHT', rsiStrength(now.rsi), `RSI ${now.rsi.toFixed(1)} entered overbought (above 70)`, { rsi: now.rsi });
      } else if (before.rsi >= TREND_RULES.rsiOversold && now.rsi < TREND_RULES.rsiOversold) {
        add('RSI_OVERSOLD', rsiStrength(now.rsi), `RSI ${now.rsi.toFixed(1)} entered oversold (below 30)`, { rsi: now.rsi });
      }
    }
    if (now.macd !== null && now.macdSignal !== null && before.macd !== null && before.macdSignal !== null && now.macdHistogram !== null) {
      const observed = { macd: now.macd, macdSignal: now.macdSignal, macdHistogram: now.macdHistogram };
      if (before.macd <= before.macdSignal && now.macd > now.macdSignal) {
        add('MACD_CROSS_UP', macdStrength(now.macdHistogram, bar.c), 'MACD crossed above its signal line', observed);
      } else if (before.macd >= before.macdSignal && now.macd < now.macdSignal) {
        add('MACD_CROSS_DOWN', macdStrength(now.macdHistogram, bar.c), 'MACD crossed below its signal line', observed);
      }
    }
    const year = extremeBefore(bars, i, TREND_RULES.yearBars);
    if (year) {
      if (bar.c > year.high) {
        const margin = bar.c / year.high - 1;
        add('BREAKOUT_UP_52W_HIGH', breakoutStrength(margin), `closed at ${money(bar.c)}, above the 52-week high ${money(year.high)}`, { high52w: year.high });
      } else if (bar.c < year.low) {
        const margin = bar.c / year.low - 1;
        add('BREAKDOWN_52W_LOW', breakoutStrength(margin), `closed at ${money(bar.c)}, below the 52-week low ${money(year.low)}`, { low52w: year.low });
      }
    }
    if (volumeRatio !== null && volumeRatio >= TREND_RULES.volumeSpikeRatio) {
      const up = bar.c >= bars[i - 1]!.c;
      add(up ? 'VOLUME_SPIKE_UP' : 'VOLUME_SPIKE_DOWN', volumeStrength(volumeRatio), `volume ${volumeRatio.toFixed(1)}x the 20-day average on ${up ? 'a rising' : 'a falling'} close`, {
        volume: bar.v, averageVolume: average,
      });
    }
  }
  return signals;
}
