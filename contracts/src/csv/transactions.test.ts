import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyAction, isIsin, splitRatio } from './actions.ts';
import { parseBrokerCsv } from './broker-import.ts';
import { TRANSACTION_SKIP_REASONS, type TransactionRow, tradeDateOrder, tradeDateOrderInSteps } from './transactions.ts';

/** Transaction exports written after the brokers' published layouts (fixtures/README.md); figures invented. */
const today = '2024-12-31';
const read = (name: string) => parseBrokerCsv(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'), { today });
function transactions(name: string) {
  const result = read(name);
  if (result.format !== 'transactions') throw new Error(`${name} was read as ${result.format}`);
  return result;
}
const brief = (row: TransactionRow) =>
  row.action === 'buy' || row.action === 'sell'
    ? `${row.line} ${row.action} ${row.quantity} ${row.symbol || row.isin} @ ${row.price}${row.fees ? ` fees ${row.fees}` : ''} on ${row.date}`
    : row.action === 'split'
      ? `${row.line} split ${row.symbol} +${row.quantity} on ${row.date}`
      : `${row.line} ${row.action} ${row.amount}${row.symbol || row.isin ? ` ${row.symbol || row.isin}` : ''} on ${row.date}`;

describe('broker transaction exports', () => {
  it('Fidelity activity (current): blank preamble, sentences as actions, commission + fees, transfers in, footnotes', () => {
    const result = transactions('fidelity-activity.csv');
    expect(result.rows.map(brief)).toEqual([
      '5 sell 5 AAPL @ 185.92 fees 0.03 on 2024-01-16', // Quantity -5: a sale of 5
      '6 dividend 12 AAPL on 2024-01-12',
      '7 buy 10 AAPL @ 181.18 on 2024-01-05',
      '8 deposit 2800 on 2024-01-03',
      '9 interest 1.23 SPAXX on 2023-12-29',
      '10 deposit 187.2 on 2023-12-20',
    ]);
    expect(result.columns.fees).toBe('Commission ($) + Fees ($)');
    expect(result.skipped.map((row) => [row.line, row.reason])).toEqual([
      [14, TRANSACTION_SKIP_REASONS.noDate],
      [16, TRANSACTION_SKIP_REASONS.noDate],
      [18, TRANSACTION_SKIP_REASONS.noDate],
    ]);
  });

  it("Schwab transactions: title line, 'as of' trade dates, quoted money, a split, a fee, the totals row", () => {
    const result = transactions('schwab-transactions.csv');
    expect(result.rows.map(brief)).toEqual([
      '3 split NVDA +90 on 2024-06-10',
      '4 sell 10 MSFT @ 390.27 fees 0.05 on 2024-01-16',
      '5 dividend 15 MSFT on 2024-01-11', // '01/12/2024 as of 01/11/2024'
      '6 buy 25 MSFT @ 375.79 on 2024-01-10',
      '7 buy 10 NVDA @ 522.53 on 2024-01-08',
      '8 deposit 15000 on 2024-01-05', // MoneyLink Transfer, positive
      '9 interest 0.42 on 2023-12-29',
      '10 fee -1.2 TSM on 2023-12-15',
    ]);
    expect(result.skipped).toEqual([{ line: 11, text: 'Transactions Total', reason: TRANSACTION_SKIP_REASONS.noDate }]);
  });

  it('IBKR Flex trades: TradeDate, TradePrice, IBCommission, a sell with a negative quantity', () => {
    const result = transactions('ibkr-flex-trades.csv');
    expect(result.rows.map(brief)).toEqual([
      '2 buy 10 AAPL @ 181.18 fees 1 on 2024-01-05',
      '3 buy 3 MSFT @ 375.79 fees 1 on 2024-01-10',
      '4 sell 4 AAPL @ 182.31 fees 1.0004 on 2024-02-16',
      '5 buy 2.5 AAPL @ 182.4 fees 0.35 on 2024-02-16',
    ]);
    expect(result.rows[0]?.isin).toBe('US0378331005');
    expect(result.columns).toMatchObject({ date: 'TradeDate', price: 'TradePrice', fees: 'IBCommission', action: 'Buy/Sell' });
  });

  it('Robinhood activity: trans codes, descriptions over two lines, an option trade and the disclaimer skipped', () => {
    const result = transactions('robinhood-activity.csv');
    expect(result.rows.map(brief)).toEqual([
      '2 sell 2 AAPL @ 179.66 on 2024-03-01',
      '4 dividend 1.2 AAPL on 2024-02-15',
      '5 fee -5 on 2024-02-01',
      '7 buy 5 AAPL @ 184.25 on 2024-01-03',
      '9 deposit 1000 on 2024-01-02',
      '10 interest 0.12 on 2023-12-29',
      '11 split NVDA +45 on 2024-06-10',
      '13 buy 5 NVDA @ 858.17 on 2024-05-01',
    ]);
    expect(result.skipped.map((row) => [row.line, row.reason])).toEqual([
      [6, TRANSACTION_SKIP_REASONS.unknownType('BTO')],
      [16, TRANSACTION_SKIP_REASONS.noDate],
    ]);
  });

  it('XTB cash operations: semicolons, decimal commas, trades in the comment, tax, interest, fees, market suffixes', () => {
    const result = transactions('xtb-cash-operations.csv');
    expect(result.rows.map(brief)).toEqual([
      '6 deposit 2000 on 2024-01-02',
      '7 buy 5 AAPL @ 184.25 on 2024-01-03', // 'OPEN BUY 5 @ 184.25' on AAPL.US
      '8 buy 2 MSFT @ 376.04 on 2024-01-04',
      '9 dividend 1.2 AAPL on 2024-02-15',
      '10 tax -0.18 AAPL on 2024-02-15',
      '11 sell 2 AAPL @ 179.66 on 2024-03-01', // 'CLOSE BUY 2/5 @ 179.66'
      '12 interest 3.05 on 2024-03-01',
      '13 tax -0.58 on 2024-03-01',
      '14 fee -0.01 AAPL on 2024-03-01',
      '15 withdrawal 500 on 2024-03-10',
    ]);
    expect(result.skipped).toEqual([{ line: 16, text: 'Total', reason: TRANSACTION_SKIP_REASONS.noDate }]);
    expect(result.warnings).toContain('Numbers read with a decimal comma (1.234,56)');
  });

  it('Trade Republic: semicolons, decimal commas, ISINs without tickers, savings plan, dividend, interest', () => {
    const result = transactions('trade-republic.csv');
    expect(result.rows.map(brief)).toEqual([
      '2 deposit 1500 on 2024-01-02',
      '3 buy 2.5 US0378331005 @ 172.4 fees 1 on 2024-01-03',
      '4 buy 0.137 US5949181045 @ 364.96 on 2024-01-15',
      '5 buy 3 DE0007164600 @ 138.2 fees 1 on 2024-01-16',
      '6 dividend 0.51 US0378331005 on 2024-02-15',
      '7 interest 2.15 on 2024-03-01',
      '8 sell 1 US0378331005 @ 161.8 fees 1 on 2024-03-04',
      '9 withdrawal 200 on 2024-03-11',
    ]);
    expect(result.rows.every((row) => row.symbol === '')).toBe(true);
  });

  it('Degiro: no type column (the quantity sign says buy or sell), ISINs, day-first dates, unnamed currency columns', () => {
    const result = transactions('degiro-transactions.csv');
    expect(result.rows.map(brief)).toEqual([
      '2 sell 3 US0378331005 @ 182.31 fees 0.5 on 2024-02-15',
      '3 buy 10 US0378331005 @ 181.18 fees 2 on 2024-01-05', // 05-01-2024 is 5 January: the file has 15-02-2024
      '4 buy 4 US5949181045 @ 374.58 fees 2 on 2023-12-22',
    ]);
  });

  it('Vanguard transactions: sweeps are not imported, a negative sell quantity is a sale', () => {
    const result = transactions('vanguard-transactions.csv');
    expect(result.rows.map(brief)).toEqual([
      '2 buy 10 VTI @ 235.5 on 2024-01-03',
      '4 dividend 85.2 VTI on 2023-12-28',
      '5 deposit 5000 VMFXX on 2023-12-15',
      '6 sell 2 VTI @ 224.1 on 2023-11-20',
      '7 buy 5 VTI @ 215 on 2023-06-01',
    ]);
    expect(result.skipped.map((row) => row.reason)).toEqual([TRANSACTION_SKIP_REASONS.unknownType('Sweep out')]);
  });

  it('puts rows in trade-date order, purchases before sales on one day', () => {
    const rows = transactions('ibkr-flex-trades.csv').rows;
    expect(tradeDateOrder([...rows].reverse()).map((row) => `${row.date} ${row.action}`)).toEqual([
      '2024-01-05 buy', '2024-01-10 buy', '2024-02-16 buy', '2024-02-16 sell',
    ]);
  });

  it('orders a large file as comparing rows one by one does (the fast path), also on one day and in any file order', () => {
    const actions = ['watch', 'deposit', 'split', 'buy', 'dividend', 'interest', 'fee', 'tax', 'sell', 'withdrawal'] as const;
    let seed = 7;
    const next = (below: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % below);
    const rows = Array.from({ length: 20_000 }, (_, index) => ({
      line: index * 2 + 3,
      date: `20${10 + next(15)}-${String(1 + next(12)).padStart(2, '0')}-${String(1 + next(3)).padStart(2, '0')}`,
      action: actions[next(actions.length)]!,
    }));
    const rank = (action: string) => ['watch', 'deposit', 'split', 'buy', 'dividend', 'interest', 'fee tax', 'sell', 'withdrawal'].findIndex((names) => names.split(' ').includes(action));
    const byComparing = (list: typeof rows) => [...list].sort((a, b) => a.date.localeCompare(b.date) || rank(a.action) - rank(b.action) || a.line - b.line);
    expect(tradeDateOrder(rows)).toEqual(byComparing(rows));
    // In steps (the server's import, with turns between them): the same order, in several pieces.
    const steps = tradeDateOrderInSteps(rows);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    expect(step.value).toEqual(byComparing(rows));
    expect(pauses).toBeGreaterThanOrEqual(4);
    const shuffled = [...rows].sort(() => next(3) - 1); // lines no longer rising: the general path
    expect(tradeDateOrder(shuffled)).toEqual(byComparing(rows));
  });

  it('derives a missing price from the amount and the fees', () => {
    const result = parseBrokerCsv('Date,Action,Symbol,Quantity,Amount,Fees\n2024-01-05,Buy,AAPL,10,-1501,1\n2024-02-05,Sell,AAPL,4,799,1', { today });
    expect(result.rows.map((row) => ('price' in row ? row.price : null))).toEqual([150, 200]);
    expect(result.warnings).toContain('Price derived from the amount and fees on 2 rows');
  });

  it('reads a holdings file with a Type column as holdings', () => {
    const result = parseBrokerCsv('Symbol,Type,Quantity,Price Paid,Date\nAAPL,Stock,10,150,2024-01-05', { today });
    expect(result.format).toBe('positions');
  });
});

describe('transaction types', () => {
  it.each([
    ['YOU BOUGHT APPLE INC (AAPL) (Cash)', 'buy'], ['Reinvest Shares', 'buy'], ['Stocks/ETF purchase', 'buy'], ['Savings plan', 'buy'], ['BUY', 'buy'],
    ['YOU SOLD APPLE INC (AAPL) (Cash)', 'sell'], ['Stocks/ETF sale', 'sell'], ['Verkauf', 'sell'],
    ['Qualified Dividend', 'dividend'], ['Reinvest Dividend', 'dividend'], ['CDIV', 'dividend'], ['DIVIDENT', 'dividend'],
    ['Withholding Tax', 'tax'], ['Free-funds Interest Tax', 'tax'], ['Bank Interest', 'interest'], ['INT', 'interest'],
    ['GOLD', 'fee'], ['ADR Mgmt Fee', 'fee'], ['SEC fee', 'fee'], ['Stock Split', 'split'], ['SPL', 'split'],
    ['Deposit', 'deposit'], ['Electronic Funds Transfer Received (Cash)', 'deposit'], ['Withdrawal', 'withdrawal'],
    ['MoneyLink Transfer', 'transfer'], ['ACH', 'transfer'], ['BTO', null], ['Sweep in', null], ['', null],
  ])('%s is %s', (text, action) => expect(classifyAction(text)).toBe(action));

  it('reads split ratios and checks ISINs', () => {
    expect(splitRatio('NVDA 10 for 1 forward split')).toEqual({ numerator: 10, denominator: 1 });
    expect(splitRatio('reverse split 1:10')).toEqual({ numerator: 1, denominator: 10 });
    expect(isIsin('US0378331005')).toBe(true);
    expect(isIsin('US0378331006')).toBe(false);
    expect(isIsin('AAPL')).toBe(false);
  });
});
