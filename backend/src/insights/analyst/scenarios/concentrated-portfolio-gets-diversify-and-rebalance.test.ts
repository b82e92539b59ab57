import { describe, expect, it } from 'vitest';
import { diversificationOf } from '../diversification.ts';
import type { PortfolioFacts } from '../facts.ts';
import { offlinePortfolioJudgement } from '../offline-portfolio.ts';
import { performanceOf } from '../performance.ts';
import { fundamentals, holding, list, overboughtBars, sidewaysBars, stockFacts } from './market.ts';

function portfolio(inList: ReturnType<typeof list>): PortfolioFacts {
  const stocks = inList.holdings.map((h) => stockFacts(h.symbol, h.symbol === 'BIG' ? overboughtBars() : sidewaysBars(), fundamentals({ sector: h.sector }), inList));
  const summary = { totalValue: inList.investedValue, totalCost: inList.investedValue * 0.8, totalGainLoss: inList.investedValue * 0.2, totalGainLossPercent: 25, annualizedReturn: 9, timeWeightedAnnualized: 8, sixMonthReturn: 4, oneYearReturn: 9, from: '2024-01-02', to: '2026-01-02' };
  return {
    list: inList, summary, stocks, dataSource: 'demo', asOf: '2026-01-02T00:00:00.000Z',
    diversification: diversificationOf(inList, stocks),
    performance: performanceOf(summary, 18, inList.holdings.length, '2026-01-02T00:00:00.000Z'),
  };
}

describe('a list with 70% in one technology stock and 40% cash', () => {
  const concentrated = portfolio(list([holding('BIG', 70_000), holding('MID', 20_000, 'Technology'), holding('SMALL', 10_000, 'Health')], 40_000));
  const spread = portfolio(list(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'].map((s, i) => holding(s, 10_000, `Sector ${i % 6}`))));
  const judgement = offlinePortfolioJudgement(concentrated);

  it('scores diversification low and risk higher than a spread list', () => {
    expect(concentrated.diversification.diversificationScore).toBeLessThan(4);
    expect(spread.diversification.diversificationScore).toBeGreaterThan(6);
    expect(concentrated.diversification.riskScore).toBeGreaterThan(spread.diversification.riskScore);
    expect(concentrated.diversification.sectorAllocation[0]).toEqual({ name: 'Technology', percent: 90, value: 90_000 });
    expect(concentrated.diversification.scoreExplanation[0]).toContain('largest Technology at 90.0%');
  });

  it('recommends diversifying, trimming to the max position size and investing the idle cash', () => {
    const symbols = judgement.recommendations.map((rec) => rec.symbol);
    expect(symbols).toEqual(expect.arrayContaining(['BIG', 'MID', 'SMALL', 'Diversification', 'Rebalance', 'Asset Allocation']));
    const rebalance = judgement.recommendations.find((rec) => rec.symbol === 'Rebalance')!;
    expect(rebalance.reasoning[0]).toBe('BIG is 50.0% of the list ($70,000.00), above the 10% max position size');
    expect(rebalance.priority).toBe('high');
    expect(judgement.recommendations.find((rec) => rec.symbol === 'Asset Allocation')!.reasoning[0]).toBe('Cash $40,000.00 is 28.6% of the list (threshold 20%)');
  });

  it('proposes trades that bring each position to its target', () => {
    const big = judgement.rebalancingRecommendations.find((trade) => trade.symbol === 'BIG')!;
    expect(big).toMatchObject({ action: 'sell', currentAllocation: 50, targetAllocation: 10, quantity: 560 });
  });

  it('explains itself in the insights and commentary', () => {
    expect(judgement.portfolioInsights[0]).toBe('Largest position: BIG at 50.0% of the list ($70,000.00; max position size 10%).');
    expect(judgement.marketCommentary).toMatch(/Overbought: BIG \(RSI \d+\.\d\)/);
    expect(judgement.marketCommentary).toContain('demo market data');
  });

  it('a well-spread list without cash gets no portfolio-wide recommendations', () => {
    const symbols = offlinePortfolioJudgement(spread).recommendations.map((rec) => rec.symbol);
    expect(symbols.filter((symbol) => symbol.length > 1)).toEqual([]);
  });
});
