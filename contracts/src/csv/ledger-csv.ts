import Papa from 'papaparse';
import { neutraliseCell } from './export.ts';

/**
 * Folio's lossless export: every transaction of a list at full precision, in the order it
 * happened, readable by the transaction importer so that importing it into a new list rebuilds
 * the same book (and exporting that list gives the same file). Buys carry a lot reference
 * (L1, L2, ... in file order); a sale names its tax-lot method and the lots it consumed
 * ('L1:5;L3:2.5'). Numbers are written as the ledger holds them (no rounding), never with a
 * thousands separator or an exponent.
 */

export const LEDGER_COLUMNS = ['Date', 'Action', 'Symbol', 'Quantity', 'Price', 'Fees', 'Amount', 'Tax', 'Lot', 'Method', 'Lots', 'Description'] as const;

export type LedgerAction = 'Watch' | 'Deposit' | 'Buy' | 'Dividend' | 'Dividend Reinvested' | 'Sell' | 'Withdrawal';

export interface LedgerCsvRow {
  date: string | null;
  action: LedgerAction;
  symbol: string | null;
  quantity?: number | null;
  price?: number | null;
  fees?: number | null;
  amount?: number | null;
  tax?: number | null;
  lot?: string | null;
  method?: string | null;
  lots?: readonly { lot: string; quantity: number }[] | null;
  description?: string | null;
}

/** A finite number as its shortest exact decimal: 0.123456789 stays 0.123456789, 1e-7 becomes 0.0000001. */
export function exactNumber(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const text = String(value === 0 ? 0 : value);
  if (!/e/i.test(text)) return text;
  const [mantissa = '', exponent = '0'] = text.split(/e/i);
  const power = Number(exponent);
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace(/^-/, '').replace('.', '');
  const point = mantissa.replace(/^-/, '').indexOf('.');
  const integer = (point < 0 ? mantissa.replace(/^-/, '').length : point) + power;
  const body = integer <= 0 ? `0.${'0'.repeat(-integer)}${digits}` : digits.length <= integer ? digits + '0'.repeat(integer - digits.length) : `${digits.slice(0, integer)}.${digits.slice(integer)}`;
  return negative ? `-${body}` : body;
}

/** The CSV text of a list's ledger, header first, CRLF line ends. */
export function ledgerCsv(rows: readonly LedgerCsvRow[]): string {
  const data = rows.map((row) => [
    row.date ?? '',
    row.action,
    neutraliseCell(row.symbol ?? ''),
    exactNumber(row.quantity),
    exactNumber(row.price),
    exactNumber(row.fees),
    exactNumber(row.amount),
    exactNumber(row.tax),
    row.lot ?? '',
    row.method ?? '',
    (row.lots ?? []).map((pick) => `${pick.lot}:${exactNumber(pick.quantity)}`).join(';'),
    neutraliseCell(row.description ?? ''),
  ]);
  return Papa.unparse({ fields: [...LEDGER_COLUMNS], data }, { newline: '\r\n', escapeFormulae: false });
}

export { ledgerFileName } from './file-names.ts';
