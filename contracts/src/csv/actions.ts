/**
 * What a broker's transaction type means. Brokers spell the same thing many ways: Fidelity writes
 * sentences ('YOU BOUGHT APPLE INC (AAPL) (Cash)'), Robinhood codes ('CDIV', 'ACH', 'SPL'), XTB
 * its own words ('Stocks/ETF purchase', 'DIVIDENT', 'Free-funds Interest'), IBKR 'BUY'/'SELL',
 * Trade Republic and Degiro German ones. The first rule that matches decides, so the specific
 * ones (split, tax, reinvestment) come before the general ones (dividend, buy, sell).
 */

export type TransactionAction =
  | 'buy'
  | 'sell'
  | 'dividend'
  | 'deposit'
  | 'withdrawal'
  | 'fee'
  | 'interest'
  | 'tax'
  | 'split'
  /** Money in or out whose direction is the amount's sign (ACH, wire, journal, MoneyLink). */
  | 'transfer'
  /** A symbol kept without shares (Folio's own export of watch-only positions). */
  | 'watch';

const RULES: ReadonlyArray<readonly [RegExp, TransactionAction]> = [
  [/^watch/, 'watch'],
  [/\bsplit\b|^spl$|\bsplit-?up\b|aktiensplit/, 'split'],
  [/withholding|\btax\b|\bnra\b|steuer|quellensteuer/, 'tax'],
  [/reinvest(?:ed)? dividend|dividend reinvested/, 'dividend'],
  [/reinvest|^drip$/, 'buy'],
  [/dividend|divident|^cdiv$|^div$|^qdiv$|\bdiv\b|distribution|capital gain|ausschuttung|aussch\u00fcttung/, 'dividend'],
  [/interest|^int$|zinsen|^intr$/, 'interest'],
  [/\bfee\b|\bfees\b|commission|\bcharge|^gold$|^adr$|geb\u00fchr|gebuhr/, 'fee'],
  [/\bsell\b|\bsold\b|\bsale\b|^sld$|^s$|verkauf/, 'sell'],
  [/\bbuy\b|\bbought\b|purchase|^bot$|^b$|\bkauf\b|^savings? ?plan|sparplan/, 'buy'],
  [/deposit|einzahlung|contribution|funds received|transfer received|\binbound\b|^customer_inbound|^credit$/, 'deposit'],
  [/withdraw|auszahlung|\boutbound\b|disbursement|^debit$/, 'withdrawal'],
  [/transfer|^ach$|\bach\b|wire|journal|moneylink|^jnl$|^eft$|cash in lieu/, 'transfer'],
];

/** The action a type cell names, or null when it names none we import (options, corporate notes). */
export function classifyAction(cell: string | undefined): TransactionAction | null {
  if (!cell) return null;
  const text = cell.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return null;
  for (const [pattern, action] of RULES) if (pattern.test(text)) return action;
  return null;
}

/** 'OPEN BUY 5 @ 170.50', 'CLOSE BUY 2/5 @ 181.20' (XTB comments): quantity and price. */
const TRADE_COMMENT = /\b(?:buy|sell)\s+([\d.,]+)(?:\/[\d.,]+)?\s*@\s*([\d.,]+)/i;

export function tradeFromComment(comment: string | undefined): { quantity: string; price: string } | null {
  const match = comment ? TRADE_COMMENT.exec(comment) : null;
  return match ? { quantity: match[1] ?? '', price: match[2] ?? '' } : null;
}

/** '4:1', '4 for 1', '4-for-1', '1:10' in a split row's description: new shares per old share. */
const RATIO = /(\d+(?:\.\d+)?)\s*(?::|for|-for-|\/)\s*(\d+(?:\.\d+)?)/i;

export function splitRatio(text: string | undefined): { numerator: number; denominator: number } | null {
  const match = text ? RATIO.exec(text) : null;
  if (!match) return null;
  const numerator = Number(match[1]);
  const denominator = Number(match[2]);
  return numerator > 0 && denominator > 0 && numerator !== denominator ? { numerator, denominator } : null;
}

/** A ticker inside a sentence: 'YOU BOUGHT APPLE INC (AAPL) (Cash)' -> 'AAPL'. */
const TICKER_IN_BRACKETS = /\(([A-Z][A-Z0-9.]{0,9})\)/g;

export function tickerInText(text: string | undefined): string | null {
  if (!text) return null;
  for (const match of text.matchAll(TICKER_IN_BRACKETS)) {
    const candidate = match[1] ?? '';
    if (!['CASH', 'MARGIN', 'USD', 'EUR'].includes(candidate)) return candidate;
  }
  return null;
}

/**
 * XTB writes 'AAPL.US', 'SAP.DE', 'VOD.UK': the market suffix becomes Yahoo's ('AAPL', 'SAP.DE',
 * 'VOD.L'); suffixes that already are Yahoo's are kept.
 */
const MARKET_SUFFIXES: Readonly<Record<string, string>> = { US: '', UK: '.L', PL: '.WA', FR: '.PA', NL: '.AS', ES: '.MC', IT: '.MI', CH: '.SW', DK: '.CO', SE: '.ST', NO: '.OL', FI: '.HE', BE: '.BR', PT: '.LS' };

export function brokerTicker(symbol: string): string {
  const dot = symbol.lastIndexOf('.');
  if (dot <= 0) return symbol;
  const suffix = MARKET_SUFFIXES[symbol.slice(dot + 1)];
  return suffix === undefined ? symbol : symbol.slice(0, dot) + suffix;
}

const ISIN = /^[A-Z]{2}[A-Z0-9]{9}\d$/;

/** An ISIN with a valid check digit (ISO 6166, Luhn over the letters written as numbers). */
export function isIsin(text: string): boolean {
  if (!ISIN.test(text)) return false;
  const digits = [...text].map((char) => (char >= 'A' ? String(char.charCodeAt(0) - 55) : char)).join('');
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
