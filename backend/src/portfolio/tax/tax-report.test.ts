import { TAX_REPORT_COLUMNS } from '@folio/contracts';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * GET /api/investments/tax-report and its CSV on the real app. The numbers are the IRS's
 * (Publication 550's wash-sale examples and holding-period rule) and J.K. Lasser's (Your Income
 * Tax 2013, 30.2: 100 shares at $77 (1998), 200 at $84 (1999), 100 at $105 (2000), 100 sold at
 * $90: first in first out is a $1,300 gain, the 2000 lot a $1,500 loss).
 */
let app: TestApp;
let token: string;
let listId: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
  listId = (await app.request('GET', '/api/lists', { token })).json()[0].id;
});
afterEach(() => app.close());

const call = (method: string, url: string, body?: unknown, bearer = token) => app.request(method, url, { token: bearer, body });
async function buy(symbol: string, quantity: number, purchasePrice: number, purchaseDate: string, list = listId) {
  const response = await call('POST', '/api/investments/stock', { symbol, quantity, purchasePrice, purchaseDate, listId: list });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}
async function sell(portfolioId: string, quantity: number, price: number, date: string) {
  const response = await call('POST', '/api/investments/sell-position', { portfolioId, quantity, price, date });
  expect(response.statusCode).toBe(200);
}
const report = (year: number | string, list = listId) => call('GET', `/api/investments/tax-report?listId=${list}&year=${year}`);

