import { parseBrokerCsv } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { cashFlowOf, importRowsOf, planImport, type LedgerEntry } from './import-plan.ts';

/** Given a book's ledger, when a file is planned, then each row's command, status and message. */
const today = '2024-12-31';
const rowsOf = (csv: string) => importRowsOf(parseBrokerCsv(csv, { today }));
const plan = (csv: string, ledger: LedgerEntry[] = [], extra: Partial<Parameters<typeof planImport>[1]> = {}) =>
  planImport(rowsOf(csv), { listId: 'list-1', ledger, watched: new Set(), problems: new Map(), ...extra });
const buy = (date: string, symbol: string, quantity: number, price: number): LedgerEntry => ({ kind: 'buy', symbol, quantity, price, amount: quantity * price, date });

describe('import plan', () => {
  it('given one fill in the book, when a file has two identical fills, then the second is new', () => {
    const rows = plan('Date,Action,Symbol,Quantity,Price\n2024-01-05,Buy,AAPL,10,150\n2024-01-05,Buy,AAPL,10,150', [buy('2024-01-05', 'AAPL', 10, 150)]);
    expect(rows.map((row) => row.status)).toEqual(['duplicate', 'new']);
  });

  it('given a purchase on another day, when a holdings file without dates has the same lot, then it is a duplicate', () => {
    const rows = plan('Symbol,Quantity,Purchase Price\nAAPL,10,150\nMSFT,1,300', [buy('2023-03-01', 'AAPL', 10, 150)]);
    expect(rows.map((row) => [row.symbol, row.status, row.dateDefaulted])).toEqual([
      ['AAPL', 'duplicate', true],
      ['MSFT', 'new', true],
    ]);
  });

  it('given commissions, then the purchase is compared with its cost per share including them', () => {
    const rows = plan('Date,Action,Symbol,Quantity,Price,Fees\n2024-01-05,Buy,AAPL,10,150,5', [buy('2024-01-05', 'AAPL', 10, 150.5)]);
    expect(rows[0]).toMatchObject({ status: 'duplicate', mapping: 'Buy 10 AAPL at 150 on 2024-01-05; fees 5 added to the cost' });
  });

  it('when a row breaks a bound, then it is refused with the form message and nothing else is affected', () => {
    const rows = plan('Date,Action,Symbol,Quantity,Price\n2099-01-05,Buy,AAPL,10,150\n2024-01-05,Buy,AAPL,0.0000001,150\n2024-01-05,Buy,MSFT,1,300');
    expect(rows.map((row) => row.status)).toEqual(['error', 'error', 'new']);
    expect(rows[0]?.message).toMatch(/date/i);
  });

  it('then a form problem (quantity, price, date) is said before an unknown ticker', () => {
    const rows = plan('Date,Action,Symbol,Quantity,Price\n2024-01-05,Buy,ZZZZ,0.0000001,5\n2024-01-05,Buy,ZZZZ,10,5', [], {
      problems: new Map(),
      unknown: new Map([
        [2, 'Stock not found: ZZZZ'],
        [3, 'Stock not found: ZZZZ'],
      ]),
    });
    expect(rows[0]?.message).toMatch(/quantit/i);
    expect(rows[1]?.message).toBe('Stock not found: ZZZZ');
  });

  it('fees, interest and tax become described cash flows; money in is a deposit', () => {
    const [fee, interest, refund] = rowsOf('Date,Type,Description,Amount\n2024-01-05,Fee,ADR Mgmt Fee,-1.2\n2024-01-06,Interest,Margin,-3\n2024-01-07,Fee,Fee refund,2');
    expect(cashFlowOf(fee!)).toEqual({ type: 'withdrawal', amount: 1.2, description: 'Fee: ADR Mgmt Fee' });
    expect(cashFlowOf(interest!)).toEqual({ type: 'withdrawal', amount: 3, description: 'Interest: Margin' });
    expect(cashFlowOf(refund!)).toEqual({ type: 'deposit', amount: 2, description: 'Fee: Fee refund' });
  });

  it('given a split the book applied, then the split and the trades before it (split-adjusted) are duplicates', () => {
    const csv = 'Date,Action,Symbol,Quantity,Price\n2024-01-08,Buy,NVDA,10,500\n2024-06-10,Stock Split,NVDA,90,';
    const rows = plan(csv, [buy('2024-01-08', 'NVDA', 100, 50)], { appliedSplits: new Set(['NVDA 2024-06-10']) });
    expect(rows.map((row) => row.status)).toEqual(['duplicate', 'duplicate']);
  });
});
