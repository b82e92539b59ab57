import { describe, expect, it } from 'vitest';
import { SKIP_REASONS, parsePortfolioCsv } from './import.ts';
import { CsvImportError } from './messages.ts';

const today = '2024-06-01';
const parse = (text: string) => parsePortfolioCsv(text, { today });
const failure = (text: unknown) => {
  try {
    parsePortfolioCsv(text as string, { today });
  } catch (error) {
    expect(error).toBeInstanceOf(CsvImportError);
    return error as CsvImportError;
  }
  throw new Error('expected the import to fail');
};

describe('CSV import errors (spec messages, verbatim)', () => {
  it.each(['', '\n\n', 'Symbol,Quantity', 'Symbol,Quantity\n\n  \n', '\ufeffSymbol\r\n'])('%j has no data row', (text) => {
    const error = failure(text);
    expect(error.message).toBe('CSV file must have at least a header row and one data row');
    expect(error.code).toBe('too-short');
  });

  it('needs a symbol/ticker column', () => {
    const error = failure('Name,Quantity,Price\nApple,10,150');
    expect(error.message).toBe('Could not find symbol/ticker column in CSV');
    expect(error.code).toBe('no-symbol-column');
  });

  it('needs at least one row that becomes a holding', () => {
    for (const text of ['Symbol,Quantity\nTotal,10', 'Symbol,Quantity,Price\n,10,5\nAccount Total,--,--', 'Symbol,Qty\nAAPL']) {
      const error = failure(text);
      expect(error.message).toBe('No valid stock data found in CSV');
      expect(error.code).toBe('no-data');
    }
  });

  it('reports parse failures as "Error parsing CSV: {message}"', () => {
    expect(failure('Symbol,Quantity\n"AAPL,10\nMSFT,5').message).toBe('Error parsing CSV: Quoted field unterminated (line 2)');
    expect(failure(42).message).toBe('Error parsing CSV: the CSV content must be text');
    expect(failure(undefined).code).toBe('parse');
  });
});

describe('header detection', () => {
  it('takes the first row with a symbol-like column, skipping title lines', () => {
    const result = parse('My portfolio\nExported 2024-01-05,by me\n\nTicker,Shares\nAAPL,10');
    expect(result.rows).toEqual([{ line: 5, symbol: 'AAPL', quantity: 10, purchasePrice: 0, purchaseDate: today, dateDefaulted: true }]);
  });

  it('skips a repeated identical header (multi-account exports) and keeps reading', () => {
    const text = 'Symbol,Quantity\nAAPL,1\n"Roth IRA ...456"\nSymbol,Quantity\nMSFT,2';
    const result = parse(text);
    expect(result.rows.map((row) => row.symbol)).toEqual(['AAPL', 'MSFT']);
    expect(result.skipped).toEqual([
      { line: 3, text: 'Roth IRA ...456', reason: SKIP_REASONS.short },
      { line: 4, text: 'Symbol', reason: SKIP_REASONS.repeatedHeader },
    ]);
  });

  it('stops at a later table with different columns', () => {
    const result = parse('Symbol,Shares\nVTI,1\n\nDate,Symbol,Shares\n2024-01-02,VTI,5\n2024-01-03,VXUS,5');
    expect(result.rows).toHaveLength(1);
    expect(result.skipped.map((row) => [row.line, row.reason])).toEqual([
      [4, SKIP_REASONS.otherTable],
      [5, SKIP_REASONS.otherTable],
      [6, SKIP_REASONS.otherTable],
    ]);
    expect(result.warnings).toContain('Line 4 starts another table with different columns; it was not imported');
  });

  it('reads quoted fields, CRLF, a BOM, tabs and semicolons', () => {
    const expected = [{ line: 2, symbol: 'AAPL', quantity: 1234, purchasePrice: 1.5, purchaseDate: '2024-01-05', dateDefaulted: false }];
    const noDate = [{ ...expected[0], purchaseDate: today, dateDefaulted: true }];
    expect(parse('\ufeff"Symbol","Qty","Price"\r\n"AAPL","1,234","$1.50"\r\n').rows).toEqual(noDate);
    expect(parse('Symbol\tQty\tPrice\tDate\nAAPL\t1234\t1.5\t2024-01-05\n').rows).toEqual(expected);
    expect(parse('Symbol;Qty;Price;Date\nAAPL;1234;1,5;05.01.2024\n').rows).toEqual(expected);
  });

  it('finds the header under another delimiter when auto-detection guesses wrong', () => {
    const result = parse('Report, generated today, for you, all rows\nSymbol;Quantity\nAAPL;3\nMSFT;4');
    expect(result.rows.map((row) => [row.symbol, row.quantity])).toEqual([
      ['AAPL', 3],
      ['MSFT', 4],
    ]);
  });
});

