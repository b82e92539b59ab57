import type { RecommendationDraft } from '@folio/contracts';
import { describe, it } from 'vitest';
import { ConflictError, NotFoundError } from '../shared/errors.ts';
import { deciderSpec } from '../testing/decider-spec.ts';
import type { PortfolioFacts, StockFacts } from './analyst/facts.ts';
import { insightsDecider } from './decider.ts';
import type { InsightsEvent, RecommendationData } from './events.ts';

const analyst = { provider: 'offline' as const, model: 'offline-rules-v1' };
const draft = (symbol: string, type: RecommendationDraft['type'] = 'buy'): RecommendationDraft => ({
  type, symbol, title: `${type} ${symbol}`, description: '', confidence: 0.8, priority: 'medium', reasoning: ['RSI 28.0 is below 30: oversold'],
  actionItems: [], impact: '', targetPrice: null, riskLevel: 'low', aiAnalysis: '',
});
const rec = (recommendationId: string, symbol: string, analysisId: string, listId = 'main', type: RecommendationDraft['type'] = 'buy'): RecommendationData => {
  const { type: _type, ...rest } = draft(symbol, type);
  return { ...rest, recommendation: type, recommendationId, analysisId, listId, source: 'portfolio-analysis', analyst };
};
const inputs = {} as unknown as PortfolioFacts;
const result = { recommendations: [], rebalancingRecommendations: [], marketCommentary: '', portfolioInsights: [] } as never;
const analysisData = (analysisId: string) => ({ analysisId, listId: 'main', listName: 'Main Portfolio', analyst, usage: null, analyzedAt: '2026-01-01T00:00:00.000Z', inputs, result });

const recordPortfolio = (analysisId: string, recommendations: RecommendationData[]) =>
  ({ type: 'RecordPortfolioAnalysis', data: { ...analysisData(analysisId), recommendations } }) as const;
const portfolioAnalyzed = (analysisId: string, recommendationIds: (string | null)[]): InsightsEvent => ({
  type: 'PortfolioAnalyzed', data: { ...analysisData(analysisId), recommendationIds },
});
const created = (data: RecommendationData): InsightsEvent => ({ type: 'RecommendationCreated', data });
const changed = (recommendationId: string, from: 'ACTIVE' | 'DONE', to: 'DONE' | 'DELETED', reason: string | null = null): InsightsEvent => ({
  type: 'RecommendationStatusChanged', data: { recommendationId, listId: 'main', from, to, reason },
});
const change = (recommendationId: string, status: 'ACTIVE' | 'DONE' | 'DELETED', reason: string | null = null) =>
  ({ type: 'ChangeRecommendationStatus', data: { recommendationId, status, reason } }) as const;

describe('insights decider', () => {
  const spec = deciderSpec(insightsDecider);
  const aapl = rec('r1', 'AAPL', 'a1');
  const history = [portfolioAnalyzed('a1', ['r1']), created(aapl)];

  it('records a portfolio analysis and creates its recommendations', () => {
    spec.given([]).when(recordPortfolio('a1', [aapl, rec('r2', 'Diversification', 'a1', 'main', 'diversify')])).then([
      portfolioAnalyzed('a1', ['r1', 'r2']),
      created(aapl),
      created(rec('r2', 'Diversification', 'a1', 'main', 'diversify')),
    ]);
  });

  it('records a stock analysis naming the recommendation it created', () => {
    const stock = { analysisId: 's1', listId: 'main', symbol: 'AAPL', analyst, usage: null, analyzedAt: '2026-01-01T00:00:00.000Z', inputs: {} as StockFacts, result: draft('AAPL') };
    spec.given([]).when({ type: 'RecordStockAnalysis', data: { ...stock, recommendation: aapl } }).then([
      { type: 'StockAnalyzed', data: { ...stock, recommendationId: 'r1' } },
      created(aapl),
    ]);
  });

  it('refreshes the ACTIVE recommendation of the same list and symbol, keeping its id', () => {
    const newer = rec('r9', 'aapl', 'a2', 'main', 'sell');
    spec.given(history).when(recordPortfolio('a2', [newer])).then([
      portfolioAnalyzed('a2', ['r1']),
      { type: 'RecommendationRefreshed', data: { ...newer, recommendationId: 'r1' } },
    ]);
  });

  it('creates a new recommendation when the old one is done, or the symbol is in another list', () => {
    spec.given([...history, changed('r1', 'ACTIVE', 'DONE')]).when(recordPortfolio('a2', [rec('r9', 'AAPL', 'a2')])).then([
      portfolioAnalyzed('a2', ['r9']),
      created(rec('r9', 'AAPL', 'a2')),
    ]);
    spec.given(history).when(recordPortfolio('a2', [rec('r9', 'AAPL', 'a2', 'growth')])).then([
      portfolioAnalyzed('a2', ['r9']),
      created(rec('r9', 'AAPL', 'a2', 'growth')),
    ]);
  });

  it('stores one recommendation per symbol when an analysis repeats a symbol', () => {
    spec.given([]).when(recordPortfolio('a1', [aapl, rec('r2', 'AAPL', 'a1', 'main', 'sell')])).then([portfolioAnalyzed('a1', ['r1', null]), created(aapl)]);
  });

  it('records the same analysis only once', () => {
    spec.given(history).when(recordPortfolio('a1', [aapl])).then([]);
  });

  it('marks an active recommendation done with a reason, then deleted', () => {
    spec.given(history).when(change('r1', 'DONE', 'Bought 10 more')).then([changed('r1', 'ACTIVE', 'DONE', 'Bought 10 more')]);
    spec.given([...history, changed('r1', 'ACTIVE', 'DONE')]).when(change('r1', 'DELETED')).then([changed('r1', 'DONE', 'DELETED')]);
    spec.given(history).when(change('r1', 'DELETED')).then([changed('r1', 'ACTIVE', 'DELETED')]);
  });

  it('setting the current status again changes nothing', () => {
    spec.given(history).when(change('r1', 'ACTIVE')).then([]);
    spec.given([...history, changed('r1', 'ACTIVE', 'DONE')]).when(change('r1', 'DONE')).then([]);
  });

  it('refuses to change a deleted recommendation or to reactivate a done one', () => {
    spec.given([...history, changed('r1', 'ACTIVE', 'DELETED')]).when(change('r1', 'DONE')).thenThrows(ConflictError, 'deleted');
    spec.given([...history, changed('r1', 'ACTIVE', 'DONE')]).when(change('r1', 'ACTIVE')).thenThrows(ConflictError, 'cannot be made active');
  });

  it('does not know recommendations it never created', () => {
    spec.given(history).when(change('r404', 'DONE')).thenThrows(NotFoundError, 'Recommendation not found');
  });
});

