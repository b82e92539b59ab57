import { isStockRecommendation, RecommendationSchema } from '@folio/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let token: string;
let userId: string;
let mainList: string;
beforeEach(async () => {
  app = await createTestApp();
  ({ token, userId } = await app.signUp());
  mainList = (await app.request('GET', '/api/lists', { token })).json()[0].id;
});
afterEach(() => app.close());

const call = (method: string, url: string, body?: unknown, as = token) => app.request(method, url, { token: as, body });
const hold = (symbol: string, quantity: number, purchasePrice: number, listId = mainList) =>
  call('POST', '/api/investments/stock', { symbol, quantity, purchasePrice, purchaseDate: '2024-01-02', listId });

async function portfolio() {
  await hold('AAPL', 40, 150);
  await hold('MSFT', 5, 300);
  await hold('JPM', 10, 140);
  await call('POST', '/api/investments/stock', { symbol: 'NVDA', quantity: 0 });
}

describe('portfolio analysis', () => {
  it('analyses a list with diversification, rebalancing, commentary, insights and performance, and stores its recommendations', async () => {
    await portfolio();
    const response = await call('GET', `/api/investments/ai-analysis?listId=${mainList}`);
    expect(response.statusCode).toBe(200);
    const analysis = response.json();
    expect(analysis).toMatchObject({ listId: mainList, listName: 'Main Portfolio', analyst: { provider: 'offline', model: 'offline-rules-v1' }, usage: null });
    const d = analysis.diversificationAnalysis;
    expect(d.sectorAllocation.reduce((sum: number, slice: { percent: number }) => sum + slice.percent, 0)).toBeCloseTo(100, 0);
    expect(d.riskScore).toBeGreaterThanOrEqual(0);
    expect(d.riskScore).toBeLessThanOrEqual(10);
    expect(d.diversificationScore).toBeLessThanOrEqual(10);
    expect(d.geographicAllocation[0].name).toBe('United States');
    expect(analysis.performanceMetrics).toMatchObject({ totalStocks: 3 });
    expect(analysis.marketCommentary).toContain('200-day average');
    expect(analysis.portfolioInsights.join(' ')).toContain('Largest position: AAPL');

    const perHolding = analysis.recommendations.filter((rec: { symbol: string }) => ['AAPL', 'MSFT', 'JPM'].includes(rec.symbol));
    expect(perHolding).toHaveLength(3);
    for (const rec of analysis.recommendations) {
      expect(rec.confidence).toBeGreaterThanOrEqual(0);
      expect(rec.confidence).toBeLessThanOrEqual(1);
      expect(rec.recommendationId).toEqual(expect.any(String));
      expect(rec.status).toBe('ACTIVE');
    }
    // AAPL dominates the list: above the 10% max position size, so the analysis says to trim it.
    expect(analysis.rebalancingRecommendations.find((trade: { symbol: string }) => trade.symbol === 'AAPL')).toMatchObject({ action: 'sell', targetAllocation: 10 });
    expect(analysis.recommendations.some((rec: { symbol: string }) => rec.symbol === 'Rebalance')).toBe(true);

    const { recommendations, sample } = (await call('GET', `/api/investments/recommendations?listId=${mainList}`)).json();
    expect(sample).toBe(false);
    expect(recommendations).toHaveLength(analysis.recommendations.length);
    const aapl = recommendations.find((rec: { symbol: string }) => rec.symbol === 'AAPL');
    expect(RecommendationSchema.parse(aapl)).toMatchObject({
      status: 'ACTIVE', source: 'portfolio-analysis', analysisSource: 'Portfolio Analysis', listName: 'Main Portfolio', portfolioWide: false, analysisId: analysis.id,
    });
    expect(aapl.reasoning).toBe(aapl.reasoningItems.join('; '));
    expect(aapl.reasoning).toContain('max position size');
  });

  it('refreshes the ACTIVE recommendation of a symbol instead of adding a duplicate', async () => {
    await portfolio();
    const first = (await call('GET', '/api/investments/ai-analysis')).json();
    const second = (await call('GET', '/api/investments/ai-analysis')).json();
    const { recommendations } = (await call('GET', '/api/investments/recommendations?getAllLists=true')).json();
    expect(recommendations).toHaveLength(first.recommendations.length);
    expect(second.recommendations.map((rec: { recommendationId: string }) => rec.recommendationId).sort()).toEqual(
      first.recommendations.map((rec: { recommendationId: string }) => rec.recommendationId).sort(),
    );
    expect(new Set(recommendations.map((rec: { analysisId: string }) => rec.analysisId))).toEqual(new Set([second.id]));
    const past = (await call('GET', `/api/investments/past-analyses?listId=${mainList}`)).json();
    expect(past.analyses.map((entry: { id: string }) => entry.id)).toEqual([second.id, first.id]);
    expect(past.analyses[0].result.diversificationAnalysis).toEqual(second.diversificationAnalysis);
  });

  it('analyses an empty list without inventing anything', async () => {
    const analysis = (await call('GET', '/api/investments/ai-analysis')).json();
    expect(analysis.recommendations).toEqual([]);
    expect(analysis.portfolioInsights).toEqual(['This list holds no positions yet.']);
    expect(analysis.diversificationAnalysis).toMatchObject({ riskScore: 0, diversificationScore: 0 });
  });

  it('uses the max position size the client sends, falling back to 10', async () => {
    await portfolio();
    const loose = (await call('GET', '/api/investments/ai-analysis?maxPositionSize=100')).json();
    expect(loose.rebalancingRecommendations.filter((trade: { action: string; targetAllocation: number }) => trade.action === 'sell' && trade.targetAllocation === 100)).toEqual([]);
    const fallback = (await call('GET', '/api/investments/ai-analysis?maxPositionSize=500')).json();
    expect(fallback.rebalancingRecommendations.find((trade: { symbol: string }) => trade.symbol === 'AAPL').targetAllocation).toBe(10);
  });

  it("uses the list's own max position size preference when the request gives none (or an invalid one)", async () => {
    await portfolio();
    expect((await call('PUT', `/api/lists/${mainList}/preferences`, { maxPositionSize: 25 })).statusCode).toBe(200);
    for (const query of ['', '?maxPositionSize=500']) {
      const analysis = (await call('GET', `/api/investments/ai-analysis${query}`)).json();
      expect(analysis.rebalancingRecommendations.find((trade: { symbol: string }) => trade.symbol === 'AAPL').targetAllocation).toBe(25);
    }
    const stock = (await call('POST', '/api/investments/stocks/aapl/analyze')).json();
    expect(stock.portfolioContext.maxPositionSize).toBe(25);
    const given = (await call('POST', '/api/investments/stocks/aapl/analyze?maxPositionSize=40')).json();
    expect(given.portfolioContext.maxPositionSize).toBe(40);
  });
});

