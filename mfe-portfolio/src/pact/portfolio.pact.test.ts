import { ApiRequestError } from '@folio/contracts/client';
import { apiOn, bearer, consumerPact } from '@folio/contracts/testing/pact-consumer';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { buyTransaction, cashFlow, holding, ids, list, preferences, problem, sale, summary } from './bodies.ts';

const { eachLike, fromProviderState, integer, like } = MatchersV3;

const { pact, upon } = consumerPact('folio-mfe-portfolio');
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

// States that create something hand its id back (growthListId, defaultListId, aaplPositionId),
// and fromProviderState puts the real id into the path or body the provider is sent.
const SIGNED_IN = 'a signed-in user';
const HAS_GROWTH = 'the user has a list Growth';
const HAS_AAPL = 'the user has a position AAPL of 10 shares';
const HAS_DEPOSIT = 'the user has a deposit of 1000 on 2024-01-02';

describe('folio-mfe-portfolio consumes folio-backend: lists', () => {
  it('lists the default list and the others', () =>
    upon('a request for the lists', SIGNED_IN, HAS_GROWTH)
      .withRequest('GET', '/api/lists', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody([list('Main Portfolio', true), list('Growth', false, 'Long-term bets')]))
      .executeTest(async (server) => {
        const lists = await apiOn(server).lists.all();
        expect(lists.map((entry) => [entry.name, entry.isDefault])).toEqual([['Main Portfolio', true], ['Growth', false]]);
      }));

  it('creates a list', () =>
    upon('a new list Growth', SIGNED_IN)
      .withRequest('POST', '/api/lists', (request) => request.headers(bearer).jsonBody({ name: 'Growth', description: 'Long-term bets' }))
      .willRespondWith(201, (response) => response.jsonBody(list('Growth', false, 'Long-term bets')))
      .executeTest(async (server) => {
        const created = await apiOn(server).lists.create({ name: 'Growth', description: 'Long-term bets' });
        expect(created).toMatchObject({ name: 'Growth', isDefault: false });
      }));

  it('renames a list', () =>
    upon('a rename of the list Growth', SIGNED_IN, HAS_GROWTH)
      .withRequest('PUT', fromProviderState('/api/lists/${growthListId}', `/api/lists/${ids.growthList}`), (request) =>
        request.headers(bearer).jsonBody({ name: 'Growth stocks', description: null }),
      )
      .willRespondWith(200, (response) => response.jsonBody(list('Growth stocks', false)))
      .executeTest(async (server) => {
        const renamed = await apiOn(server).lists.update(ids.growthList, { name: 'Growth stocks', description: null });
        expect(renamed.name).toBe('Growth stocks');
      }));

  it('makes a list the default', () =>
    upon('making the list Growth the default', SIGNED_IN, HAS_GROWTH)
      .withRequest('POST', fromProviderState('/api/lists/${growthListId}/set-default', `/api/lists/${ids.growthList}/set-default`), (request) =>
        request.headers(bearer).jsonBody({}),
      )
      .willRespondWith(200, (response) => response.jsonBody(list('Growth', true, 'Long-term bets')))
      .executeTest(async (server) => {
        expect((await apiOn(server).lists.setDefault(ids.growthList)).isDefault).toBe(true);
      }));

  it('deletes a list, moving its stocks to the default list', () =>
    upon('a deletion of the list Growth', SIGNED_IN, HAS_GROWTH)
      .withRequest('DELETE', fromProviderState('/api/lists/${growthListId}', `/api/lists/${ids.growthList}`), (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody({ success: true, movedTo: like(ids.defaultList), movedCount: integer(0) }))
      .executeTest(async (server) => {
        expect((await apiOn(server).lists.remove(ids.growthList)).success).toBe(true);
      }));

  it('refuses to delete the default list', () =>
    upon('a deletion of the default list', SIGNED_IN)
      .withRequest('DELETE', fromProviderState('/api/lists/${defaultListId}', `/api/lists/${ids.defaultList}`), (request) => request.headers(bearer))
      .willRespondWith(409, (response) => response.jsonBody(problem('Conflict', 'Cannot delete the default list.')))
      .executeTest(async (server) => {
        const refused = await refusal(apiOn(server).lists.remove(ids.defaultList));
        expect(refused).toBeInstanceOf(ApiRequestError);
        expect(refused).toMatchObject({ status: 409, message: 'Cannot delete the default list.' });
      }));
});

describe('folio-mfe-portfolio consumes folio-backend: holdings', () => {
  it('lists the holdings of the default list', () =>
    upon('a request for the holdings', SIGNED_IN, HAS_AAPL)
      .withRequest('GET', '/api/investments', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(holding('AAPL', 10, 150, '2025-10-18'))))
      .executeTest(async (server) => {
        const items = await apiOn(server).investments.items();
        expect(items.map((item) => [item.symbol, item.quantity])).toEqual([['AAPL', 10]]);
      }));

  it('adds a holding', () =>
    upon('a new holding of 5 MSFT', SIGNED_IN)
      .withRequest('POST', '/api/investments/stock', (request) =>
        request.headers(bearer).jsonBody({ symbol: 'MSFT', quantity: 5, purchasePrice: 300, purchaseDate: '2024-01-02' }),
      )
      .willRespondWith(201, (response) => response.jsonBody(holding('MSFT', 5, 300, '2024-01-02')))
      .executeTest(async (server) => {
        const added = await apiOn(server).investments.addStock({ symbol: 'MSFT', quantity: 5, purchasePrice: 300, purchaseDate: '2024-01-02' });
        expect(added).toMatchObject({ symbol: 'MSFT', quantity: 5 });
      }));

  it('refuses a holding without a purchase date, saying which field is wrong', () =>
    upon('a new holding without a purchase date', SIGNED_IN)
      .withRequest('POST', '/api/investments/stock', (request) => request.headers(bearer).jsonBody({ symbol: 'MSFT', quantity: 5, purchasePrice: 300 }))
      .willRespondWith(400, (response) =>
        response.jsonBody(problem('Bad Request', 'Purchase date is required when quantity is above 0')),
      )
      .executeTest(async (server) => {
        const refused = await refusal(apiOn(server).investments.addStock({ symbol: 'MSFT', quantity: 5, purchasePrice: 300 }));
        expect(refused).toMatchObject({ status: 400, message: 'Purchase date is required when quantity is above 0' });
      }));

  it('sells part of a position', () =>
    upon('a sale of 4 of the 10 AAPL', SIGNED_IN, HAS_AAPL)
      .withRequest('POST', '/api/investments/sell-position', (request) =>
        request.headers(bearer).jsonBody({ portfolioId: fromProviderState('${aaplPositionId}', ids.aaplPosition), quantity: 4, price: 200 }),
      )
      .willRespondWith(200, (response) => response.jsonBody(sale(4, 200, 6)))
      .executeTest(async (server) => {
        const sold = await apiOn(server).investments.sell({ portfolioId: ids.aaplPosition, quantity: 4, price: 200 });
        expect(sold.remainingQuantity).toBe(6);
      }));

  it('refuses to sell more than is held, naming the range', () =>
    upon('a sale of 11 of the 10 AAPL', SIGNED_IN, HAS_AAPL)
      .withRequest('POST', '/api/investments/sell-position', (request) =>
        request.headers(bearer).jsonBody({ portfolioId: fromProviderState('${aaplPositionId}', ids.aaplPosition), quantity: 11, price: 200 }),
      )
      .willRespondWith(400, (response) => response.jsonBody(problem('Bad Request', 'Please enter a valid quantity (1-10)')))
      .executeTest(async (server) => {
        const refused = await refusal(apiOn(server).investments.sell({ portfolioId: ids.aaplPosition, quantity: 11, price: 200 }));
        expect(refused).toMatchObject({ status: 400, message: 'Please enter a valid quantity (1-10)' });
      }));

  it('summarises the portfolio', () =>
    upon('a request for the portfolio summary', SIGNED_IN, HAS_AAPL)
      .withRequest('GET', '/api/investments/summary', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody(summary))
      .executeTest(async (server) => {
        expect((await apiOn(server).investments.summary()).positions).toBe(1);
      }));

  it('pages through the transactions', () =>
    upon('a request for the first page of transactions', SIGNED_IN, HAS_AAPL)
      .withRequest('GET', '/api/investments/transactions', (request) => request.headers(bearer).query({ page: '1', limit: '50' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ transactions: eachLike(buyTransaction('AAPL', 10, 150)), page: 1, limit: 50, total: integer(1), hasMore: false }),
      )
      .executeTest(async (server) => {
        const page = await apiOn(server).investments.transactions({ page: 1, limit: 50 });
        expect(page.transactions[0]).toMatchObject({ kind: 'buy', symbol: 'AAPL' });
      }));

  it('imports a broker CSV into a list, reporting the lines it skipped', () => {
    const csv = 'Symbol,Quantity,Purchase Price,Purchase Date\nMSFT,5,300,2024-01-02\nTOTAL,,,\n';
    return upon('a CSV import with one holding and a totals line', SIGNED_IN)
      .withRequest('POST', '/api/investments/import-csv', (request) =>
        request.headers(bearer).jsonBody({ csv, listId: fromProviderState('${defaultListId}', ids.defaultList) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          successful: 1,
          failed: [],
          ids: eachLike(like('position-msft')),
          skipped: [{ line: 3, reason: like('TOTAL: not a ticker symbol (totals, cash or note line)') }],
          warnings: [],
          duplicates: integer(0),
        }),
      )
      .executeTest(async (server) => {
        const result = await apiOn(server).investments.importCsv({ csv, listId: ids.defaultList });
        expect(result).toMatchObject({ successful: 1, failed: [], duplicates: 0 });
      });
  });

  it('previews a broker CSV: what each row becomes and whether it is new, writing nothing', () => {
    const csv = 'Symbol,Quantity,Purchase Price,Purchase Date\nMSFT,5,300,2024-01-02\nTOTAL,,,\n';
    return upon('a CSV import preview with one holding and a totals line', SIGNED_IN)
      .withRequest('POST', '/api/investments/import-csv/preview', (request) =>
        request.headers(bearer).jsonBody({ csv, listId: fromProviderState('${defaultListId}', ids.defaultList) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          format: 'positions',
          counts: { rows: 1, new: 1, duplicate: 0, error: 0 },
          rows: [
            {
              line: 2, action: 'buy', symbol: 'MSFT', isin: null, quantity: like(5), price: like(300), fees: like(0), amount: like(0), date: '2024-01-02',
              command: 'OpenPositions', mapping: like('Buy 5 MSFT at 300 on 2024-01-02'), status: 'new', message: null,
            },
          ],
          skipped: [{ line: 3, reason: like('TOTAL: not a ticker symbol (totals, cash or note line)') }],
          warnings: [],
          columns: like({ symbol: 'Symbol' }),
        }),
      )
      .executeTest(async (server) => {
        const preview = await apiOn(server).investments.previewCsv({ csv, listId: ids.defaultList });
        expect(preview.rows.map((row) => [row.symbol, row.status])).toEqual([['MSFT', 'new']]);
      });
  });
});

