import { classifyAction } from './actions.ts';
import { type ColumnMap, mapColumns } from './columns.ts';
import { type CsvImportResult, parsePositionTable, readTable } from './import.ts';
import { CSV_MESSAGES, CsvImportError } from './messages.ts';
import { type TransactionHeader, mapTransactionColumns } from './transaction-columns.ts';
import { type TransactionImportResult, parseTransactionTable } from './transactions.ts';

/**
 * Any broker file: a position export (a snapshot of holdings, one row per holding or lot) or a
 * transaction export (buys, sells, dividends, cash). The first header row decides which, so a
 * Vanguard file with positions above its transactions is read as positions, as before.
 */
export type BrokerImport = ({ format: 'positions' } & CsvImportResult) | ({ format: 'transactions' } & TransactionImportResult);

type Header = { transactions: TransactionHeader; positions: ColumnMap | null } | { transactions: null; positions: ColumnMap };

function recognise(row: string[]): Header | null {
  const transactions = mapTransactionColumns(row);
  const positions = mapColumns(row);
  if (transactions) return { transactions, positions };
  return positions ? { transactions: null, positions } : null;
}

/** Whether any of the first rows under the header names a type we import. */
function namesActions(cells: readonly string[][], from: number, actionAt: number): boolean {
  const last = Math.min(cells.length, from + 500);
  for (let index = from; index < last; index += 1) if (classifyAction(cells[index]?.[actionAt]) !== null) return true;
  return false;
}

export function parseBrokerCsv(text: string, options: { today: string }): BrokerImport {
  try {
    const { table, index, header } = readTable(text, recognise);
    const { transactions, positions } = header;
    // A holdings file may have a 'Type' column next to a date (Stock, ETF): read it as holdings
    // unless some row's type is a transaction.
    const asTransactions =
      transactions && (transactions.columns.action < 0 || !positions || namesActions(table.cells, index + 1, transactions.columns.action));
    if (transactions && asTransactions) return { format: 'transactions', ...parseTransactionTable(table, { index, map: transactions }, options.today) };
    if (!positions) throw new CsvImportError('no-symbol-column', CSV_MESSAGES.noSymbolColumn);
    return { format: 'positions', ...parsePositionTable(table, { index, map: positions }, options.today) };
  } catch (error) {
    if (error instanceof CsvImportError) throw error;
    throw new CsvImportError('parse', CSV_MESSAGES.parseFailed(error instanceof Error ? error.message : String(error)));
  }
}
