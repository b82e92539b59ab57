/**
 * Indicator values against references computed here by hand from the textbook definitions
 * (not with technicalindicators), on a fixed series long enough for SMA 200.
 */
import type { IndicatorRow, PriceRow } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { RSI, StochasticRSI } from 'technicalindicators';
import { indicatorRows, rememberedIndicatorRows } from './indicators.ts';

const N = 240;
const bars: PriceRow[] = Array.from({ length: N }, (_, i) => {
  const c = Math.round((100 + 12 * Math.sin(i / 9) + 0.08 * i + ((i * 7) % 5) * 0.4) * 100) / 100;
  const t = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  return { t, o: c, h: c + 1, l: c - 1, c, v: 1000 + ((i * 37) % 500) };
});
const closes = bars.map((bar) => bar.c);

type Series = (number | null)[];

function sma(values: Series, period: number): Series {
  return values.map((_, i) => {
    if (i < period - 1 || values.slice(i - period + 1, i + 1).some((v) => v === null)) return null;
    return (values.slice(i - period + 1, i + 1) as number[]).reduce((a, b) => a + b, 0) / period;
  });
}

/** EMA seeded with the SMA of the first `period` values, as Appel and most charting tools do. */
function ema(values: Series, period: number): Series {
  const k = 2 / (period + 1);
  const out: Series = values.map(() => null);
  const first = values.findIndex((v) => v !== null);
  let previous = (values.slice(first, first + period) as number[]).reduce((a, b) => a + b, 0) / period;
  out[first + period - 1] = previous;
  for (let i = first + period; i < values.length; i++) {
    previous = (values[i]! - previous) * k + previous;
    out[i] = previous;
  }
  return out;
}

/** Bollinger bands: SMA 20 plus and minus 2 population standard deviations. */
function bollinger(values: number[]): { upper: Series; lower: Series } {
  const middle = sma(values, 20);
  const sd = values.map((_, i) => {
    if (i < 19) return null;
    const window = values.slice(i - 19, i + 1);
    const mean = middle[i]!;
    return Math.sqrt(window.reduce((a, v) => a + (v - mean) ** 2, 0) / 20);
  });
  return {
    upper: middle.map((m, i) => (m === null ? null : m + 2 * sd[i]!)),
    lower: middle.map((m, i) => (m === null ? null : m - 2 * sd[i]!)),
  };
}

/** RSI with Wilder's smoothing: first average is a plain mean, then (prev * 13 + x) / 14. */
function wilderRsi(values: number[], period = 14): Series {
  const out: Series = values.map(() => null);
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < values.length; i++) {
    const change = values[i]! - values[i - 1]!;
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
    out[i] = loss === 0 ? 100 : 100 - 100 / (1 + gain / loss);
  }
  return out;
}

function stochRsi(rsi: Series): Series {
  const raw = rsi.map((value, i) => {
    if (value === null || i < 13 || rsi[i - 13] === null) return null;
    const window = rsi.slice(i - 13, i + 1) as number[];
    const low = Math.min(...window);
    const high = Math.max(...window);
    return high === low ? 0 : ((value - low) / (high - low)) * 100;
  });
  return sma(raw, 3);
}

function obv(rows: PriceRow[]): number[] {
  let total = 0;
  return rows.map((row, i) => {
    if (i > 0 && row.c > rows[i - 1]!.c) total += row.v;
    else if (i > 0 && row.c < rows[i - 1]!.c) total -= row.v;
    return total;
  });
}

const macdLine = ema(closes, 12).map((fast, i) => {
  const slow = ema(closes, 26)[i]!;
  return fast === null || slow === null ? null : fast - slow;
});
const macdSignal = ema(macdLine, 9);
const bands = bollinger(closes);
const rsi = wilderRsi(closes);

const reference: Record<Exclude<keyof IndicatorRow, 't' | 'c'>, Series> = {
  bbUpper: bands.upper,
  bbMiddle: sma(closes, 20),
  bbLower: bands.lower,
  macd: macdLine,
  macdSignal,
  macdHistogram: macdLine.map((m, i) => (m === null || macdSignal[i] === null ? null : m - macdSignal[i]!)),
  rsi,
  stochRsi: stochRsi(rsi),
  obv: obv(bars),
  ema9: ema(closes, 9),
  ema21: ema(closes, 21),
  sma50: sma(closes, 50),
  sma200: sma(closes, 200),
};

