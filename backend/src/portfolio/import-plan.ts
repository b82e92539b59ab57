/**
 * What a broker file asks of the book, row by row, before anything is written: each row's
 * command, the rows already in the book (duplicates), and the rows that cannot be imported with
 * their reason. Pure: the service supplies the resolved symbols, the book's ledger and ids.
 */
import {
  AddStockRequestSchema,
  CashFlowRequestSchema,
  firstIssue,
  SellPositionRequestSchema,
  type BrokerImport,
  type TransactionRow,
  type TransactionRowAction,
} from '@folio/contracts';

export type ImportRowStatus = 'new' | 'duplicate' | 'error';

/** One imported row, as the preview shows it and the import applies it. */
export interface ImportRow extends TransactionRow {
  /** The file gave no date (a position export without dates): today, and dedupe ignores the date. */
  dateDefaulted: boolean;
  command: 'OpenPositions' | 'SellPosition' | 'RecordCashFlow' | 'RecordDividend' | 'ApplySplit';
  /** In words: 'Buy 10 AAPL at 181.18 on 2024-01-05'. */
  mapping: string;
  status: ImportRowStatus;
  message: string | null;
}

/** The book's transactions the import is checked against (the list's ledger read model). */
export interface LedgerEntry {
  kind: string;
  symbol: string | null;
  quantity: number | null;
  price: number | null;
  amount: number;
  date: string | null;
}

const COMMANDS: Readonly<Record<TransactionRowAction, ImportRow['command']>> = {
  buy: 'OpenPositions', watch: 'OpenPositions', sell: 'SellPosition', dividend: 'RecordDividend', split: 'ApplySplit',
  deposit: 'RecordCashFlow', withdrawal: 'RecordCashFlow', fee: 'RecordCashFlow', interest: 'RecordCashFlow', tax: 'RecordCashFlow',
};

/** A row before it is planned: what the file says, with the symbol resolved. */
export type PlanRow = Omit<ImportRow, 'command' | 'mapping' | 'status' | 'message'>;

type PositionFileRow = Extract<BrokerImport, { format: 'positions' }>['rows'][number];

/** A row of a transaction export, as the plan reads it. */
export const transactionRowOf = (row: TransactionRow): PlanRow => ({ ...row, dateDefaulted: false });

/** A row of a position export: a purchase (or a watched symbol) dated as the file says. */
export const positionRowOf = (row: PositionFileRow): PlanRow => ({
  line: row.line, action: row.quantity === 0 ? 'watch' : 'buy', symbol: row.symbol, isin: null, quantity: row.quantity,
  price: row.purchasePrice, fees: 0, amount: 0, tax: 0, date: row.purchaseDate, description: null, ratio: null, lot: null, method: null, lots: null,
  dateDefaulted: row.dateDefaulted,
});

/** The file's rows as the plan reads them. */
export function importRowsOf(parsed: BrokerImport): PlanRow[] {
  return parsed.format === 'transactions' ? parsed.rows.map(transactionRowOf) : parsed.rows.map(positionRowOf);
}

/** A buy's cost per share: commissions belong to the cost basis of the shares they bought. */
export const lotPrice = (row: Pick<TransactionRow, 'price' | 'fees' | 'quantity'>) => (row.fees > 0 ? row.price + row.fees / row.quantity : row.price);

/** Cash rows as the cash flow they record: money in is a deposit, money out a withdrawal. */
export function cashFlowOf(row: TransactionRow): { type: 'deposit' | 'withdrawal'; amount: number; description: string | null } {
  const label = { fee: 'Fee', interest: 'Interest', tax: 'Tax', deposit: null, withdrawal: null }[row.action as 'fee'];
  const description = label ? `${label}${row.description && row.description.toLowerCase() !== label.toLowerCase() ? `: ${row.description}` : ''}` : row.description;
  if (row.action === 'deposit' || row.action === 'withdrawal') return { type: row.action, amount: row.amount, description };
  return { type: row.amount >= 0 ? 'deposit' : 'withdrawal', amount: Math.abs(row.amount), description: description?.slice(0, 500) ?? null };
}

const n = (value: number) => String(Math.round(value * 1e6) / 1e6);

