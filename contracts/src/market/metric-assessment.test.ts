import { describe, expect, it } from 'vitest';
import { assessMetric, assessPeg, assessPeVsSector, rangeColour, yearRangePosition, type AssessedMetric } from './metric-assessment.ts';

describe('financial metric thresholds (core.md section 9)', () => {
  it.each([
    ['returnOnAssets', 5, 4.99],
    ['returnOnEquity', 15, 14.9],
    ['roic', 10, 9.9],
    ['profitMargins', 10, 9.9],
    ['operatingMargins', 15, 14.9],
    ['currentRatio', 1.5, 1.49],
    ['quickRatio', 1, 0.99],
    ['earningsGrowth', 0, -0.01],
    ['salesGrowthRate', 0, -0.01],
    ['epsGrowthRate', 0, -0.01],
  ] as [AssessedMetric, number, number][])('%s is good at %d and bad just below', (metric, good, bad) => {
    expect(assessMetric(metric, good)).toBe('good');
    expect(assessMetric(metric, bad)).toBe('bad');
  });

  it('wants debt-to-equity at most 0.5', () => {
    expect(assessMetric('debtToEquity', 0.5)).toBe('good');
    expect(assessMetric('debtToEquity', 0.51)).toBe('bad');
  });

  it('has no verdict for a missing value', () => {
    expect(assessMetric('roic', null)).toBeNull();
    expect(assessMetric('roic', undefined)).toBeNull();
    expect(assessMetric('roic', Number.NaN)).toBeNull();
  });

  it('calls PEG below 1 Attractive, otherwise Expensive', () => {
    expect(assessPeg(0.99)).toBe('Attractive');
    expect(assessPeg(1)).toBe('Expensive');
    expect(assessPeg(null)).toBeNull();
  });

  it('calls P/E below the sector average Undervalued, otherwise Overvalued', () => {
    expect(assessPeVsSector(18, 22)).toBe('Undervalued');
    expect(assessPeVsSector(22, 22)).toBe('Overvalued');
    expect(assessPeVsSector(30, null)).toBeNull();
  });
});

describe('52-week position bar', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.9, 'yellow'],
    [60, 'yellow'],
    [59.9, 'orange'],
    [40, 'orange'],
    [39.9, 'red'],
    [0, 'red'],
  ] as const)('colours %d %% %s', (percent, colour) => {
    expect(rangeColour(percent)).toBe(colour);
  });

  it('places the price between the low and the high', () => {
    expect(yearRangePosition(150, 100, 200)).toEqual({ percent: 50, colour: 'orange', width: 50 });
  });

  it('clamps the bar width to 5-100 %', () => {
    expect(yearRangePosition(101, 100, 200)).toMatchObject({ percent: 1, width: 5, colour: 'red' });
    expect(yearRangePosition(90, 100, 200)).toMatchObject({ percent: 0, width: 5 });
    expect(yearRangePosition(250, 100, 200)).toMatchObject({ percent: 100, width: 100, colour: 'green' });
  });

  it('copes with a flat range and missing values', () => {
    expect(yearRangePosition(100, 100, 100)).toMatchObject({ percent: 100 });
    expect(yearRangePosition(null, 100, 200)).toBeNull();
    expect(yearRangePosition(150, 200, 100)).toBeNull();
  });
});
