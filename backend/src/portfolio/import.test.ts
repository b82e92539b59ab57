import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

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
const holdings = async () => (await call('GET', '/api/investments/fast')).json() as { symbol: string; quantity: number; purchasePrice: number | null }[];

describe('bulk add', () => {
  it('adds the good rows in one go and reports each bad row with its reason', async () => {
    const response = await call('POST', '/api/investments/bulk', {
      listId,
      items: [
        { symbol: 'aapl', quantity: 10, purchasePrice: 150, purchaseDate: '2024-01-02' },
        { symbol: 'MSFT', quantity: 5, purchaseDate: '2024-01-02' },
        { symbol: 'GOOG', quantity: 0 },
        { symbol: '', quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.successful).toBe(2);
    expect(result.failed).toEqual([
      expect.objectContaining({ index: 1, symbol: 'MSFT', error: 'Purchase price must be at least 0.01 when quantity is above 0' }),
      expect.objectContaining({ index: 3, error: 'Symbol is required' }),
    ]);
    expect((await holdings()).map((item) => item.symbol)).toEqual(['AAPL', 'GOOG']);
  });

  it('answers each position once when a symbol comes back (its later purchases ride together in one event)', async () => {
    // Was a 500: the ids were read from every event, and a PositionsIncreased names no single position.
    const items = ['AAPL', 'MSFT', 'AAPL', 'AAPL', 'MSFT'].map((symbol, n) => ({ symbol, quantity: 1 + n, purchasePrice: 100, purchaseDate: '2024-01-02' }));
    const response = await call('POST', '/api/investments/bulk', { listId, items });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.successful).toBe(5);
    const positions = (await call('GET', `/api/investments/fast?listId=${listId}`)).json() as { id: string; symbol: string; quantity: number }[];
    expect(result.ids).toEqual(positions.map((position) => position.id));
    expect(positions.map((position) => [position.symbol, position.quantity])).toEqual([['AAPL', 1 + 3 + 4], ['MSFT', 2 + 5]]);
  });

  it('refuses a list that does not exist and writes nothing', async () => {
    const response = await call('POST', '/api/investments/bulk', { listId: 'gone', items: [{ symbol: 'AAPL', quantity: 0 }] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Selected list no longer exists. Please select a different list.');
    expect(await holdings()).toEqual([]);
  });
});

const schwab = [
  '"Positions for account Individual ...123 as of 03:10 PM ET, 2024/05/01"',
  '',
  '"Symbol","Description","Quantity","Price","Market Value","Cost Basis"',
  '"AAPL","APPLE INC","10","$170.03","$1,700.30","$1,500.00"',
  '"MSFT","MICROSOFT CORP","2.5","$400.00","$1,000.00","$800.00"',
  '"Cash & Cash Investments","--","--","--","$2,000.00","--"',
  '"Account Total","--","--","--","$4,700.30","$2,300.00"',
].join('\n');

describe('CSV import', () => {
  it('imports a broker export with title lines and totals, skipping what is not a holding', async () => {
    const response = await call('POST', '/api/investments/import-csv', { csv: schwab, listId });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.successful).toBe(2);
    expect(result.failed).toEqual([]);
    expect(result.skipped.length).toBeGreaterThanOrEqual(2);
    expect((await holdings()).map((item) => [item.symbol, item.quantity])).toEqual([['AAPL', 10], ['MSFT', 2.5]]);
  });

  it('answers with the spec messages', async () => {
    const importing = (csv: string, list = listId) => call('POST', '/api/investments/import-csv', { csv, listId: list });
    expect((await importing('Symbol,Quantity')).json().message).toBe('CSV file must have at least a header row and one data row');
    expect((await importing('Name,Amount\nApple,10')).json().message).toBe('Could not find symbol/ticker column in CSV');
    expect((await importing(schwab, 'deleted-list')).json().message).toBe('Selected list no longer exists. Please select a different list.');
    expect(await holdings()).toEqual([]);
  });
});

describe('CSV export', () => {
  it('exports the spec columns under the list-based file name, neutralising formulas', async () => {
    await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' });
    const response = await call('GET', `/api/investments/export?listId=${listId}`);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('main_portfolio_portfolio.csv');
    const [header, row] = response.body.trim().split(/\r?\n/);
    expect(header).toBe('Symbol,Quantity,Purchase Price,Purchase Date,Current Price,Total Value,Gain/Loss,Gain/Loss %');
    expect(row).toMatch(/^AAPL,10,100(\.00)?,2024-01-02,/);
  });
});

describe('estimate purchase dates', () => {
  it('fills defaulted dates from days whose range held the purchase price, and says what it did', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const history = (await call('GET', `/api/stocks/AAPL/history?from=2024-01-01&to=${today}&interval=1d`)).json();
    const rows = (history.rows ?? history.data ?? history) as { t: string; l: number; h: number }[];
    const target = rows[Math.floor(rows.length / 3)]!;
    const price = Math.round(((target.l + target.h) / 2) * 100) / 100;
    const csv = `Symbol,Quantity,Price\nAAPL,3,${price}\nMSFT,1,0.02`;
    await call('POST', '/api/investments/import-csv', { csv, listId });

    const response = (await call('POST', '/api/investments/estimate-purchase-dates', { listId })).json();
    expect(response.updated).toEqual([expect.objectContaining({ symbol: 'AAPL' })]);
    expect(response.updated[0].low).toBeLessThanOrEqual(price);
    expect(response.updated[0].high).toBeGreaterThanOrEqual(price);
    expect(response.unchanged).toEqual([expect.objectContaining({ symbol: 'MSFT' })]);
    const aapl = (await call('GET', '/api/investments/fast')).json().find((item: { symbol: string }) => item.symbol === 'AAPL');
    expect(aapl.purchaseDate).toBe(response.updated[0].date);
    // Nothing left to estimate: a second run changes nothing.
    expect((await call('POST', '/api/investments/estimate-purchase-dates', { listId })).json().updated).toEqual([]);
  });

  it('takes the list from the query when the body names none, and refuses a list that is not yours', async () => {
    await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 2, purchasePrice: 150, purchaseDate: '2024-01-02', listId });
    const other = (await call('POST', '/api/lists', { name: 'Other' })).json().id as string;
    const byQuery = await app.request('POST', `/api/investments/estimate-purchase-dates?listId=${other}`, { token });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json()).toEqual({ updated: [], unchanged: [] });

    const stranger = (await app.signUp()).token;
    const foreign = await app.request('POST', `/api/investments/estimate-purchase-dates?listId=${listId}`, { token: stranger });
    expect(foreign.statusCode).toBe(404);
  });
});
