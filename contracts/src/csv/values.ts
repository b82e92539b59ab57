/**
 * Cell readers for CSV import: broker numbers, broker dates and ticker symbols. They run for
 * every cell of files with 100k rows, so the common shapes take a regex-only fast path.
 */

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
const CLEANED_NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;
const NUMBER_NOISE = /[$%,\s\u00a0]/g;
const PLACEHOLDERS = new Set(['', '-', '--', '---', '\u2014', 'n/a', 'na', 'null', 'none']);

/** A blank cell, or a broker's stand-in for one ('--', 'N/A'). */
export function isBlankCell(cell: string | undefined): boolean {
  if (cell === undefined) return true;
  const text = cell.trim();
  return text.length <= 4 && PLACEHOLDERS.has(text.toLowerCase());
}

/**
 * '$1,234.56' -> 1234.56, '12.34%' -> 12.34, '(12.50)' -> -12.5, '-$3' -> -3. Returns null for a
 * blank cell and NaN for text that is not a number. `decimalComma` (semicolon-delimited files)
 * reads '1.234,56' and '150,5' European style; a cell holding both marks is read by whichever
 * comes last, so '1,234.56' stays right either way.
 */
export function parseCsvNumber(cell: string | undefined, decimalComma = false): number | null {
  if (cell === undefined) return null;
  if (PLAIN_NUMBER.test(cell)) return Number(cell);
  let text = cell.trim();
  if (text.length <= 4 && PLACEHOLDERS.has(text.toLowerCase())) return null;
  let negative = false;
  if (text.charCodeAt(0) === 40 && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1);
  }
  const comma = decimalComma ? text.lastIndexOf(',') : -1;
  if (comma > text.lastIndexOf('.')) text = `${text.slice(0, comma).replace(/[.,]/g, '')}.${text.slice(comma + 1)}`;
  text = text.replace(NUMBER_NOISE, '');
  if (text.charCodeAt(0) === 0x2212) text = `-${text.slice(1)}`;
  if (!CLEANED_NUMBER.test(text)) return Number.NaN;
  const value = Number(text);
  return negative ? -Math.abs(value) : value;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function monthNumber(word: string): number {
  const name = word.toLowerCase();
  if (name.length < 3) return 0;
  if (name === 'sept') return 9;
  return MONTHS.findIndex((month) => month.startsWith(name)) + 1;
}

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[T\s])/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const NUMERIC = /^(\d{1,2})([-/.])(\d{1,2})[-/.](\d{4}|\d{2})(?:$|[\s,T])/;
const MONTH_FIRST = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4}|\d{2})\b/i;
const DAY_FIRST = /^(\d{1,2})[\s-]([a-z]{3,9})\.?[\s,-]+(\d{4}|\d{2})\b/i;

