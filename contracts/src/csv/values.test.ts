import { describe, expect, it } from 'vitest';
import { cleanSymbol, isBlankCell, isPlausibleTicker, parseCsvDate, parseCsvNumber } from './values.ts';

describe('number cleaning', () => {
  it.each([
    ['150', 150],
    ['150.25', 150.25],
    ['$1,234.56', 1234.56],
    ['"$1,234.56"'.slice(1, -1), 1234.56],
    ['12.34%', 12.34],
    ['+23.76%', 23.76],
    ['-0.41%', -0.41],
    ['(12.50)', -12.5],
    ['($1,012.50)', -1012.5],
    ['(2.29%)', -2.29],
    ['-$350.00', -350],
    ['$-350.00', -350],
    ['\u2212 4', -4],
    ['  42  ', 42],
    ['1 000', 1000],
    ['.5', 0.5],
    ['1,200', 1200],
  ])('reads %j as %d', (cell, value) => {
    expect(parseCsvNumber(cell)).toBe(value);
  });

  it.each(['', '   ', '--', '-', 'N/A', 'n/a', '\u2014', undefined])('reads %j as missing', (cell) => {
    expect(parseCsvNumber(cell)).toBeNull();
  });

  it.each(['abc', '12abc', '1.2.3', '$', '0x10', '1e5'])('reads %j as not a number', (cell) => {
    expect(parseCsvNumber(cell)).toBeNaN();
  });

  it('reads decimal commas only when asked (semicolon files), letting the last mark decide', () => {
    expect(parseCsvNumber('120,50', true)).toBe(120.5);
    expect(parseCsvNumber('1.234,56', true)).toBe(1234.56);
    expect(parseCsvNumber('1,234.56', true)).toBe(1234.56);
    expect(parseCsvNumber('(1.234,50)', true)).toBe(-1234.5);
    expect(parseCsvNumber('120,50')).toBe(12050);
  });
});

describe('date normalisation', () => {
  const read = (cell: string) => parseCsvDate(cell, 2024);

  it.each([
    ['2024-01-05', '2024-01-05'],
    ['2024-1-5', '2024-01-05'],
    ['2024/01/05', '2024-01-05'],
    ['2023-06-15T14:30:00Z', '2023-06-15'],
    ['2023-06-15T23:30:00-05:00', '2023-06-15'],
    ['2023-06-15 09:30:00', '2023-06-15'],
    ['20240105', '2024-01-05'],
    ['01/05/2024', '2024-01-05'],
    ['1/5/2024', '2024-01-05'],
    ['1/5/24', '2024-01-05'],
    ['12/31/99', '1999-12-31'],
    ['01-05-2024', '2024-01-05'],
    ['01/05/2024 3:01 PM ET', '2024-01-05'],
    ['25/12/2023', '2023-12-25'],
    ['05.01.2024', '2024-01-05'],
    ['Jan 5, 2024', '2024-01-05'],
    ['January 5 2024', '2024-01-05'],
    ['Sept. 30, 2023', '2023-09-30'],
    ['Mar 3rd, 2021', '2021-03-03'],
    ['5 Jan 2024', '2024-01-05'],
    ['05-Jan-24', '2024-01-05'],
    ['  2024-02-29  ', '2024-02-29'],
  ])('reads %j as %s', (cell, date) => {
    expect(read(cell)).toBe(date);
  });

  it('makes two-digit years the latest year not after today', () => {
    expect(parseCsvDate('1/5/24', 2024)).toBe('2024-01-05');
    expect(parseCsvDate('1/5/25', 2024)).toBe('1925-01-05');
  });

  it.each(['someday', '2023-02-29', '02/30/2024', '13/13/2024', 'Foo 5, 2024', '2024-13-01', '1/5', '5'])(
    'refuses %j',
    (cell) => {
      expect(read(cell)).toBeNull();
    },
  );
});

describe('symbols', () => {
  it('trims and upper-cases, and tidies broker spellings', () => {
    expect(cleanSymbol(' tsla ')).toBe('TSLA');
    expect(cleanSymbol('SPAXX**')).toBe('SPAXX');
    expect(cleanSymbol('="AAPL"')).toBe('AAPL');
    expect(cleanSymbol('BRK/B')).toBe('BRK.B');
    expect(cleanSymbol('--')).toBe('');
    expect(cleanSymbol('N/A')).toBe('');
    expect(cleanSymbol(undefined)).toBe('');
  });

  it.each(['AAPL', 'BRK.B', 'BRK-B', '^GSPC', 'GC=F', 'BTC-USD', '0700.HK', 'NESN.SW', 'A', 'ABCDEFGHIJKL'])('%s is a ticker', (symbol) => {
    expect(isPlausibleTicker(symbol)).toBe(true);
  });

  it.each([
    'ACCOUNT TOTAL',
    'CASH & CASH INVESTMENTS',
    'PENDING ACTIVITY',
    'TOTAL',
    'TOTALS',
    'SUBTOTAL',
    'ABCDEFGHIJKLM',
    '2024-01-04',
    '12345',
    '$1,234.56',
    'THE DATA AND INFORMATION IN THIS SPREADSHEET',
    '',
  ])('%j is not a ticker', (symbol) => {
    expect(isPlausibleTicker(symbol)).toBe(false);
  });

  it('treats broker placeholders as blank', () => {
    expect(isBlankCell(' -- ')).toBe(true);
    expect(isBlankCell('0')).toBe(false);
  });
});
