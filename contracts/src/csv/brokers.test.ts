import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SKIP_REASONS, parsePortfolioCsv } from './import.ts';

/** Fixture files shaped like real broker exports (anonymised, figures invented). */
const today = '2024-06-01';
const fixture = (name: string) => parsePortfolioCsv(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'), { today });
const brief = (rows: ReadonlyArray<{ symbol: string; quantity: number; purchasePrice: number; purchaseDate: string; line: number }>) =>
  rows.map((row) => `${row.line} ${row.symbol} ${row.quantity} @ ${row.purchasePrice} on ${row.purchaseDate}`);

describe('broker exports', () => {
  it('Schwab positions: title line above, quoted "$1,234.56", cash and totals below, a disclaimer', () => {
    const result = fixture('schwab-positions.csv');
    // Schwab's 'Price' is the market price: the purchase price is 'Cost Basis' (a total) / quantity.
    expect(brief(result.rows)).toEqual([
      `4 AAPL 50 @ 150.25 on ${today}`,
      `5 BRK.B 10 @ 310 on ${today}`,
      `6 MSFT 1200 @ 300 on ${today}`,
      `7 VTI 25.5 @ 200 on ${today}`,
    ]);
    expect(result.skipped).toEqual([
      { line: 8, text: 'Cash & Cash Investments', reason: SKIP_REASONS.notTicker },
      { line: 9, text: 'Account Total', reason: SKIP_REASONS.notTicker },
      { line: 11, text: expect.stringMatching(/^Schwab provides this information/), reason: SKIP_REASONS.short },
    ]);
    expect(result.columns).toEqual({ symbol: 'Symbol', quantity: 'Qty (Quantity)', purchasePrice: 'Price', totalCost: 'Cost Basis' });
    expect(result.warnings).toEqual([
      `No purchase date column found; purchase dates set to today (${today})`,
      "'Price' is read as a market price; purchase prices are 'Cost Basis' / quantity where the row has it",
    ]);
  });

  it('Fidelity positions: average cost basis, derived price, core cash, pending activity, quoted disclaimers', () => {
    const result = fixture('fidelity-positions.csv');
    expect(brief(result.rows)).toEqual([
      `3 AAPL 100 @ 150 on ${today}`,
      `4 NVDA 10.5 @ 300 on ${today}`,
      `6 FXAIX 12.345 @ 145.81 on ${today}`,
      `7 TSLA 5 @ 280 on ${today}`, // '--' average cost: $1400.00 total / 5
    ]);
    expect(result.skipped.map((row) => [row.line, row.reason])).toEqual([
      [2, SKIP_REASONS.cash],
      [5, SKIP_REASONS.notTicker],
      [9, SKIP_REASONS.short],
      [11, SKIP_REASONS.short], // a quoted paragraph over two lines
      [14, SKIP_REASONS.short],
    ]);
    expect(result.columns).toMatchObject({ purchasePrice: 'Average Cost Basis', totalCost: 'Cost Basis Total' });
  });

  it('Vanguard: positions are read, the transaction table below them is not', () => {
    const result = fixture('vanguard-positions.csv');
    expect(brief(result.rows)).toEqual([`2 VTSAX 100.5 @ 0 on ${today}`, `3 VTIAX 40 @ 0 on ${today}`, `4 VMFXX 500 @ 0 on ${today}`]);
    expect(result.skipped.map((row) => [row.line, row.reason])).toEqual([
      [8, SKIP_REASONS.otherTable],
      [9, SKIP_REASONS.otherTable],
      [10, SKIP_REASONS.otherTable],
    ]);
    expect(result.warnings).toEqual([
      'No purchase price or total cost column found; purchase prices set to 0',
      `No purchase date column found; purchase dates set to today (${today})`,
      'Line 8 starts another table with different columns; it was not imported',
    ]);
  });

  it('Robinhood-like: Ticker, Shares, Average Price and M/D/YYYY dates', () => {
    const result = fixture('robinhood-simple.csv');
    expect(brief(result.rows)).toEqual([
      '2 AAPL 10 @ 150.25 on 2024-01-05',
      '3 TSLA 2.5 @ 200 on 2023-12-31',
      '4 BRK.B 3 @ 1020 on 2022-03-15',
      '5 SPY 0.125 @ 401.5 on 2021-07-04',
    ]);
    expect(result.skipped).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('total cost without a price: price = total cost / quantity', () => {
    const result = fixture('total-cost-only.csv');
    expect(brief(result.rows)).toEqual([
      '2 AMZN 4 @ 375 on 2024-01-05',
      '3 GOOGL 3 @ 133.333333 on 2023-06-15',
      '4 META 0 @ 0 on 2023-03-15', // watch-only: nothing to divide by
      '5 NFLX 7 @ 0 on 2022-02-01',
      `6 AMD 3 @ 33.333333 on ${today}`,
    ]);
  });

  it('missing and unreadable dates become today; the rest are normalised', () => {
    const result = fixture('missing-dates.csv');
    expect(result.rows.map((row) => row.purchaseDate)).toEqual([today, today, today, '2024-02-29', today, '2021-03-03']);
    expect(result.rows.map((row) => row.dateDefaulted)).toEqual([true, true, true, false, true, false]);
    expect(result.warnings).toEqual([
      `Purchase date not recognised on 2 rows (line 4, 6); used today (${today})`,
      `Purchase date missing on 2 rows (line 2, 3); used today (${today})`,
    ]);
  });

  it('E*TRADE-like: an account summary table above, "(12.50)" negatives and percent columns, CASH and TOTAL below', () => {
    const result = fixture('etrade-negatives.csv');
    expect(brief(result.rows)).toEqual([
      '7 AAPL 20 @ 190 on 2024-01-05',
      '8 DIS 1000 @ -12.5 on 2023-11-30', // read as written; the API refuses a negative price per row
      '9 GME -5 @ 25 on 2023-08-01',
    ]);
    expect(result.skipped).toEqual([
      { line: 10, text: 'CASH', reason: SKIP_REASONS.cash },
      { line: 11, text: 'TOTAL', reason: SKIP_REASONS.notTicker },
    ]);
    expect(result.columns).toEqual({ symbol: 'Symbol', quantity: 'Quantity', purchasePrice: 'Price Paid $', purchaseDate: 'Buy Date' });
  });

  it('European: semicolons, decimal commas, day-first dotted dates, a BOM and CRLF', () => {
    expect(brief(fixture('european-semicolon.csv').rows)).toEqual([
      '2 SAP 10 @ 120.5 on 2024-01-05',
      '3 ASML 2 @ 1234.56 on 2023-03-15',
      '4 NESN.SW 15 @ 98.7 on 2022-11-30',
    ]);
  });
  it('Fidelity positions (older layout): Cost Basis Per Share, core cash and pending activity skipped', () => {
    const result = fixture('fidelity-positions-older.csv');
    expect(brief(result.rows)).toEqual([`3 AAPL 50 @ 150.25 on ${today}`, `4 MSFT 12 @ 300 on ${today}`, `5 KO 20 @ 60 on ${today}`]);
    expect(result.columns).toMatchObject({ purchasePrice: 'Cost Basis Per Share', totalCost: 'Cost Basis Total' });
    expect(result.skipped.map((row) => [row.line, row.reason])).toEqual([
      [2, SKIP_REASONS.cash],
      [6, SKIP_REASONS.notTicker],
      [8, SKIP_REASONS.short],
      [9, SKIP_REASONS.short],
    ]);
  });

  it("Yahoo Finance portfolio export: one row per lot, 'Trade Date' is the purchase, the quote's 'Date' never is", () => {
    const result = fixture('yahoo-portfolio.csv');
    expect(brief(result.rows)).toEqual([
      '2 AAPL 10 @ 155.09 on 2022-03-15',
      '3 AAPL 5 @ 126.36 on 2023-01-04',
      '4 NVDA 2 @ 397.7 on 2023-06-01',
      `5 MSFT 0 @ 0 on ${today}`, // a watched symbol: no trade date, no quantity
    ]);
    expect(result.columns).toMatchObject({ purchaseDate: 'Trade Date', purchasePrice: 'Purchase Price' });
  });

  it("A tracker's holdings export: a 'Code' column, title lines, a totals row and a footnote", () => {
    const result = fixture('tracker-code.csv');
    expect(brief(result.rows)).toEqual(['5 AAPL 10 @ 150.25 on 2022-03-15', '6 MSFT 4 @ 310.1 on 2022-11-01', '7 KO 25 @ 58 on 2021-07-20']);
    expect(result.columns).toMatchObject({ symbol: 'Code', quantity: 'Units', purchasePrice: 'Average Cost', totalCost: 'Cost Basis' });
    expect(result.skipped.map((row) => [row.line, row.reason])).toEqual([
      [8, SKIP_REASONS.notTicker],
      [9, SKIP_REASONS.short],
    ]);
  });
});
