import { isCritical, isTopRecommendation } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { confidenceOf, offlineStockVerdict, scoreOf } from '../offline-stock.ts';
import { fundamentals, goldenCrossBars, holding, list, sidewaysBars, STRONG, stockFacts } from './market.ts';

const inList = list([holding('A', 50_000, 'Health'), holding('B', 50_000, 'Energy')]);

describe('confidence', () => {
  it('is higher when more signals agree', () => {
    const crossOnly = stockFacts('X', goldenCrossBars(), fundamentals(), inList);
    const crossAndFundamentals = stockFacts('X', goldenCrossBars(), fundamentals(STRONG), inList);
    expect(offlineStockVerdict(crossAndFundamentals).confidence).toBeGreaterThan(offlineStockVerdict(crossOnly).confidence);
  });

  it('is lower when data is missing: fundamentals without any price history', () => {
    const withHistory = stockFacts('X', goldenCrossBars(), fundamentals(STRONG), inList);
    const withoutHistory = stockFacts('X', [], fundamentals(STRONG), inList);
    expect(withoutHistory.technicals).toBeNull();
    expect(scoreOf(withoutHistory).coverage).toBeLessThan(scoreOf(withHistory).coverage);
    expect(offlineStockVerdict(withoutHistory).confidence).toBeLessThan(offlineStockVerdict(withHistory).confidence);
  });

  it('stays between 0.3 and 0.95 for buy and sell, and 0.45-0.65 for hold', () => {
    for (const score of [2.5, 4, 8, 20, -2.5, -9]) {
      const confidence = confidenceOf({ score, signals: [], agreement: 1, coverage: 1 });
      expect(confidence).toBeGreaterThanOrEqual(0.3);
      expect(confidence).toBeLessThanOrEqual(0.95);
    }
    for (const score of [0, 1, -2.4]) {
      const confidence = confidenceOf({ score, signals: [], agreement: 0, coverage: 1 });
      expect(confidence).toBeGreaterThanOrEqual(0.45);
      expect(confidence).toBeLessThanOrEqual(0.65);
    }
  });

  it('gives the same verdict for the same facts', () => {
    const facts = stockFacts('X', goldenCrossBars(), fundamentals(STRONG), inList);
    expect(offlineStockVerdict(facts)).toEqual(offlineStockVerdict(structuredClone(facts)));
  });
});

describe('critical flag', () => {
  it('a quiet stock with nothing to say is a low-priority hold: never critical, never a top recommendation', () => {
    const verdict = offlineStockVerdict(stockFacts('CALM', sidewaysBars(), fundamentals({ returnOnEquity: 16, debtToEquity: 0.7 }), inList));
    expect(verdict.type).toBe('hold');
    expect(verdict.priority).toBe('low');
    expect(isCritical(verdict)).toBe(false);
    expect(isTopRecommendation(verdict)).toBe(false);
    expect(verdict.targetPrice).toBeNull();
  });

  it('a buy on technicals alone is not critical', () => {
    const verdict = offlineStockVerdict(stockFacts('X', goldenCrossBars(), fundamentals(), inList));
    expect(verdict.type).toBe('buy');
    expect(isCritical(verdict)).toBe(false);
  });
});
