/**
 * A local server answering like NewsAPI, Alpha Vantage NEWS_SENTIMENT and Polygon news, in each
 * API's documented format (paging, error bodies, 429), for the adapters' contract suite.
 * Valid key: 'test-key'; 'limited-key' is rate limited; any other key is refused.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { companyName } from '@folio/contracts';

export const FAKE_KEY = 'test-key';
export const LIMITED_KEY = 'limited-key';
const SYMBOLS = ['AAPL', 'MSFT', 'NVDA'];
/** Articles per symbol (more than one page of every API), plus market articles. */
export const FAKE_ARTICLES_PER_SYMBOL = 150;

interface FakeArticle { symbol: string | null; title: string; summary: string; url: string; publishedAt: Date; publisher: string }

function corpus(now: Date): FakeArticle[] {
  const items: FakeArticle[] = [];
  for (const symbol of [...SYMBOLS, null]) {
    const name = symbol ? companyName(symbol).replace(/,? Inc\.| Corporation/, '') : 'Wall Street';
    for (let i = 0; i < FAKE_ARTICLES_PER_SYMBOL; i++) {
      items.push({
        symbol,
        title: `${name} story number ${i} ${symbol ? `(${symbol})` : 'stocks'}`,
        summary: `${name} summary ${i}.`,
        url: `https://fake-news.example/${symbol ?? 'market'}/${i}`,
        publishedAt: new Date(now.getTime() - (i + 1) * 3_600_000),
        publisher: i % 2 ? 'Reuters' : 'Bloomberg',
      });
    }
  }
  return items;
}

const avTime = (date: Date) => date.toISOString().slice(0, 19).replace(/[-:]/g, '');

