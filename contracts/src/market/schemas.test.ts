import { describe, expect, it } from 'vitest';
import { rangeStart, subtractMonths, toIsoDate } from './ranges.ts';
import { HistoryQuerySchema, IndicatorRowSchema, PriceSeriesQuerySchema, RatioQuerySchema } from './series.ts';
import { AggregatedManyQuerySchema, EnrichRequestSchema, MAX_SYMBOLS_PER_REQUEST, SymbolParamsSchema } from './stock.ts';

describe('market request schemas', () => {
  it('upper-cases and trims symbols', () => {
    expect(SymbolParamsSchema.parse({ symbol: ' aapl ' })).toEqual({ symbol: 'AAPL' });
    expect(EnrichRequestSchema.parse({ symbols: ['ko', 'Pep'] })).toEqual({ symbols: ['KO', 'PEP'] });
  });

  it('splits comma-joined symbols, dropping blanks and duplicates', () => {
    expect(AggregatedManyQuerySchema.parse({ symbols: 'aapl, MSFT,,AAPL' })).toEqual({ symbols: ['AAPL', 'MSFT'] });
    expect(AggregatedManyQuerySchema.safeParse({ symbols: ' , ' }).success).toBe(false);
    const tooMany = Array.from({ length: MAX_SYMBOLS_PER_REQUEST + 1 }, (_, i) => `S${i}`).join(',');
    expect(AggregatedManyQuerySchema.safeParse({ symbols: tooMany }).success).toBe(false);
  });

  it('defaults intervals and ranges as the indicators page does', () => {
    expect(HistoryQuerySchema.parse({})).toEqual({ interval: '1d' });
    expect(PriceSeriesQuerySchema.parse({ symbol: 'aapl' })).toEqual({ symbol: 'AAPL', interval: '1d', range: '6mo' });
    expect(RatioQuerySchema.parse({ base: 'eth-usd' })).toMatchObject({ base: 'ETH-USD', quote: 'BTC-USD' });
  });

  it('rejects unknown intervals, ranges and unreadable dates', () => {
    expect(HistoryQuerySchema.safeParse({ interval: '1h' }).success).toBe(false);
    expect(PriceSeriesQuerySchema.safeParse({ symbol: 'A', range: '2y' }).success).toBe(false);
    expect(HistoryQuerySchema.safeParse({ from: '2024-13-45' }).success).toBe(false);
    expect(HistoryQuerySchema.safeParse({ from: '2024-01-31T10:00:00Z' }).success).toBe(true);
  });

  it('allows null (never NaN) indicator values', () => {
    const row = { t: '2026-01-02', c: 1, bbUpper: null, bbMiddle: null, bbLower: null, macd: null, macdSignal: null,
      macdHistogram: null, rsi: null, stochRsi: null, obv: null, ema9: null, ema21: null, sma50: null, sma200: null };
    expect(IndicatorRowSchema.safeParse(row).success).toBe(true);
    expect(IndicatorRowSchema.safeParse({ ...row, rsi: Number.NaN }).success).toBe(false);
  });
});

describe('chart ranges', () => {
  const now = new Date('2026-03-31T15:00:00Z');

  it('subtracts calendar months, clamping to the end of shorter months', () => {
    expect(toIsoDate(subtractMonths(now, 1))).toBe('2026-02-28');
    expect(toIsoDate(subtractMonths(new Date('2024-03-31T00:00:00Z'), 1))).toBe('2024-02-29');
  });

  it('reaches 50 years back for MAX', () => {
    expect(toIsoDate(rangeStart('MAX', now))).toBe('1976-03-31');
    expect(toIsoDate(rangeStart('10y', now))).toBe('2016-03-31');
  });
});
