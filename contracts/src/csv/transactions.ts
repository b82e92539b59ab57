import { type TransactionAction, brokerTicker, classifyAction, isIsin, splitRatio, tickerInText, tradeFromComment } from './actions.ts';
import { CSV_MESSAGES, CsvImportError } from './messages.ts';
import type { SkippedRow } from './import.ts';
import { type Table, detectDecimalComma, isBlankRow, skipRow } from './import.ts';
import type { TransactionHeader, TransactionField } from './transaction-columns.ts';
import { cleanSymbol, datesAreDayFirst, isBlankCell, isPlausibleTicker, parseCsvDate, parseCsvNumber } from './values.ts';

/**
 * Broker transaction exports (Fidelity activity, Schwab transactions, IBKR Flex trades, Robinhood
 * activity, XTB cash operations, Trade Republic, Degiro, Folio's own ledger export) read into one
 * row per transaction. Every line that does not become one is in `skipped` with a reason: title
 * lines, totals, footnotes, option trades and types we do not import.
 */

export type TransactionRowAction = Exclude<TransactionAction, 'transfer'>;

export interface TransactionRow {
  /** 1-based line of the source text. */
  line: number;
  action: TransactionRowAction;
  /** Ticker as the app writes it; '' when the row names only an ISIN (resolved by the server). */
  symbol: string;
  isin: string | null;
  /** Shares bought or sold (positive), shares added by a split (may be negative for a reverse split); 0 for cash rows. */
  quantity: number;
  /** Price per share (buy, sell); 0 otherwise. */
  price: number;
  /** Commissions and fees of a trade (positive). */
  fees: number;
  /** Cash: deposit, withdrawal, dividend paid (positive); fee, tax, interest signed as they move cash (+ in, - out). */
  amount: number;
  /** Tax withheld from a dividend (positive); 0 when the file gives none. */
  tax: number;
  /** YYYY-MM-DD trade (or payment) date. */
  date: string;
  /** The broker's own words for the row (type, description or comment). */
  description: string | null;
  /** Split rows: new shares per old share when the row says so ('4:1', '4 for 1'). */
  ratio: { numerator: number; denominator: number } | null;
  /** Folio's ledger export: the lot a buy opened, and the lots a sale consumed with its method. */
  lot: string | null;
  method: string | null;
  lots: { lot: string; quantity: number }[] | null;
}

export interface TransactionImportResult {
  rows: TransactionRow[];
  skipped: SkippedRow[];
  warnings: string[];
  columns: Partial<Record<TransactionField, string>>;
}

export const TRANSACTION_SKIP_REASONS = {
  noDate: 'no trade date (title, totals or note line)',
  unknownType: (type: string) => `transaction type '${type}' is not imported`,
  noSecurity: 'no symbol or ISIN',
  notTicker: (symbol: string) => `'${symbol}' is not a ticker symbol`,
  noQuantity: 'no quantity',
  noPrice: 'no price, and no amount to derive it from',
  noAmount: 'no amount',
} as const;

const SECURITY_ACTIONS = new Set<TransactionRowAction>(['buy', 'sell', 'dividend', 'split', 'watch']);

function lotsOf(cell: string | undefined): { lot: string; quantity: number }[] | null {
  if (isBlankCell(cell)) return null;
  return (cell ?? '').split(/[;|]/).map((part) => {
    const [lot = '', quantity = ''] = part.trim().split(':');
    return { lot: lot.trim(), quantity: Number(quantity) };
  });
}

