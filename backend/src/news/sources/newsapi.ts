/**
 * NewsAPI (newsapi.org v2): /v2/everything for symbols (the tickers and company names OR-ed in
 * `q`, at most `maxSearchTerms` terms per request), /v2/top-headlines?category=business for the
 * market. Pages of 100 (`pageSize`, `page`) until `totalResults` or the limit. The key goes in
 * the X-Api-Key header, never in a URL that could be logged.
 */
import { companyName } from '@folio/contracts';
import { arrayField, field, NewsSourceError, type NewsQuery, type NewsSource, type RawArticle } from '../provider.ts';

export const NEWSAPI_PAGE_SIZE = 100;
export const NEWSAPI_MAX_SEARCH_TERMS = 10;

const searchTerm = (symbol: string) => {
  const name = companyName(symbol).replace(/\s*\(.*?\)/g, '').replace(/,?\s+(Inc\.?|Corporation|Company|plc)\.?$/, '').trim();
  return name && name !== symbol ? `"${name}" OR ${symbol}` : symbol;
};

function toRaw(item: unknown): RawArticle {
  return {
    url: field(item, 'url'),
    title: field(item, 'title'),
    description: field(item, 'description'),
    content: field(item, 'content'),
    publishedAt: field(item, 'publishedAt'),
    source: field((item as { source?: unknown }).source, 'name'),
    tickers: [],
  };
}

/** NewsAPI answers errors as { status: 'error', code, message }. */
export function newsApiError(body: unknown, status: number): NewsSourceError {
  const code = field(body, 'code');
  return new NewsSourceError(`NewsAPI ${status} ${code}: ${field(body, 'message')}`.trim(), { status, rateLimited: status === 429 || code === 'rateLimited' });
}

export function newsApiSource(apiKey: string, baseUrl = 'https://newsapi.org'): NewsSource {
  return {
    name: 'NewsAPI',
    headers: { 'X-Api-Key': apiKey },
    endpoint: `${baseUrl}/v2/everything`,
    description: 'Headlines from 80,000+ outlets; searched by ticker and company name.',
    historyDays: 30,
    async fetch(query: NewsQuery, http) {
      const out: RawArticle[] = [];
      const groups: string[][] = [];
      for (let i = 0; i < query.symbols.length; i += NEWSAPI_MAX_SEARCH_TERMS) groups.push(query.symbols.slice(i, i + NEWSAPI_MAX_SEARCH_TERMS));
      const requests = groups.length ? groups : [[]];
      for (const symbols of requests) {
        for (let page = 1; out.length < query.limit; page++) {
          const url = new URL(symbols.length ? '/v2/everything' : '/v2/top-headlines', baseUrl);
          if (symbols.length) {
            url.searchParams.set('q', symbols.map(searchTerm).join(' OR '));
            url.searchParams.set('from', query.from.toISOString());
            url.searchParams.set('to', query.to.toISOString());
            url.searchParams.set('sortBy', 'publishedAt');
            url.searchParams.set('language', 'en');
          } else {
            url.searchParams.set('category', 'business');
            url.searchParams.set('country', 'us');
          }
          url.searchParams.set('pageSize', String(Math.min(NEWSAPI_PAGE_SIZE, query.limit)));
          url.searchParams.set('page', String(page));
          const body = await http(url);
          if (field(body, 'status') !== 'ok') throw newsApiError(body, 200);
          const articles = arrayField(body, 'articles');
          out.push(...articles.map(toRaw));
          const total = Number((body as { totalResults?: unknown }).totalResults ?? 0);
          if (articles.length === 0 || page * NEWSAPI_PAGE_SIZE >= total) break;
        }
      }
      return out.slice(0, query.limit);
    },
  };
}
