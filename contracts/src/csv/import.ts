import Papa from 'papaparse';
import { type ColumnIndexes, type ColumnMap, type CsvField, CSV_FIELDS, isColumnWord, mapColumns, sameColumns } from './columns.ts';
import { CSV_MESSAGES, CsvImportError } from './messages.ts';
import { CASH_LABEL, cleanSymbol, isBlankCell, isPlausibleTicker, parseCsvDate, parseCsvNumber } from './values.ts';

/**
 * CSV import (spec section 5) for the browser preview and the backend alike. Broker exports are
 * messy around the table -- title lines above the header, totals, cash and disclaimer lines
 * below, sometimes a second table (Vanguard's transactions) -- so every non-blank line that does
 * not become a holding is reported in `skipped` with a reason. Blank lines are ignored silently.
 */

export interface ImportRow {
  /** 1-based line of the source text where the row starts. */
  line: number;
  symbol: string;
  quantity: number;
  purchasePrice: number;
  /** YYYY-MM-DD. */
  purchaseDate: string;
  /** The file gave no readable date, so purchaseDate is today (an estimate may replace it). */
  dateDefaulted: boolean;
}

export interface SkippedRow {
  line: number;
  /** The symbol cell, or the line's first text when that is empty (at most 80 characters). */
  text: string;
  reason: string;
}

export interface CsvImportResult {
  rows: ImportRow[];
  skipped: SkippedRow[];
  warnings: string[];
  /** The header name read for each field; absent fields are missing. */
  columns: Partial<Record<CsvField, string>>;
}

export const SKIP_REASONS = {
  short: 'row is shorter than the header',
  emptySymbol: 'empty symbol',
  notTicker: 'not a ticker symbol (totals, cash or note line)',
  repeatedHeader: 'repeated header row',
  otherTable: 'part of a later table with different columns',
  cash: 'cash line without shares',
} as const;

const DELIMITERS = [',', ';', '\t', '|'];

export interface Table {
  cells: string[][];
  /** Line of each row; null when rows and lines coincide. */
  lines: Int32Array | null;
  delimiter: string;
}

function countChar(text: string, char: string): number {
  let count = 0;
  for (let at = text.indexOf(char); at !== -1; at = text.indexOf(char, at + 1)) count += 1;
  return count;
}

export function tabulate(text: string, delimiter?: string): Table {
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiter ?? '', delimitersToGuess: DELIMITERS, skipEmptyLines: false });
  const cells = parsed.data;
  const breakChar = parsed.meta.linebreak === '\r' ? '\r' : '\n';
  let lines: Int32Array | null = null;
  // Quoted cells may hold line breaks; only then do rows and lines drift apart.
  if (countChar(text, breakChar) + 1 !== cells.length) {
    const starts = new Int32Array(cells.length);
    let line = 1;
    cells.forEach((row, index) => {
      starts[index] = line;
      line += 1;
      for (const cell of row) line += countChar(cell, breakChar);
    });
    lines = starts;
  }
  const unterminated = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (unterminated) {
    const row = unterminated.row ?? 0;
    const line = lines ? (lines[row] ?? row + 1) : row + 1;
    throw new CsvImportError('parse', CSV_MESSAGES.parseFailed(`${unterminated.message} (line ${line})`));
  }
  return { cells, lines, delimiter: parsed.meta.delimiter };
}

export function isBlankRow(row: readonly string[]): boolean {
  for (const cell of row) if (cell.length > 0 && cell.trim() !== '') return false;
  return true;
}

/**
 * The table and the first row `recognise` takes for a header. Auto-detection of the delimiter can
 * be misled by title lines, so a header found under another delimiter settles it.
 */
export function readTable<T>(input: string, recognise: (row: string[]) => T | null): { table: Table; index: number; header: T } {
  if (typeof input !== 'string') throw new TypeError('the CSV content must be text');
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const first = tabulate(text);
  if (!hasTwoRows(first.cells)) throw new CsvImportError('too-short', CSV_MESSAGES.tooShort);
  const search = (table: Table) => {
    for (let index = 0; index < table.cells.length; index += 1) {
      const header = recognise(table.cells[index] ?? []);
      if (header) return { table, index, header };
    }
    return null;
  };
  let found = search(first);
  for (const delimiter of DELIMITERS) {
    if (found) break;
    if (delimiter !== first.delimiter) found = search(tabulate(text, delimiter));
  }
  if (!found) throw new CsvImportError('no-symbol-column', CSV_MESSAGES.noSymbolColumn);
  return found;
}

