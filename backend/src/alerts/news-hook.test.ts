import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let token: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
});
afterEach(() => app.close());

const article = { id: 'art-1', title: 'Apple halts production', url: 'https://news.example/1', impact: 'high' as const, companies: ['aapl', 'MSFT'] };

describe('onNewsArticle, the hook the news feature calls', () => {
  it('fires a critical-only NEWS alert for a high-impact article naming its symbol, once however often the article comes', async () => {
    await app.request('POST', '/api/alerts', { token, body: { symbol: 'AAPL', type: 'NEWS' } });
    expect(await app.alerts.onNewsArticle(article)).toBe(1);
    expect(await app.alerts.onNewsArticle(article)).toBe(0);
    const { notifications } = (await app.request('GET', '/api/notifications', { token })).json();
    expect(notifications).toMatchObject([{ title: 'News alert: AAPL', message: 'Critical news for AAPL: Apple halts production' }]);
  });

  it('a critical-only alert ignores medium impact; one with criticalOnly false takes it; other symbols and disabled alerts stay quiet', async () => {
    await app.request('POST', '/api/alerts', { token, body: { symbol: 'AAPL', type: 'NEWS', criticalOnly: true } });
    const any = (await app.request('POST', '/api/alerts', { token, body: { symbol: 'MSFT', type: 'NEWS', criticalOnly: false } })).json();
    const off = (await app.request('POST', '/api/alerts', { token, body: { symbol: 'MSFT', type: 'NEWS', criticalOnly: false } })).json();
    await app.request('POST', '/api/alerts', { token, body: { symbol: 'NVDA', type: 'NEWS', criticalOnly: false } });
    await app.request('PUT', `/api/alerts/${off.id}`, { token, body: { isActive: false } });
    expect(await app.alerts.onNewsArticle({ ...article, id: 'art-2', impact: 'medium' })).toBe(1);
    const alerts = (await app.request('GET', '/api/alerts', { token })).json() as { id: string; lastTriggeredAt: string | null }[];
    expect(alerts.filter((alert) => alert.lastTriggeredAt !== null).map((alert) => alert.id)).toEqual([any.id]);
  });
});
