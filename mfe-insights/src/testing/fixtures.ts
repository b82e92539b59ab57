/** Sample answers for component tests, shaped exactly as the API sends them. */
import type { AnalysisRecommendation, List, PortfolioAnalysis, Recommendation, StockAnalysis } from '@folio/contracts';

let sequence = 0;

export function recommendation(fields: Partial<Recommendation> = {}): Recommendation {
  sequence += 1;
  const symbol = fields.symbol ?? 'AAPL';
  const type = fields.recommendation ?? 'buy';
  return {
    id: `rec-${sequence}`,
    symbol,
    recommendation: type,
    title: `${type} ${symbol}`,
    description: `Why ${symbol}`,
    confidence: 0.8,
    priority: 'medium',
    reasoning: 'RSI 28 is below 30: oversold; ROE 22% meets the 15% minimum',
    reasoningItems: ['RSI 28 is below 30: oversold', 'ROE 22% meets the 15% minimum'],
    actionItems: [],
    impact: '',
    targetPrice: null,
    aiAnalysis: `## ${symbol}\n\nAnalysis of ${symbol}.`,
    riskLevel: 'medium',
    status: 'ACTIVE',
    statusReason: null,
    portfolioWide: false,
    source: 'portfolio-analysis',
    analysisSource: 'Portfolio Analysis',
    analysisId: 'analysis-1',
    analyst: { provider: 'offline', model: 'offline-rules-v1' },
    listId: 'main',
    listName: 'Main Portfolio',
    createdAt: `2026-01-${String((sequence % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...fields,
  };
}

export const sampleList = (id: string, name: string, fields: Partial<List> = {}): List => ({
  id,
  name,
  description: null,
  isDefault: false,
  createdAt: '2024-01-01T00:00:00.000Z',
  taxLotMethod: 'fifo',
  _count: { portfolios: 0 },
  ...fields,
});

export function analysisRecommendation(fields: Partial<AnalysisRecommendation> = {}): AnalysisRecommendation {
  return {
    type: 'buy',
    symbol: 'JPM',
    title: 'Add to JPM',
    description: 'JPM scores +3 on 9 signals.',
    confidence: 0.79,
    priority: 'medium',
    reasoning: ['MACD crossed above its signal line 3 days ago', 'ROE 16% meets the 15% minimum', 'P/E 12 below the sector'],
    actionItems: ['Buy about 5 shares'],
    impact: 'Raises JPM to 8% of the list.',
    targetPrice: 200,
    riskLevel: 'medium',
    aiAnalysis: '## JPM: Buy\n\nFull text of the JPM analysis.',
    createdAt: '2026-11-20T10:00:00.000Z',
    portfolioContext: { totalStocks: 8, hasExistingPosition: true, positionWeight: 6, sectorWeight: 27, maxPositionSize: 10, cashBalance: 9000 },
    recommendationId: 'rec-jpm',
    status: 'ACTIVE',
    ...fields,
  };
}

export function portfolioAnalysis(fields: Partial<PortfolioAnalysis> = {}): PortfolioAnalysis {
  return {
    id: 'analysis-1',
    listId: 'main',
    listName: 'Main Portfolio',
    createdAt: '2026-11-20T10:00:00.000Z',
    analyst: { provider: 'offline', model: 'offline-rules-v1' },
    usage: null,
    recommendations: [
      analysisRecommendation(),
      analysisRecommendation({ symbol: 'GOOGL', type: 'sell', title: 'Sell GOOGL', recommendationId: 'rec-googl' }),
      analysisRecommendation({ symbol: 'Diversification', type: 'diversify', title: 'Spread the portfolio', recommendationId: 'rec-wide' }),
    ],
    diversificationAnalysis: {
      sectorAllocation: [{ name: 'Technology', percent: 48.8, value: 16090 }],
      marketCapAllocation: [{ name: 'Mega cap (200B+)', percent: 100, value: 32952 }],
      geographicAllocation: [{ name: 'United States', percent: 100, value: 32952 }],
      riskScore: 2.9,
      diversificationScore: 4.3,
      scoreExplanation: ['Diversification 4.3/10: 8 holdings.'],
    },
    rebalancingRecommendations: [
      { symbol: 'AAPL', currentAllocation: 14.87, targetAllocation: 10, action: 'sell', quantity: 9.824, reason: '14.9% of the list is above the 10% max position size' },
    ],
    marketCommentary: 'Across 8 holdings, 6 trade above their 200-day average.',
    portfolioInsights: ['Largest position: AAPL at 14.9% of the list.'],
    performanceMetrics: {
      totalReturn: 51.51,
      annualizedReturn: 5.58,
      riskAdjustedReturn: 0.27,
      volatility: 20.83,
      calculationPeriod: '2020-03-02 to 2026-11-22',
      methodology: 'Money-weighted.',
      analysisDate: '2026-11-22T01:03:35.568Z',
      totalStocks: 8,
    },
    ...fields,
  };
}

export function stockAnalysis(fields: Partial<StockAnalysis> = {}): StockAnalysis {
  const base = analysisRecommendation({ symbol: 'AAPL', type: 'hold', title: 'Hold AAPL', aiAnalysis: '## AAPL: Hold\n\nThe AAPL analysis.' });
  return { ...base, id: 'stock-analysis-1', listId: 'main', analysis: base.aiAnalysis, analyst: { provider: 'offline', model: 'offline-rules-v1' }, usage: null, ...fields };
}
