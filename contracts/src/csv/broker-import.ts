import { classifyAction } from './actions.ts';
import { type ColumnMap, mapColumns } from './columns.ts';
import { type CsvImportResult, type ImportRow, type Table, positionReader, readTable } from './import.ts';
import { type TableReader, readWholeTable } from './table-reader.ts';
import { CSV_MESSAGES, CsvImportError } from './messages.ts';
import { type TransactionHeader, mapTransactionColumns } from './transaction-columns.ts';
import { type TransactionImportResult, type TransactionRow, transactionReader } from './transactions.ts';

/**
 * Any broker file: a position export (a snapshot of holdings, one row per holding or lot) or a
 * transaction export (buys, sells, dividends, cash). The first header row decides which, so a
 * Vanguard file with positions above its transactions is read as positions, as before.
 */
export type BrokerImport = ({ format: 'positions' } & CsvImportResult) | ({ format: 'transactions' } & TransactionImportResult);

/** What a header row says the table is: transactions, positions, or either (settled by its rows). */
export type BrokerHeader = { transactions: TransactionHeader; positions: ColumnMap | null } | { transactions: null; positions: ColumnMap };

export function recogniseBrokerHeader(row: string[]): BrokerHeader | null {
  const transactions = mapTransactionColumns(row);
  const positions = mapColumns(row);
  if (transactions) return { transactions, positions };
  return positions ? { transactions: null, positions } : null;
}

/** Rows below the header whose types settle the format (`namesActions`). */
export const FORMAT_ROWS = 500;

/** Whether any of the first rows under the header names a type we import. */
function namesActions(cells: readonly string[][], from: number, actionAt: number): boolean {
  const last = Math.min(cells.length, from + FORMAT_ROWS);
  for (let index = from; index < last; index += 1) if (classifyAction(cells[index]?.[actionAt]) !== null) return true;
  return false;
}

/**
 * Whether the table below the header at `index` is read as transactions. A holdings file may have
 * a 'Type' column next to a date (Stock, ETF): it is read as holdings unless some row's type is a
 * transaction. `cells` hold the header and the FORMAT_ROWS rows below it (or all there are).
 */
export function readsAsTransactions(cells: readonly string[][], index: number, header: BrokerHeader): header is Extract<BrokerHeader, { transactions: TransactionHeader }> {
  const { transactions, positions } = header;
  return transactions !== null && (transactions.columns.action < 0 || !positions || namesActions(cells, index + 1, transactions.columns.action));
}

export type BrokerTableReader =
  | { format: 'positions'; reader: TableReader<ImportRow, Omit<CsvImportResult, 'rows'>> }
  | { format: 'transactions'; reader: TableReader<TransactionRow, Omit<TransactionImportResult, 'rows'>> };

/** The reader of the table below the header at `index`; `dayFirst` as transactionReader's. */
export function brokerTableReader(head: Table, index: number, header: BrokerHeader, today: string, dayFirst?: boolean | null): BrokerTableReader {
  if (readsAsTransactions(head.cells, index, header)) return { format: 'transactions', reader: transactionReader(head, { index, map: header.transactions }, today, dayFirst) };
  if (!header.positions) throw new CsvImportError('no-symbol-column', CSV_MESSAGES.noSymbolColumn);
  return { format: 'positions', reader: positionReader(head, { index, map: header.positions }, today) };
}

/** Any error as a CsvImportError: the spec's own as they are, anything else as its parse failure. */
export function asCsvImportError(error: unknown): CsvImportError {
  if (error instanceof CsvImportError) return error;
  return new CsvImportError('parse', CSV_MESSAGES.parseFailed(error instanceof Error ? error.message : String(error)));
}

export function parseBrokerCsv(text: string, options: { today: string }): BrokerImport {
  try {
    const { table, index, header } = readTable(text, recogniseBrokerHeader);
    const read = brokerTableReader(table, index, header, options.today);
    return read.format === 'transactions'
      ? { format: 'transactions', ...readWholeTable(table, index, read.reader) }
      : { format: 'positions', ...readWholeTable(table, index, read.reader) };
  } catch (error) {
    throw asCsvImportError(error);
  }
}