function describe(row: ImportRow): string {
  const on = row.dateDefaulted ? 'today (no date in the file)' : row.date;
  switch (row.action) {
    case 'buy':
      return `Buy ${n(row.quantity)} ${row.symbol} at ${n(row.price)} on ${on}${row.fees ? `; fees ${n(row.fees)} added to the cost` : ''}`;
    case 'sell':
      return `Sell ${n(row.quantity)} ${row.symbol} at ${n(row.price)} on ${row.date}${row.fees ? `, fees ${n(row.fees)}` : ''}${row.method ? ` (${row.method.toUpperCase()})` : ''}`;
    case 'watch':
      return `Watch ${row.symbol}`;
    case 'dividend':
      return `Dividend of ${n(row.amount)} on ${row.symbol}, paid ${row.date}`;
    case 'split':
      return `Split of ${row.symbol} on ${row.date}${row.ratio ? ` (${row.ratio.numerator}:${row.ratio.denominator})` : ` (+${n(row.quantity)} shares)`}`;
    default: {
      const flow = cashFlowOf(row);
      return `${flow.type === 'deposit' ? 'Deposit' : 'Withdrawal'} of ${n(flow.amount)} on ${row.date}${flow.description ? `: ${flow.description}` : ''}`;
    }
  }
}

/**
 * The row's own problem, checked with the same schemas as the single-entry forms: null when it
 * has none. Pure, so the reader thread checks a large file's rows as it reads them.
 */
export function ownProblem(row: PlanRow, listId: string): string | null {
  if (row.action === 'buy' || row.action === 'watch') {
    const parsed = AddStockRequestSchema.safeParse({ symbol: row.symbol, quantity: row.quantity, purchasePrice: row.action === 'buy' ? lotPrice(row) : undefined, purchaseDate: row.date, listId });
    return parsed.success ? null : firstIssue(parsed.error);
  }
  if (row.action === 'sell') {
    const parsed = SellPositionRequestSchema.safeParse({ portfolioId: 'import', quantity: row.quantity, price: row.price, fees: row.fees, date: row.date });
    return parsed.success ? null : firstIssue(parsed.error);
  }
  if (row.action === 'dividend' || row.action === 'split') {
    const parsed = CashFlowRequestSchema.pick({ date: true }).safeParse({ date: row.date });
    return parsed.success ? null : firstIssue(parsed.error);
  }
  const flow = cashFlowOf(row);
  const parsed = CashFlowRequestSchema.safeParse({ ...flow, date: row.date, listId });
  return parsed.success ? null : firstIssue(parsed.error);
}

const k = (value: number | null) => (value === null ? '' : String(Math.round(value * 1e6) / 1e6));

/** What identifies a transaction in the book: date, symbol, quantity and price (cash: type, date, amount). */
function keyOf(row: ImportRow, factor = 1): string | null {
  const date = row.dateDefaulted ? '*' : row.date;
  if (row.action === 'buy') return `buy|${date}|${row.symbol}|${k(row.quantity * factor)}|${k(lotPrice(row) / factor)}`;
  if (row.action === 'sell') return `sell|${row.date}|${row.symbol}|${k(row.quantity * factor)}|${k(row.price / factor)}`;
  if (row.action === 'dividend') return `dividend|${row.date}|${row.symbol}|${k(row.amount)}`;
  if (row.action === 'watch' || row.action === 'split') return null;
  const flow = cashFlowOf(row);
  return `${flow.type}|${row.date}|${k(flow.amount)}`;
}

function ledgerKeys(entry: LedgerEntry): string[] {
  if (entry.kind === 'buy' || entry.kind === 'sell') {
    const key = (date: string) => `${entry.kind}|${date}|${entry.symbol}|${k(entry.quantity)}|${k(entry.price)}`;
    return entry.kind === 'buy' ? [key(entry.date ?? ''), key('*')] : [key(entry.date ?? '')];
  }
  if (entry.kind === 'dividend') return [`dividend|${entry.date}|${entry.symbol}|${k(entry.amount)}`];
  return [`${entry.kind}|${entry.date}|${k(entry.amount)}`];
}


