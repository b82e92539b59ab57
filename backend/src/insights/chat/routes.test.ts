import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let token: string;
beforeEach(async () => {
  app = await createTestApp();
  ({ token } = await app.signUp());
});
afterEach(() => app.close());

const call = (method: string, url: string, body?: unknown, as = token) => app.request(method, url, { token: as, body });
const ask = async (question: string, extra: object = {}, as = token) => {
  const response = await call('POST', '/api/chat/query', { question, chatHistory: [], ...extra }, as);
  expect(response.statusCode).toBe(200);
  return response.json() as { answer: string; confidence: number; sources: string[]; followUpQuestions: string[]; analyst: { provider: string } };
};

async function holdings() {
  await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 40, purchasePrice: 150, purchaseDate: '2024-01-02' });
  await call('POST', '/api/investments/stock', { symbol: 'JPM', quantity: 10, purchasePrice: 140, purchaseDate: '2024-01-02' });
  await call('POST', '/api/investments/stock', { symbol: 'XOM', quantity: 12, purchasePrice: 100, purchaseDate: '2024-01-02' });
  const items = (await call('GET', '/api/investments')).json() as { symbol: string; totalValue: number }[];
  return new Map(items.map((item) => [item.symbol, item.totalValue]));
}

const dollars = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('chat suggestions', () => {
  it('offers the questions the assistant answers, in the spec categories, plus ones about the user\'s own holdings', async () => {
    const empty = (await call('GET', '/api/chat/suggestions')).json().suggestions;
    expect(empty.map((s: { id: string }) => s.id)).toEqual(['performance', 'biggest-position', 'risk', 'rebalance', 'buy', 'cash']);
    for (const s of empty) expect(['performance', 'analysis', 'recommendations', 'risk', 'other']).toContain(s.category);
    await holdings();
    await call('GET', '/api/investments/ai-analysis');
    const personal = (await call('GET', '/api/chat/suggestions')).json().suggestions.map((s: { question: string }) => s.question);
    expect(personal).toContain('How is AAPL doing?');
  });
});

describe('chat answers grounded in the user\'s own data', () => {
  it('answers the biggest-position question with the real position', async () => {
    const values = await holdings();
    const reply = await ask('What is my biggest position?');
    expect(reply.answer).toContain(`Your biggest position is AAPL (Apple Inc.): 40 shares worth ${dollars(values.get('AAPL')!)}`);
    expect(reply.answer).toContain('above the 10% max position size');
    expect(reply.confidence).toBeGreaterThan(0.8);
    expect(reply.sources[0]).toMatch(/^Holdings of all your lists \(3 position\(s\), valued with demo market data\)$/);
    expect(reply.analyst.provider).toBe('offline');
  });

  it('answers performance from the portfolio summary', async () => {
    await holdings();
    const summary = (await call('GET', '/api/investments/summary')).json();
    const reply = await ask('How is my portfolio performing?');
    expect(reply.answer).toContain(`worth ${dollars(summary.totalValue)} against a cost of ${dollars(summary.totalCost)}`);
    expect(reply.sources.some((source) => source.startsWith('Portfolio summary'))).toBe(true);
  });

  it('explains why a stock got its recommendation, citing the analysis\' reasons', async () => {
    await holdings();
    const analysis = (await call('POST', '/api/investments/stocks/JPM/analyze')).json();
    const reply = await ask('Why the recommendation on jpm?');
    expect(reply.answer).toContain(`rates JPM ${analysis.type.toUpperCase()}`);
    expect(reply.answer).toContain(analysis.reasoning[0]);
    expect(reply.sources).toContain(`Stock Analysis recommendation for JPM of ${analysis.createdAt.slice(0, 10)}`);
  });

  it('names what to rebalance and what is risky', async () => {
    await holdings();
    expect((await ask('What should I rebalance?')).answer).toMatch(/^Trim AAPL \(\d+\.\d%, about \$[\d,.]+ above the 10% limit\)/);
    expect((await ask('How risky is my portfolio?')).answer).toContain('Above the 10% max position size: AAPL');
  });

  it('ignores a user id and portfolio data sent by the client', async () => {
    await holdings();
    const other = await app.signUp();
    const reply = await ask('What is my biggest position?', {
      userId: other.userId,
      portfolioData: [{ symbol: 'FAKE', quantity: 1e9 }],
      recommendations: [{ symbol: 'FAKE', recommendation: 'buy' }],
    }, other.token);
    expect(reply.answer).toContain('has no positions');
    expect(reply.answer).not.toContain('FAKE');
    expect(reply.answer).not.toContain('AAPL');
  });

  it('talks about one list when a list id is given, and 404s on somebody else\'s list', async () => {
    await holdings();
    const growth = (await call('POST', '/api/lists', { name: 'Growth' })).json();
    await call('POST', '/api/investments/stock', { symbol: 'NVDA', quantity: 5, purchasePrice: 100, purchaseDate: '2024-01-02', listId: growth.id });
    expect((await ask('What is my biggest position?', { listId: growth.id })).answer).toContain('Your biggest position is NVDA');
    const stranger = await app.signUp();
    expect((await call('POST', '/api/chat/query', { question: 'hi', listId: growth.id }, stranger.token)).statusCode).toBe(404);
  });

  it('answers anything else with an overview and what it can do', async () => {
    await holdings();
    const reply = await ask('Tell me a joke');
    expect(reply.answer).toContain('I can answer from your own data');
    expect(reply.followUpQuestions.length).toBeGreaterThan(0);
  });

  it('limits AI requests per user to 30 a minute', async () => {
    for (let i = 0; i < 30; i++) await ask('How much cash do I have?');
    const limited = await call('POST', '/api/chat/query', { question: 'One more?' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many AI requests\. Try again in/);
    expect((await ask('How much cash do I have?', {}, (await app.signUp()).token)).answer).toContain('No deposits');
  });

  it('refuses an empty question and logs every answer', async () => {
    const empty = await call('POST', '/api/chat/query', { question: '   ', chatHistory: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Question is required');
    await ask('How much cash do I have?');
    const { logs } = (await call('GET', '/api/investments/debug/llm-logs')).json();
    expect(logs[0]).toMatchObject({ purpose: 'chat', status: 'ok' });
  });
});
