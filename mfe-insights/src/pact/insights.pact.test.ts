import { apiOn, bearer, consumerPact } from '@folio/contracts/testing/pact-consumer';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { chatAnswer, ids, recommendation, stockAnalysis, suggestion } from './bodies.ts';

const { eachLike, fromProviderState } = MatchersV3;

const { pact, upon } = consumerPact('folio-mfe-insights');

// States that create something hand its id back (defaultListId, tslaRecommendationId), and
// fromProviderState puts the real id into the path or query the provider is sent.
const SIGNED_IN = 'a signed-in user';
const HAS_AAPL = 'the user has a position AAPL of 10 shares';
const HAS_TSLA = 'the user has a position TSLA of 10 shares';
const HAS_TSLA_RECOMMENDATION = 'the user has an active recommendation for TSLA';
// What ChatPanel sends: a fixed placeholder user id the server ignores.
const CHAT_USER_ID = 'portfolio-assistant-user';

describe('folio-mfe-insights consumes folio-backend: recommendations', () => {
  it("lists every list's recommendations", () =>
    upon("a request for every list's recommendations", SIGNED_IN, HAS_TSLA, HAS_TSLA_RECOMMENDATION)
      .withRequest('GET', '/api/investments/recommendations', (request) => request.headers(bearer).query({ getAllLists: 'true' }))
      .willRespondWith(200, (response) => response.jsonBody({ recommendations: eachLike(recommendation('ACTIVE')), sample: false }))
      .executeTest(async (server) => {
        const answer = await apiOn(server).insights.recommendations({ getAllLists: true });
        expect(answer.sample).toBe(false);
        expect(answer.recommendations.map((item) => [item.symbol, item.status])).toEqual([['TSLA', 'ACTIVE']]);
      }));

  it("lists one list's recommendations", () =>
    upon("a request for the default list's recommendations", SIGNED_IN, HAS_TSLA, HAS_TSLA_RECOMMENDATION)
      .withRequest('GET', '/api/investments/recommendations', (request) =>
        request.headers(bearer).query({ listId: fromProviderState('${defaultListId}', ids.defaultList) }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ recommendations: eachLike(recommendation('ACTIVE')), sample: false }))
      .executeTest(async (server) => {
        const answer = await apiOn(server).insights.recommendations({ listId: ids.defaultList });
        expect(answer.recommendations[0]).toMatchObject({ symbol: 'TSLA', listId: ids.defaultList });
      }));

  it('marks a recommendation done', () =>
    upon('marking the TSLA recommendation done', SIGNED_IN, HAS_TSLA, HAS_TSLA_RECOMMENDATION)
      .withRequest(
        'PATCH',
        fromProviderState('/api/investments/recommendations/${tslaRecommendationId}', `/api/investments/recommendations/${ids.tslaRecommendation}`),
        (request) => request.headers(bearer).jsonBody({ status: 'DONE' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(recommendation('DONE')))
      .executeTest(async (server) => {
        const changed = await apiOn(server).insights.setRecommendationStatus(ids.tslaRecommendation, { status: 'DONE' });
        expect(changed).toMatchObject({ id: ids.tslaRecommendation, status: 'DONE', statusReason: null });
      }));
});

describe('folio-mfe-insights consumes folio-backend: stock analysis', () => {
  it('analyses a held stock in the context of its list', () =>
    upon('an analysis of TSLA', SIGNED_IN, HAS_TSLA)
      .withRequest('POST', '/api/investments/stocks/TSLA/analyze', (request) => request.headers(bearer).jsonBody({}))
      .willRespondWith(200, (response) => response.jsonBody(stockAnalysis))
      .executeTest(async (server) => {
        const analysis = await apiOn(server).insights.analyzeStock('TSLA');
        expect(analysis).toMatchObject({ symbol: 'TSLA', status: 'ACTIVE', recommendationId: ids.tslaRecommendation });
        expect(analysis.portfolioContext.hasExistingPosition).toBe(true);
      }));
});

describe('folio-mfe-insights consumes folio-backend: chat', () => {
  it('offers suggested questions', () =>
    upon('a request for the suggested questions', SIGNED_IN)
      .withRequest('GET', '/api/chat/suggestions', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody({ suggestions: eachLike(suggestion) }))
      .executeTest(async (server) => {
        const { suggestions } = await apiOn(server).chat.suggestions();
        expect(suggestions[0]).toMatchObject({ id: 'performance', category: 'performance' });
      }));

  it('answers a question from the holdings', () =>
    upon('a question about the portfolio performance', SIGNED_IN, HAS_AAPL)
      .withRequest('POST', '/api/chat/query', (request) =>
        request.headers(bearer).jsonBody({ question: 'How is my portfolio performing?', userId: CHAT_USER_ID, chatHistory: [] }),
      )
      .willRespondWith(200, (response) => response.jsonBody(chatAnswer))
      .executeTest(async (server) => {
        const answer = await apiOn(server).chat.query({ question: 'How is my portfolio performing?', userId: CHAT_USER_ID, chatHistory: [] });
        expect(answer.followUpQuestions.length).toBeGreaterThan(0);
        expect(answer.analyst.provider).toBe('offline');
      }));
});
