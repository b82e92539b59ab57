import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { startFakeOpenAi, type FakeOpenAi } from './llm/fake-openai-server.ts';

let server: FakeOpenAi;
let app: TestApp;
let token: string;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.requests.length = 0;
  app = await createTestApp({
    env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: 'sk-very-secret', OPENAI_MODEL: 'gpt-test', LLM_TIMEOUT_MS: '1000' },
  });
  ({ token } = await app.signUp());
  await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 150, purchaseDate: '2024-01-02' });
});
afterEach(() => app.close());

const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });
const verdict = (over: object = {}) =>
  JSON.stringify({
    type: 'buy', symbol: 'WRONG', title: 'Buy AAPL', description: 'Momentum and margins.', confidence: 0.81, priority: 'medium',
    reasoning: ['RSI 55.0 is neutral', 'Profit margin 25% meets the 10% minimum'], actionItems: ['Add on dips'], impact: 'More tech exposure',
    targetPrice: 250, riskLevel: 'medium', aiAnalysis: '## AAPL\nLooks fine.', ...over,
  });

async function nothingStored() {
  expect((await call('GET', '/api/investments/recommendations')).json().recommendations).toEqual([]);
  expect((await call('GET', '/api/investments/stocks/AAPL/analyses')).json().stockRecommendations).toEqual([]);
}