const COMMA_DECIMAL = /^[-+(]?[$\u20ac\u00a3]?\s?\d{1,3}(?:\.\d{3})*,\d{1,2}\)?$|^\d+(?:\.\d{3})+,\d+$/;
const POINT_DECIMAL = /^[-+(]?[$\u20ac\u00a3]?\s?\d{1,3}(?:,\d{3})*\.\d{1,2}\)?$|^\d+(?:,\d{3})+\.\d+$/;

/**
 * Whether numbers are written '1.234,56': decided by the first cells that can only be read one
 * way ('150,5', '1.234,56' against '150.5', '1,234.56'); a file with none follows its delimiter
 * (semicolon files are European).
 */
export function detectDecimalComma(table: Table, fromRow: number, columns: readonly number[]): boolean {
  const last = Math.min(table.cells.length, fromRow + 200);
  for (let index = fromRow; index < last; index += 1) {
    const row = table.cells[index] ?? [];
    for (const column of columns) {
      const cell = (row[column] ?? '').trim();
      if (COMMA_DECIMAL.test(cell)) return true;
      if (POINT_DECIMAL.test(cell)) return false;
    }
  }
  return table.delimiter === ';';
}

/** Up to five example lines per problem keep a 100k-row file from drowning the summary. */
export class Tally {
  readonly lines: number[] = [];
  count = 0;
  add(line: number) {
    this.count += 1;
    if (this.lines.length < 5) this.lines.push(line);
  }
  describe(what: string, outcome: string): string | null {
    if (this.count === 0) return null;
    const more = this.count > this.lines.length ? ', ...' : '';
    return `${what} on ${this.count} row${this.count === 1 ? '' : 's'} (line ${this.lines.join(', ')}${more}); ${outcome}`;
  }
}

const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

export function skipRow(skipped: SkippedRow[], line: number, row: readonly string[], symbolCell: string | undefined, reason: string) {
  const shown = (symbolCell?.trim() || row.find((cell) => cell.trim() !== '')?.trim()) ?? '';
  skipped.push({ line, text: shown.length > 80 ? `${shown.slice(0, 77)}...` : shown, reason });
}

function hasTwoRows(cells: readonly string[][]): boolean {
  let count = 0;
  for (const row of cells) if (!isBlankRow(row) && ++count === 2) return true;
  return false;
}

/**
 * Reads a broker or hand-made CSV into holdings. `today` (YYYY-MM-DD) fills missing dates; it is
 * passed in so the browser and the server agree and tests are stable. Throws CsvImportError with
 * one of the spec's messages when nothing can be imported.
 */
export function parsePortfolioCsv(text: string, options: { today: string }): CsvImportResult {
  try {
    return parse(text, options.today);
  } catch (error) {
    if (error instanceof CsvImportError) throw error;
    throw new CsvImportError('parse', CSV_MESSAGES.parseFailed(error instanceof Error ? error.message : String(error)));
  }
}

function parse(input: string, today: string): CsvImportResult {
  const { table, index, header } = readTable(input, mapColumns);
  return parsePositionTable(table, { index, map: header }, today);
}

