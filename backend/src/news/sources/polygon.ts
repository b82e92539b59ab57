/**
 * Polygon.io ticker news: /v2/reference/news?ticker=...&published_utc.gte=...&limit=100, one
 * ticker per request (none for the market), following `next_url` (which needs the key again)
 * until the limit. Polygon's `insights` give a sentiment per ticker; their mean is the article's.
 */
import { arrayField, field, NewsSourceError, type NewsQuery, type NewsSource, type RawArticle } from '../provider.ts';

export const POLYGON_LIMIT = 100;
const SCORE: Readonly<Record<string, number>> = { positive: 0.5, neutral: 0, negative: -0.5 };

function toRaw(item: unknown): RawArticle {
  const scores = arrayField(item, 'insights').map((insight) => SCORE[field(insight, 'sentiment')]).filter((score): score is number => score !== undefined);
  return {
    url: field(item, 'article_url'),
    title: field(item, 'title'),
    description: field(item, 'description'),
    content: field(item, 'description'),
    publishedAt: field(item, 'published_utc'),
    source: field((item as { publisher?: unknown }).publisher, 'name'),
    tickers: arrayField(item, 'tickers').filter((ticker): ticker is string => typeof ticker === 'string'),
    topics: arrayField(item, 'keywords').filter((keyword): keyword is string => typeof keyword === 'string').slice(0, 3),
    ...(scores.length ? { sentimentScore: scores.reduce((sum, score) => sum + score, 0) / scores.length } : {}),
  };
}

export function polygonSource(apiKey: string, baseUrl = 'https://api.polygon.io'): NewsSource {
  return {
    name: 'Polygon',
    endpoint: `${baseUrl}/v2/reference/news`,
    description: 'Ticker news from Polygon.io with per-ticker sentiment insights.',
    historyDays: 365,
    async fetch(query: NewsQuery, http) {
      const out: RawArticle[] = [];
      const tickers: Array<string | null> = query.symbols.length ? query.symbols : [null];
      const perTicker = Math.max(1, Math.ceil(query.limit / tickers.length));
      for (const ticker of tickers) {
        let url: URL | null = new URL('/v2/reference/news', baseUrl);
        if (ticker) url.searchParams.set('ticker', ticker);
        url.searchParams.set('published_utc.gte', query.from.toISOString());
        url.searchParams.set('published_utc.lte', query.to.toISOString());
        url.searchParams.set('order', 'desc');
        url.searchParams.set('sort', 'published_utc');
        url.searchParams.set('limit', String(Math.min(POLYGON_LIMIT, perTicker)));
        let taken = 0;
        while (url && taken < perTicker) {
          url.searchParams.set('apiKey', apiKey);
          const body = await http(url);
          if (field(body, 'status') === 'ERROR') throw new NewsSourceError(`Polygon: ${field(body, 'error')}`);
          const results = arrayField(body, 'results').map(toRaw);
          out.push(...results.slice(0, perTicker - taken));
          taken += results.length;
          const next = field(body, 'next_url');
          url = next && results.length ? new URL(next) : null;
        }
      }
      return out.slice(0, query.limit);
    },
  };
}
