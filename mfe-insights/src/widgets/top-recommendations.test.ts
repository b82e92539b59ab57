import { describe, expect, it } from 'vitest';
import { recommendation } from '../testing/fixtures.ts';
import { showsViewAnalysis, topItems, truncateWords, viewAnalysisHref } from './top-recommendations.ts';

describe('top recommendations', () => {
  it('keeps active, confident buy/sell/portfolio items; never hold or neutral', () => {
    const items = [
      recommendation({ id: 'buy', recommendation: 'buy', confidence: 0.7 }),
      recommendation({ id: 'low', recommendation: 'sell', confidence: 0.69 }),
      recommendation({ id: 'hold', recommendation: 'hold', confidence: 0.95 }),
      recommendation({ id: 'neutral', recommendation: 'neutral', confidence: 0.95 }),
      recommendation({ id: 'done', recommendation: 'buy', confidence: 0.9, status: 'DONE' }),
      recommendation({ id: 'deleted', recommendation: 'buy', confidence: 0.9, status: 'DELETED' }),
      recommendation({ id: 'wide', symbol: 'Rebalance', recommendation: 'rebalance', confidence: 0.9 }),
    ];
    expect(topItems(items).map((item) => item.id)).toEqual(['wide', 'buy']);
  });

  it('shows at most 5, most confident first, then risk high, medium, low', () => {
    const items = [
      recommendation({ id: 'a', confidence: 0.8, riskLevel: 'low' }),
      recommendation({ id: 'b', confidence: 0.8, riskLevel: 'high' }),
      recommendation({ id: 'c', confidence: 0.8, riskLevel: 'medium' }),
      recommendation({ id: 'd', confidence: 0.95 }),
      recommendation({ id: 'e', confidence: 0.75 }),
      recommendation({ id: 'f', confidence: 0.71 }),
    ];
    expect(topItems(items).map((item) => item.id)).toEqual(['d', 'b', 'c', 'a', 'e']);
  });

  it('keeps an item just marked Done until the next refresh', () => {
    const done = recommendation({ id: 'x', status: 'DONE', confidence: 0.9 });
    expect(topItems([done], new Set(['x'])).map((item) => item.id)).toEqual(['x']);
    expect(topItems([done])).toEqual([]);
  });

  it('cuts reasoning to whole words', () => {
    const text = Array.from({ length: 22 }, (_, index) => `w${index + 1}`).join(' ');
    expect(truncateWords(text, 20)).toEqual({ text: `${text.split(' ').slice(0, 20).join(' ')}...`, truncated: true });
    expect(truncateWords(text, 25)).toEqual({ text, truncated: false });
  });

  it('offers View Analysis for cut reasoning on single stocks only', () => {
    expect(showsViewAnalysis({ symbol: 'AAPL' }, true)).toBe(true);
    expect(showsViewAnalysis({ symbol: 'AAPL' }, false)).toBe(false);
    expect(showsViewAnalysis({ symbol: 'Asset Allocation' }, true)).toBe(false);
    expect(viewAnalysisHref('BRK.B')).toBe('/investments?symbol=BRK.B');
  });
});
