import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toDay, toIsoDate } from '../../shared/days.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let token: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
});
afterEach(() => app.close());
const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });
const daysAgo = (days: number) => toIsoDate(toDay(new Date().toISOString().slice(0, 10)) - days);

describe('dividends', () => {
  it('records a cash dividend with withholding tax, lists it, counts it in the summary, changes and removes it', async () => {
    await call('POST', '/api/investments/stock', { symbol: 'KO', quantity: 100, purchasePrice: 50, purchaseDate: daysAgo(400) });
    const created = await call('POST', '/api/investments/dividends', {
      symbol: 'KO', amount: 48.5, withholdingTax: 7.28, perShare: 0.485, exDate: daysAgo(60), payDate: daysAgo(40),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ symbol: 'KO', kind: 'cash', amount: 48.5, withholdingTax: 7.28, netAmount: 41.22, source: 'manual' });
    const id = created.json().id;
    expect((await call('GET', '/api/investments/dividends')).json()).toHaveLength(1);

    const summary = (await call('GET', '/api/investments/summary')).json();
    expect(summary.dividends).toMatchObject({ trailingTwelveMonths: 41.22, total: 41.22, withholdingTax: 7.28 });
    // Yield on cost: 41.22 / 5,000 = 0.82%.
    expect(summary.dividends.yieldOnCost).toBe(0.82);
    const ledger = (await call('GET', '/api/investments/transactions')).json().transactions;
    expect(ledger.find((row: { kind: string }) => row.kind === 'dividend')).toMatchObject({ amount: 41.22, symbol: 'KO', quantity: null });

    const changed = await call('PUT', `/api/investments/dividends/${id}`, { amount: 50, payDate: daysAgo(40), exDate: daysAgo(60) });
    expect(changed.json()).toMatchObject({ amount: 50, withholdingTax: 0, netAmount: 50 });
    expect((await call('DELETE', `/api/investments/dividends/${id}`)).json()).toEqual({ success: true });
    expect((await call('GET', '/api/investments/dividends')).json()).toEqual([]);
    expect((await call('DELETE', `/api/investments/dividends/${id}`)).statusCode).toBe(404);
    expect((await call('POST', '/api/audit/verify')).json()).toMatchObject({ ok: true });
  });

  it('a reinvested dividend opens a lot; removing it closes the lot', async () => {
    const position = (await call('POST', '/api/investments/stock', { symbol: 'KO', quantity: 100, purchasePrice: 50, purchaseDate: '2024-01-10' })).json();
    const created = await call('POST', '/api/investments/dividends', {
      symbol: 'KO', kind: 'reinvested', amount: 48.5, exDate: '2024-03-14', payDate: '2024-04-01', reinvestedQuantity: 0.8, reinvestedPrice: 60.625,
    });
    expect(created.statusCode).toBe(201);
    const item = (await call('GET', '/api/investments')).json().find((row: { id: string }) => row.id === position.id);
    expect(item.quantity).toBe(100.8);
    expect(item.lots.map((held: { date: string }) => held.date)).toEqual(['2024-01-10', '2024-04-01']);
    await call('DELETE', `/api/investments/dividends/${created.json().id}`);
    expect((await call('GET', '/api/investments')).json()[0].quantity).toBe(100);
  });

  it.each([
    [{ symbol: 'MSFT', amount: 10, payDate: '2024-04-01' }, 'The list holds no MSFT'],
    [{ symbol: 'KO', amount: 10, exDate: '2023-12-01', payDate: '2023-12-15' }, 'No shares of KO were held before 2023-12-01'],
    [{ symbol: 'KO', amount: 0, payDate: '2024-04-01' }, 'Amount must be at least 0.01'],
    [{ symbol: 'KO', amount: 1e308, payDate: '2024-04-01' }, 'Amount must be at most'],
    [{ symbol: 'KO', amount: 10, payDate: '2099-04-01' }, 'cannot be in the future'],
    [{ symbol: 'KO', amount: 10, payDate: '1899-12-31' }, '1900-01-01'],
    [{ symbol: 'KO', amount: 10, kind: 'reinvested', payDate: '2024-04-01' }, 'Reinvested quantity is required'],
  ])('refuses %o (%s) and records nothing', async (body, message) => {
    await call('POST', '/api/investments/stock', { symbol: 'KO', quantity: 100, purchasePrice: 50, purchaseDate: '2024-01-10' });
    const response = await call('POST', '/api/investments/dividends', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await call('GET', '/api/investments/dividends')).json()).toEqual([]);
  });

  it("keeps each user's dividends to themselves", async () => {
    await call('POST', '/api/investments/stock', { symbol: 'KO', quantity: 100, purchasePrice: 50, purchaseDate: '2024-01-10' });
    const dividend = (await call('POST', '/api/investments/dividends', { symbol: 'KO', amount: 48.5, payDate: '2024-04-01' })).json();
    const other = (await app.signUp()).token;
    const as = (method: string, url: string, body?: unknown) => app.request(method, url, { token: other, body });
    expect((await as('PUT', `/api/investments/dividends/${dividend.id}`, { amount: 1, payDate: '2024-04-01' })).statusCode).toBe(404);
    expect((await as('DELETE', `/api/investments/dividends/${dividend.id}`)).statusCode).toBe(404);
    expect((await as('GET', '/api/investments/dividends')).json()).toEqual([]);
  });
});
