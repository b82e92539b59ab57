import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { isinNotListed } from './import-service.ts';
import { stockNotFound } from './service.ts';

/** Broker transaction files through the API: preview, confirm, re-import (contracts/src/csv/fixtures). */
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
const fixture = (name: string) => readFileSync(new URL(`../../../contracts/src/csv/fixtures/${name}`, import.meta.url), 'utf8');
const preview = async (csv: string, list = listId) => (await call('POST', '/api/investments/import-csv/preview', { csv, listId: list })).json();
const confirm = async (csv: string, list = listId) => (await call('POST', '/api/investments/import-csv', { csv, listId: list })).json();
const ledger = async (list = listId) => (await call('GET', `/api/investments/transactions?listId=${list}&limit=100`)).json().transactions as { kind: string; symbol: string | null; quantity: number | null; price: number | null; amount: number; date: string }[];

describe('broker transaction import', () => {
  it('previews a Fidelity activity file row by row, writes nothing, then imports it in trade-date order', async () => {
    const csv = fixture('fidelity-activity.csv');
    const answer = await preview(csv);
    expect(answer.format).toBe('transactions');
    expect(answer.rows.map((row: { line: number; command: string; mapping: string; status: string }) => [row.line, row.command, row.mapping, row.status])).toEqual([
      [5, 'SellPosition', 'Sell 5 AAPL at 185.92 on 2024-01-16, fees 0.03', 'new'],
      [6, 'RecordDividend', 'Dividend of 12 on AAPL, paid 2024-01-12', 'new'],
      [7, 'OpenPositions', 'Buy 10 AAPL at 181.18 on 2024-01-05', 'new'],
      [8, 'RecordCashFlow', 'Deposit of 2800 on 2024-01-03', 'new'],
      [9, 'RecordCashFlow', 'Deposit of 1.23 on 2023-12-29: Interest: FIDELITY GOVERNMENT MONEY MARKET', 'new'],
      [10, 'RecordCashFlow', 'Deposit of 187.2 on 2023-12-20', 'new'],
    ]);
    expect(answer.counts).toEqual({ rows: 6, new: 6, duplicate: 0, error: 0 });
    expect(answer.skipped).toHaveLength(3);
    expect(await ledger()).toEqual([]);

    const result = await confirm(csv);
    expect(result).toMatchObject({ successful: 6, failed: [], duplicates: 0, format: 'transactions' });
    // The file lists newest first; the sale of 5 found the lot of 10 bought on 2024-01-05.
    const held = (await call('GET', `/api/investments/fast?listId=${listId}`)).json();
    expect(held.map((item: { symbol: string; quantity: number }) => [item.symbol, item.quantity])).toEqual([['AAPL', 5]]);
    const rows = await ledger();
    expect(rows.map((row) => `${row.date} ${row.kind} ${row.symbol ?? ''} ${row.amount}`).sort()).toEqual([
      '2023-12-20 deposit  187.2',
      '2023-12-29 deposit  1.23',
      '2024-01-03 deposit  2800',
      '2024-01-05 buy AAPL 1811.8',
      '2024-01-12 dividend AAPL 12',
      '2024-01-16 sell AAPL 929.57',
    ]);
  });

  it('re-importing the same file adds nothing: every row is a duplicate of the book', async () => {
    const csv = fixture('ibkr-flex-trades.csv');
    expect(await confirm(csv)).toMatchObject({ successful: 4, duplicates: 0 });
    const before = await ledger();
    const again = await preview(csv);
    expect(again.counts).toEqual({ rows: 4, new: 0, duplicate: 4, error: 0 });
    expect(again.rows[0].message).toBe('Already in the book (same date, symbol, quantity and price)');
    expect(await confirm(csv)).toMatchObject({ successful: 0, duplicates: 4, failed: [] });
    expect(await ledger()).toHaveLength(before.length);
  });

  it('applies a split row to the shares bought before it, and re-importing the file (split included) adds nothing (Schwab)', async () => {
    const csv = fixture('schwab-transactions.csv');
    const result = await confirm(csv);
    expect(result).toMatchObject({ successful: 8, failed: [] });
    const held = (await call('GET', `/api/investments/fast?listId=${listId}`)).json();
    expect(held.map((item: { symbol: string; quantity: number }) => [item.symbol, item.quantity])).toEqual([
      ['MSFT', 15],
      ['NVDA', 100], // 10 bought on 2024-01-08, 10-for-1 on 2024-06-10
    ]);
    const again = await preview(csv);
    expect(again.counts).toEqual({ rows: 8, new: 0, duplicate: 8, error: 0 });
    expect(again.rows.find((row: { action: string }) => row.action === 'split').message).toBe('This split is already applied');
    expect(await confirm(csv)).toMatchObject({ successful: 0, duplicates: 8 });
  });

  it('takes commissions into the cost basis and the lot choice into the sale (IBKR)', async () => {
    await confirm(fixture('ibkr-flex-trades.csv'));
    const rows = await ledger();
    const buy = rows.find((row) => row.kind === 'buy' && row.date === '2024-01-05');
    expect(buy).toMatchObject({ symbol: 'AAPL', quantity: 10, price: 181.28 }); // 181.18 + 1.00 commission / 10
    expect(rows.find((row) => row.kind === 'sell')).toMatchObject({ quantity: 4, price: 182.31, amount: 728.24 });
  });

  it('resolves ISIN-only rows (Trade Republic) through the market port and says which ISIN it could not', async () => {
    const answer = await preview(fixture('trade-republic.csv'));
    const sap = answer.rows.find((row: { line: number }) => row.line === 5);
    expect(sap).toMatchObject({ status: 'error', message: isinNotListed('DE0007164600') });
    expect(answer.rows.find((row: { line: number }) => row.line === 3)).toMatchObject({ symbol: 'AAPL', isin: 'US0378331005', status: 'new' });
    const result = await confirm(fixture('trade-republic.csv'));
    expect(result.successful).toBe(7);
    expect(result.failed).toEqual([expect.objectContaining({ line: 5, error: isinNotListed('DE0007164600') })]);
    const held = (await call('GET', `/api/investments/fast?listId=${listId}`)).json();
    expect(held.map((item: { symbol: string; quantity: number }) => [item.symbol, item.quantity])).toEqual([
      ['AAPL', 1.5],
      ['MSFT', 0.137],
    ]);
  });

  it('reports a sale of shares the book never held for its row, and imports the rest', async () => {
    const csv = 'Date,Action,Symbol,Quantity,Price\n2024-01-05,Buy,AAPL,10,150\n2024-01-04,Sell,AAPL,2,160\n2024-02-01,Sell,MSFT,1,400';
    const answer = await preview(csv);
    expect(answer.rows.map((row: { line: number; status: string; message: string | null }) => [row.line, row.status, row.message])).toEqual([
      [2, 'new', null],
      [3, 'error', 'No shares of AAPL were held on 2024-01-04'], // the file's purchase is dated the day after
      [4, 'error', 'No shares of MSFT were held on 2024-02-01'],
    ]);
    expect(await confirm(csv)).toMatchObject({ successful: 1, failed: [expect.objectContaining({ line: 3 }), expect.objectContaining({ line: 4 })] });
  });

  it('keeps position exports working, and cash rows never become watch-only positions (XTB)', async () => {
    expect(await confirm(fixture('schwab-positions.csv'))).toMatchObject({ successful: 4, format: 'positions' });
    const list = (await call('POST', '/api/lists', { name: 'XTB' })).json().id as string;
    const result = await confirm(fixture('xtb-cash-operations.csv'), list);
    expect(result.failed).toEqual([]);
    const held = (await call('GET', `/api/investments/fast?listId=${list}`)).json();
    expect(held.map((item: { symbol: string; quantity: number }) => [item.symbol, item.quantity])).toEqual([
      ['AAPL', 3],
      ['MSFT', 2],
    ]);
    const flows = (await call('GET', `/api/investments/cash-flows?listId=${list}`)).json();
    expect(flows.map((flow: { type: string; amount: number; description: string | null }) => `${flow.type} ${flow.amount} ${flow.description}`).sort()).toEqual([
      'deposit 2000 Blik deposit',
      'deposit 3.05 Interest: Free-funds Interest 2024-02',
      'withdrawal 0.01 Fee: SEC fee AAPL.US',
      'withdrawal 0.18 Tax: AAPL.US USD WHT 15%',
      'withdrawal 0.58 Tax: Free-funds Interest Tax 2024-02',
      'withdrawal 500 Withdrawal to bank account',
    ]);
  });

  it('refuses a file it cannot read with the spec message, and a list that is gone', async () => {
    const bad = await call('POST', '/api/investments/import-csv/preview', { csv: 'Name,Quantity\nApple,10', listId });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Could not find symbol/ticker column in CSV');
    const gone = await call('POST', '/api/investments/import-csv/preview', { csv: fixture('ibkr-flex-trades.csv'), listId: 'gone' });
    expect(gone.statusCode).toBe(404);
  });
  it('a file large enough for the reader thread is planned as a small one: each row checked once its ISIN gave a ticker', async () => {
    const header = 'Date;Type;ISIN;Name;Shares;Price;Amount;Fee;Tax';
    // By ISIN: a purchase dated in the future, an ISIN the offline provider does not list, and a good purchase.
    const odd = ['03.01.2099;Buy;US0378331005;Apple Inc.;1;172,40;-172,40;;', '16.01.2024;Buy;DE0007164600;SAP SE;3;138,20;-415,60;1,00;', '03.01.2024;Buy;US0378331005;Apple Inc.;2;172,40;-344,80;;'];
    const filler = Array.from({ length: 9_000 }, (_, n) => `04.01.2024;Deposit;;;;;${n + 1},00;;`);
    const small = await preview([header, ...odd].join('\n'));
    const large = await preview([header, ...odd, ...filler].join('\n'));
    expect([header, ...odd, ...filler].join('\n').length).toBeGreaterThan(256 * 1024);
    const brief = (row: { line: number; symbol: string; status: string; message: string | null }) => [row.line, row.symbol, row.status, row.message];
    expect(small.rows.map(brief)).toEqual([
      [2, 'AAPL', 'error', 'Purchase date cannot be in the future'],
      [3, 'DE0007164600', 'error', isinNotListed('DE0007164600')],
      [4, 'AAPL', 'new', null],
    ]);
    expect(large.rows.filter((row: { line: number }) => row.line <= 4).map(brief)).toEqual(small.rows.map(brief));
    expect(large.counts).toEqual({ rows: 9_003, new: 9_001, duplicate: 0, error: 2 });
  });
  it("a large file's rows are planned as they arrive from the reader thread, as one read whole would be: duplicates across slices, an unknown ticker in the last", async () => {
    const rows = Array.from({ length: 12_000 }, (_, n) => `${n % 2 ? 'MSFT' : 'AAPL'},${(n % 7) + 1},12.50,2024-01-0${1 + (n % 9)}`);
    const csv = (lines: string[]) => ['Symbol,Quantity,Purchase Price,Purchase Date', ...lines].join('\n');
    expect(csv(rows).length).toBeGreaterThan(256 * 1024);
    // Half the file first (small enough to be read here, whole): the large file then repeats it.
    const first = rows.slice(0, 6_000);
    expect(csv(first).length).toBeLessThan(256 * 1024);
    expect(await confirm(csv(first))).toMatchObject({ successful: 6_000, failed: [] });
    const again = csv([...rows, 'ZZZZQ,1,10,2024-01-02']);
    expect((await preview(again)).counts).toEqual({ rows: 12_001, new: 6_000, duplicate: 6_000, error: 1 });
    expect(await confirm(again)).toMatchObject({ successful: 6_000, duplicates: 6_000, failed: [{ line: 12_002, symbol: 'ZZZZQ', error: stockNotFound('ZZZZQ') }] });
    expect((await call('GET', `/api/investments/transactions?listId=${listId}&limit=1`)).json().total).toBe(12_000);
  });
  it('a large file over a list with splits applied is planned once read whole: its trades before the split compared split-adjusted', async () => {
    const csv = fixture('schwab-transactions.csv');
    expect(await confirm(csv)).toMatchObject({ successful: 8, failed: [] });
    const lines = csv.trim().split(/\r?\n/);
    // The same file with thousands of transfers in: large enough for the reader thread.
    const transfers = Array.from({ length: 6_000 }, (_, n) => `"01/04/2024","MoneyLink Transfer","","Tfr ${n}","","","","$${n + 1}.00"`);
    const large = [...lines.slice(0, -1), ...transfers, lines.at(-1)].join('\n');
    expect(large.length).toBeGreaterThan(256 * 1024);
    const again = await preview(large);
    expect(again.counts).toEqual({ rows: 6_008, new: 6_000, duplicate: 8, error: 0 });
    expect(again.rows.find((row: { symbol: string; action: string }) => row.action === 'buy' && row.symbol === 'NVDA').status).toBe('duplicate');
  });
  it('a large import with an Idempotency-Key is answered once and replayed for the same body, refused for another', async () => {
    const lines = (quantity: number) => ['Symbol,Quantity,Purchase Price,Purchase Date', ...Array.from({ length: 12_000 }, (_, n) => `AAPL,${quantity + n},12.50,2024-01-02`)].join('\n');
    const post = (csv: string) => app.request('POST', '/api/investments/import-csv', { token, body: { csv, listId }, headers: { 'idempotency-key': 'large-import-1' } });
    const first = await post(lines(1));
    expect(first.json()).toMatchObject({ successful: 12_000 });
    const again = await post(lines(1));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await post(lines(2))).statusCode).toBe(422);
    expect((await call('GET', `/api/investments/transactions?listId=${listId}&limit=1`)).json().total).toBe(12_000);
  });
  it('a large body is parsed in the reader thread as Fastify parses a small one: the same answer, the same 400 for broken or poisoned JSON', async () => {
    const raw = (payload: string) =>
      app.server.inject({ method: 'POST', url: '/api/investments/import-csv/preview', payload, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=utf-8' } });
    const csv = ['Symbol,Quantity,Purchase Price,Purchase Date', ...Array.from({ length: 12_000 }, (_, n) => `AAPL,${n + 1},12.50,2024-01-0${1 + (n % 9)}`)].join('\n');
    expect(JSON.stringify({ csv, listId }).length).toBeGreaterThan(256 * 1024);
    const large = await raw(JSON.stringify({ csv, listId }));
    expect(large.statusCode).toBe(200);
    expect(large.json().counts).toEqual({ rows: 12_000, new: 12_000, duplicate: 0, error: 0 });
    const filler = 'x'.repeat(300_000);
    const broken = [await raw('{"csv": "Symbol'), await raw(`{"csv": "${filler}`)];
    expect(broken.map((answer) => answer.statusCode)).toEqual([400, 400]);
    expect(broken[1]!.json()).toEqual(broken[0]!.json());
    const poisoned = [await raw(`{"csv": "x", "__proto__": {"x": 1}, "listId": "${listId}"}`), await raw(`{"csv": "${filler}", "__proto__": {"x": 1}, "listId": "${listId}"}`)];
    expect(poisoned.map((answer) => answer.statusCode)).toEqual([400, 400]);
    expect(poisoned[1]!.json()).toEqual(poisoned[0]!.json());
  });
});