describe('stock analysis', () => {
  it('analyses a symbol in the context of a list and keeps its inputs for tracing', async () => {
    await portfolio();
    const response = await call('POST', '/api/investments/stocks/aapl/analyze');
    expect(response.statusCode).toBe(200);
    const analysis = response.json();
    expect(analysis).toMatchObject({
      symbol: 'AAPL', listId: mainList, status: 'ACTIVE', analyst: { provider: 'offline' },
      portfolioContext: { totalStocks: 3, hasExistingPosition: true, maxPositionSize: 10 },
    });
    expect(['buy', 'sell', 'hold']).toContain(analysis.type);
    expect(analysis.analysis).toBe(analysis.aiAnalysis);
    expect(analysis.aiAnalysis).toContain('### Technical picture');
    expect(analysis.aiAnalysis).toContain('RSI (14)');
    expect(analysis.reasoning.length).toBeGreaterThan(0);

    const record = (await call('GET', `/api/investments/analyses/${analysis.id}`)).json();
    expect(record).toMatchObject({ kind: 'stock', symbol: 'AAPL', listId: mainList });
    expect(record.inputs.technicals.rsi).toEqual(expect.any(Number));
    expect(record.inputs.position).toMatchObject({ held: true, quantity: 40 });
    expect(record.inputs.price).toEqual(expect.any(Number));

    const rec = (await call('GET', `/api/investments/recommendations/${analysis.recommendationId}`)).json();
    expect(rec).toMatchObject({ symbol: 'AAPL', source: 'stock-analysis', analysisId: analysis.id, recommendation: analysis.type });
  });

  it('lists past stock analyses and the portfolio analyses that mention the symbol', async () => {
    await portfolio();
    const portfolioAnalysis = (await call('GET', '/api/investments/ai-analysis')).json();
    const stockAnalysis = (await call('POST', `/api/investments/stocks/MSFT/analyze?listId=${mainList}`)).json();
    const body = (await call('GET', '/api/investments/stocks/MSFT/analyses')).json();
    expect(body.stockRecommendations.map((entry: { id: string }) => entry.id)).toEqual([stockAnalysis.id]);
    expect(body.portfolioAnalyses).toHaveLength(1);
    expect(body.portfolioAnalyses[0]).toMatchObject({ id: portfolioAnalysis.id });
    expect(body.portfolioAnalyses[0].recommendations.map((rec: { symbol: string }) => rec.symbol)).toEqual(['MSFT']);
  });

  it('answers 404 for an unknown symbol and 400 for something that is not a ticker', async () => {
    expect((await call('POST', '/api/investments/stocks/NOT%20A%20TICKER/analyze')).statusCode).toBe(400);
    const listMissing = await call('POST', '/api/investments/stocks/AAPL/analyze?listId=nope');
    expect(listMissing.statusCode).toBe(404);
  });
});

