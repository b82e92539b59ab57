import { describe, expect, it } from 'vitest';
import { offlineStockVerdict } from '../offline-stock.ts';
import { deathCrossBars, fundamentals, holding, list, stockFacts } from './market.ts';

describe('a death cross below the 200-day average with weak fundamentals, held within limits', () => {
  const history = deathCrossBars(2);
  const inList = list([holding('SLIDE', 8_000, 'Industrials', history.at(-1)!.c), ...['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'].map((s, i) => holding(s, 8_000, `Sector ${i}`))]);
  const weak = fundamentals({ returnOnEquity: 4, roic: 3, profitMargins: 2, operatingMargins: 5, debtToEquity: 2.4, earningsGrowth: -12, sector: 'Industrials' });
  const verdict = offlineStockVerdict(stockFacts('SLIDE', history, weak, inList));

  it('says sell, with the cross, the trend and the failed thresholds as reasons', () => {
    expect(verdict.type).toBe('sell');
    expect(verdict.title).toBe('Sell SLIDE');
    const reasons = verdict.reasoning.join('\n');
    expect(reasons).toContain('Death cross 2 days ago');
    expect(reasons).toMatch(/Price \$[\d,.]+ is [\d.]+% below the 200-day average/);
    expect(reasons).toContain('Debt to equity 2.40x is above the 0.5x limit');
    expect(reasons).toContain('Earnings growth -12.0% is below the 0% minimum');
  });

  it('rates the leverage as high risk', () => {
    expect(verdict.riskLevel).toBe('high');
    expect(verdict.reasoning.at(-1)).toMatch(/^Risk high: .*debt to equity 2\.40$/);
  });
});