/** Reads the transactions below `header`. Throws the spec's 'no data' message when none remain. */
export function parseTransactionTable(table: Table, header: { index: number; map: TransactionHeader }, today: string): TransactionImportResult {
  const { cells, lines } = table;
  const at = header.map.columns;
  const todayYear = Number(today.slice(0, 4));
  const numberColumns = [at.quantity, at.price, at.amount, ...at.fees].filter((index) => index >= 0);
  const decimalComma = detectDecimalComma(table, header.index + 1, numberColumns);
  const number = (row: readonly string[], index: number) => {
    const value = index < 0 ? null : parseCsvNumber(row[index], decimalComma);
    return value === null || Number.isNaN(value) ? null : value;
  };
  const dayFirst = datesAreDayFirst(cells.slice(header.index + 1).map((row) => row[at.date]));
  const text = (row: readonly string[], index: number) => (index < 0 || isBlankCell(row[index]) ? '' : (row[index] ?? '').trim());

  const rows: TransactionRow[] = [];
  const skipped: SkippedRow[] = [];
  const warnings: string[] = [];
  let derivedPrices = 0;

  for (let index = header.index + 1; index < cells.length; index += 1) {
    const row = cells[index] ?? [];
    if (isBlankRow(row)) continue;
    const line = lines ? (lines[index] ?? index + 1) : index + 1;
    const skip = (reason: string) => skipRow(skipped, line, row, row[at.symbol] || row[at.action] || row[at.description], reason);
    const typeText = text(row, at.action);
    const description = (text(row, at.description) || null) && (/^no description$/i.test(text(row, at.description)) ? null : text(row, at.description));
    const watch = classifyAction(typeText) === 'watch';
    // A watched symbol has no trade: Folio's ledger export leaves its date empty.
    const date = parseCsvDate(text(row, at.date).replace(/^.*\bas of\b\s*/i, ''), todayYear, dayFirst) ?? (watch ? today : null);
    if (!date) {
      skip(TRANSACTION_SKIP_REASONS.noDate);
      continue;
    }
    let quantity = number(row, at.quantity);
    let price = number(row, at.price);
    const amount = number(row, at.amount);
    const fees = at.fees.reduce((sum, column) => sum + Math.abs(number(row, column) ?? 0), 0);
    let action: TransactionAction | null =
      at.action >= 0 ? classifyAction(typeText) : quantity === null || quantity === 0 ? null : quantity > 0 ? 'buy' : 'sell';
    if (action === null) {
      skip(TRANSACTION_SKIP_REASONS.unknownType(typeText || description || ''));
      continue;
    }
    if (action === 'transfer') {
      if (!amount) {
        skip(TRANSACTION_SKIP_REASONS.noAmount);
        continue;
      }
      action = amount > 0 ? 'deposit' : 'withdrawal';
    }
    // A type column that says buy next to a negative quantity (IBKR's 'Buy/Sell' is the side of
    // the order; a sell row carries -quantity): the sign of a trade's quantity wins only without a type.
    if ((action === 'buy' || action === 'sell') && (quantity === null || price === null)) {
      const trade = tradeFromComment(description ?? typeText);
      if (trade) {
        quantity ??= parseCsvNumber(trade.quantity, false);
        price ??= parseCsvNumber(trade.price, false);
      }
    }

    let symbol = cleanSymbol(row[at.symbol]);
    let isin: string | null = null;
    const isinCell = text(row, at.isin).toUpperCase();
    if (isIsin(isinCell)) isin = isinCell;
    if (isIsin(symbol)) [isin, symbol] = [symbol, ''];
    if (symbol === '') symbol = tickerInText(typeText) ?? tickerInText(description ?? undefined) ?? '';
    symbol = brokerTicker(symbol);
    if (SECURITY_ACTIONS.has(action)) {
      if (symbol === '' && !isin) {
        skip(TRANSACTION_SKIP_REASONS.noSecurity);
        continue;
      }
      if (symbol !== '' && !isPlausibleTicker(symbol)) {
        if (!isin) {
          skip(TRANSACTION_SKIP_REASONS.notTicker(symbol));
          continue;
        }
        symbol = '';
      }
    } else {
      symbol = symbol !== '' && isPlausibleTicker(symbol) ? symbol : '';
    }

    const base = {
      // Without a description column the type is the best description ('ADR Mgmt Fee').
      line, symbol, isin, date, description: at.description >= 0 ? description : typeText || null, tax: 0, ratio: null, lot: text(row, at.lot) || null, method: null, lots: null,
    };
    if (action === 'buy' || action === 'sell') {
      if (!quantity) {
        skip(TRANSACTION_SKIP_REASONS.noQuantity);
        continue;
      }
      const shares = Math.abs(quantity);
      if (price === null || price === 0) {
        if (!amount) {
          skip(TRANSACTION_SKIP_REASONS.noPrice);
          continue;
        }
        price = (Math.abs(amount) + (action === 'buy' ? -fees : fees)) / shares;
        derivedPrices += 1;
      }
      rows.push({
        ...base, action, quantity: shares, price: Math.abs(price), fees, amount: 0,
        method: text(row, at.method).toLowerCase() || null, lots: lotsOf(row[at.lots]),
      });
    } else if (action === 'split') {
      rows.push({ ...base, action, quantity: quantity ?? 0, price: 0, fees: 0, amount: 0, ratio: splitRatio(description ?? typeText) ?? splitRatio(typeText) });
    } else if (action === 'watch') {
      rows.push({ ...base, action, quantity: 0, price: 0, fees: 0, amount: 0 });
    } else {
      let cash = amount ?? (action === 'dividend' && quantity && price ? quantity * price : null);
      if (cash === null && (action === 'fee' || action === 'tax') && fees > 0) cash = -fees;
      if (!cash) {
        skip(TRANSACTION_SKIP_REASONS.noAmount);
        continue;
      }
      // The amount column of a transaction export is the cash movement: a fee refund is positive.
      const value = action === 'fee' || action === 'tax' || action === 'interest' ? cash : Math.abs(cash);
      // A dividend with shares and a price was reinvested (Folio's ledger export writes them).
      const shares = action === 'dividend' && quantity !== null && quantity > 0 && price !== null && price > 0 ? { quantity, price } : { quantity: 0, price: 0 };
      const tax = action === 'dividend' ? Math.abs(number(row, at.tax) ?? 0) : 0;
      rows.push({ ...base, action, ...shares, fees: 0, amount: value, tax });
    }
  }
  if (rows.length === 0) throw new CsvImportError('no-data', CSV_MESSAGES.noData);
  if (derivedPrices > 0) warnings.push(`Price derived from the amount and fees on ${derivedPrices} row${derivedPrices === 1 ? '' : 's'}`);
  if (decimalComma) warnings.push('Numbers read with a decimal comma (1.234,56)');
  return { rows, skipped, warnings, columns: header.map.names };
}

