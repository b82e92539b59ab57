import { isCritical, isTopRecommendation } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { offlineStockVerdict } from '../offline-stock.ts';
import { fundamentals, goldenCrossBars, holding, list, STRONG, stockFacts } from './market.ts';

describe('a golden cross three days ago with strong fundamentals, not yet held', () => {
  const history = goldenCrossBars(3);
  const inList = list([holding('A', 30_000, 'Health'), holding('B', 30_000, 'Energy')], 12_000);
  const facts = stockFacts('GOLD', history, fundamentals({ ...STRONG, sector: 'Technology' }), inList);
  const verdict = offlineStockVerdict(facts);

  it('sees the cross in the real moving averages', () => {
    expect(facts.technicals!.maCross).toEqual({ kind: 'golden', barsAgo: 3 });
    expect(facts.technicals!.sma50!).toBeGreaterThan(facts.technicals!.sma200!);
  });

  it('says buy with high priority and enough confidence to be a critical, top recommendation', () => {
    expect(verdict.type).toBe('buy');
    expect(verdict.title).toBe('Buy GOLD');
    expect(verdict.priority).toBe('high');
    expect(verdict.confidence).toBeGreaterThanOrEqual(0.85);
    expect(isCritical(verdict)).toBe(true);
    expect(isTopRecommendation({ ...verdict, status: 'ACTIVE' })).toBe(true);
  });

  it('cites the cross and the fundamentals with their numbers', () => {
    const reasons = verdict.reasoning.join('\n');
    expect(reasons).toMatch(/Golden cross 3 days ago: the 50-day average \(\$[\d,.]+\) moved above the 200-day average \(\$[\d,.]+\)/);
    expect(reasons).toContain('ROE 28.0% meets the 15% minimum');
    expect(reasons).toContain('Debt to equity 0.30x is within the 0.5x limit');
    expect(reasons).toContain('PEG 0.80 is below 1: attractive for its growth');
    expect(reasons).toContain('P/E 18.0 is 33.3% below the sector average 27.0: undervalued');
  });

  it('sizes the purchase to the max position size and names the cash', () => {
    expect(verdict.actionItems).toContain('Open a position of up to $7,200.00 to stay within the 10% max position size');
    expect(verdict.actionItems).toContain('Cash available: $12,000.00');
    expect(verdict.targetPrice).toBeGreaterThan(facts.price!);
  });
});
