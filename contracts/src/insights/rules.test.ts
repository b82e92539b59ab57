import { describe, expect, it } from 'vitest';
import { RecommendationDraftSchema, UpdateRecommendationStatusSchema } from './recommendations.ts';
import {
  confidencePercent,
  isCritical,
  isPortfolioWide,
  isStockRecommendation,
  isTopRecommendation,
  joinReasoning,
  reasoningItems,
  splitRecommendations,
  topRecommendations,
} from './rules.ts';

describe('portfolio-wide classification', () => {
  it.each([
    ['_PORTFOLIO_DIVERSIFICATION', true],
    ['Tech Exposure', true],
    ['Diversification', true],
    ['Rebalance', true],
    ['Interest Rate Sensitivity', true],
    ['Sector Rotation', true],
    ['Risk Management', true],
    ['Market Timing', true],
    ['Asset Allocation', true],
    ['AAPL', false],
    ['BRK.B', false],
    ['BTC-USD', false],
  ])('%s -> %s', (symbol, wide) => {
    expect(isPortfolioWide(symbol)).toBe(wide);
  });

  it('stock recommendations are non-portfolio-wide buy, sell or hold; the rest are portfolio recommendations', () => {
    const items = [
      { id: 1, symbol: 'AAPL', recommendation: 'buy' },
      { id: 2, symbol: 'MSFT', recommendation: 'hold' },
      { id: 3, symbol: 'TSLA', type: 'sell' },
      { id: 4, symbol: 'NVDA', recommendation: 'neutral' },
      { id: 5, symbol: 'Diversification', recommendation: 'diversify' },
      { id: 6, symbol: '_PORTFOLIO_CASH', recommendation: 'buy' },
      { id: 7, symbol: 'AMZN', recommendation: 'rebalance' },
    ];
    const { stock, portfolio } = splitRecommendations(items);
    expect(stock.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(portfolio.map((item) => item.id)).toEqual([4, 5, 6, 7]);
    expect(isStockRecommendation({ symbol: 'AAPL', recommendation: 'BUY' })).toBe(true);
  });
});

describe('top recommendations filter', () => {
  const item = (over: object) => ({ symbol: 'AAPL', recommendation: 'buy', confidence: 0.8, status: 'ACTIVE', createdAt: '2026-01-01', ...over });

  it('keeps active, confident, non-hold, non-neutral items', () => {
    expect(isTopRecommendation(item({}))).toBe(true);
    expect(isTopRecommendation(item({ recommendation: 'hold' }))).toBe(false);
    expect(isTopRecommendation(item({ recommendation: 'neutral' }))).toBe(false);
    expect(isTopRecommendation(item({ confidence: 0.69 }))).toBe(false);
    expect(isTopRecommendation(item({ confidence: 0.7 }))).toBe(true);
    expect(isTopRecommendation(item({ status: 'DONE' }))).toBe(false);
    expect(isTopRecommendation(item({ status: 'DELETED' }))).toBe(false);
  });

  it('counts a missing status as ACTIVE and a percent confidence as a fraction', () => {
    expect(isTopRecommendation(item({ status: undefined }))).toBe(true);
    expect(isTopRecommendation(item({ confidence: 85 }))).toBe(true);
    expect(isTopRecommendation(item({ confidence: 60 }))).toBe(false);
  });

  it('shows at most 5, most confident first, newest first on ties', () => {
    const items = [
      item({ symbol: 'A', confidence: 0.71 }),
      item({ symbol: 'B', confidence: 0.9, createdAt: '2026-01-01' }),
      item({ symbol: 'C', confidence: 0.9, createdAt: '2026-02-01' }),
      item({ symbol: 'D', confidence: 0.8 }),
      item({ symbol: 'E', confidence: 0.75 }),
      item({ symbol: 'F', confidence: 0.72 }),
      item({ symbol: 'G', confidence: 0.99, recommendation: 'hold' }),
    ];
    expect(topRecommendations(items).map((entry) => entry.symbol)).toEqual(['C', 'B', 'D', 'E', 'F']);
  });

  it('puts higher risk first among equally confident items, before the newest', () => {
    const items = [
      item({ symbol: 'LOW', confidence: 0.8, riskLevel: 'low', createdAt: '2026-03-01' }),
      item({ symbol: 'HIGH', confidence: 0.8, riskLevel: 'HIGH', createdAt: '2026-01-01' }),
      item({ symbol: 'MEDIUM', confidence: 0.8, riskLevel: 'medium', createdAt: '2026-02-01' }),
    ];
    expect(topRecommendations(items).map((entry) => entry.symbol)).toEqual(['HIGH', 'MEDIUM', 'LOW']);
  });

  it('keeps an item named in keep although it is no longer ACTIVE', () => {
    const done = { ...item({ symbol: 'DONE', status: 'DONE' }), id: 'r1' };
    expect(topRecommendations([done])).toEqual([]);
    expect(topRecommendations([done], 5, new Set(['r1'])).map((entry) => entry.symbol)).toEqual(['DONE']);
  });
});

describe('critical flag and confidence display', () => {
  it('is critical only with priority high, confidence >= 0.85 and type buy or sell', () => {
    expect(isCritical({ priority: 'high', confidence: 0.85, type: 'sell' })).toBe(true);
    expect(isCritical({ priority: 'high', confidence: 0.9, recommendation: 'buy' })).toBe(true);
    expect(isCritical({ priority: 'high', confidence: 0.84, type: 'buy' })).toBe(false);
    expect(isCritical({ priority: 'medium', confidence: 0.95, type: 'buy' })).toBe(false);
    expect(isCritical({ priority: 'high', confidence: 0.95, type: 'hold' })).toBe(false);
  });

  it('scales values at or below 1 and shows larger ones as they are', () => {
    expect(confidencePercent(0.856)).toBe(86);
    expect(confidencePercent(1)).toBe(100);
    expect(confidencePercent(72)).toBe(72);
    expect(confidencePercent(Number.NaN)).toBe(0);
  });
});

describe('reasoning', () => {
  it('round-trips between the list and the "; "-joined string', () => {
    const items = ['RSI 74.2 is above 70', 'P/E 41 vs sector 25; richly valued'];
    const joined = joinReasoning(items);
    expect(joined).toBe('RSI 74.2 is above 70; P/E 41 vs sector 25, richly valued');
    expect(reasoningItems(joined)).toEqual(['RSI 74.2 is above 70', 'P/E 41 vs sector 25, richly valued']);
    expect(reasoningItems(items)).toEqual(items);
    expect(reasoningItems(null)).toEqual([]);
  });
});

describe('schemas', () => {
  it('accepts a status in any case and normalises an empty reason to null', () => {
    expect(UpdateRecommendationStatusSchema.parse({ status: 'done', reason: '  ' })).toEqual({ status: 'DONE', reason: null });
    expect(UpdateRecommendationStatusSchema.safeParse({ status: 'ARCHIVED' }).success).toBe(false);
  });

  it('refuses a draft with a confidence outside 0-1', () => {
    const draft = {
      type: 'buy', symbol: 'AAPL', title: 't', description: 'd', confidence: 1.2, priority: 'high', reasoning: [], actionItems: [],
      impact: '', targetPrice: null, riskLevel: 'low', aiAnalysis: '',
    };
    expect(RecommendationDraftSchema.safeParse(draft).success).toBe(false);
    expect(RecommendationDraftSchema.safeParse({ ...draft, confidence: 0.8 }).success).toBe(true);
  });
});