describe('rows', () => {
  it('skips short rows, empty symbols and lines that are not tickers, with reasons', () => {
    const text = [
      'Symbol,Quantity,Price,',
      'AAPL,1,2',
      'MSFT,3',
      ',4,5',
      '--,4,5',
      'Account Total,,9',
      'Total,,9',
      '2024-01-02,1,1',
      'CASH,,3000',
      'This line is a long disclaimer that some brokers put under the table,,',
    ].join('\n');
    const result = parse(text);
    expect(result.rows.map((row) => row.symbol)).toEqual(['AAPL']);
    expect(result.skipped).toEqual([
      { line: 3, text: 'MSFT', reason: SKIP_REASONS.short },
      { line: 4, text: '4', reason: SKIP_REASONS.emptySymbol },
      { line: 5, text: '--', reason: SKIP_REASONS.emptySymbol },
      { line: 6, text: 'Account Total', reason: SKIP_REASONS.notTicker },
      { line: 7, text: 'Total', reason: SKIP_REASONS.notTicker },
      { line: 8, text: '2024-01-02', reason: SKIP_REASONS.notTicker },
      { line: 9, text: 'CASH', reason: SKIP_REASONS.cash },
      { line: 10, text: 'This line is a long disclaimer that some brokers put under the table', reason: SKIP_REASONS.notTicker },
    ]);
  });

  it('keeps a CASH symbol that has shares (Pathward Financial)', () => {
    expect(parse('Symbol,Quantity\nCASH,10').rows[0]?.symbol).toBe('CASH');
  });

  it('upper-cases and trims symbols and keeps every lot', () => {
    expect(parse('symbol,qty\n aapl ,1\nAAPL,2').rows.map((row) => [row.symbol, row.quantity])).toEqual([
      ['AAPL', 1],
      ['AAPL', 2],
    ]);
  });

  it('sets missing or unreadable quantities and prices to 0, and says which lines', () => {
    const result = parse('Symbol,Quantity,Price\nAAPL,,\nMSFT,lots,cheap\nKO,--,N/A');
    expect(result.rows.map((row) => [row.quantity, row.purchasePrice])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(result.warnings).toEqual([
      'No purchase date column found; purchase dates set to today (2024-06-01)',
      'Quantity is not a number on 1 row (line 3); used 0',
      'Purchase price is not a number on 1 row (line 3); used total cost / quantity where possible, else 0',
    ]);
  });

  it('takes cost basis (total cost / quantity) before a bare Price, which broker exports fill with the market price', () => {
    const text = 'Symbol,Quantity,Price,Total Cost\nA,4,,"$1,500.00"\nB,3,$10,$99\nC,0,,$50\nD,3,,\nE,3,n/a,$100\nF,2,$7,';
    expect(parse(text).rows.map((row) => row.purchasePrice)).toEqual([375, 33, 0, 0, 33.333333, 7]);
    const named = 'Symbol,Quantity,Purchase Price,Total Cost\nB,3,$10,$99\nD,3,,$30';
    expect(parse(named).rows.map((row) => row.purchasePrice)).toEqual([10, 10]);
  });

  it('defaults missing dates to today and normalises the rest', () => {
    const text = 'Symbol,Quantity,Date\nA,1,\nB,1,1/5/24\nC,1,"Jan 5, 2024"\nD,1,2024-01-05T10:00:00Z\nE,1,soon';
    const rows = parse(text).rows;
    expect(rows.map((row) => row.purchaseDate)).toEqual([today, '2024-01-05', '2024-01-05', '2024-01-05', today]);
    expect(rows.map((row) => row.dateDefaulted)).toEqual([true, false, false, false, true]);
  });

  it('counts source lines across quoted line breaks', () => {
    const text = 'Symbol,Note,Quantity\nAAPL,"two\nlines",1\n\nMSFT,"three\r\nlines\nhere",2\nKO,x,3';
    expect(parse(text).rows.map((row) => [row.symbol, row.line])).toEqual([
      ['AAPL', 2],
      ['MSFT', 5],
      ['KO', 8],
    ]);
  });

  it('caps the example lines of a warning', () => {
    const text = `Symbol,Quantity\n${Array.from({ length: 8 }, (_, n) => `S${n},x`).join('\n')}`;
    expect(parse(text).warnings).toContain('Quantity is not a number on 8 rows (line 2, 3, 4, 5, 6, ...); used 0');
  });

  it('reports which header each field was read from', () => {
    expect(parse('Ticker,Shares,Average Price,Date\nA,1,2,2024-01-01').columns).toEqual({
      symbol: 'Ticker',
      quantity: 'Shares',
      purchasePrice: 'Average Price',
      purchaseDate: 'Date',
    });
  });

  it('rejects a malformed today', () => {
    expect(() => parsePortfolioCsv('Symbol\nA', { today: '06/01/2024' })).toThrow('Error parsing CSV: today must be YYYY-MM-DD');
  });
});
