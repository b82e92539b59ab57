/**
 * Alpha Vantage NEWS_SENTIMENT: /query?function=NEWS_SENTIMENT&tickers=...&time_from=YYYYMMDDTHHMM
 * (topics=financial_markets for the market), up to 50 items (`limit`). Gives its own overall
 * sentiment (-1..1) and per-ticker relevance, which the pipeline uses instead of its own. Errors
 * and rate limits come back as 200 with "Error Message", "Information" or "Note".
 */
import { arrayField, field, NewsSourceError, type NewsQuery, type NewsSource, type RawArticle } from '../provider.ts';

export const ALPHA_VANTAGE_LIMIT = 50;

const avTime = (date: Date) => date.toISOString().slice(0, 16).replace(/[-:]/g, '');

/** "20260302T143000" -> ISO. */
export function fromAvTime(value: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})?$/.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6] ?? '00'}Z` : '';
}

function toRaw(item: unknown): RawArticle {
  const tickerRelevance: Record<string, number> = {};
  const tickers: string[] = [];
  for (const entry of arrayField(item, 'ticker_sentiment')) {
    const ticker = field(entry, 'ticker');
    const relevance = Number(field(entry, 'relevance_score'));
    if (!ticker || ticker.includes(':')) continue;
    tickers.push(ticker);
    if (Number.isFinite(relevance)) tickerRelevance[ticker] = Math.max(0, Math.min(1, relevance));
  }
  const score = Number((item as { overall_sentiment_score?: unknown }).overall_sentiment_score);
  return {
    url: field(item, 'url'),
    title: field(item, 'title'),
    description: field(item, 'summary'),
    content: field(item, 'summary'),
    publishedAt: fromAvTime(field(item, 'time_published')),
    source: field(item, 'source'),
    tickers,
    tickerRelevance,
    topics: arrayField(item, 'topics').map((topic) => field(topic, 'topic')).filter(Boolean),
    ...(Number.isFinite(score) ? { sentimentScore: score } : {}),
  };
}

export function alphaVantageSource(apiKey: string, baseUrl = 'https://www.alphavantage.co'): NewsSource {
  return {
    name: 'Alpha Vantage',
    endpoint: `${baseUrl}/query?function=NEWS_SENTIMENT`,
    description: 'News with sentiment and per-ticker relevance scores from Alpha Vantage.',
    historyDays: 365,
    async fetch(query: NewsQuery, http) {
      const url = new URL('/query', baseUrl);
      url.searchParams.set('function', 'NEWS_SENTIMENT');
      if (query.symbols.length) url.searchParams.set('tickers', query.symbols.join(','));
      else url.searchParams.set('topics', 'financial_markets');
      url.searchParams.set('time_from', avTime(query.from));
      url.searchParams.set('time_to', avTime(query.to));
      url.searchParams.set('sort', 'LATEST');
      url.searchParams.set('limit', String(Math.min(ALPHA_VANTAGE_LIMIT, query.limit)));
      url.searchParams.set('apikey', apiKey);
      const body = await http(url);
      const problem = field(body, 'Error Message') || field(body, 'Information') || field(body, 'Note');
      if (problem) throw new NewsSourceError(`Alpha Vantage: ${problem}`, { rateLimited: /rate limit|requests per/i.test(problem) });
      if (!Array.isArray((body as { feed?: unknown }).feed)) throw new NewsSourceError('Alpha Vantage: answer without a feed');
      return arrayField(body, 'feed').map(toRaw).slice(0, query.limit);
    },
  };
}