/** The holdings below `header` (a positions export: one row per holding or lot). */
export function parsePositionTable(table: Table, header: { index: number; map: ColumnMap }, today: string): CsvImportResult {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new TypeError(`today must be YYYY-MM-DD, got '${today}'`);
  const { cells, lines } = table;
  const headerRow = cells[header.index] ?? [];
  const columns: ColumnIndexes = header.map.indexes;
  const { symbol: symbolAt, quantity: quantityAt, purchasePrice: priceAt, totalCost: totalAt, purchaseDate: dateAt } = columns;
  // A trailing delimiter on the header (Vanguard, Schwab) must not make every data row "short".
  let headerLength = headerRow.length;
  while (headerLength > 0 && (headerRow[headerLength - 1] ?? '').trim() === '') headerLength -= 1;
  const decimalComma = detectDecimalComma(table, header.index + 1, [quantityAt, priceAt, totalAt].filter((at) => at >= 0));
  // Cost basis before a bare 'Price', which broker position exports fill with the market price.
  const costFirst = header.map.genericPrice && totalAt >= 0;
  const todayYear = Number(today.slice(0, 4));

  const rows: ImportRow[] = [];
  const skipped: SkippedRow[] = [];
  const warnings = [...header.map.notes];
  const badQuantity = new Tally();
  const badPrice = new Tally();
  const badDate = new Tally();
  const noDate = new Tally();
  let otherTableAt = 0;

  for (let index = header.index + 1; index < cells.length; index += 1) {
    const row = cells[index] ?? [];
    if (isBlankRow(row)) continue;
    const line = lines ? (lines[index] ?? index + 1) : index + 1;
    const rawSymbol = row[symbolAt];
    const symbol = cleanSymbol(rawSymbol);
    if (otherTableAt > 0) {
      skipRow(skipped, line, row, rawSymbol, SKIP_REASONS.otherTable);
      continue;
    }
    const plausible = isPlausibleTicker(symbol);
    if (!plausible || isColumnWord(symbol)) {
      const map = mapColumns(row);
      if (map && map.found > 1 && !sameColumns(map.indexes, columns)) {
        otherTableAt = line;
        skipRow(skipped, line, row, rawSymbol, SKIP_REASONS.otherTable);
        continue;
      }
      if (map && (map.found > 1 || map.indexes.symbol === symbolAt)) {
        skipRow(skipped, line, row, rawSymbol, SKIP_REASONS.repeatedHeader);
        continue;
      }
    }
    const reason =
      row.length < headerLength ? SKIP_REASONS.short : symbol === '' ? SKIP_REASONS.emptySymbol : plausible ? null : SKIP_REASONS.notTicker;
    if (reason) {
      skipRow(skipped, line, row, rawSymbol, reason);
      continue;
    }

    let quantity = quantityAt < 0 ? null : parseCsvNumber(row[quantityAt], decimalComma);
    if (Number.isNaN(quantity)) badQuantity.add(line);
    if (quantity === null || Number.isNaN(quantity)) quantity = 0;
    if (quantity === 0 && (symbol === CASH_LABEL || rawSymbol?.trim().endsWith('**'))) {
      skipRow(skipped, line, row, rawSymbol, SKIP_REASONS.cash);
      continue;
    }

    let price: number | null = null;
    if (costFirst) {
      const total = parseCsvNumber(row[totalAt], decimalComma);
      if (total !== null && !Number.isNaN(total) && quantity !== 0) price = rounded(total / quantity);
    }
    if (price === null) {
      price = priceAt < 0 ? null : parseCsvNumber(row[priceAt], decimalComma);
      if (Number.isNaN(price)) badPrice.add(line);
    }
    if (price === null || Number.isNaN(price)) {
      const total = totalAt < 0 ? null : parseCsvNumber(row[totalAt], decimalComma);
      price = total !== null && !Number.isNaN(total) && quantity !== 0 ? rounded(total / quantity) : 0;
    }

    const dateCell = dateAt < 0 ? undefined : row[dateAt];
    const date = isBlankCell(dateCell) ? null : parseCsvDate(dateCell ?? '', todayYear);
    if (!date && dateAt >= 0) (isBlankCell(dateCell) ? noDate : badDate).add(line);
    rows.push({ line, symbol, quantity, purchasePrice: price, purchaseDate: date ?? today, dateDefaulted: !date });
  }

  if (rows.length === 0) throw new CsvImportError('no-data', CSV_MESSAGES.noData);

  const used: Partial<Record<CsvField, string>> = {};
  for (const field of CSV_FIELDS) if (columns[field] >= 0) used[field] = (headerRow[columns[field]] ?? '').trim();
  if (quantityAt < 0) warnings.push('No quantity column found; quantities set to 0 (watch-only)');
  if (priceAt < 0 && totalAt < 0) warnings.push('No purchase price or total cost column found; purchase prices set to 0');
  if (dateAt < 0) warnings.push(`No purchase date column found; purchase dates set to today (${today})`);
  if (costFirst) {
    warnings.push(`'${used.purchasePrice}' is read as a market price; purchase prices are '${used.totalCost}' / quantity where the row has it`);
  }
  if (otherTableAt > 0) warnings.push(`Line ${otherTableAt} starts another table with different columns; it was not imported`);
  const tallies = [
    badQuantity.describe('Quantity is not a number', 'used 0'),
    badPrice.describe('Purchase price is not a number', 'used total cost / quantity where possible, else 0'),
    badDate.describe('Purchase date not recognised', `used today (${today})`),
    noDate.describe('Purchase date missing', `used today (${today})`),
  ];
  for (const note of tallies) if (note) warnings.push(note);
  return { rows, skipped, warnings, columns: used };
}
