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
