import { describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { companyMatcher } from './analysis/companies.ts';
import { Deduplicator } from './analysis/dedupe.ts';
import { ingest } from './analysis/ingest.ts';
import { offlineArticlesOn, offlineSource } from './sources/offline.ts';
import { NewsStore } from './store.ts';

const DAY = 86_400_000;
const matcher = companyMatcher();

describe('the offline feed', () => {
  it('is stable per day: the same symbol and day give the same articles, labelled demo data', () => {
    const day = Math.floor(Date.parse('2026-03-02T00:00:00Z') / DAY);
    const days = Array.from({ length: 30 }, (_, i) => day - i);
    const once = days.flatMap((d) => offlineArticlesOn('AAPL', d));
    expect(days.flatMap((d) => offlineArticlesOn('AAPL', d))).toEqual(once);
    expect(once.length).toBeGreaterThan(5);
    expect(once.every((article) => article.demo && article.description.includes('Demo data'))).toBe(true);
    expect(offlineArticlesOn('NOTASYMBOL', day)).toEqual([]);
  });

  it('gives varied sentiment and impact once scored, for the universe and the market', async () => {
    const now = new Date('2026-03-02T23:00:00Z');
    const source = offlineSource();
    const raws = await source.fetch({ symbols: ['AAPL', 'JPM', 'XOM', 'PFE'], from: new Date(now.getTime() - 120 * DAY), to: now, limit: 1000 }, async () => ({}));
    const { added } = ingest(raws, { matcher, dedupe: new Deduplicator(), provider: 'offline', market: false, now, notBefore: new Date(0) });
    expect(new Set(added.map((article) => article.sentiment))).toEqual(new Set(['positive', 'negative', 'neutral']));
    expect(new Set(added.map((article) => article.impact))).toEqual(new Set(['high', 'medium', 'low']));
    expect(new Set(added.flatMap((article) => article.sectors))).toEqual(new Set(['technology', 'finance', 'energy', 'healthcare']));
  });
});

describe('the article store', () => {
  it('keeps articles in the read store for maxDaysBack: a new store loads them, pruning drops older ones', async () => {
    const readStore = EmbeddedReadStore.open(':memory:');
    const now = new Date('2026-03-02T23:00:00Z');
    const store = new NewsStore(readStore);
    await store.load();
    const raws = (await offlineSource().fetch({ symbols: ['MSFT'], from: new Date(now.getTime() - 60 * DAY), to: now, limit: 1000 }, async () => ({})));
    const { added } = ingest(raws, { matcher, dedupe: store.dedupe, provider: 'offline', market: false, now, notBefore: new Date(0) });
    await store.add(added);
    await store.markFetched(['MSFT'], now);
    expect(ingest(raws, { matcher, dedupe: store.dedupe, provider: 'offline', market: false, now, notBefore: new Date(0) }).duplicates).toBe(raws.length);

    const again = new NewsStore(readStore);
    await again.load();
    expect(again.size).toBe(added.length);
    expect(again.lastFetched('MSFT')).toBe(now.getTime());
    expect(again.forSymbol('MSFT').map((article) => article.publishedAt)).toEqual(added.map((article) => article.publishedAt).sort().reverse());

    const cutoff = new Date(now.getTime() - 30 * DAY);
    const dropped = await again.prune(cutoff, now);
    expect(dropped).toBeGreaterThan(0);
    expect(again.forSymbol('MSFT').every((article) => article.publishedAt >= cutoff.toISOString())).toBe(true);
    expect(again.lastCacheClear).toBe(now.toISOString());
    const third = new NewsStore(readStore);
    await third.load();
    expect(third.size).toBe(added.length - dropped);
  });
});