const ORDER: Readonly<Record<TransactionRowAction, number>> = {
  watch: 0, deposit: 1, split: 2, buy: 3, dividend: 4, interest: 5, fee: 6, tax: 6, sell: 7, withdrawal: 8,
};

/**
 * Rows in the order they happened: by trade date, and on one day money in, splits and purchases
 * before sales (brokers list newest first, and a sale must find the lots it sells); otherwise
 * file order.
 */
export function tradeDateOrder<T extends Pick<TransactionRow, 'date' | 'action' | 'line'>>(rows: readonly T[]): T[] {
  const steps = tradeDateOrderInSteps(rows);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/**
 * `tradeDateOrder`, pausing (yield) every few thousand rows: a 100k-row import's order took the
 * server's event loop 30-100 ms in one piece. The caller gives other work a turn between steps.
 */
export function* tradeDateOrderInSteps<T extends Pick<TransactionRow, 'date' | 'action' | 'line'>>(rows: readonly T[]): Generator<void, T[]> {
  return (yield* keyedOrder(rows)) ?? [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : ORDER[a.action] - ORDER[b.action] || a.line - b.line));
}

/** Rows `keyedOrder` goes through between two pauses. */
const ROWS_PER_STEP = 8192;

const INDEX_SPAN = 2 ** 21;

/** YYYY-MM-DD as the number YYYYMMDD (which orders as the string does); -1 for anything else. */
function dayNumber(date: string): number {
  if (date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) return -1;
  let value = 0;
  for (let at = 0; at < 10; at++) {
    if (at === 4 || at === 7) continue;
    const digit = date.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The same order for the usual case (ISO dates, rows in file order, fewer than 2M): each row
 * becomes one number, (date, action rank, index), and a typed array sorts them (a 100k-row file:
 * ~10 ms instead of ~75 ms of string comparisons). null when the case does not hold.
 */
function* keyedOrder<T extends Pick<TransactionRow, 'date' | 'action' | 'line'>>(rows: readonly T[]): Generator<void, T[] | null> {
  if (rows.length >= INDEX_SPAN) return null;
  const keys = new Float64Array(rows.length);
  for (let index = 0; index < rows.length; index++) {
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
    const row = rows[index]!;
    // The index stands for the line only while lines rise with it.
    if (index > 0 && row.line <= rows[index - 1]!.line) return null;
    const date = dayNumber(row.date);
    if (date < 0) return null;
    keys[index] = (date * 16 + ORDER[row.action]) * INDEX_SPAN + index;
  }
  yield;
  keys.sort();
  yield;
  const ordered = new Array<T>(rows.length);
  for (let at = 0; at < keys.length; at++) {
    if (at % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
    ordered[at] = rows[keys[at]! % INDEX_SPAN]!;
  }
  return ordered;
}