describe('tax report', () => {
  it('Pub. 550 wash sale example 1: 100 shares bought for $1,000, sold for $750, 100 bought back within 30 days: $250 disallowed, shown not booked', async () => {
    const id = await buy('AAPL', 100, 10, '2024-01-02');
    await sell(id, 100, 7.5, '2024-06-03');
    await buy('AAPL', 100, 8, '2024-06-20');
    const response = await report(2024);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ listId, year: 2024, currency: 'USD', method: 'fifo', methodsUsed: ['fifo'], washSaleCount: 1, complete: true });
    expect(body.disposals).toEqual([
      expect.objectContaining({
        symbol: 'AAPL', quantity: 100, dateAcquired: '2024-01-02', dateSold: '2024-06-03', proceeds: 750, costBasis: 1000, gain: -250, term: 'short',
        washSale: { disallowedLoss: 250, replacementQuantity: 100, replacementDates: ['2024-06-20'] },
      }),
    ]);
    expect(body.totals.shortTerm).toEqual({ count: 1, proceeds: 750, costBasis: 1000, gain: -250, disallowedLoss: 250 });
    expect(body.totals.longTerm).toEqual({ count: 0, proceeds: 0, costBasis: 0, gain: 0, disallowedLoss: 0 });
    // The book keeps the recorded loss.
    expect((await call('GET', `/api/investments/fast?listId=${listId}`)).json()[0].realizedGain).toBe(-250);

    const csv = await call('GET', `/api/investments/tax-report.csv?listId=${listId}&year=2024`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename=".+_tax_2024\.csv"/);
    const parsed = Papa.parse<string[]>(csv.body.trim());
    expect(parsed.data[0]).toEqual([...TAX_REPORT_COLUMNS]);
    expect(parsed.data[0]).toEqual(['Description', 'Date acquired', 'Date sold', 'Proceeds', 'Cost basis', 'Adjustment code', 'Adjustment amount', 'Gain or loss', 'Term']);
    // Form 8949 column (h): proceeds - cost + the W adjustment = 750 - 1000 + 250.
    expect(parsed.data.slice(1)).toEqual([['100 sh AAPL', '01/02/2024', '06/03/2024', '750.00', '1000.00', 'W', '250.00', '0.00', 'Short']]);
  });

  it('Pub. 550 wash sale example 2: 50 shares bought 7 days before selling 100 at a $1,000 loss disallow $500', async () => {
    const id = await buy('MSFT', 100, 50, '2018-09-24');
    await buy('MSFT', 50, 55, '2018-12-21');
    await sell(id, 100, 40, '2018-12-28');
    const body = (await report(2018)).json();
    expect(body.disposals).toHaveLength(1);
    expect(body.disposals[0]).toMatchObject({ dateAcquired: '2018-09-24', proceeds: 4000, costBasis: 5000, gain: -1000, term: 'short' });
    expect(body.disposals[0].washSale).toEqual({ disallowedLoss: 500, replacementQuantity: 50, replacementDates: ['2018-12-21'] });
  });

  it('the holding period starts the day after the purchase: sold on the anniversary is short term, a day later long term', async () => {
    const id = await buy('NVDA', 10, 100, '2023-03-15');
    await sell(id, 4, 130, '2024-03-15');
    await sell(id, 6, 140, '2024-03-16');
    const body = (await report(2024)).json();
    expect(body.disposals.map((row: { quantity: number; term: string; gain: number }) => [row.quantity, row.term, row.gain])).toEqual([[4, 'short', 120], [6, 'long', 240]]);
    expect(body.totals.shortTerm).toMatchObject({ count: 1, proceeds: 520, costBasis: 400, gain: 120 });
    expect(body.totals.longTerm).toMatchObject({ count: 1, proceeds: 840, costBasis: 600, gain: 240 });
    expect(body.totals.total).toMatchObject({ count: 2, proceeds: 1360, costBasis: 1000, gain: 360 });
    // The other year has nothing.
    expect((await report(2023)).json()).toMatchObject({ disposals: [], totals: { total: { count: 0, gain: 0 } } });
  });

  it('FIFO and LIFO on the same sale give Lasser’s $1,300 gain and $1,500 loss; the report names the method', async () => {
    const lifoList = (await call('POST', '/api/lists', { name: 'Lifo' })).json().id as string;
    expect((await call('PUT', `/api/lists/${lifoList}/preferences`, { taxLotMethod: 'lifo' })).statusCode).toBe(200);
    for (const list of [listId, lifoList]) {
      const id = await buy('IBM', 100, 77, '1998-03-02', list);
      await buy('IBM', 200, 84, '1999-03-01', list);
      await buy('IBM', 100, 105, '2000-03-01', list);
      await sell(id, 100, 90, '2001-06-01');
    }
    const fifo = (await report(2001)).json();
    const lifo = (await report(2001, lifoList)).json();
    expect(fifo).toMatchObject({ method: 'fifo', methodsUsed: ['fifo'], totals: { longTerm: { proceeds: 9000, costBasis: 7700, gain: 1300 } } });
    expect(fifo.disposals[0]).toMatchObject({ dateAcquired: '1998-03-02', term: 'long' });
    expect(lifo).toMatchObject({ method: 'lifo', methodsUsed: ['lifo'], totals: { longTerm: { proceeds: 9000, costBasis: 10500, gain: -1500 } } });
    expect(lifo.disposals[0]).toMatchObject({ dateAcquired: '2000-03-01', term: 'long', washSale: null });
  });

  it('counts the dividends paid in the year, gross, withheld and net', async () => {
    await buy('KO', 100, 50, '2023-01-10');
    await call('POST', '/api/investments/dividends', { symbol: 'KO', listId, amount: 48.5, withholdingTax: 7.28, exDate: '2023-03-14', payDate: '2023-04-01' });
    await call('POST', '/api/investments/dividends', { symbol: 'KO', listId, amount: 46, exDate: '2024-03-14', payDate: '2024-04-01' });
    const body = (await report(2023)).json();
    expect(body.disposals).toEqual([]);
    expect(body.dividends).toMatchObject({ amount: 48.5, withholdingTax: 7.28, netAmount: 41.22 });
    expect(body.dividends.items).toEqual([expect.objectContaining({ symbol: 'KO', kind: 'cash', payDate: '2023-04-01', amount: 48.5, netAmount: 41.22 })]);
  });

  it('a year with no sales is an empty report; the CSV is its header', async () => {
    const body = (await report(2020)).json();
    expect(body).toMatchObject({ year: 2020, disposals: [], washSaleCount: 0, dividends: { items: [], amount: 0 } });
    const csv = await call('GET', `/api/investments/tax-report.csv?listId=${listId}&year=2020`);
    expect(csv.body.trim()).toBe(TAX_REPORT_COLUMNS.join(','));
  });

  it.each([
    ['abc', 'Year must be a number'],
    ['2024.5', 'Year must be a whole number'],
    ['1899', 'Year must be from 1900 to'],
    ['3000', 'Year must be from 1900 to'],
  ])('refuses year=%s with a sentence', async (year, message) => {
    const response = await report(year);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await call('GET', `/api/investments/tax-report.csv?listId=${listId}&year=${year}`)).statusCode).toBe(400);
  });

  it('an unknown list or another user’s list is not found', async () => {
    expect((await report(2024, 'no-such-list')).statusCode).toBe(404);
    const other = (await app.signUp()).token;
    expect((await call('GET', `/api/investments/tax-report?listId=${listId}&year=2024`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/investments/tax-report.csv?listId=${listId}&year=2024`, undefined, other)).statusCode).toBe(404);
  });
});