describe('folio-mfe-portfolio consumes folio-backend: cash flows', () => {
  it('records a deposit', () =>
    upon('a deposit of 1000', SIGNED_IN)
      .withRequest('POST', '/api/investments/cash-flow', (request) =>
        request.headers(bearer).jsonBody({ type: 'deposit', amount: 1000, date: '2024-01-02', description: 'Initial deposit' }),
      )
      .willRespondWith(201, (response) => response.jsonBody(cashFlow(1000, '2024-01-02', 'Initial deposit')))
      .executeTest(async (server) => {
        const flow = await apiOn(server).cashFlows.create({ type: 'deposit', amount: 1000, date: '2024-01-02', description: 'Initial deposit' });
        expect(flow.amount).toBe(1000);
      }));

  it('lists the cash flows', () =>
    upon('a request for the cash flows', SIGNED_IN, HAS_DEPOSIT)
      .withRequest('GET', '/api/investments/cash-flows', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(cashFlow(1000, '2024-01-02', 'Initial deposit'))))
      .executeTest(async (server) => {
        expect((await apiOn(server).cashFlows.all()).map((flow) => flow.type)).toEqual(['deposit']);
      }));

  it('totals the cash invested', () =>
    upon('a request for the total cash invested', SIGNED_IN, HAS_DEPOSIT)
      .withRequest('GET', '/api/investments/total-cash-invested', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody({ totalCashInvested: 1000 }))
      .executeTest(async (server) => {
        expect((await apiOn(server).cashFlows.totalInvested()).totalCashInvested).toBe(1000);
      }));
});

