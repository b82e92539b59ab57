import { apiOn, bearer, consumerPact } from '@folio/contracts/testing/pact-consumer';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

const { eachLike, fromProviderState, like, regex, boolean } = MatchersV3;

/** folio-mfe-tools' pact (one test file per consumer: see vitest.pact.config.ts). */
const { upon } = consumerPact('folio-mfe-tools');

const SIGNED_IN = 'a signed-in user';
const HAS_ALERT = 'the user has a PRICE alert on AAPL above 250';
const ALERT_ID = '0b6d1c7e-4a53-4f5e-9c1e-2a7d8f3b9c10';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** An alert as GET/POST/PUT answer it: the PRICE fields set, the other types' fields null. */
const priceAlert = (isActive: boolean) => ({
  id: like(ALERT_ID),
  symbol: 'AAPL',
  type: 'PRICE',
  channel: 'IN_APP',
  listId: null,
  isActive,
  createdAt: regex(ISO, '2026-03-02T10:00:00.000Z'),
  lastTriggeredAt: null,
  condition: 'ABOVE',
  targetPrice: like(250),
  percentChange: null,
  criticalOnly: null,
  technicalIndicator: null,
  technicalCondition: null,
  technicalValue: null,
  technicalSignal: null,
});

describe('folio-mfe-tools consumes folio-backend: alerts', () => {
  it("lists the user's alerts", () =>
    upon("a request for the user's alerts", SIGNED_IN, HAS_ALERT)
      .withRequest('GET', '/api/alerts', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(priceAlert(true))))
      .executeTest(async (server) => {
        const alerts = await apiOn(server).alerts.all();
        expect(alerts[0]).toMatchObject({ symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', isActive: true });
      }));

  it('creates a price alert', () =>
    upon('creating a PRICE alert on AAPL', SIGNED_IN)
      .withRequest('POST', '/api/alerts', (request) =>
        request.headers(bearer).jsonBody({ symbol: 'AAPL', type: 'PRICE', channel: 'IN_APP', listId: null, condition: 'ABOVE', targetPrice: 250 }),
      )
      .willRespondWith(201, (response) => response.jsonBody(priceAlert(true)))
      .executeTest(async (server) => {
        const created = await apiOn(server).alerts.create({ symbol: 'AAPL', type: 'PRICE', channel: 'IN_APP', listId: null, condition: 'ABOVE', targetPrice: 250 });
        expect(created).toMatchObject({ symbol: 'AAPL', isActive: true, lastTriggeredAt: null });
      }));

  it("refuses an alert without a target price with the form's hint", () =>
    upon('creating a PRICE alert without a target price', SIGNED_IN)
      .withRequest('POST', '/api/alerts', (request) => request.headers(bearer).jsonBody({ symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 0 }))
      .willRespondWith(400, (response) => response.jsonBody({ error: 'Bad Request', message: 'Enter a valid target price' }))
      .executeTest(async (server) => {
        await expect(apiOn(server).alerts.create({ symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 0 })).rejects.toMatchObject({
          status: 400,
          message: 'Enter a valid target price',
        });
      }));

  it('disables an alert', () =>
    upon('disabling the AAPL alert', SIGNED_IN, HAS_ALERT)
      .withRequest('PUT', fromProviderState('/api/alerts/${aaplAlertId}', `/api/alerts/${ALERT_ID}`), (request) =>
        request.headers(bearer).jsonBody({ isActive: false }),
      )
      .willRespondWith(200, (response) => response.jsonBody(priceAlert(false)))
      .executeTest(async (server) => {
        expect(await apiOn(server).alerts.update(ALERT_ID, { isActive: false })).toMatchObject({ isActive: false });
      }));

  it('deletes an alert', () =>
    upon('deleting the AAPL alert', SIGNED_IN, HAS_ALERT)
      .withRequest('DELETE', fromProviderState('/api/alerts/${aaplAlertId}', `/api/alerts/${ALERT_ID}`), (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true) }))
      .executeTest(async (server) => {
        expect(await apiOn(server).alerts.remove(ALERT_ID)).toEqual({ success: true });
      }));
});

const HAS_SMART_LIST = 'the user has a smart list Big tech of AAPL and MSFT';
const SMART_LIST_REBALANCED = 'the smart list Big tech is rebalanced';
const SMART_LIST_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A smart list as the API answers it; members only once rebalanced. */
const smartList = (members: object[]) => ({
  id: like(SMART_LIST_ID),
  name: 'Big tech',
  description: 'Mega caps',
  criteria: { includeSymbols: ['AAPL', 'MSFT'], maxPositions: null, weightStrategy: 'equal' },
  members,
  _count: { members: members.length },
  createdAt: regex(ISO, '2026-03-02T10:00:00.000Z'),
  rebalancedAt: members.length ? regex(ISO, '2026-03-02T10:05:00.000Z') : null,
});
const members = [
  { id: like('member-aapl'), symbol: 'AAPL', weight: 0.5 },
  { id: like('member-msft'), symbol: 'MSFT', weight: 0.5 },
];
const trend = { id: like('trend-1'), symbol: like('AAPL'), signalType: like('GOLDEN_CROSS'), strength: like('STRONG'), message: like('AAPL: golden cross'), createdAt: regex(ISO, '2026-03-02T21:00:00.000Z') };
const summary = { totalTrends: like(3), bullishTrends: like(2), bearishTrends: like(1), neutralTrends: like(0), activeAlerts: like(0), recentTrends: eachLike(trend) };

