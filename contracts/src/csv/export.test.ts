import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { type ExportItem, exportFileName, neutraliseCell, portfolioCsv } from './export.ts';
import { parsePortfolioCsv } from './import.ts';

const item = (overrides: Partial<ExportItem> = {}): ExportItem => ({
  symbol: 'AAPL',
  quantity: 10,
  purchasePrice: 150,
  purchaseDate: '2024-01-05',
  currentPrice: 185.64,
  totalValue: 1856.4,
  gainLoss: 356.4,
  gainLossPercent: 23.76,
  ...overrides,
});

const table = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('CSV export', () => {
  it('writes the spec columns in order, CRLF line ends', () => {
    const csv = portfolioCsv([item()]);
    expect(csv).toBe(
      'Symbol,Quantity,Purchase Price,Purchase Date,Current Price,Total Value,Gain/Loss,Gain/Loss %\r\n' +
        'AAPL,10,150.00,2024-01-05,185.64,1856.40,356.40,23.76',
    );
    expect(portfolioCsv([])).toBe('Symbol,Quantity,Purchase Price,Purchase Date,Current Price,Total Value,Gain/Loss,Gain/Loss %\r\n');
  });

  it('formats plain numbers: money and percent with 2 decimals, quantity with up to 3', () => {
    const [, row] = table(portfolioCsv([item({ quantity: 0.1235, purchasePrice: 1234.5, totalValue: 1e6, gainLossPercent: 5 })]));
    expect(row).toEqual(['AAPL', '0.124', '1234.50', '2024-01-05', '185.64', '1000000.00', '356.40', '5.00']);
    expect(table(portfolioCsv([item({ quantity: 12.5 })]))[1]?.[1]).toBe('12.5');
    expect(table(portfolioCsv([item({ purchasePrice: 1.005, gainLoss: -1.005 })]))[1]?.slice(2, 7)).toEqual(['1.01', '2024-01-05', '185.64', '1856.40', '-1.01']);
  });

  it('writes negative numbers as numbers, not neutralised text', () => {
    const [, row] = table(portfolioCsv([item({ gainLoss: -1234.5, gainLossPercent: -12.345 })]));
    expect(row?.slice(6)).toEqual(['-1234.50', '-12.35']);
    expect(table(portfolioCsv([item({ gainLoss: -0.001 })]))[1]?.[6]).toBe('0.00');
  });

  it('leaves missing values empty and writes the date part of a timestamp', () => {
    const watchOnly = item({ quantity: 0, purchasePrice: null, purchaseDate: null, currentPrice: undefined, gainLoss: Number.NaN });
    expect(table(portfolioCsv([watchOnly]))[1]).toEqual(['AAPL', '0', '', '', '', '1856.40', '', '23.76']);
    expect(table(portfolioCsv([item({ purchaseDate: '2024-01-05T00:00:00.000Z' })]))[1]?.[3]).toBe('2024-01-05');
  });

  it('neutralises text cells that a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\uff1d']) {
      expect(neutraliseCell(`${start}HYPERLINK("x")`)).toBe(`'${start}HYPERLINK("x")`);
    }
    expect(neutraliseCell('BRK.B')).toBe('BRK.B');
    const csv = portfolioCsv([item({ symbol: '=cmd|"/c calc"!A1', purchaseDate: '@SUM(A1)' })]);
    expect(csv.split('\r\n')[1]).toBe(`"'=cmd|""/c calc""!A1",10,150.00,'@SUM(A1),185.64,1856.40,356.40,23.76`);
  });

  it('quotes cells holding commas, quotes or line breaks', () => {
    const [, row] = table(portfolioCsv([item({ symbol: 'A,"B"\nC' })]));
    expect(row?.[0]).toBe('A,"B"\nC');
  });

  it('reads back through the importer', () => {
    const csv = portfolioCsv([item(), item({ symbol: 'BRK.B', quantity: 2.5, purchasePrice: 300.1, purchaseDate: '2023-03-15', gainLoss: -12.5 })]);
    expect(parsePortfolioCsv(csv, { today: '2024-06-01' }).rows).toEqual([
      { line: 2, symbol: 'AAPL', quantity: 10, purchasePrice: 150, purchaseDate: '2024-01-05', dateDefaulted: false },
      { line: 3, symbol: 'BRK.B', quantity: 2.5, purchasePrice: 300.1, purchaseDate: '2023-03-15', dateDefaulted: false },
    ]);
  });
});

describe('export file name', () => {
  it.each([
    ['Main Portfolio', 'main_portfolio_portfolio.csv'],
    ['Tech & AI #2', 'tech___ai__2_portfolio.csv'],
    ['Dividends', 'dividends_portfolio.csv'],
    ['Épargne', '_pargne_portfolio.csv'],
    [null, 'portfolio.csv'],
    [undefined, 'portfolio.csv'],
    ['', 'portfolio.csv'],
  ])('%j -> %s', (name, file) => {
    expect(exportFileName(name)).toBe(file);
  });
});
