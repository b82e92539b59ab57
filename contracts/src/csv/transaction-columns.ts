import { normaliseColumnName } from './columns.ts';

/**
 * Header recognition for broker TRANSACTION exports (activity, trades, cash operations), beside
 * the position-export header of columns.ts. Same matching rules: whole names, ignoring case,
 * spaces and punctuation ('Price ($)' is 'price', 'Fees & Comm' is 'feescomm'); the alias listed
 * first wins, then the leftmost column. Fees may be spread over several columns (Fidelity's
 * 'Commission ($)' and 'Fees ($)'): all of them are added.
 */

export type TransactionField =
  | 'date'
  | 'action'
  | 'symbol'
  | 'isin'
  | 'description'
  | 'quantity'
  | 'price'
  | 'fees'
  | 'amount'
  | 'tax'
  | 'lot'
  | 'method'
  | 'lots';

export const TRANSACTION_ALIASES: Readonly<Record<TransactionField, readonly string[]>> = {
  // A trade date before a settlement or processing date; 'Time' is XTB's only date column.
  date: ['trade date', 'run date', 'activity date', 'transaction date', 'execution date', 'date', 'booking date', 'time', 'date time'],
  action: ['action', 'transaction type', 'trans code', 'activity type', 'activity', 'buy/sell', 'type', 'transaction', 'operation', 'side'],
  symbol: ['symbol', 'ticker', 'instrument', 'code', 'stock'],
  isin: ['isin', 'isin code'],
  description: [
    'description', 'security description', 'transaction description', 'comment', 'product', 'investment name', 'name', 'notes', 'security',
  ],
  quantity: ['quantity', 'qty', 'shares', 'units', 'number of shares', 'share count'],
  price: ['price', 'trade price', 'share price', 'price per share', 'execution price', 'unit price'],
  fees: [
    'fees', 'fee', 'commission', 'commissions', 'fees & comm', 'ib commission', 'commission fees', 'transaction costs',
    'transaction and/or third party fees', 'fees and commissions',
  ],
  amount: ['amount', 'net amount', 'net cash', 'netcash', 'total', 'total amount', 'value', 'principal amount', 'proceeds'],
  tax: ['tax', 'withholding tax', 'taxes'],
  lot: ['lot'],
  method: ['method', 'lot method'],
  lots: ['lots', 'lots sold'],
};

const FIELDS = Object.keys(TRANSACTION_ALIASES) as TransactionField[];

const ALIASES = new Map<string, { field: TransactionField; rank: number }>();
for (const field of FIELDS) {
  TRANSACTION_ALIASES[field].forEach((alias, rank) => {
    const key = normaliseColumnName(alias);
    if (!ALIASES.has(key)) ALIASES.set(key, { field, rank });
  });
}

export type TransactionColumns = Record<Exclude<TransactionField, 'fees'>, number> & { fees: number[] };

export interface TransactionHeader {
  columns: TransactionColumns;
  /** The header name of each field found (fees: the names joined with ' + '). */
  names: Partial<Record<TransactionField, string>>;
}

/**
 * Reads a row as a transaction header: it needs a date and either a type column, or an ISIN and
 * a quantity (Degiro writes no type: the quantity's sign says buy or sell). A position export
 * (no date, or a date but no type) is not one, so it keeps its own reader.
 */
export function mapTransactionColumns(cells: readonly string[]): TransactionHeader | null {
  const columns: TransactionColumns = {
    date: -1, action: -1, symbol: -1, isin: -1, description: -1, quantity: -1, price: -1, fees: [], amount: -1, tax: -1, lot: -1, method: -1, lots: -1,
  };
  const ranks: Partial<Record<TransactionField, number>> = {};
  const names: Partial<Record<TransactionField, string>> = {};
  cells.forEach((cell, index) => {
    if (cell.length === 0 || cell.length > 60) return;
    const match = ALIASES.get(normaliseColumnName(cell));
    if (!match) return;
    if (match.field === 'fees') {
      columns.fees.push(index);
      names.fees = names.fees ? `${names.fees} + ${cell.trim()}` : cell.trim();
      return;
    }
    const best = ranks[match.field];
    if (best === undefined || match.rank < best) {
      ranks[match.field] = match.rank;
      columns[match.field] = index;
      names[match.field] = cell.trim();
    }
  });
  if (columns.date < 0) return null;
  if (columns.action < 0 && !(columns.isin >= 0 && columns.quantity >= 0)) return null;
  if (columns.symbol < 0 && columns.isin < 0 && columns.description < 0) return null;
  return { columns, names };
}
