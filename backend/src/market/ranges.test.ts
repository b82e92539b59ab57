import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors.ts';
import { historyWindow, rangeWindow, windowLabels } from './ranges.ts';

const NOW = new Date('2026-11-20T18:30:00Z');

describe('date windows', () => {
  it('defaults a history window to the six months ending today', () => {
    expect(windowLabels(historyWindow({}, NOW))).toEqual({ from: '2026-05-20', to: '2026-11-20' });
  });

  it('reads dates and ISO timestamps as calendar days', () => {
    const window = historyWindow({ from: '2026-01-05T23:59:00Z', to: '2026-02-01' }, NOW);
    expect(windowLabels(window)).toEqual({ from: '2026-01-05', to: '2026-02-01' });
  });

  it('refuses a window that ends before it starts', () => {
    expect(() => historyWindow({ from: '2026-03-01', to: '2026-02-01' }, NOW)).toThrow(ValidationError);
  });

  it.each([
    ['1mo', '2026-10-20'],
    ['3mo', '2026-08-20'],
    ['6mo', '2026-05-20'],
    ['1y', '2025-11-20'],
    ['3y', '2023-11-20'],
    ['5y', '2021-11-20'],
    ['10y', '2016-11-20'],
    ['MAX', '1976-11-20'],
  ] as const)('range %s starts on %s', (range, from) => {
    expect(windowLabels(rangeWindow(range, NOW))).toEqual({ from, to: '2026-11-20' });
  });
});
