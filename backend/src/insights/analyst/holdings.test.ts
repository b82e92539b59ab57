import type { PortfolioItem } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { listFacts } from './holdings.ts';

const item = (symbol: string, totalValue: number, costBasis: number, currency: string, base?: PortfolioItem['base']): PortfolioItem => ({
  id: `p-${symbol}`, symbol, quantity: 10, purchasePrice: costBasis / 10, purchaseDate: '2024-03-01', currentPrice: totalValue / 10,
  totalValue, costBasis, gainLoss: totalValue - costBasis, gainLossPercent: null, apr: null, realizedGain: 0, listId: 'l',
  lots: [], stockData: null, createdAt: '2024-03-01T00:00:00Z', currency, ...(base ? { base } : {}),
});

describe('the analyst’s view of a list in several currencies', () => {
  it('weighs holdings by their value in the list’s base currency', () => {
    // 10 Toyota at 3,000 JPY = 30,000 JPY, about 200 USD; 10 AAPL at 200 USD = 2,000 USD.
    const toyota = item('7203.T', 30_000, 34_000, 'JPY', { currency: 'USD', fxRate: 0.0066667, totalValue: 200, costBasis: 230, gainLoss: -30, gainLossPercent: -13.04, realizedGain: 0 });
    const apple = item('AAPL', 2_000, 1_500, 'USD', { currency: 'USD', fxRate: 1, totalValue: 2_000, costBasis: 1_500, gainLoss: 500, gainLossPercent: 33.33, realizedGain: 0 });
    const facts = listFacts({ id: 'l', name: 'Mixed' }, [toyota, apple], null, 10);
    expect(facts.investedValue).toBe(2_200);
    expect(facts.holdings.map((h) => [h.symbol, h.value, h.weight])).toEqual([
      ['AAPL', 2_000, 90.91],
      ['7203.T', 200, 9.09],
    ]);
    expect(facts.holdings[1]!.gainLossPercent).toBe(-13.04);
  });
});