describe('insights decider: a deleted list', () => {
  const spec = deciderSpec(insightsDecider);
  const reason = 'Its list was deleted';
  const move = { type: 'MoveListRecommendations', data: { fromListId: 'growth', toListId: 'main', reason } } as const;
  const moved = (recommendationIds: string[], analysisIds: string[]): InsightsEvent => ({
    type: 'RecommendationsMoved', data: { fromListId: 'growth', toListId: 'main', recommendationIds, analysisIds },
  });
  const stockAnalyzed = (analysisId: string, listId: string, recommendationId: string): InsightsEvent => ({
    type: 'StockAnalyzed',
    data: { analysisId, listId, symbol: 'X', analyst, usage: null, analyzedAt: '2026-01-01T00:00:00.000Z', inputs: {} as StockFacts, result: draft('X'), recommendationId },
  });
  const msftInGrowth = rec('r2', 'MSFT', 'g1', 'growth');
  const growthHistory = [stockAnalyzed('g1', 'growth', 'r2'), created(msftInGrowth)];
  const history = [portfolioAnalyzed('a1', ['r1']), created(rec('r1', 'AAPL', 'a1'))];

  it("moves the list's recommendations and analyses to the list that received its holdings", () => {
    spec.given(growthHistory).when(move).then([moved(['r2'], ['g1'])]);
  });

  it('after the move, the recommendation is the ACTIVE one of its symbol in the new list', () => {
    const newer = rec('r9', 'MSFT', 'a2', 'main', 'sell');
    spec.given([...growthHistory, moved(['r2'], ['g1'])]).when(recordPortfolio('a2', [newer])).then([
      portfolioAnalyzed('a2', ['r2']),
      { type: 'RecommendationRefreshed', data: { ...newer, recommendationId: 'r2' } },
    ]);
  });

  it('deletes an ACTIVE recommendation the new list already has for its symbol, then moves it too', () => {
    const aaplInGrowth = rec('r3', 'aapl', 'g1', 'growth');
    spec.given([...history, ...growthHistory, created(aaplInGrowth)]).when(move).then([
      { type: 'RecommendationStatusChanged', data: { recommendationId: 'r3', listId: 'growth', from: 'ACTIVE', to: 'DELETED', reason } },
      moved(['r2', 'r3'], ['g1']),
    ]);
    const deleted = { type: 'RecommendationStatusChanged', data: { recommendationId: 'r3', listId: 'growth', from: 'ACTIVE', to: 'DELETED', reason } } as const;
    spec.given([...history, ...growthHistory, created(aaplInGrowth), deleted, moved(['r2', 'r3'], ['g1'])]).when(recordPortfolio('a3', [rec('r9', 'AAPL', 'a3')])).then([
      portfolioAnalyzed('a3', ['r1']),
      { type: 'RecommendationRefreshed', data: { ...rec('r9', 'AAPL', 'a3'), recommendationId: 'r1' } },
    ]);
  });

  it('moves done and deleted recommendations as they are', () => {
    const aaplInGrowth = rec('r3', 'AAPL', 'g1', 'growth');
    const doneInGrowth = { type: 'RecommendationStatusChanged', data: { recommendationId: 'r3', listId: 'growth', from: 'ACTIVE', to: 'DONE', reason: null } } as const;
    spec.given([...history, ...growthHistory, created(aaplInGrowth), doneInGrowth]).when(move).then([moved(['r2', 'r3'], ['g1'])]);
    // The main list's ACTIVE AAPL is untouched: it is still the one a new analysis refreshes.
    spec.given([...history, created(aaplInGrowth), doneInGrowth, moved(['r3'], [])]).when(recordPortfolio('a3', [rec('r9', 'AAPL', 'a3')])).then([
      portfolioAnalyzed('a3', ['r1']),
      { type: 'RecommendationRefreshed', data: { ...rec('r9', 'AAPL', 'a3'), recommendationId: 'r1' } },
    ]);
  });

  it('moves nothing twice: a list with nothing left, or a move onto itself, decides no events', () => {
    spec.given([...growthHistory, moved(['r2'], ['g1'])]).when(move).then([]);
    spec.given([]).when(move).then([]);
    spec.given(growthHistory).when({ type: 'MoveListRecommendations', data: { fromListId: 'growth', toListId: 'growth', reason } }).then([]);
  });
});