export interface FakeNewsServer {
  baseUrl: string;
  /** Requests seen, path and query without keys. */
  requests: string[];
  /** Answer every request with this HTTP status (500, 503) until cleared. */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startFakeNewsServer(now = new Date()): Promise<FakeNewsServer> {
  const items = corpus(now);
  const state: FakeNewsServer = { baseUrl: '', requests: [], failWith: null, close: async () => {} };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const within = (url: URL, from: string | null, to: string | null) => (item: FakeArticle) =>
    (!from || item.publishedAt >= new Date(from)) && (!to || item.publishedAt <= new Date(to));

  function newsApi(request: IncomingMessage, url: URL, response: ServerResponse) {
    const key = request.headers['x-api-key'];
    if (key === LIMITED_KEY) return send(response, 429, { status: 'error', code: 'rateLimited', message: 'You have made too many requests recently. Developer accounts are limited to 100 requests over a 24 hour period.' });
    if (key !== FAKE_KEY) return send(response, 401, { status: 'error', code: 'apiKeyInvalid', message: 'Your API key is invalid or incorrect.' });
    const q = url.searchParams.get('q') ?? '';
    const market = url.pathname.endsWith('top-headlines');
    const matching = items
      .filter((item) => (market ? item.symbol === null : item.symbol !== null && q.includes(item.symbol)))
      .filter(within(url, url.searchParams.get('from'), url.searchParams.get('to')));
    const pageSize = Math.min(100, Number(url.searchParams.get('pageSize') ?? 100));
    const page = Number(url.searchParams.get('page') ?? 1);
    const slice = matching.slice((page - 1) * pageSize, page * pageSize);
    send(response, 200, {
      status: 'ok',
      totalResults: matching.length,
      articles: slice.map((item) => ({
        source: { id: null, name: item.publisher }, author: 'Staff', title: item.title, description: item.summary, url: item.url,
        urlToImage: null, publishedAt: item.publishedAt.toISOString().replace('.000', ''), content: `${item.summary} [+1200 chars]`,
      })),
    });
  }

  function alphaVantage(url: URL, response: ServerResponse) {
    const key = url.searchParams.get('apikey');
    if (key === LIMITED_KEY) return send(response, 200, { Information: 'Thank you for using Alpha Vantage! Our standard API rate limit is 25 requests per day.' });
    if (key !== FAKE_KEY) return send(response, 200, { 'Error Message': 'Invalid API call. Please retry or visit the documentation for NEWS_SENTIMENT.' });
    const tickers = (url.searchParams.get('tickers') ?? '').split(',').filter(Boolean);
    const parse = (value: string | null) => (value ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 11)}:${value.slice(11, 13)}:00Z` : null);
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const feed = items
      .filter((item) => (tickers.length ? item.symbol !== null && tickers.includes(item.symbol) : item.symbol === null))
      .filter(within(url, parse(url.searchParams.get('time_from')), parse(url.searchParams.get('time_to'))))
      .slice(0, limit)
      .map((item, i) => ({
        title: item.title, url: item.url, time_published: avTime(item.publishedAt), authors: ['Staff'], summary: item.summary,
        banner_image: null, source: item.publisher, category_within_source: 'n/a', source_domain: 'fake-news.example',
        topics: [{ topic: 'Technology', relevance_score: '0.9' }],
        overall_sentiment_score: (i % 5) * 0.1 - 0.2, overall_sentiment_label: 'Neutral',
        ticker_sentiment: item.symbol ? [{ ticker: item.symbol, relevance_score: '0.812', ticker_sentiment_score: '0.1', ticker_sentiment_label: 'Neutral' }] : [],
      }));
    send(response, 200, { items: String(feed.length), sentiment_score_definition: 'x <= -0.35: Bearish', relevance_score_definition: '0 < x <= 1', feed });
  }

  function polygon(url: URL, response: ServerResponse) {
    const key = url.searchParams.get('apiKey');
    if (key === LIMITED_KEY) return send(response, 429, { status: 'ERROR', request_id: 'r1', error: "You've exceeded the maximum requests per minute, please wait or upgrade your subscription to continue." });
    if (key !== FAKE_KEY) return send(response, 401, { status: 'ERROR', request_id: 'r1', error: 'Unknown API Key' });
    const cursor = url.searchParams.get('cursor');
    const params = cursor ? new URLSearchParams(Buffer.from(cursor, 'base64url').toString()) : url.searchParams;
    const ticker = params.get('ticker');
    const limit = Math.min(100, Number(params.get('limit') ?? 10));
    const offset = Number(params.get('offset') ?? 0);
    const matching = items
      .filter((item) => (ticker ? item.symbol === ticker : true))
      .filter(within(url, params.get('published_utc.gte'), params.get('published_utc.lte')));
    const slice = matching.slice(offset, offset + limit);
    const nextParams = new URLSearchParams(params);
    nextParams.set('offset', String(offset + limit));
    nextParams.delete('apiKey');
    const next = offset + limit < matching.length ? `${state.baseUrl}/v2/reference/news?cursor=${Buffer.from(nextParams.toString()).toString('base64url')}` : undefined;
    send(response, 200, {
      status: 'OK', request_id: 'r2', count: slice.length, ...(next ? { next_url: next } : {}),
      results: slice.map((item) => ({
        id: item.url, publisher: { name: item.publisher, homepage_url: 'https://fake-news.example' }, title: item.title, author: 'Staff',
        published_utc: item.publishedAt.toISOString().replace('.000', ''), article_url: item.url, tickers: item.symbol ? [item.symbol] : [],
        description: item.summary, keywords: ['markets'],
        insights: item.symbol ? [{ ticker: item.symbol, sentiment: 'positive', sentiment_reasoning: 'fake' }] : [],
      })),
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const logged = new URL(url);
    for (const secret of ['apikey', 'apiKey']) logged.searchParams.delete(secret);
    state.requests.push(`${logged.pathname}${logged.search}`);
    if (state.failWith) return send(response, state.failWith, { status: 'error', message: 'Internal server error' });
    if (url.pathname.startsWith('/v2/everything') || url.pathname.startsWith('/v2/top-headlines')) return newsApi(request, url, response);
    if (url.pathname === '/query') return alphaVantage(url, response);
    if (url.pathname === '/v2/reference/news') return polygon(url, response);
    send(response, 404, { status: 'error', message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
