import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { answerSchemas } from './answers.ts';

function recordingClient(answer: unknown) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return Response.json(answer);
  };
  return { calls, api: createApiClient({ baseUrl: '/api', fetch: fetch as typeof globalThis.fetch, answerSchemas }) };
}

describe('api client: insights and chat calls', () => {
  it('sends analyses, status changes and chat to their routes', async () => {
    const { calls, api } = recordingClient({});
    await Promise.allSettled([
      api.insights.analyzeStock('brk.b', { listId: 'l1', maxPositionSize: 15 }),
      api.insights.analyzePortfolio(),
      api.insights.recommendations({ getAllLists: true }),
      api.insights.recommendations({ listId: 'l1' }),
      api.insights.setRecommendationStatus('r/1', { status: 'DONE', reason: 'sold' }),
      api.insights.llmResponse('a1', 'l1'),
      api.chat.query({ question: 'How am I doing?', chatHistory: [] }),
    ]);
    expect(calls).toEqual([
      { method: 'POST', url: '/api/investments/stocks/brk.b/analyze?listId=l1&maxPositionSize=15', body: {} },
      { method: 'GET', url: '/api/investments/ai-analysis', body: undefined },
      { method: 'GET', url: '/api/investments/recommendations?getAllLists=true', body: undefined },
      { method: 'GET', url: '/api/investments/recommendations?listId=l1', body: undefined },
      { method: 'PATCH', url: '/api/investments/recommendations/r%2F1', body: { status: 'DONE', reason: 'sold' } },
      { method: 'GET', url: '/api/investments/debug/llm-response/a1?listId=l1', body: undefined },
      { method: 'POST', url: '/api/chat/query', body: { question: 'How am I doing?', chatHistory: [] } },
    ]);
  });

  it('parses answers with the server\'s schemas', async () => {
    const { api } = recordingClient({ answer: 'Up 5%.', confidence: 0.9, sources: [], followUpQuestions: [], analyst: { provider: 'offline', model: 'offline-rules-v1' } });
    expect((await api.chat.query({ question: 'x' })).answer).toBe('Up 5%.');
    await expect(api.insights.llmInfo()).rejects.toThrow();
  });
});