// Full precision everywhere: RSI and Stoch RSI too (the library's own would round RSI to 2 decimals).
const tolerance: Partial<Record<keyof typeof reference, number>> = {};

describe('indicator rows', () => {
  const rows = indicatorRows(bars);

  it('has one row per bar with its date and close', () => {
    expect(rows).toHaveLength(N);
    expect(rows.map((row) => [row.t, row.c])).toEqual(bars.map((bar) => [bar.t, bar.c]));
  });

  it.each(Object.keys(reference) as (keyof typeof reference)[])('%s matches the hand-computed reference', (name) => {
    const expected = reference[name];
    const limit = tolerance[name] ?? 1e-9;
    let compared = 0;
    rows.forEach((row, i) => {
      const actual = row[name];
      if (actual === null) return;
      expect(expected[i], `${name} at bar ${i}`).not.toBeNull();
      expect(Math.abs(actual - expected[i]!), `${name} at bar ${i}`).toBeLessThanOrEqual(limit);
      compared++;
    });
    // Values appear once the indicator has warmed up and never disappear again.
    const firstValue = rows.findIndex((row) => row[name] !== null);
    expect(compared).toBe(N - firstValue);
    expect(firstValue).toBeLessThanOrEqual(expected.findIndex((value) => value !== null) + 2);
  });

  it('agrees with technicalindicators, which rounds RSI to 2 decimals, within that rounding', () => {
    const libraryRsi = RSI.calculate({ values: closes, period: 14 });
    const libraryStoch = StochasticRSI.calculate({ values: closes, rsiPeriod: 14, stochasticPeriod: 14, kPeriod: 3, dPeriod: 3 });
    const ours = (name: 'rsi' | 'stochRsi') => rows.map((row) => row[name]).filter((value): value is number => value !== null);
    const rsiDiffs = ours('rsi').slice(-libraryRsi.length).map((value, i) => Math.abs(value - libraryRsi[i]!));
    expect(Math.max(...rsiDiffs)).toBeLessThanOrEqual(0.005 + 1e-9);
    const stochDiffs = ours('stochRsi').slice(-libraryStoch.length).map((value, i) => Math.abs(value - libraryStoch[i]!.k));
    expect(Math.max(...stochDiffs)).toBeLessThan(0.2);
    expect(Math.max(...stochDiffs)).toBeGreaterThan(0); // the rounding the issue measured, gone here
  });

  it('leaves warm-up rows null, for instance the first 199 of SMA 200', () => {
    expect(rows.slice(0, 199).every((row) => row.sma200 === null)).toBe(true);
    expect(rows[199]!.sma200).not.toBeNull();
    expect(rows[0]!.obv).toBeNull();
    expect(rows[13]!.rsi).toBeNull();
    expect(rows[14]!.rsi).not.toBeNull();
  });

  it('never puts NaN or Infinity into JSON, even for a flat series', () => {
    const flat = Array.from({ length: 60 }, (_, i) => ({ ...bars[i]!, c: 50, o: 50, h: 50, l: 50 }));
    for (const row of indicatorRows(flat)) {
      for (const value of Object.values(row)) {
        if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
      }
    }
    expect(JSON.stringify(indicatorRows(flat))).not.toMatch(/NaN|Infinity/);
  });

  it('copes with fewer bars than any indicator needs, and with none', () => {
    const short = indicatorRows(bars.slice(0, 5));
    expect(short).toHaveLength(5);
    expect(short.every((row) => row.sma50 === null && row.rsi === null && row.macd === null)).toBe(true);
    expect(indicatorRows([])).toEqual([]);
  });

  it('drops the warm-up bars before the visible range but keeps their effect', () => {
    const visible = indicatorRows(bars, bars[210]!.t);
    expect(visible).toHaveLength(N - 210);
    expect(visible[0]).toEqual(rows[210]);
  });

  it('remembers the rows of a bars array and slices the visible part', () => {
    const visible = rememberedIndicatorRows(bars, bars[200]!.t);
    expect(visible).toEqual(rows.slice(200));
    expect(rememberedIndicatorRows(bars, bars[200]!.t)[0]).toBe(visible[0]);
    expect(rememberedIndicatorRows(bars, '2099-01-01')).toEqual([]);
  });
});