describe('folio-mfe-portfolio consumes folio-backend: list preferences', () => {
  it("reads a list's preferences: the spec's defaults when none were saved", () =>
    upon("a request for the list Growth's preferences", SIGNED_IN, HAS_GROWTH)
      .withRequest('GET', fromProviderState('/api/lists/${growthListId}/preferences', `/api/lists/${ids.growthList}/preferences`), (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody(preferences()))
      .executeTest(async (server) => {
        expect(await apiOn(server).lists.preferences(ids.growthList)).toMatchObject({ maxPositionSize: 10, stopLossThreshold: 20, benchmarkSymbol: 'SPY', baseCurrency: 'USD' });
      }));

  it('saves part of the preferences and gets the whole set back', () =>
    upon("a change of the list Growth's max position size and risk tolerance", SIGNED_IN, HAS_GROWTH)
      .withRequest('PUT', fromProviderState('/api/lists/${growthListId}/preferences', `/api/lists/${ids.growthList}/preferences`), (request) =>
        request.headers(bearer).jsonBody({ maxPositionSize: 25, riskTolerance: 'aggressive' }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ...preferences(), maxPositionSize: 25, riskTolerance: 'aggressive' }))
      .executeTest(async (server) => {
        const saved = await apiOn(server).lists.setPreferences(ids.growthList, { maxPositionSize: 25, riskTolerance: 'aggressive' });
        expect(saved).toMatchObject({ maxPositionSize: 25, riskTolerance: 'aggressive', stopLossThreshold: 20 });
      }));

  it('refuses a max position size out of 1-100 with a message', () =>
    upon('a max position size of 500 for the list Growth', SIGNED_IN, HAS_GROWTH)
      .withRequest('PUT', fromProviderState('/api/lists/${growthListId}/preferences', `/api/lists/${ids.growthList}/preferences`), (request) =>
        request.headers(bearer).jsonBody({ maxPositionSize: 500 }),
      )
      .willRespondWith(400, (response) => response.jsonBody(problem('Bad Request', 'Max position size must be from 1 to 100')))
      .executeTest(async (server) => {
        expect(await refusal(apiOn(server).lists.setPreferences(ids.growthList, { maxPositionSize: 500 }))).toMatchObject({ status: 400, message: 'Max position size must be from 1 to 100' });
      }));
});
