import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let token: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
});
afterEach(() => app.close());

const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });
const ledger = async () => (await call('GET', '/api/investments/transactions')).json().transactions as { kind: string; quantity: number; price: number; amount: number; date: string; realizedGain: number | null }[];

describe('editing a position one lot at a time, through the API', () => {
  it('adds, changes and removes lots and changes a sale; the ledger and the holding follow, history is kept', async () => {
    const { id } = (await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' })).json();
    const added = await call('POST', `/api/investments/stock/${id}/lots`, { quantity: 5, price: 120, date: '2024-02-01' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ quantity: 15, lots: [{ quantity: 10 }, { quantity: 5 }] });

    // FIFO: the sale of 4 takes 4 of January's lot (cost 400).
    const sold = (await call('POST', '/api/investments/sell-position', { portfolioId: id, quantity: 4, price: 150, date: '2024-03-01' })).json();
    const [january, february] = added.json().lots as { lotId: string }[];

    // January's lot now holds 6: correct it to 7 at 101. The buy row becomes 11 bought (7 open + 4 sold).
    const changed = await call('PUT', `/api/investments/stock/${id}/lots/${january!.lotId}`, { quantity: 7, price: 101, date: '2024-01-02' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ quantity: 12, lots: [{ lotId: january!.lotId, quantity: 7, price: 101 }, { quantity: 5 }] });

    // A lot the sale took from cannot move past the sale.
    const late = await call('PUT', `/api/investments/stock/${id}/lots/${january!.lotId}`, { quantity: 7, price: 101, date: '2024-04-01' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain('A sale on 2024-03-01 sold shares of this lot');

    const removed = await call('DELETE', `/api/investments/stock/${id}/lots/${february!.lotId}`);
    expect(removed.json()).toMatchObject({ quantity: 7, lots: [{ lotId: january!.lotId }] });

    // The sale at 155 with 2 of fees: 4 x 155 - 2 = 618 net, minus the 400 its lot cost = 218.
    const sale = await call('PUT', `/api/investments/sales/${sold.sale.id}`, { price: 155, fees: 2, date: '2024-03-04' });
    expect(sale.statusCode).toBe(200);
    expect(sale.json().sale).toMatchObject({ price: 155, fees: 2, date: '2024-03-04', netProceeds: 618, costBasis: 400, realizedGain: 218 });

    const rows = await ledger();
    expect(rows.filter((row) => row.kind === 'buy').map(({ quantity, price, amount }) => ({ quantity, price, amount }))).toEqual([
      { quantity: 11, price: 101, amount: 1111 },
    ]);
    expect(rows.find((row) => row.kind === 'sell')).toMatchObject({ quantity: 4, price: 155, amount: 618, realizedGain: 218, date: '2024-03-04' });
    const item = (await call('GET', '/api/investments/fast')).json()[0];
    expect(item).toMatchObject({ quantity: 7, purchasePrice: 101 });

    // Read models rebuilt from the log equal the live ones.
    expect((await call('POST', '/api/audit/verify')).json()).toMatchObject({ ok: true });
  });

  it('the edit form refuses to collapse several lots and changes nothing', async () => {
    const { id } = (await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' })).json();
    await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 140, purchaseDate: '2024-03-02' });
    const before = await ledger();
    const edit = await call('PUT', `/api/investments/stock/${id}`, { quantity: 25, purchasePrice: 120, purchaseDate: '2024-01-02' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe('This position has 2 lots: change, add or remove them one at a time');
    expect(await ledger()).toEqual(before);
  });

  it('a sale that took shares of a reinvested dividend cannot be dated before the dividend bought them', async () => {
    const { id } = (await call('POST', '/api/investments/stock', { symbol: 'KO', quantity: 10, purchasePrice: 50, purchaseDate: '2024-01-10' })).json();
    const dividend = await call('POST', '/api/investments/dividends', {
      symbol: 'KO', kind: 'reinvested', amount: 48.5, exDate: '2024-03-14', payDate: '2024-04-01', reinvestedQuantity: 0.8, reinvestedPrice: 60.625,
    });
    expect(dividend.statusCode).toBe(201);
    const sold = (await call('POST', '/api/investments/sell-position', { portfolioId: id, quantity: 10.8, price: 70, date: '2024-05-02' })).json();
    const early = await call('PUT', `/api/investments/sales/${sold.sale.id}`, { price: 70, fees: 0, date: '2024-03-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('This sale sold shares bought on 2024-04-01, so it cannot be dated before 2024-04-01');
    expect((await call('PUT', `/api/investments/sales/${sold.sale.id}`, { price: 70, fees: 0, date: '2024-04-01' })).statusCode).toBe(200);
  });

  it("another user's position, lot or sale is not found", async () => {
    const { id, lots } = (await call('POST', '/api/investments/stock', { symbol: 'KO', quantity: 3, purchasePrice: 60, purchaseDate: '2024-01-02' })).json();
    const sold = (await call('POST', '/api/investments/sell-position', { portfolioId: id, quantity: 1, price: 61, date: '2024-02-01' })).json();
    const other = (await app.signUp()).token;
    const as = (method: string, url: string, body?: unknown) => app.request(method, url, { token: other, body });
    expect((await as('PUT', `/api/investments/stock/${id}/lots/${lots[0].lotId}`, { quantity: 1, price: 1, date: '2024-01-01' })).statusCode).toBe(404);
    expect((await as('DELETE', `/api/investments/stock/${id}/lots/${lots[0].lotId}`)).statusCode).toBe(404);
    expect((await as('PUT', `/api/investments/sales/${sold.sale.id}`, { price: 1, date: '2024-02-01' })).statusCode).toBe(404);
  });
});