/**
 * Splits of the file the book has applied already: the book holds the trades before them
 * split-adjusted, so those are compared adjusted (quantity x ratio, price / ratio). The ratio is
 * the row's own, else what the file's shares before the split grew by.
 */
function appliedSplitFactors(rows: readonly PlanRow[], applied: ReadonlySet<string>): (row: PlanRow) => number {
  const splits = rows.filter((row) => row.action === 'split' && applied.has(`${row.symbol} ${row.date}`));
  if (splits.length === 0) return () => 1;
  const ratios = splits.map((split) => {
    if (split.ratio) return { split, ratio: split.ratio.numerator / split.ratio.denominator };
    const held = rows.reduce((sum, row) => (row.symbol === split.symbol && row.date < split.date ? sum + (row.action === 'buy' ? row.quantity : row.action === 'sell' ? -row.quantity : 0) : sum), 0);
    return { split, ratio: held > 0 ? (held + split.quantity) / held : 1 };
  });
  return (row) => ratios.reduce((factor, { split, ratio }) => (split.symbol === row.symbol && row.date < split.date ? factor * ratio : factor), 1);
}

export interface PlanContext {
  listId: string;
  ledger: readonly LedgerEntry[];
  watched: ReadonlySet<string>;
  /** ISINs that found no ticker: said before anything else about the row. */
  problems: ReadonlyMap<number, string>;
  /** Tickers no provider lists: said when the row is otherwise valid. */
  unknown?: ReadonlyMap<number, string>;
  /** `symbol date` of the splits the list has applied. */
  appliedSplits?: ReadonlySet<string>;
  /** false: leave each row's `mapping` empty (an import's answer does not show it; a preview does). */
  inWords?: boolean;
  /**
   * Each row's `ownProblem`, by its index in the rows planned, where it was worked out already
   * (the reader thread checks a large file's rows); undefined: checked here.
   */
  checked?: readonly (string | null | undefined)[];
}

/**
 * Each row with its command, status and message. A row matches at most one transaction of the
 * book, so a file with two identical fills imported over a book holding one adds the second.
 * `problems` and `unknown` hold what the service found out (an unknown ISIN or symbol), by line.
 */
export function planImport(rows: readonly PlanRow[], context: PlanContext): ImportRow[] {
  return rows.map(rowPlanner(rows, context));
}

/**
 * `planImport` one row at a time, for callers that plan a large file in slices: call it on
 * every row of `rows`, in order (a row matched against the book uses that entry up).
 */
export function rowPlanner(rows: readonly PlanRow[], context: PlanContext): (row: PlanRow, index: number) => ImportRow {
  const appliedSplits = context.appliedSplits ?? new Set<string>();
  const factorOf = appliedSplitFactors(rows, appliedSplits);
  const inBook = new Map<string, number>();
  for (const entry of context.ledger) for (const key of ledgerKeys(entry)) inBook.set(key, (inBook.get(key) ?? 0) + 1);
  return (base, index) => {
    const row: ImportRow = { ...base, command: COMMANDS[base.action], mapping: '', status: 'new', message: null };
    if (context.inWords !== false) row.mapping = describe(row);
    const own = context.checked?.[index];
    const problem = context.problems.get(row.line) ?? (own === undefined ? ownProblem(row, context.listId) : own) ?? context.unknown?.get(row.line);
    if (problem) return { ...row, status: 'error', message: problem };
    if (row.action === 'watch' && context.watched.has(row.symbol)) return { ...row, status: 'duplicate', message: `${row.symbol} is already in the list` };
    if (row.action === 'split' && appliedSplits.has(`${row.symbol} ${row.date}`)) return { ...row, status: 'duplicate', message: 'This split is already applied' };
    // A list with no ledger yet (a first import) has nothing to match.
    const key = inBook.size > 0 ? keyOf(row, factorOf(row)) : null;
    const count = key ? (inBook.get(key) ?? 0) : 0;
    if (key && count > 0) {
      inBook.set(key, count - 1);
      return { ...row, status: 'duplicate', message: 'Already in the book (same date, symbol, quantity and price)' };
    }
    return row;
  };
}
