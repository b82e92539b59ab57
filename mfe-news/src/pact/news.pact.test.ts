import { apiOn, bearer, consumerPact } from '@folio/contracts/testing/pact-consumer';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { anyArticle, article, articles, history, ids, impacts, indexed, keyEvents, multiHistory, portfolioNews, settings } from './bodies.ts';

const { eachLike, fromProviderState } = MatchersV3;

const { upon } = consumerPact('folio-mfe-news');

const SIGNED_IN = 'a signed-in user';
const HAS_AAPL = 'the user has a position AAPL of 10 shares';
/** Hands back a window of past days (impactsFrom, impactsTo) whose articles have all three returns. */
const FEED_COVERS_PAST = 'the offline news feed covers the last year';

describe('folio-mfe-news consumes folio-backend: the News Dashboard', () => {
  it("reads the default list's news with its summary and paging", () =>
    upon("a request for the default list's news, page 1", SIGNED_IN, HAS_AAPL)
      .withRequest('GET', '/api/news/portfolio', (request) =>
        request.headers(bearer).query({ listId: fromProviderState('${defaultListId}', ids.defaultList), page: '1' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(portfolioNews))
      .executeTest(async (server) => {
        const answer = await apiOn(server).news.portfolio({ listId: ids.defaultList, page: 1 });
        expect(answer.summary.symbols).toEqual(['AAPL']);
        expect(answer.portfolioNews[0]!.companies).toContain('AAPL');
        expect(answer.meta.page).toBe(1);
      }));

  it('reads market news', () =>
    upon('a request for market news', SIGNED_IN)
      .withRequest('GET', '/api/news/market', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody(articles))
      .executeTest(async (server) => {
        const news = await apiOn(server).news.market();
        expect(news.length).toBeGreaterThan(0);
      }));

  it("reads a sector's news", () =>
    upon('a request for technology news', SIGNED_IN)
      .withRequest('GET', '/api/news/sector/technology', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody(articles))
      .executeTest(async (server) => {
        const news = await apiOn(server).news.sector('technology');
        expect(news[0]!.title).toBeTruthy();
      }));

  it("reads a symbol's key events", () =>
    upon('a request for the key events of AAPL', SIGNED_IN)
      .withRequest('GET', '/api/news/summary/AAPL', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody(keyEvents))
      .executeTest(async (server) => {
        const summary = await apiOn(server).news.summary('AAPL');
        expect(summary.symbol).toBe('AAPL');
        expect(summary.keyEvents[0]!.companies).toContain('AAPL');
      }));
});

describe('folio-mfe-news consumes folio-backend: the dashboard widget', () => {
  it('reads top news without a session', () =>
    upon('a request for the dashboard top news by a visitor')
      .withRequest('GET', '/api/dashboard/top-news')
      .willRespondWith(200, (response) => response.jsonBody({ success: true, data: eachLike(anyArticle) }))
      .executeTest(async (server) => {
        const answer = await apiOn(server).news.dashboardTopNews();
        expect(answer.success).toBe(true);
        expect(answer.data.length).toBeGreaterThan(0);
      }));
});

describe('folio-mfe-news consumes folio-backend: the impact timeline', () => {
  it("indexes the default list's news", () =>
    upon("indexing the default list's news", SIGNED_IN, HAS_AAPL)
      .withRequest('POST', '/api/news/portfolio', (request) =>
        request.headers(bearer).query({ listId: fromProviderState('${defaultListId}', ids.defaultList) }).jsonBody({}),
      )
      .willRespondWith(200, (response) => response.jsonBody(indexed))
      .executeTest(async (server) => {
        const answer = await apiOn(server).news.indexPortfolio(ids.defaultList);
        expect(answer.symbols).toEqual(['AAPL']);
      }));

  it('reads the correlation impacts of a symbol', () =>
    upon('a request for the impacts of AAPL news in a past month', SIGNED_IN, FEED_COVERS_PAST)
      .withRequest('GET', '/api/news/correlation/impacts', (request) =>
        request.headers(bearer).query({
          symbol: 'AAPL',
          from: fromProviderState('${impactsFrom}', '2026-09-01'),
          to: fromProviderState('${impactsTo}', '2026-09-30'),
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(impacts))
      .executeTest(async (server) => {
        const answer = await apiOn(server).news.correlationImpacts({ symbol: 'AAPL', from: '2026-09-01', to: '2026-09-30' });
        expect(answer.data[0]!.symbols).toContain('AAPL');
      }));

  it('reads the closes of the overlay symbols', () =>
    upon('a request for the daily closes of AAPL and MSFT in October 2026', SIGNED_IN)
      .withRequest('GET', '/api/stocks/history', (request) =>
        request.headers(bearer).query({ symbols: 'AAPL,MSFT', from: '2026-10-01', to: '2026-10-31', interval: '1d' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(multiHistory(['AAPL', 'MSFT'], '2026-10-01', '2026-10-31')))
      .executeTest(async (server) => {
        const answer = await apiOn(server).request('GET', '/stocks/history?symbols=AAPL,MSFT&from=2026-10-01&to=2026-10-31&interval=1d', 'MultiHistoryResponse');
        expect(Object.keys(answer.data)).toEqual(['AAPL', 'MSFT']);
      }));

  it("reads the closes around an article's date", () =>
    upon('a request for the daily closes of AAPL from 2026-10-03 to 2026-10-17', SIGNED_IN)
      .withRequest('GET', '/api/stocks/AAPL/history', (request) => request.headers(bearer).query({ from: '2026-10-03', to: '2026-10-17', interval: '1d' }))
      .willRespondWith(200, (response) => response.jsonBody(history('AAPL', '2026-10-03', '2026-10-17')))
      .executeTest(async (server) => {
        const answer = await apiOn(server).request('GET', '/stocks/AAPL/history?from=2026-10-03&to=2026-10-17&interval=1d', 'HistoryResponse');
        expect(answer.rows[0]!.c).toBeGreaterThan(0);
      }));
});

describe('folio-mfe-news consumes folio-backend: News Settings', () => {
  it('reads the news settings', () =>
    upon('a request for the news settings', SIGNED_IN)
      .withRequest('GET', '/api/news/settings', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody(settings))
      .executeTest(async (server) => {
        const answer = await apiOn(server).news.settings();
        expect(answer.sources.length).toBeGreaterThan(0);
        expect(typeof answer.apiKeys.newsApi).toBe('boolean');
      }));
});
