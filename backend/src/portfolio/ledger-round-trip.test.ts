import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The lossless export through the API: a book with several lots, fractional shares, a FIFO and a
 * specific-lot sale, cash flows, dividends (one with tax withheld) and a watched symbol; export
 * it, import the file into a new list, export that list: the two files are identical and the
 * two summaries agree to the cent.
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
const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });
async function ok(method: string, url: string, body?: unknown) {
  const response = await call(method, url, body);
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}
const exportLedger = async (list: string) => {
  const response = await call('GET', `/api/investments/export?listId=${list}&format=ledger`);
  expect(response.statusCode).toBe(200);
  return response.body;
};
const money = (value: number | null) => (value === null ? null : Math.round(value * 100));

async function buildBook() {
  const buy = (symbol: string, quantity: number, purchasePrice: number, purchaseDate: string) =>
    ok('POST', '/api/investments/stock', { symbol, quantity, purchasePrice, purchaseDate, listId });
  await ok('POST', '/api/investments/cash-flow', { type: 'deposit', amount: 25_000, date: '2022-12-30', description: 'Opening transfer' });
  const aapl = (await buy('AAPL', 10, 130.33, '2023-01-03')).id ?? null;
  await buy('AAPL', 0.123456789, 151.2345678, '2023-05-01');
  await buy('AAPL', 7.5, 189.99, '2023-09-14');
  const msft = (await buy('MSFT', 3.3333, 245.127, '2023-02-10')).id ?? null;
  await buy('MSFT', 2, 330.01, '2023-07-20');
  await buy('NVDA', 0, 0, '2023-07-20'); // watched only
  const items = await ok('GET', `/api/investments/fast?listId=${listId}`);
  const idOf = (symbol: string) => items.find((item: { symbol: string }) => item.symbol === symbol).id as string;
  expect([aapl, msft].length).toBe(2);
  await ok('POST', '/api/investments/sell-position', { portfolioId: idOf('AAPL'), quantity: 4.0234, price: 195.115, fees: 1.07, date: '2023-11-02', lotMethod: 'fifo', notes: 'trim' });
  const lots = (await ok('GET', `/api/investments/fast?listId=${listId}`)).find((item: { symbol: string }) => item.symbol === 'MSFT').lots as { lotId: string }[] | undefined;
  const specific = lots?.length === 2 ? { lotMethod: 'specific', lots: [{ lotId: lots[1]!.lotId, quantity: 1.5 }] } : { lotMethod: 'lifo' };
  await ok('POST', '/api/investments/sell-position', { portfolioId: idOf('MSFT'), quantity: 1.5, price: 370.2, fees: 0, date: '2024-01-10', ...specific });
  await ok('POST', '/api/investments/cash-flow', { type: 'withdrawal', amount: 1234.56, date: '2024-02-01', description: 'Tax bill' });
  // Dividends come in through a broker file (cash, one with tax withheld).
  const dividends = 'Date,Action,Symbol,Amount,Tax\n2024-02-15,Dividend,AAPL,3.25,0.57\n2024-03-14,Dividend,MSFT,4.41,';
  expect((await ok('POST', '/api/investments/import-csv', { csv: dividends, listId })).failed).toEqual([]);
}

describe('lossless ledger export', () => {
  it('export, import into a new list, export again: identical files, summaries equal to the cent', async () => {
    await buildBook();
    const first = await exportLedger(listId);
    expect(first.split('\r\n')[0]).toBe('Date,Action,Symbol,Quantity,Price,Fees,Amount,Tax,Lot,Method,Lots,Description');
    expect(first).toContain('0.123456789');
    expect(first).toContain('151.2345678');
    expect(first).toMatch(/,Sell,AAPL,4\.0234,195\.115,1\.07,,,,fifo,L\d+:[\d.]+(;L\d+:[\d.]+)*,trim/);

    const copy = (await ok('POST', '/api/lists', { name: 'Copy' })).id as string;
    const preview = await ok('POST', '/api/investments/import-csv/preview', { csv: first, listId: copy });
    expect(preview.counts.error).toBe(0);
    expect(preview.counts.duplicate).toBe(0);
    const imported = await ok('POST', '/api/investments/import-csv', { csv: first, listId: copy });
    expect(imported.failed).toEqual([]);

    const second = await exportLedger(copy);
    expect(second).toBe(first);

    const [original, rebuilt] = await Promise.all([ok('GET', `/api/investments/summary?listId=${listId}`), ok('GET', `/api/investments/summary?listId=${copy}`)]);
    for (const field of Object.keys(original)) {
      const a = original[field];
      const b = rebuilt[field];
      if (typeof a === 'number') expect(money(b), field).toBe(money(a));
    }
    expect(rebuilt).toMatchObject({ totalValue: original.totalValue, totalGainLoss: original.totalGainLoss });

    // And importing the same file into the list it came from adds nothing.
    const again = await ok('POST', '/api/investments/import-csv/preview', { csv: first, listId });
    expect(again.counts.new).toBe(0);
  });

  it('keeps the holdings export as it was', async () => {
    await ok('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 1, purchasePrice: 100, purchaseDate: '2024-01-02', listId });
    const response = await call('GET', `/api/investments/export?listId=${listId}`);
    expect(response.body.split('\r\n')[0]).toBe('Symbol,Quantity,Purchase Price,Purchase Date,Current Price,Total Value,Gain/Loss,Gain/Loss %');
  });
});
