/**
 * A slice of a broker file's rows as columns, the form they cross from the reader thread
 * (broker-csv-worker.ts) to the request thread in. Structured cloning rebuilds an object property
 * by property: a 100k-row file's rows, 16 fields each, took the request thread 244 ms to decode
 * (and the reader 147 ms to encode), on the thread that also plans, decides and serves everyone.
 * As columns, a few arrays a message: 114 ms to decode and make the rows again, 82 ms to encode
 * (bench/import-rows-message.bench.ts, 2026-11-29).
 */
import type { PlanRow } from './import-plan.ts';

/** The numeric fields, in the order they lie in `numbers`, NUMBERS to a row. */
const NUMBER_FIELDS = ['line', 'quantity', 'price', 'fees', 'amount', 'tax'] as const;
const NUMBERS = NUMBER_FIELDS.length;

/** Fields only some broker files fill (splits, Folio's own ledger export): one object or null per row. */
type Rare = Pick<PlanRow, 'ratio' | 'lot' | 'method' | 'lots'>;

export interface PackedRows {
  /** NUMBERS values a row: line, quantity, price, fees, amount, tax. */
  numbers: Float64Array;
  action: PlanRow['action'][];
  symbol: string[];
  date: string[];
  isin: (string | null)[];
  description: (string | null)[];
  rare: (Rare | null)[];
  /** 1 where the file gave no date. */
  dateDefaulted: Uint8Array;
}

export function packRows(rows: readonly PlanRow[]): PackedRows {
  const count = rows.length;
  const packed: PackedRows = {
    numbers: new Float64Array(count * NUMBERS),
    action: new Array(count),
    symbol: new Array(count),
    date: new Array(count),
    isin: new Array(count),
    description: new Array(count),
    rare: new Array(count),
    dateDefaulted: new Uint8Array(count),
  };
  for (let index = 0; index < count; index++) {
    const row = rows[index]!;
    const at = index * NUMBERS;
    for (let field = 0; field < NUMBERS; field++) packed.numbers[at + field] = row[NUMBER_FIELDS[field]!];
    packed.action[index] = row.action;
    packed.symbol[index] = row.symbol;
    packed.date[index] = row.date;
    packed.isin[index] = row.isin;
    packed.description[index] = row.description;
    const { ratio, lot, method, lots } = row;
    packed.rare[index] = ratio !== null || lot !== null || method !== null || lots !== null ? { ratio, lot, method, lots } : null;
    packed.dateDefaulted[index] = row.dateDefaulted ? 1 : 0;
  }
  return packed;
}

/** The rows `packRows` was given, each a fresh object with the fields in positionRowOf's order. */
export function unpackRows(packed: PackedRows): PlanRow[] {
  const { numbers, action, symbol, date, isin, description, rare, dateDefaulted } = packed;
  const rows = new Array<PlanRow>(action.length);
  for (let index = 0; index < rows.length; index++) {
    const at = index * NUMBERS;
    const extra = rare[index];
    rows[index] = {
      line: numbers[at]!, action: action[index]!, symbol: symbol[index]!, isin: isin[index]!,
      quantity: numbers[at + 1]!, price: numbers[at + 2]!, fees: numbers[at + 3]!, amount: numbers[at + 4]!, tax: numbers[at + 5]!,
      date: date[index]!, description: description[index]!,
      ratio: extra ? extra.ratio : null, lot: extra ? extra.lot : null, method: extra ? extra.method : null, lots: extra ? extra.lots : null,
      dateDefaulted: dateDefaulted[index] === 1,
    };
  }
  return rows;
}
