/**
 * Chart data: price rows (OHLCV) joined with indicator rows by date, so every panel has the same
 * bars and the panels' time scales line up bar for bar. A missing value (an indicator still
 * warming up) is a whitespace point, not a gap in the time scale.
 */
import type { IndicatorRow, PriceRow } from '@folio/contracts';

type IndicatorValues = Omit<IndicatorRow, 't' | 'c'>;
export type IndicatorKey = keyof IndicatorValues;

export interface ChartRow extends PriceRow {
  indicators: Partial<IndicatorValues>;
}

export function mergeRows(prices: readonly PriceRow[], indicators: readonly IndicatorRow[]): ChartRow[] {
  const byDate = new Map(indicators.map((row) => [row.t, row]));
  return prices.map((price) => {
    const { t: _t, c: _c, ...values } = byDate.get(price.t) ?? ({} as Partial<IndicatorRow>);
    return { ...price, indicators: values };
  });
}

export interface Point {
  time: string;
  value?: number;
  color?: string;
}

export interface Candle {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export const UP_COLOR = '#238551';
export const DOWN_COLOR = '#cd4246';

export function candles(rows: readonly ChartRow[]): Candle[] {
  return rows.map((row) => ({ time: row.t, open: row.o, high: row.h, low: row.l, close: row.c }));
}

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export function line(rows: readonly ChartRow[], key: IndicatorKey): Point[] {
  return rows.map((row) => {
    const value = row.indicators[key];
    return finite(value) ? { time: row.t, value } : { time: row.t };
  });
}

/** Volume bars coloured by the bar's direction. */
export function volume(rows: readonly ChartRow[]): Point[] {
  return rows.map((row) => ({ time: row.t, value: row.v, color: row.c >= row.o ? `${UP_COLOR}99` : `${DOWN_COLOR}99` }));
}

/** MACD histogram bars coloured by sign. */
export function histogram(rows: readonly ChartRow[]): Point[] {
  return rows.map((row) => {
    const value = row.indicators.macdHistogram;
    return finite(value) ? { time: row.t, value, color: value >= 0 ? UP_COLOR : DOWN_COLOR } : { time: row.t };
  });
}

export function closes(rows: ReadonlyArray<{ t: string; c: number }>): Point[] {
  return rows.map((row) => ({ time: row.t, value: row.c }));
}

/** The row under the crosshair, else the latest one. */
export function rowAt(rows: readonly ChartRow[], time: string | null): ChartRow | undefined {
  return (time ? rows.find((row) => row.t === time) : undefined) ?? rows.at(-1);
}

/** Legend numbers: 2 decimals, large ones shortened ('83.6M'). */
export function legendNumber(value: number | null | undefined): string {
  if (!finite(value)) return '-';
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${(value / 1e9).toFixed(2)}B`;
  if (abs >= 1e6) return `${(value / 1e6).toFixed(2)}M`;
  if (abs >= 1e4) return `${(value / 1e3).toFixed(1)}K`;
  return value.toFixed(abs < 1 ? 4 : 2);
}
