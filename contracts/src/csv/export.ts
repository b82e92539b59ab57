import Papa from 'papaparse';

/**
 * CSV export (spec section 9). Numbers are written plain so a spreadsheet reads them as numbers:
 * no currency sign, no thousands separators, no percent sign (the 'Gain/Loss %' header carries
 * the unit: 12.34 means 12.34 %). Money has 2 decimals, quantity up to 3 (trailing zeros dropped),
 * percent 2. Missing values are empty cells.
 *
 * CSV injection: a text cell starting with = + - @ (or tab, CR, LF, or their full-width forms) is
 * prefixed with a single quote so no spreadsheet runs it as a formula. Number cells are produced
 * by this module from finite numbers and never neutralised, so a loss of -12.5 stays the number
 * -12.50 rather than the text '-12.50.
 */

export interface ExportItem {
  symbol: string;
  quantity: number | null | undefined;
  purchasePrice: number | null | undefined;
  /** YYYY-MM-DD or an ISO timestamp (its date part is written). */
  purchaseDate: string | null | undefined;
  currentPrice: number | null | undefined;
  totalValue: number | null | undefined;
  gainLoss: number | null | undefined;
  gainLossPercent: number | null | undefined;
}

export const EXPORT_COLUMNS = [
  'Symbol',
  'Quantity',
  'Purchase Price',
  'Purchase Date',
  'Current Price',
  'Total Value',
  'Gain/Loss',
  'Gain/Loss %',
] as const;

const FORMULA_START = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;

/** Makes a text cell safe to open in a spreadsheet. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

// Half away from zero on the decimal digits as written: toFixed alone turns 1.005 into '1.00'.
function roundTo(value: number, decimals: number): number {
  if (Math.abs(value) >= 1e15) return value;
  const shifted = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  return Math.sign(value) * Number(`${shifted}e-${decimals}`);
}

function fixed(value: number | null | undefined, decimals: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const rounded = roundTo(value, decimals);
  // -0.001 rounds to -0; a signed zero would read as a loss.
  return (rounded === 0 ? 0 : rounded).toFixed(decimals);
}

/** Up to 3 decimals without trailing zeros: 10 -> '10', 0.1235 -> '0.124'. */
function quantityText(value: number | null | undefined): string {
  const text = fixed(value, 3);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

function dateText(value: string | null | undefined): string {
  if (!value) return '';
  return neutraliseCell(/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value);
}

/** The CSV text for the holdings, header first; CRLF line ends (RFC 4180). */
export function portfolioCsv(items: readonly ExportItem[]): string {
  const rows = items.map((item) => [
    neutraliseCell(item.symbol),
    quantityText(item.quantity),
    fixed(item.purchasePrice, 2),
    dateText(item.purchaseDate),
    fixed(item.currentPrice, 2),
    fixed(item.totalValue, 2),
    fixed(item.gainLoss, 2),
    fixed(item.gainLossPercent, 2),
  ]);
  return Papa.unparse({ fields: [...EXPORT_COLUMNS], data: rows }, { newline: '\r\n', escapeFormulae: false });
}

export { exportFileName } from './file-names.ts';