describe('folio-mfe-tools consumes folio-backend: smart lists, trends, API usage', () => {
  it("lists the user's smart lists", () =>
    upon("a request for the user's smart lists", SIGNED_IN, HAS_SMART_LIST)
      .withRequest('GET', '/api/smart-lists', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(smartList([]))))
      .executeTest(async (server) => {
        const lists = await apiOn(server).smartLists.all();
        expect(lists[0]).toMatchObject({ name: 'Big tech', members: [], _count: { members: 0 } });
      }));

  it('creates a smart list from the form', () =>
    upon('creating the smart list Big tech', SIGNED_IN)
      .withRequest('POST', '/api/smart-lists', (request) =>
        request.headers(bearer).jsonBody({ name: 'Big tech', description: 'Mega caps', criteria: { includeSymbols: ['AAPL', 'MSFT'], maxPositions: null, weightStrategy: 'equal' } }),
      )
      .willRespondWith(201, (response) => response.jsonBody(smartList([])))
      .executeTest(async (server) => {
        const created = await apiOn(server).smartLists.create({ name: 'Big tech', description: 'Mega caps', criteria: { includeSymbols: ['AAPL', 'MSFT'], maxPositions: null, weightStrategy: 'equal' } });
        expect(created.rebalancedAt).toBeNull();
      }));

  it('rebalances a smart list to equal weights', () =>
    upon('rebalancing the smart list Big tech', SIGNED_IN, HAS_SMART_LIST)
      .withRequest('POST', fromProviderState('/api/smart-lists/${bigTechSmartListId}/rebalance', `/api/smart-lists/${SMART_LIST_ID}/rebalance`), (request) =>
        request.headers(bearer).jsonBody({}),
      )
      .willRespondWith(200, (response) => response.jsonBody(smartList(members)))
      .executeTest(async (server) => {
        const list = await apiOn(server).smartLists.rebalance(SMART_LIST_ID);
        expect(list.members.map((member) => [member.symbol, member.weight])).toEqual([['AAPL', 0.5], ['MSFT', 0.5]]);
      }));

  it("reads a smart list's last 30 days", () =>
    upon('the performance of the smart list Big tech', SIGNED_IN, HAS_SMART_LIST, SMART_LIST_REBALANCED)
      .withRequest('GET', fromProviderState('/api/smart-lists/${bigTechSmartListId}/performance', `/api/smart-lists/${SMART_LIST_ID}/performance`), (request) => request.headers(bearer))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          summary: { positions: 2, marketValue: like(10_250.5), pnl: like(250.5), pnlPercent: like(2.51) },
          timeseries: eachLike({ t: regex(DAY, '2026-03-02'), value: like(10_000) }),
          notional: 10_000,
          from: regex(DAY, '2026-02-01'),
          to: regex(DAY, '2026-03-03'),
        }),
      )
      .executeTest(async (server) => {
        const performance = await apiOn(server).smartLists.performance(SMART_LIST_ID);
        expect(performance.summary.positions).toBe(2);
        expect(performance.timeseries.length).toBeGreaterThan(0);
      }));

  it('reads the trends overview, labelled sample data for an account holding nothing', () =>
    upon('the trends overview of a new account', SIGNED_IN)
      .withRequest('GET', '/api/trends/populate-sample-data', (request) => request.headers(bearer))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: true,
          sample: true,
          data: { userSummary: summary, trendingStocks: eachLike({ symbol: like('AAPL'), trendCount: like(2), latestTrend: { signalType: like('MACD_CROSS_UP'), strength: like('WEAK') } }) },
        }),
      )
      .executeTest(async (server) => {
        const overview = await apiOn(server).trends.populateSampleData();
        expect(overview.sample).toBe(true);
        expect(overview.data.trendingStocks[0]!.symbol).toBe('AAPL');
      }));

  it("reads one stock's trends", () =>
    upon("the trends of a sample stock for a new account", SIGNED_IN)
      .withRequest('GET', '/api/trends/dashboard/stock/AAPL', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody({ success: true, sample: true, data: eachLike({ ...trend, symbol: 'AAPL' }) }))
      .executeTest(async (server) => {
        const trends = await apiOn(server).trends.stock('AAPL');
        expect(trends.data[0]!.symbol).toBe('AAPL');
      }));

  it("reads today's API usage", () =>
    upon("a request for today's API usage", SIGNED_IN)
      .withRequest('GET', '/api/usage', (request) => request.headers(bearer))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          apis: { 'Market data': { used: like(0), limit: like(2000) }, NewsAPI: { used: like(0), limit: like(95) }, Gmail: { used: like(0), limit: like(1000) } },
          warnings: [],
          timestamp: regex(ISO, '2026-03-02T10:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const usage = await apiOn(server).usage.get();
        expect(usage.apis.NewsAPI).toEqual({ used: 0, limit: 95 });
      }));
});
