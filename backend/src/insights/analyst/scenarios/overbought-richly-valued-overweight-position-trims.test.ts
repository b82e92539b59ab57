import { isCritical } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { offlineStockVerdict } from '../offline-stock.ts';
import { fundamentals, holding, list, overboughtBars, RICH, stockFacts } from './market.ts';

describe('an overbought, richly valued position at a quarter of the list', () => {
  const history = overboughtBars();
  const inList = list([holding('HOT', 25_000), holding('A', 25_000, 'Health'), holding('B', 25_000, 'Energy'), holding('C', 25_000, 'Utilities')]);
  const facts = stockFacts('HOT', history, fundamentals({ ...RICH, sector: 'Technology' }), inList);
  const verdict = offlineStockVerdict(facts);

  it('reads the real indicator values it is given', () => {
    expect(facts.technicals!.rsi).toBeGreaterThan(70);
    expect(facts.position).toMatchObject({ held: true, weight: 25 });
  });

  it('says sell, framed as a trim back to the max position size', () => {
    expect(verdict.type).toBe('sell');
    expect(verdict.title).toBe('Trim HOT: above max position size');
    expect(verdict.priority).toBe('high');
    // Issue 14: the trim used to be "about 148.215 shares ($15,000.00)" (fractional shares of a
    // stock). It is now whole shares, rounded up so the position ends at or under the 10% max.
    const [, shares, after] = /^Trim (\d+) shares \(about \$[\d,.]+\) to bring HOT to ([\d.]+)% of the list, within the 10% max$/.exec(verdict.actionItems[0]!) ?? [];
    expect(Number(shares)).toBe(Math.ceil(15_000 / facts.price!));
    expect(Number(after)).toBeLessThanOrEqual(10);
    expect(Number(after)).toBeGreaterThan(9);
    expect(verdict.impact).toMatch(/from 25\.0% to [\d.]+%/);
  });

  it('gives each of those reasons with its numbers', () => {
    const reasons = verdict.reasoning.join('\n');
    expect(reasons).toMatch(/RSI \d+\.\d is above 70: overbought/);
    expect(reasons).toContain('P/E 52.0 is 92.6% above the sector average 27.0: richly valued');
    expect(reasons).toContain('PEG 3.10 is above 2: expensive for its growth');
    expect(reasons).toContain('Position is 25.0% of the list, above the 10% max position size');
  });

  it('is confident enough to be critical, with a target below the price', () => {
    expect(verdict.confidence).toBeGreaterThanOrEqual(0.85);
    expect(isCritical(verdict)).toBe(true);
    expect(verdict.targetPrice).toBeLessThan(facts.price!);
  });

  it('writes it up in markdown with the figures', () => {
    expect(verdict.aiAnalysis).toContain('## HOT (HOT): Sell');
    expect(verdict.aiAnalysis).toContain('| P/E vs sector | 52.0 vs 27.0 | below sector | Overvalued |');
    expect(verdict.aiAnalysis).toContain('- Position: 250 shares worth $25,000.00, 25.0% of the list (max position size 10%)');
  });
});
