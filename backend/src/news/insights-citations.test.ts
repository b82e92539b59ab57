import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let token: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
});
afterEach(() => app.close());
const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });

/** A symbol of the offline feed with high-impact news in the last 14 days, and that news. */
async function symbolWithRecentHighImpactNews() {
  for (const symbol of ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'TSLA', 'META', 'GOOGL', 'JPM', 'XOM', 'KO']) {
    const { keyEvents } = (await call('GET', `/api/news/summary/${symbol}`)).json() as { keyEvents: Array<{ title: string; impact: string; publishedAt: string }> };
    const recent = keyEvents.filter((article) => article.impact === 'high' && Date.parse(article.publishedAt) >= Date.now() - 14 * 86_400_000);
    if (recent.length) return { symbol, titles: recent.map((article) => article.title) };
  }
  throw new Error('no symbol with recent high-impact news in the demo feed');
}

describe('analyses and the chat cite recent high-impact news', () => {
  it('a stock analysis lists the news among its reasoning', async () => {
    const { symbol, titles } = await symbolWithRecentHighImpactNews();
    const analysis = (await call('POST', `/api/investments/stocks/${symbol}/analyze`)).json();
    const cited = (analysis.reasoning as string[]).filter((line) => line.startsWith('News: "'));
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.length).toBeLessThanOrEqual(2);
    expect(titles.some((title) => cited[0]!.includes(title))).toBe(true);
    expect(cited[0]).toContain('Folio Demo Wire');
    expect(cited[0]).toContain('demo data');
  });

  it('the chat cites news about the symbol the question names', async () => {
    const { symbol, titles } = await symbolWithRecentHighImpactNews();
    await call('POST', '/api/investments/stock', { symbol, quantity: 3, purchasePrice: 100, purchaseDate: '2025-06-02' });
    const answer = (await call('POST', '/api/chat/query', { question: `Should I keep ${symbol}?`, chatHistory: [] })).json();
    const cited = (answer.sources as string[]).filter((source) => source.startsWith('News: "'));
    expect(cited.length).toBeGreaterThan(0);
    expect(titles.some((title) => cited[0]!.includes(title))).toBe(true);
  });
});
