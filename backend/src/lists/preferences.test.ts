import { DEFAULT_LIST_PREFERENCES } from '@folio/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { bookStream } from '../shared/streams.ts';

let app: TestApp;
let token: string;
let userId: string;
let listId: string;
beforeEach(async () => {
  app = await createTestApp();
  ({ token, userId } = await app.signUp());
  listId = ((await app.request('GET', '/api/lists', { token })).json() as { id: string }[])[0]!.id;
});
afterEach(() => app.close());

const get = (id = listId, bearer = token) => app.request('GET', `/api/lists/${id}/preferences`, { token: bearer });
const put = (body: unknown, id = listId, bearer = token) => app.request('PUT', `/api/lists/${id}/preferences`, { token: bearer, body });
const preferenceEvents = async () => (await app.stores.events.readStream(bookStream(userId))).filter((event) => event.type === 'ListPreferencesChanged');

describe('GET/PUT /api/lists/{id}/preferences', () => {
  it("answers the spec's defaults for a list nobody has configured", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...DEFAULT_LIST_PREFERENCES });
    expect(response.json()).toMatchObject({ maxPositionSize: 10, stopLossThreshold: 20, benchmarkSymbol: 'SPY', baseCurrency: 'USD', taxLotMethod: 'fifo' });
  });

  it('saves part of the preferences, keeps the rest, and records one event with what changed', async () => {
    const saved = await put({ maxPositionSize: 15, benchmarkSymbol: ' qqq ', baseCurrency: 'eur', defaultView: 'watchlist' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ maxPositionSize: 15, benchmarkSymbol: 'QQQ', baseCurrency: 'EUR', defaultView: 'watchlist', stopLossThreshold: 20 });
    expect((await get()).json()).toEqual(saved.json());
    expect((await preferenceEvents()).map((event) => event.data)).toEqual([{ listId, maxPositionSize: 15, benchmarkSymbol: 'QQQ', baseCurrency: 'EUR', defaultView: 'watchlist' }]);
  });

  it('records nothing for a save that changes nothing', async () => {
    await put({ stopLossThreshold: 30 });
    const again = await put({ ...DEFAULT_LIST_PREFERENCES, stopLossThreshold: 30 });
    expect(again.statusCode).toBe(200);
    expect(await preferenceEvents()).toHaveLength(1);
  });

  it('makes the tax-lot method the one sales and the list read', async () => {
    await put({ taxLotMethod: 'lifo' });
    const [list] = (await app.request('GET', '/api/lists', { token })).json() as { taxLotMethod: string }[];
    expect(list!.taxLotMethod).toBe('lifo');
    expect(await app.lists.preferences(userId, listId)).toMatchObject({ taxLotMethod: 'lifo' });
  });

  it.each([
    [{ maxPositionSize: 0 }, 'Max position size must be from 1 to 100'],
    [{ maxPositionSize: 101 }, 'Max position size must be from 1 to 100'],
    [{ stopLossThreshold: 51 }, 'Stop loss threshold must be from 1 to 50'],
    [{ stopLossThreshold: 'ten' }, 'Stop loss threshold must be a number from 1 to 50'],
    [{ riskTolerance: 'reckless' }, 'Risk tolerance must be one of conservative, moderate, aggressive'],
    [{ taxLotMethod: 'hifo' }, 'Tax lot method must be one of fifo, lifo, average, specific'],
    [{ baseCurrency: 'XYZ1' }, 'Base currency must be an ISO 4217 code such as USD'],
    [{ benchmarkSymbol: '' }, 'Benchmark symbol must be a ticker such as SPY'],
    [{ showDividendYield: 'yes' }, 'Show dividend yield must be true or false'],
    [{ targetAllocation: { AAPL: 60, MSFT: 50 } }, 'Target allocation must add up to at most 100%'],
    [{ colour: 'blue' }, 'Unknown field "colour"'],
  ])('refuses %j with a clear message and changes nothing', async (body, message) => {
    const response = await put(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await preferenceEvents()).toHaveLength(0);
  });

  it("answers 404 for somebody else's list, reading or writing, and records nothing", async () => {
    const other = await app.signUp();
    expect((await get(listId, other.token)).statusCode).toBe(404);
    const response = await put({ maxPositionSize: 50 }, listId, other.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'List not found' });
    expect(await preferenceEvents()).toHaveLength(0);
    await expect(app.lists.preferences(other.userId, listId)).rejects.toThrow('List not found');
  });
});