function fullYear(year: string, todayYear: number): number {
  if (year.length === 4) return Number(year);
  const recent = 2000 + Number(year);
  // Purchase dates lie in the past, so '99' is 1999, not 2099.
  return recent > todayYear ? recent - 100 : recent;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (value: number) => (value < 10 ? `0${value}` : String(value));

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (DAYS_IN_MONTH[month - 1] ?? 0) + (leap ? 1 : 0)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A broker date as YYYY-MM-DD, or null when it cannot be read. Accepts 2024-01-05 (also with a
 * time; the written date is kept, no time-zone shift), 20240105, 01/05/2024, 1/5/24, 05-01-2024,
 * 'Jan 5, 2024', 'January 5 2024', '5 Jan 2024', '05-Jan-24'. Slashes and dashes are US
 * month-first unless the first number cannot be a month (25/12/2024); dots are day-first
 * (05.01.2024 is 5 January), as in Europe; `dayFirst` reads every numeric date day-first (a file
 * whose other dates show it, like Degiro's 15-02-2024). Two-digit years are the latest year not
 * after today.
 */
export function parseCsvDate(cell: string, todayYear: number, dayFirst = false): string | null {
  const text = cell.trim();
  let match = ISO.exec(text) ?? COMPACT.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = NUMERIC.exec(text);
  if (match) {
    let month = Number(match[1]);
    let day = Number(match[3]);
    if (match[2] === '.' || dayFirst || (month > 12 && day <= 12)) [month, day] = [day, month];
    return isoDate(fullYear(match[4] ?? '', todayYear), month, day);
  }
  match = MONTH_FIRST.exec(text);
  if (match) return isoDate(fullYear(match[3] ?? '', todayYear), monthNumber(match[1] ?? ''), Number(match[2]));
  match = DAY_FIRST.exec(text);
  if (match) return isoDate(fullYear(match[3] ?? '', todayYear), monthNumber(match[2] ?? ''), Number(match[1]));
  return null;
}

// The characters of the API's ticker rule (letters, digits, . ^ = -), so kept rows validate.
const TICKER = /^[A-Z0-9^][A-Z0-9.=^-]{0,11}$/;
const HAS_LETTER = /[A-Z]/;
const SHARE_CLASS = /^[A-Z]{1,6}\/[A-Z]{1,2}$/;
const UPPER_PLACEHOLDERS = new Set([...PLACEHOLDERS].map((text) => text.toUpperCase()));
const TOTALS_LABELS = new Set(['TOTAL', 'TOTALS', 'SUBTOTAL', 'GRANDTOTAL', 'ACCOUNTTOTAL', 'PENDING']);

/**
 * Trimmed and upper-cased (spec), with Fidelity's core-position stars ('SPAXX**') and Excel's
 * text guard ('="AAPL"') removed, and Schwab's share-class slash written as the app writes it
 * ('BRK/B' -> 'BRK.B'). Placeholders ('--', 'N/A') count as an empty symbol.
 */
export function cleanSymbol(cell: string | undefined): string {
  if (cell === undefined) return '';
  // Most cells already are clean tickers.
  if (TICKER.test(cell) && !UPPER_PLACEHOLDERS.has(cell)) return cell;
  if (isBlankCell(cell)) return '';
  let symbol = cell.trim().toUpperCase();
  if (symbol.startsWith('="') && symbol.endsWith('"')) symbol = symbol.slice(2, -1).trim();
  if (symbol.endsWith('*')) symbol = symbol.replace(/\*+$/, '');
  return SHARE_CLASS.test(symbol) ? symbol.replace('/', '.') : symbol;
}

/**
 * Whether a cleaned cell can be a ticker. Totals, cash and disclaimer lines of broker exports
 * fail: they hold spaces ('Account Total', 'Cash & Cash Investments'), are long sentences, are
 * bare numbers or dates (shifted rows), or are totals labels. A letter is required, so exchange
 * codes written without a suffix ('7203' rather than '7203.T') are refused.
 */
export function isPlausibleTicker(symbol: string): boolean {
  return TICKER.test(symbol) && HAS_LETTER.test(symbol) && !TOTALS_LABELS.has(symbol);
}

/**
 * 'CASH' is a real ticker (Pathward) but far more often a broker's cash line (E*TRADE); like
 * Fidelity's starred core position ('SPAXX**') it is skipped only when it has no shares.
 */
export const CASH_LABEL = 'CASH';

const NUMERIC_DATE = /^(\d{1,2})[-/](\d{1,2})[-/]\d{2,4}/;

/** Whether a column's numeric dates are written day first: some first number is above 12. */
export function datesAreDayFirst(cells: Iterable<string | undefined>): boolean {
  let seen = 0;
  for (const cell of cells) {
    const match = cell ? NUMERIC_DATE.exec(cell.trim()) : null;
    if (!match) continue;
    if (Number(match[1]) > 12) return true;
    if (Number(match[2]) > 12 || ++seen > 500) return false;
  }
  return false;
}
