import { describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { UsageCounters } from '../usage/counters.ts';
import { MARKET_KEY, newsCore, READ_THROUGH_DAYS } from './service.ts';
import { offlineSource } from './sources/offline.ts';
import { NewsSources } from './sources/registry.ts';

const DAY = 86_400_000;

function core(options: { now: () => Date; onNewArticle?: (article: { publishedAt: string }) => Promise<unknown> }) {
  const readStore = EmbeddedReadStore.open(':memory:');
  const sources = new NewsSources([{ source: offlineSource(), dailyLimit: 1000, enabled: true }], new UsageCounters(readStore, options.now));
  return newsCore({
    readStore, sources, now: options.now, listSymbols: async () => [],
    ...(options.onNewArticle ? { onNewArticle: options.onNewArticle } : {}),
    config: { cacheMinutes: 60, refreshMinutes: 60, maxDaysBack: 365, maxArticlesPerRequest: 100, environment: 'test', apiKeys: { newsApi: false, alphaVantage: false, polygon: false } },
  });
}

describe('news refresh', () => {
  it('serves from the store within cacheMinutes, fetches again after, and reaches further back only when asked', async () => {
    let now = new Date('2026-03-02T22:00:00Z');
    const news = core({ now: () => now });
    const first = await news.refresh(['AAPL', MARKET_KEY]);
    expect(first.indexed).toBeGreaterThan(0);
    const oldest = Math.min(...news.store.forSymbol('AAPL').map((article) => Date.parse(article.publishedAt)));
    expect(oldest).toBeGreaterThanOrEqual(now.getTime() - READ_THROUGH_DAYS * DAY);
    expect(await news.refresh(['AAPL'])).toEqual({ indexed: 0, sources: [] });

    const deeper = await news.refresh(['AAPL'], { since: new Date(now.getTime() - 200 * DAY) });
    expect(deeper.indexed).toBeGreaterThan(0);
    expect(Math.min(...news.store.forSymbol('AAPL').map((article) => Date.parse(article.publishedAt)))).toBeLessThan(now.getTime() - 150 * DAY);

    now = new Date(now.getTime() + 61 * 60_000);
    expect((await news.refresh(['AAPL'])).sources).toEqual(['Offline demo feed']);
  });

  it('hands only articles of the last day to the alerts hook, and a failing hook does not fail the refresh', async () => {
    const now = new Date('2026-03-02T22:00:00Z');
    const seen: string[] = [];
    const news = core({
      now: () => now,
      onNewArticle: async (article) => {
        seen.push(article.publishedAt);
        throw new Error('alerts store down');
      },
    });
    const result = await news.refresh(['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN', 'META', 'GOOGL', MARKET_KEY]);
    expect(result.indexed).toBeGreaterThan(20);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(result.indexed);
    expect(seen.every((at) => Date.parse(at) >= now.getTime() - DAY)).toBe(true);
  });
});
