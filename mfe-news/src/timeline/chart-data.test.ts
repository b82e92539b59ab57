import type { PriceRow } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { impact } from '../testing/fixtures.ts';
import { articleWindow, defaultRange, indexTo100, markerIndex, overlaySymbols } from './chart-data.ts';

const row = (t: string, c: number): PriceRow => ({ t, o: c, h: c, l: c, c, v: 1000 });

describe('impact timeline data', () => {
  it('takes the first five distinct symbols in the order the items name them, or the filtered one', () => {
    const items = [
      impact({ symbols: ['AAPL', 'MSFT'] }),
      impact({ symbols: ['MSFT', 'JPM'] }),
      impact({ symbols: ['TSLA', 'NVDA', 'AMZN'] }),
      impact({ symbols: ['META'] }),
    ];
    expect(overlaySymbols(items)).toEqual(['AAPL', 'MSFT', 'JPM', 'TSLA', 'NVDA']);
    expect(overlaySymbols(items, 'META')).toEqual(['META']);
    expect(overlaySymbols([])).toEqual([]);
  });

  it('indexes closes to 100 at the first close', () => {
    const points = indexTo100([row('2026-11-02', 200), row('2026-11-03', 210), row('2026-11-04', 190)]);
    expect(points.map((point) => point.value)).toEqual([100, 105, 95]);
    expect(points[0]!.day).toBe('2026-11-02');
    expect(indexTo100([])).toEqual([]);
  });

  it('defaults to the last 30 days and windows an article 7 days either side, never past today', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(defaultRange(now)).toEqual({ from: '2026-10-26', to: '2026-11-25' });
    expect(articleWindow('2026-11-10T14:00:00Z', now)).toEqual({ from: '2026-11-03', to: '2026-11-17', day: '2026-11-10' });
    expect(articleWindow('2026-11-22T09:00:00Z', now)).toEqual({ from: '2026-11-15', to: '2026-11-25', day: '2026-11-22' });
  });

  it('puts the marker on the article day or the next trading day', () => {
    const rows = [row('2026-11-06', 1), row('2026-11-09', 1), row('2026-11-10', 1)];
    expect(markerIndex(rows, '2026-11-09')).toBe(1);
    expect(markerIndex(rows, '2026-11-07')).toBe(1);
    expect(markerIndex(rows, '2026-11-30')).toBe(2);
    expect(markerIndex([], '2026-11-30')).toBe(-1);
  });
});
