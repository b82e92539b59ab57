import type { IndicatorRow, PriceRow } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { candles, histogram, legendNumber, line, mergeRows, rowAt, volume } from './chart-rows.ts';
import {
  cleanSymbol,
  contextMode,
  DEFAULT_TOGGLES,
  effectiveView,
  indicatorWindow,
  rangeChangePercent,
  symbolFromSearch,
} from './indicator-options.ts';

const price = (t: string, c: number, o = c): PriceRow => ({ t, o, h: c + 1, l: c - 1, c, v: 1000 });
const indicators = (t: string, fields: Partial<IndicatorRow> = {}): IndicatorRow => ({
  t,
  c: 0,
  bbUpper: null,
  bbMiddle: null,
  bbLower: null,
  macd: null,
  macdSignal: null,
  macdHistogram: null,
  rsi: null,
  stochRsi: null,
  obv: null,
  ema9: null,
  ema21: null,
  sma50: null,
  sma200: null,
  ...fields,
});

describe('indicators page settings', () => {
  it('defaults to AAPL and cleans the symbol (trimmed, upper-cased, blank ignored)', () => {
    expect(symbolFromSearch(new URLSearchParams(''))).toBe('AAPL');
    expect(symbolFromSearch(new URLSearchParams('symbol=%20msft%20'))).toBe('MSFT');
    expect(symbolFromSearch(new URLSearchParams('symbol=%20%20'))).toBe('AAPL');
    expect(cleanSymbol('  eth-usd ')).toBe('ETH-USD');
    expect(cleanSymbol('   ')).toBeNull();
  });

  it('lets Macro force weekly bars over 5 years over the selectors', () => {
    expect(effectiveView({ interval: '1d', range: '6mo', macro: false })).toEqual({ interval: '1d', range: '6mo' });
    expect(effectiveView({ interval: '1mo', range: '1y', macro: true })).toEqual({ interval: '1wk', range: '5y' });
  });

  it('derives the date window from the range, MAX reaching 50 years back', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(indicatorWindow('6mo', now)).toEqual({ from: '2026-05-21', to: '2026-11-21' });
    expect(indicatorWindow('MAX', now)).toEqual({ from: '1976-11-21', to: '2026-11-21' });
  });

  it('puts the ratio to BTC in the context panel for crypto other than Bitcoin', () => {
    expect(contextMode('ETH-USD')).toEqual({ kind: 'ratio', base: 'ETH-USD', quote: 'BTC-USD' });
    expect(contextMode('BTC-USD')).toEqual({ kind: 'bitcoin' });
    expect(contextMode('AAPL')).toEqual({ kind: 'note' });
  });

  it('turns every indicator on by default', () => {
    expect(Object.values(DEFAULT_TOGGLES).every(Boolean)).toBe(true);
    expect(Object.keys(DEFAULT_TOGGLES)).toHaveLength(9);
  });

  it('measures the change over the range shown', () => {
    expect(rangeChangePercent([{ c: 100 }, { c: 90 }, { c: 110 }])).toBeCloseTo(10);
    expect(rangeChangePercent([{ c: 100 }])).toBeNull();
  });
});

describe('chart rows', () => {
  const rows = mergeRows(
    [price('2026-01-02', 10, 11), price('2026-01-03', 12, 11), price('2026-01-04', 13, 12)],
    [indicators('2026-01-03', { rsi: 55, macdHistogram: -0.5, obv: 1_500_000 }), indicators('2026-01-04', { rsi: 60, macdHistogram: 0.2 })],
  );

  it('joins indicators to price bars by date, keeping every bar', () => {
    expect(rows.map((row) => row.t)).toEqual(['2026-01-02', '2026-01-03', '2026-01-04']);
    expect(candles(rows)[1]).toEqual({ time: '2026-01-03', open: 11, high: 13, low: 11, close: 12 });
  });

  it('turns missing indicator values into whitespace points', () => {
    expect(line(rows, 'rsi')).toEqual([{ time: '2026-01-02' }, { time: '2026-01-03', value: 55 }, { time: '2026-01-04', value: 60 }]);
  });

  it('colours volume by direction and the MACD histogram by sign', () => {
    expect(volume(rows).map((point) => point.color)).toEqual(['#cd424699', '#23855199', '#23855199']);
    expect(histogram(rows).map((point) => point.color)).toEqual([undefined, '#cd4246', '#238551']);
  });

  it('finds the row under the crosshair, else the latest', () => {
    expect(rowAt(rows, '2026-01-03')?.c).toBe(12);
    expect(rowAt(rows, null)?.c).toBe(13);
    expect(legendNumber(1_500_000)).toBe('1.50M');
    expect(legendNumber(55.123)).toBe('55.12');
    expect(legendNumber(null)).toBe('-');
  });
});