describe('analyses answered by a model on an OpenAI-compatible server', () => {
  it('stores the validated answer with the model, the token usage and the facts it was given', async () => {
    server.reply({ content: verdict(), usage: { prompt_tokens: 900, completion_tokens: 120, total_tokens: 1020 } });
    // AAPL is the whole list: with a 100% max it is not overweight, so the model's buy stands.
    const response = await call('POST', '/api/investments/stocks/AAPL/analyze?maxPositionSize=100');
    expect(response.statusCode).toBe(200);
    const analysis = response.json();
    expect(analysis).toMatchObject({
      symbol: 'AAPL', type: 'buy', confidence: 0.81, targetPrice: 250, analyst: { provider: 'openai', model: 'fake-model-2026' },
      usage: { promptTokens: 900, completionTokens: 120, totalTokens: 1020 },
    });
    const sent = server.requests[0]!.body;
    expect(sent.model).toBe('gpt-test');
    expect(sent.messages[1]!.content).toContain('"rsi"');
    expect(sent.messages[1]!.content).toContain('"maxPositionSize": 100');

    const rec = (await call('GET', `/api/investments/recommendations/${analysis.recommendationId}`)).json();
    expect(rec).toMatchObject({ symbol: 'AAPL', recommendation: 'buy', analyst: { provider: 'openai' } });
    const record = (await call('GET', `/api/investments/analyses/${analysis.id}`)).json();
    expect(record.inputs.technicals.rsi).toEqual(expect.any(Number));
  });

  it('never stores a twice-malformed answer, and logs both attempts', async () => {
    server.reply({ content: verdict({ confidence: 4 }) }, { content: '{"type": "buy"' });
    const response = await call('POST', '/api/investments/stocks/AAPL/analyze');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain("The AI model's answer could not be used");
    await nothingStored();
    const [log] = (await call('GET', '/api/investments/debug/llm-logs')).json().logs;
    expect(log).toMatchObject({ purpose: 'stock-analysis', status: 'error', attempts: 2, symbol: 'AAPL', usage: { totalTokens: 300 } });
    const entry = (await call('GET', `/api/investments/debug/llm-response/${log.id}`)).json();
    expect(entry.responses).toEqual([verdict({ confidence: 4 }), '{"type": "buy"']);
  });

  it('reports a rate limit as 503 and a timeout as 504, storing nothing', async () => {
    server.reply({ status: 429, body: { error: { message: 'slow down' } } });
    const limited = await call('GET', '/api/investments/ai-analysis');
    expect(limited.statusCode).toBe(503);
    expect(limited.json().message).toContain('rate limiting');
    server.reply({ hang: true });
    const slow = await call('POST', '/api/investments/stocks/AAPL/analyze');
    expect(slow.statusCode).toBe(504);
    await nothingStored();
    expect((await call('GET', '/api/investments/past-analyses')).json().analyses).toEqual([]);
  });

  it('keeps serving other requests while a model is thinking', async () => {
    server.reply({ content: verdict(), delayMs: 400 });
    const pending = call('POST', '/api/investments/stocks/AAPL/analyze');
    const started = Date.now();
    const other = await call('GET', '/api/investments/recommendations');
    expect(other.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(300);
    expect((await pending).statusCode).toBe(200);
  });

  it('merges a model\'s portfolio judgement with the diversification and performance the server computed', async () => {
    server.reply({
      content: JSON.stringify({
        recommendations: [JSON.parse(verdict({ symbol: 'aapl' })), JSON.parse(verdict({ type: 'diversify', symbol: 'Diversification', title: 'Add sectors' }))],
        rebalancingRecommendations: [],
        marketCommentary: 'One holding, trending up.',
        portfolioInsights: ['All in AAPL.'],
      }),
    });
    const analysis = (await call('GET', '/api/investments/ai-analysis')).json();
    expect(analysis.analyst.provider).toBe('openai');
    expect(analysis.recommendations.map((rec: { symbol: string }) => rec.symbol)).toEqual(['AAPL', 'Diversification']);
    expect(analysis.recommendations[0].portfolioContext).toMatchObject({ hasExistingPosition: true, positionWeight: 100 });
    expect(analysis.diversificationAnalysis.sectorAllocation[0]).toMatchObject({ name: 'Technology', percent: 100 });
    expect(analysis.performanceMetrics.totalStocks).toBe(1);
    expect(analysis.marketCommentary).toBe('One holding, trending up.');
  });

  it('holds the model to the rules: an overweight holding the model calls BUY is stored as a trim that says so', async () => {
    // AAPL is 100% of the list against the default 10% max.
    server.reply({ content: verdict() });
    const analysis = (await call('POST', '/api/investments/stocks/AAPL/analyze')).json();
    expect(analysis).toMatchObject({ type: 'sell', title: 'Trim AAPL: above max position size', targetPrice: null });
    expect(analysis.reasoning[0]).toBe('Position is 100.0% of the list, above the 10% max position size');
    expect(analysis.reasoning[1]).toContain('the model answered BUY');
    expect(analysis.reasoning).toContain("The model's reason for BUY: RSI 55.0 is neutral");
    // 10 shares at 100%: 9 must go to end at or under 10% (whole shares, rounded so the limit is met).
    expect(analysis.actionItems[0]).toMatch(/^Trim 9 shares \(about \$[\d,.]+\) to bring AAPL within the 10% max$/);
    expect(analysis.actionItems).not.toContain('Add on dips');
    const rec = (await call('GET', `/api/investments/recommendations/${analysis.recommendationId}`)).json();
    expect(rec.recommendation).toBe('sell');
  });

  it('holds a portfolio answer to the rules: overweight buys become trims, trade sizes are whole shares within the holding', async () => {
    server.reply({
      content: JSON.stringify({
        recommendations: [JSON.parse(verdict({ symbol: 'AAPL', type: 'hold' }))],
        rebalancingRecommendations: [{ symbol: 'AAPL', currentAllocation: 100, targetAllocation: 40, action: 'buy', quantity: 2.37, reason: 'More.' }],
        marketCommentary: 'One holding.',
        portfolioInsights: [],
      }),
    });
    const analysis = (await call('GET', '/api/investments/ai-analysis')).json();
    expect(analysis.recommendations[0]).toMatchObject({ symbol: 'AAPL', type: 'sell', title: 'Trim AAPL: above max position size' });
    expect(analysis.rebalancingRecommendations[0]).toMatchObject({ symbol: 'AAPL', action: 'sell', quantity: 9, targetAllocation: 10 });
    expect(analysis.rebalancingRecommendations[0].reason).toContain('Rule applied by Folio');
  });

  it('answers chat from the model with the conversation, and names the data it was given as sources', async () => {
    server.reply({ content: JSON.stringify({ answer: 'AAPL is your only holding.', confidence: 0.9, followUpQuestions: ['Should I diversify?'] }) });
    const reply = (await call('POST', '/api/chat/query', {
      question: 'What do I own?',
      chatHistory: [{ type: 'user', content: 'Hello', timestamp: '2026-01-01T00:00:00Z' }, { type: 'assistant', content: 'Hi! Ask me anything.' }],
    })).json();
    expect(reply).toMatchObject({ answer: 'AAPL is your only holding.', confidence: 0.9, followUpQuestions: ['Should I diversify?'] });
    expect(reply.sources[0]).toContain('Holdings of all your lists (1 position(s)');
    const messages = server.requests[0]!.body.messages;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[0]!.content).toContain('"symbol": "AAPL"');
    expect(messages.at(-1)!.content).toBe('What do I own?');
  });

  it('describes the model without revealing the key, and keeps the key out of the logs', async () => {
    server.reply({ content: verdict() });
    await call('POST', '/api/investments/stocks/AAPL/analyze');
    const info = (await call('GET', '/api/investments/llm-info')).json();
    expect(info).toMatchObject({ provider: 'openai', model: 'gpt-test', baseUrl: new URL(server.baseUrl).origin, timeoutMs: 1000, usage: { calls: 1, totalTokens: 150 } });
    const [log] = (await call('GET', '/api/investments/debug/llm-logs')).json().logs;
    const entry = await call('GET', `/api/investments/debug/llm-response/${log.id}`);
    for (const body of [JSON.stringify(info), entry.body]) expect(body).not.toContain('sk-very-secret');
  });
});
