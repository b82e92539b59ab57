import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../eventstore/port.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import type { Runtime } from '../shared/runtime.ts';
import { systemRuntime } from '../shared/runtime.ts';
import { bookStream } from '../shared/streams.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { purchasesTogether } from './purchases-together.ts';
import { PURCHASES_PER_EVENT, type Lot, type PortfolioEvent, type PositionIncreased } from './events.ts';
import { POSITIONS, portfolioProjection, TRANSACTIONS } from './projection.ts';

const lot = (lotId: string, quantity: number, date = '2024-01-02'): Lot => ({ lotId, quantity, price: 10.5, date });
const increased = (positionId: string, lotId: string, listId = 'main'): PositionIncreased => ({
  type: 'PositionIncreased',
  data: { positionId, listId, symbol: positionId.toUpperCase(), lot: lot(lotId, 1) },
});

describe('purchases carried together', () => {
  it('joins each run of consecutive purchases of one list, at most PURCHASES_PER_EVENT to an event', () => {
    const opened: PortfolioEvent = { type: 'PositionOpened', data: { positionId: 'c', listId: 'main', symbol: 'C', lot: lot('c0', 1), source: 'import' } };
    const events = purchasesTogether([
      increased('a', 'a1'), increased('b', 'b1'), opened, increased('a', 'a2'), increased('x', 'x1', 'other'), increased('x', 'x2', 'other'),
    ]);
    expect(events.map((event) => [event.type, event.type === 'PositionsIncreased' ? event.data.purchases.map((purchase) => purchase.lot.lotId) : null])).toEqual([
      ['PositionsIncreased', ['a1', 'b1']],
      ['PositionOpened', null],
      ['PositionIncreased', null], // a lone purchase stays as it is
      ['PositionsIncreased', ['x1', 'x2']],
    ]);
    expect(events[3]).toMatchObject({ data: { listId: 'other' } });

    const many = purchasesTogether(Array.from({ length: 2 * PURCHASES_PER_EVENT + 1 }, (_, n) => increased(`p${n % 3}`, `l${n}`)));
    expect(many.map((event) => (event.type === 'PositionsIncreased' ? event.data.purchases.length : 1))).toEqual([PURCHASES_PER_EVENT, PURCHASES_PER_EVENT, 1]);
  });

  it('projects the same positions and ledger as the purchases one by one, and skips a page delivered again', async () => {
    const stores = [EmbeddedReadStore.open(':memory:'), EmbeddedReadStore.open(':memory:')];
    for (const store of stores) await portfolioProjection.setup!(store);
    const opened = [
      { type: 'PositionOpened', data: { positionId: 'a', listId: 'main', symbol: 'A', lot: lot('a0', 3, '2023-05-01'), source: 'manual' } },
      { type: 'PositionOpened', data: { positionId: 'b', listId: 'main', symbol: 'B', lot: lot('b0', 2, '2023-05-01'), source: 'manual' } },
    ];
    const purchases = Array.from({ length: 40 }, (_, n) => increased(n % 3 === 0 ? 'b' : 'a', `k${n}`));
    let position = 0;
    const recorded = (event: { type: string; data: unknown }): RecordedEvent => ({
      id: `e${position}`, streamId: 'book-u1', revision: position, position: ++position, type: event.type, data: event.data,
      metadata: { occurredAt: '2024-01-03T10:00:00.000Z' },
    });
    const oneByOne = [...opened, ...purchases].map(recorded);
    position = 0;
    const together = [...opened, ...purchasesTogether(purchases)].map(recorded);
    expect(together).toHaveLength(3);

    for (const event of oneByOne) await portfolioProjection.apply(event, stores[0]!);
    await portfolioProjection.applyBatch!(together.slice(0, 2), stores[1]!);
    await portfolioProjection.applyBatch!(together, stores[1]!); // the same page again: nothing changes twice
    await portfolioProjection.apply(together[2]!, stores[1]!);

    const contents = async (store: EmbeddedReadStore) =>
      Promise.all([POSITIONS, TRANSACTIONS].map(async (name) => (await store.collection(name).find({})).map(({ _position: _, ...doc }) => doc)));
    const [positions, ledger] = await contents(stores[1]!);
    expect(await contents(stores[0]!)).toEqual([positions, ledger]);
    expect(ledger).toHaveLength(42);
    expect(positions!.map((doc) => [doc._id, (doc as unknown as { quantity: number }).quantity])).toEqual([['a', 3 + 26], ['b', 2 + 14]]);
  });
});

/** A clock the test moves, so the import is recorded on a chosen day. */
function movableClock(start: string): Runtime & { set(day: string): void } {
  let now = new Date(`${start}T12:00:00Z`);
  return { now: () => now, newId: systemRuntime.newId, set: (day) => (now = new Date(`${day}T12:00:00Z`)) };
}

describe('a large import through the API', () => {
  let app: TestApp;
  afterEach(() => app.close());

  it('is a few events, answers every query as 2,500 purchases would, and as known on an earlier day', async () => {
    const clock = movableClock('2024-03-01');
    app = await createTestApp({ runtime: clock });
    const { token, userId } = await app.signUp('importer@example.com');
    const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });
    const listId = (await call('GET', '/api/lists')).json()[0].id as string;
    const symbols = ['AAPL', 'MSFT', 'NVDA'];
    const rows = Array.from({ length: 2_500 }, (_, n) => ({ symbol: symbols[n % 3]!, quantity: (n % 9) + 1, date: `2023-${String((n % 12) + 1).padStart(2, '0')}-15` }));
    const csv = ['Symbol,Quantity,Purchase Price,Purchase Date', ...rows.map((row) => `${row.symbol},${row.quantity},12.5,${row.date}`)].join('\n');

    const imported = await call('POST', '/api/investments/import-csv', { csv, listId });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().successful).toBe(2_500);

    const stored = await app.stores.events.readStream(bookStream(userId));
    const types = stored.map((event) => event.type);
    expect(types.filter((type) => type === 'PositionOpened')).toHaveLength(3);
    expect(types.filter((type) => type === 'PositionsIncreased').length).toBeLessThanOrEqual(5);
    expect(types).not.toContain('PositionIncreased');

    const heldBy = (until: string) => Object.fromEntries(symbols.map((symbol) => [symbol, rows.filter((row) => row.symbol === symbol && row.date <= until).reduce((sum, row) => sum + row.quantity, 0)]));
    const holdings = async (query: string) =>
      Object.fromEntries((await call('GET', `/api/investments${query}`)).json().map((item: { symbol: string; quantity: number }) => [item.symbol, item.quantity]));
    expect(await holdings('/fast')).toEqual(heldBy('2023-12-31'));
    expect((await call('GET', '/api/investments/transactions?limit=1')).json().total).toBe(2_500);
    // Purchases carried by one event are filtered one by one by their trade dates.
    expect(await holdings('?asOf=2023-06-30&knownAt=2024-03-02T00:00:00Z')).toEqual(heldBy('2023-06-30'));
    expect(await holdings('?asOf=2023-06-30&knownAt=2024-02-01T00:00:00Z')).toEqual({});

    clock.set('2024-03-02');
    const report = (await call('POST', '/api/audit/verify')).json();
    expect(report.ok).toBe(true);
  });
});
