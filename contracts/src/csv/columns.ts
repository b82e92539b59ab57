/**
 * Header recognition for CSV import (spec section 5): column names match ignoring case, spaces
 * and punctuation, against the spec's aliases plus the names real broker exports use (issue 10:
 * 'Cost Basis Per Share', '$ Avg Cost', 'Trade Date', 'Run Date', a tracker's 'Code').
 *
 * Precedence when several columns could serve one field: the alias listed earlier wins (cost-basis
 * names before 'Price', 'Trade Date' before a bare 'Date'); on equal aliases the leftmost column
 * wins. A bare 'Price' is the weakest purchase price: in broker position exports it is the market
 * price (Schwab), so a cost-basis total beats it (see GENERIC_PRICE_ALIASES). The whole name must equal an alias -- substring matching would read
 * 'Price Change %' or 'Last Price' as the purchase price and 'Stock positions as of ...' title
 * lines as headers. One allowance: broker headers such as Schwab's 'Qty (Quantity)' spell the
 * name twice, so a part in brackets also counts, ranked just below a whole-name match.
 */

export type CsvField = 'symbol' | 'quantity' | 'purchasePrice' | 'totalCost' | 'purchaseDate';

export const CSV_FIELDS: readonly CsvField[] = ['symbol', 'quantity', 'purchasePrice', 'totalCost', 'purchaseDate'];

export const COLUMN_ALIASES: Readonly<Record<CsvField, readonly string[]>> = {
  symbol: ['symbol', 'ticker', 'stock', 'code'],
  quantity: ['quantity', 'qty', 'shares', 'share count', 'position', 'units'],
  purchasePrice: [
    'purchase price', 'price paid', 'cost basis per share', 'average cost basis', 'average cost', 'avg cost', 'unit cost', 'buy price',
    'average price', 'trade price', 'cost', 'price',
  ],
  totalCost: ['cost basis total', 'cost basis', 'basis', 'total cost', 'net asset value'],
  purchaseDate: ['purchase date', 'trade date', 'run date', 'buy date', 'acquired date', 'date acquired', 'open date', 'purchased', 'date'],
};

/**
 * Purchase-price names that in a broker's position export are usually the market price: used
 * only when the file has no cost-basis total to divide by the quantity.
 */
export const GENERIC_PRICE_ALIASES: ReadonlySet<string> = new Set(['price']);

const FIELD_LABELS: Readonly<Record<CsvField, string>> = {
  symbol: 'symbol',
  quantity: 'quantity',
  purchasePrice: 'purchase price',
  totalCost: 'total cost',
  purchaseDate: 'purchase date',
};

/** 'Qty (Quantity)' -> 'qtyquantity'; "Today's Gain/Loss $" -> 'todaysgainloss'. */
export function normaliseColumnName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

interface Match {
  field: CsvField;
  rank: number;
}

const ALIASES = new Map<string, Match>();
for (const field of CSV_FIELDS) {
  COLUMN_ALIASES[field].forEach((alias, rank) => ALIASES.set(normaliseColumnName(alias), { field, rank }));
}

function matchColumn(name: string): Match | undefined {
  const whole = ALIASES.get(normaliseColumnName(name));
  if (whole || !/[([]/.test(name)) return whole;
  for (const part of name.split(/[()[\]]/)) {
    const match = ALIASES.get(normaliseColumnName(part));
    if (match) return { field: match.field, rank: match.rank + 0.5 };
  }
  return undefined;
}

/** True when the cell is one of the column names ('Symbol', 'Date', 'Qty (Quantity)'). */
export function isColumnName(cell: string): boolean {
  return matchColumn(cell) !== undefined;
}

const COLUMN_WORDS = new Set([...ALIASES.keys()].map((alias) => alias.toUpperCase()));

/** isColumnName for a cell already upper-cased without spaces: a Set lookup per data row. */
export function isColumnWord(upper: string): boolean {
  return COLUMN_WORDS.has(upper);
}

/** Column index of each field, -1 when the file has none. */
export type ColumnIndexes = Record<CsvField, number>;

export interface ColumnMap {
  indexes: ColumnIndexes;
  /** How many fields the row names; a header has the symbol and usually more. */
  found: number;
  /** Fields that several columns could serve, and which one was used. */
  notes: string[];
  /** The purchase price column is a bare 'Price' (see GENERIC_PRICE_ALIASES). */
  genericPrice: boolean;
}

/** Reads a row as a header; null unless it has a symbol-like column. */
export function mapColumns(cells: readonly string[]): ColumnMap | null {
  const indexes: ColumnIndexes = { symbol: -1, quantity: -1, purchasePrice: -1, totalCost: -1, purchaseDate: -1 };
  const ranks: Partial<Record<CsvField, number>> = {};
  const rivals: Partial<Record<CsvField, string[]>> = {};
  cells.forEach((cell, index) => {
    if (cell.length === 0 || cell.length > 60) return;
    const match = matchColumn(cell);
    if (!match) return;
    (rivals[match.field] ??= []).push(cell.trim());
    const best = ranks[match.field];
    if (best === undefined || match.rank < best) {
      ranks[match.field] = match.rank;
      indexes[match.field] = index;
    }
  });
  if (indexes.symbol < 0) return null;
  const notes: string[] = [];
  for (const field of CSV_FIELDS) {
    const names = rivals[field];
    if (names && names.length > 1) {
      const used = (cells[indexes[field]] ?? '').trim();
      notes.push(`Several columns could be the ${FIELD_LABELS[field]} (${names.map((n) => `'${n}'`).join(', ')}); used '${used}'`);
    }
  }
  const priceName = normaliseColumnName(cells[indexes.purchasePrice] ?? '');
  const genericPrice = indexes.purchasePrice >= 0 && [...GENERIC_PRICE_ALIASES].some((alias) => priceName === normaliseColumnName(alias));
  return { indexes, found: Object.keys(ranks).length, notes, genericPrice };
}

export function sameColumns(a: ColumnIndexes, b: ColumnIndexes): boolean {
  return CSV_FIELDS.every((field) => a[field] === b[field]);
}
