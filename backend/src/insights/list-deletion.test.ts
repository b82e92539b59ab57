import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookStream } from '../shared/streams.ts';
import { reactionContext } from '../background/reactor.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { listDeletionReactor } from './list-deletion-reactor.ts';
import { LIST_DELETED_DUPLICATE } from './service.ts';

let app: TestApp;
let token: string;
let userId: string;
let mainList: string;
let growth: string;
beforeEach(async () => {
  app = await createTestApp();
  ({ token, userId } = await app.signUp());
  mainList = (await call('GET', '/api/lists')).json()[0].id;
  growth = (await call('POST', '/api/lists', { name: 'Growth' })).json().id;
});
afterEach(() => app.close());

const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });
const hold = (symbol: string, listId: string) =>
  call('POST', '/api/investments/stock', { symbol, quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02', listId });
const analyze = async (symbol: string, listId: string) => (await call('POST', `/api/investments/stocks/${symbol}/analyze?listId=${listId}`)).json();
type Rec = { id: string; symbol: string; listId: string; listName: string | null; status: string; statusReason: string | null };
const recommendations = async (query: string): Promise<Rec[]> => (await call('GET', `/api/investments/recommendations?${query}`)).json().recommendations;

describe('deleting a list', () => {
  it('files its recommendations and analyses under the list its holdings moved to', async () => {
    await hold('MSFT', growth);
    const analysis = await analyze('MSFT', growth);
    expect((await recommendations(`listId=${growth}`)).map((rec) => rec.symbol)).toEqual(['MSFT']);

    const deleted = await call('DELETE', `/api/lists/${growth}`);
    expect(deleted.json()).toMatchObject({ success: true, movedTo: mainList });

    const moved = await recommendations(`listId=${mainList}`);
    expect(moved).toMatchObject([{ symbol: 'MSFT', listId: mainList, listName: 'Main Portfolio', status: 'ACTIVE' }]);
    expect((await call('GET', `/api/investments/analyses/${analysis.id}`)).json()).toMatchObject({ listId: mainList });
    const history = (await call('GET', `/api/investments/stocks/MSFT/analyses?listId=${mainList}`)).json();
    expect(history.stockRecommendations.map((entry: { id: string }) => entry.id)).toEqual([analysis.id]);

    // The moved recommendation is the list's ACTIVE one for MSFT: a new analysis refreshes it.
    await analyze('MSFT', mainList);
    expect((await recommendations(`listId=${mainList}`)).map((rec) => rec.id)).toEqual([moved[0]!.id]);

    const report = (await call('POST', '/api/audit/verify')).json();
    expect(report.ok).toBe(true);
    expect(report.collections.find((entry: { name: string }) => entry.name === 'recommendations')).toMatchObject({ stored: 1, rebuilt: 1 });
  });

  it('deletes an ACTIVE recommendation the receiving list already has for its symbol, and keeps it visible there', async () => {
    await hold('AAPL', mainList);
    await hold('AAPL', growth);
    const kept = (await analyze('AAPL', mainList)).recommendationId;
    const duplicate = (await analyze('AAPL', growth)).recommendationId;
    expect(kept).not.toBe(duplicate);

    await call('DELETE', `/api/lists/${growth}`);
    const byId = new Map((await recommendations(`listId=${mainList}`)).map((rec) => [rec.id, rec]));
    expect(byId.get(kept)).toMatchObject({ status: 'ACTIVE', listId: mainList });
    expect(byId.get(duplicate)).toMatchObject({ status: 'DELETED', listId: mainList, statusReason: LIST_DELETED_DUPLICATE });
    expect(byId.size).toBe(2);

    // One ACTIVE AAPL in the list: a new analysis refreshes the one that was there.
    expect((await analyze('AAPL', mainList)).recommendationId).toBe(kept);
  });

  /** A ListDeleted stored with no request around it (another instance, a script, a replayed crash). */
  async function deleteWithoutRequest(listId: string, movedTo: string, into: TestApp = app) {
    const { position } = await into.stores.events.append(
      bookStream(userId),
      [{ id: crypto.randomUUID(), type: 'ListDeleted', data: { listId, movedTo }, metadata: { userId, occurredAt: new Date().toISOString() } }],
      'any',
    );
    await into.engine.waitFor(position);
    return position;
  }

  it('moves the recommendations with no request involved: the reactor follows the log', async () => {
    await hold('MSFT', growth);
    const { recommendationId } = await analyze('MSFT', growth);
    const position = await deleteWithoutRequest(growth, mainList);
    expect(await app.background.reactors.waitFor(position)).toBe(true);
    expect(await recommendations(`listId=${mainList}`)).toMatchObject([{ id: recommendationId, listId: mainList, listName: 'Main Portfolio' }]);
    expect((await call('POST', '/api/audit/verify')).json().ok).toBe(true);
  });

  it('finishes a move cut off by a crash after ListDeleted when the reactor starts again', async () => {
    await hold('MSFT', growth);
    const { recommendationId } = await analyze('MSFT', growth);
    await app.background.reactors.stop(); // the process dies before the reactor's command
    await deleteWithoutRequest(growth, mainList);
    expect(await recommendations(`listId=${mainList}`)).toEqual([]);

    const restarted = await createTestApp({ stores: app.stores });
    try {
      expect(await restarted.background.reactors.catchUp()).toBe(true);
      const moved = (await restarted.request('GET', `/api/investments/recommendations?listId=${mainList}`, { token })).json().recommendations;
      expect(moved).toMatchObject([{ id: recommendationId, listId: mainList }]);
      // Delivered again (no checkpoint saved, or another instance): nothing new is appended.
      const insightEvents = (await restarted.stores.events.readAll({ after: null, maxCount: 10_000 })).length;
      const reactor = listDeletionReactor(restarted.insights);
      const deleted = (await restarted.stores.events.readStream(bookStream(userId))).find((event) => event.type === 'ListDeleted')!;
      await reactor.react(deleted, reactionContext(reactor.name, deleted, new AbortController().signal, 1));
      expect((await restarted.stores.events.readAll({ after: null, maxCount: 10_000 })).length).toBe(insightEvents);
    } finally {
      await restarted.server.close();
      await restarted.background.stop();
      await restarted.engine.stop();
    }
  });

  it('follows later deletions to a list that still exists', async () => {
    await hold('MSFT', growth);
    const { recommendationId } = await analyze('MSFT', growth);
    await deleteWithoutRequest(growth, mainList);
    const income = (await call('POST', '/api/lists', { name: 'Income' })).json().id;
    await call('POST', `/api/lists/${income}/set-default`, {});
    expect((await call('DELETE', `/api/lists/${mainList}`)).statusCode).toBe(200);
    expect(await recommendations('')).toMatchObject([{ id: recommendationId, listId: income, listName: 'Income' }]);
  });
});