describe('recommendation status', () => {
  async function someRecommendation() {
    await portfolio();
    await call('GET', '/api/investments/ai-analysis');
    const { recommendations } = (await call('GET', '/api/investments/recommendations')).json();
    return recommendations.find(isStockRecommendation) as { id: string; symbol: string };
  }

  it('marks a recommendation done with a reason, then deleted; both are events', async () => {
    const rec = await someRecommendation();
    const done = await call('PATCH', `/api/investments/recommendations/${rec.id}`, { status: 'done', reason: 'Trimmed on Monday' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: rec.id, status: 'DONE', statusReason: 'Trimmed on Monday' });
    expect((await call('PATCH', `/api/investments/recommendations/${rec.id}`, { status: 'DONE' })).json().status).toBe('DONE');
    expect((await call('PATCH', `/api/investments/recommendations/${rec.id}`, { status: 'DELETED' })).json()).toMatchObject({ status: 'DELETED', statusReason: null });
    const stream = await app.stores.events.readStream(`insights-${userId}`);
    expect(stream.filter((event) => event.type === 'RecommendationStatusChanged').map((event) => event.data)).toEqual([
      { recommendationId: rec.id, listId: mainList, from: 'ACTIVE', to: 'DONE', reason: 'Trimmed on Monday' },
      { recommendationId: rec.id, listId: mainList, from: 'DONE', to: 'DELETED', reason: null },
    ]);
    expect(stream.every((event) => event.metadata.userId === userId)).toBe(true);
  });

  it('refuses to revive a deleted recommendation and refuses unknown statuses', async () => {
    const rec = await someRecommendation();
    await call('PATCH', `/api/investments/recommendations/${rec.id}`, { status: 'DELETED' });
    const revive = await call('PATCH', `/api/investments/recommendations/${rec.id}`, { status: 'DONE' });
    expect(revive.statusCode).toBe(409);
    const bad = await call('PATCH', `/api/investments/recommendations/${rec.id}`, { status: 'ARCHIVED' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('status must be ACTIVE, DONE or DELETED');
  });

  it('a new analysis creates a fresh recommendation for a symbol whose last one is done', async () => {
    const rec = await someRecommendation();
    await call('PATCH', `/api/investments/recommendations/${rec.id}`, { status: 'DONE' });
    await call('GET', '/api/investments/ai-analysis');
    const { recommendations } = (await call('GET', '/api/investments/recommendations')).json();
    const forSymbol = recommendations.filter((entry: { symbol: string }) => entry.symbol === rec.symbol);
    expect(forSymbol.map((entry: { status: string }) => entry.status).sort()).toEqual(['ACTIVE', 'DONE']);
  });

  it('serves a labelled sample set from /recommendations/test', async () => {
    const body = (await call('GET', '/api/investments/recommendations/test')).json();
    expect(body.sample).toBe(true);
    expect(body.recommendations.length).toBeGreaterThan(0);
    expect((await call('PATCH', `/api/investments/recommendations/${body.recommendations[0].id}`, { status: 'DONE' })).statusCode).toBe(404);
  });
});

describe('another user', () => {
  it('cannot read, change or trace my recommendations, analyses or logs (404, never 403)', async () => {
    await portfolio();
    const analysis = (await call('GET', '/api/investments/ai-analysis')).json();
    const recId = analysis.recommendations[0].recommendationId;
    const logs = (await call('GET', '/api/investments/debug/llm-logs')).json().logs;
    expect(logs.length).toBeGreaterThan(0);
    const other = (await app.signUp()).token;

    expect((await call('PATCH', `/api/investments/recommendations/${recId}`, { status: 'DELETED' }, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/investments/recommendations/${recId}`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/investments/analyses/${analysis.id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/investments/recommendations?listId=${mainList}`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/investments/ai-analysis?listId=${mainList}`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/investments/debug/llm-response/${logs[0].id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/investments/debug/llm-response/${analysis.id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', '/api/investments/debug/llm-logs', undefined, other)).json().logs).toEqual([]);
    expect((await call('GET', '/api/investments/recommendations?getAllLists=true', undefined, other)).json().recommendations).toEqual([]);
    expect((await call('POST', '/api/investments/debug/clear-logs', {}, other)).json()).toEqual({ success: true, cleared: 0 });
    expect((await call('GET', `/api/investments/recommendations/${recId}`)).json().status).toBe('ACTIVE');
    expect((await call('GET', '/api/investments/debug/llm-logs')).json().logs).toHaveLength(logs.length);
  });

  it('needs a session', async () => {
    expect((await app.request('GET', '/api/investments/recommendations')).statusCode).toBe(401);
    expect((await app.request('POST', '/api/chat/query', { body: { question: 'hi' } })).statusCode).toBe(401);
  });
});

describe('llm info and debug log', () => {
  it('describes the offline analyst and logs each run with its inputs and answer', async () => {
    await portfolio();
    const info = (await call('GET', '/api/investments/llm-info')).json();
    expect(info).toMatchObject({ provider: 'offline', model: 'offline-rules-v1', baseUrl: null, structuredOutput: true, usage: { calls: 0 } });
    const analysis = (await call('POST', '/api/investments/stocks/JPM/analyze')).json();
    const { logs } = (await call('GET', '/api/investments/debug/llm-logs')).json();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ purpose: 'stock-analysis', status: 'ok', analysisId: analysis.id, symbol: 'JPM', listId: mainList, attempts: 1, usage: null });
    const entry = (await call('GET', `/api/investments/debug/llm-response/${analysis.recommendationId}`)).json();
    expect(entry.id).toBe(logs[0].id);
    expect(entry.messages[1].content).toContain('"symbol":"JPM"');
    expect(JSON.parse(entry.responses[0]).type).toBe(analysis.type);
    expect((await call('GET', '/api/investments/llm-info')).json().usage.calls).toBe(1);
    expect((await call('POST', '/api/investments/debug/clear-logs', {})).json()).toEqual({ success: true, cleared: 1 });
    expect((await call('GET', '/api/investments/debug/llm-logs')).json().logs).toEqual([]);
  });
});
