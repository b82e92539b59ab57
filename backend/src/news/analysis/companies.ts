/**
 * Which companies an article is about: cashtags ($AAPL), tickers in parentheses ("(NASDAQ: MSFT)"),
 * bare tickers from the known list (three letters or more, so "IT" or "ON" are not companies) and
 * company names from contracts' lookup ("Apple", "Microsoft", "Alphabet"), plus the tickers the
 * source tagged. Relevance per symbol: a title mention weighs most, then each further mention.
 */
import { companyName, knownSymbols } from '@folio/contracts';

/** Words that are also tickers of well-known companies but are mostly just words in headlines. */
const NOT_BARE_TICKERS = new Set(['NOW', 'LOW', 'ALL', 'CEO', 'USA', 'IPO', 'ETF', 'GDP', 'CPI', 'FDA', 'SEC', 'AI', 'EPS', 'THE', 'KEY', 'ARE', 'FOR', 'NEW']);
const SUFFIXES = /,?\s+(Inc\.?|Corporation|Corp\.?|Incorporated|Company|Co\.|plc|p\.l\.c\.|Limited|Ltd\.?|S\.A\.|SE|N\.V\.|A\/S|Holdings?|Group|Holding)\b\.?/g;

/** Other names the press uses. */
const EXTRA_NAMES: Readonly<Record<string, string>> = {
  Google: 'GOOGL', Facebook: 'META', Instagram: 'META', YouTube: 'GOOGL', Nvidia: 'NVDA', 'JPMorgan': 'JPM',
  'Goldman Sachs': 'GS', Exxon: 'XOM', Berkshire: 'BRK.B', 'Home Depot': 'HD', Disney: 'DIS', Boeing: 'BA',
  Walmart: 'WMT', Costco: 'COST', Pfizer: 'PFE', Chevron: 'CVX', Intel: 'INTC', Netflix: 'NFLX',
};

/** Duplicate listings of one company: the name maps to the first symbol. */
const PREFERRED: Readonly<Record<string, string>> = { GOOG: 'GOOGL', 'BRK-B': 'BRK.B' };

export interface CompanyMatcher {
  readonly names: ReadonlyMap<string, string>;
  readonly symbols: ReadonlySet<string>;
  /** First word of a name -> the names starting with it, longest first. */
  readonly byFirstWord: ReadonlyMap<string, readonly string[]>;
}

function shortName(full: string): string[] {
  const base = full.replace(/\s*\(.*?\)\s*/g, ' ').replace(SUFFIXES, '').replace(/^The\s+/, '').trim();
  const names = [base];
  if (base.endsWith('.com')) names.push(base.slice(0, -4));
  const firstWords = base.split(' ');
  // "Meta Platforms" is also "Meta"; keep two-word names whose first word alone is distinctive.
  if (firstWords.length === 2 && firstWords[0]!.length >= 4) names.push(firstWords[0]!);
  return names.filter((name) => name.length >= 3);
}

/** Builds the lookup once: every known symbol, its short names and the extra names. */
export function companyMatcher(): CompanyMatcher {
  const names = new Map<string, string>();
  const symbols = new Set<string>();
  for (const symbol of knownSymbols()) {
    if (/[\^=]/.test(symbol) || symbol.endsWith('-USD') || /^\d/.test(symbol)) continue;
    symbols.add(symbol);
    const target = PREFERRED[symbol] ?? symbol;
    for (const name of shortName(companyName(symbol))) if (!names.has(name)) names.set(name, target);
  }
  for (const [name, symbol] of Object.entries(EXTRA_NAMES)) names.set(name, symbol);
  const byFirstWord = new Map<string, string[]>();
  for (const name of [...names.keys()].sort((a, b) => b.length - a.length)) {
    const first = /^[^\s]+/.exec(name)![0];
    const list = byFirstWord.get(first);
    if (list) list.push(name);
    else byFirstWord.set(first, [name]);
  }
  return { names, symbols, byFirstWord };
}

const CASHTAG = /\$([A-Z]{1,5}(?:[.-][A-Z])?)\b/g;
const PAREN_TICKER = /\((?:(?:NASDAQ|NYSE|NYSEARCA|AMEX|OTC)\s*:\s*)?([A-Z]{1,5}(?:[.-][A-Z])?)\)/g;
const CAPITALISED = /(?<![\w$])[A-Z][\w&.'’-]*?(?=[\s,;:!?)'’]|\.(?:\s|$)|$)/g;
const BARE_TICKER = /(?<![\w$.-])([A-Z]{3,5})(?![\w-])/g;

function countInto(counts: Map<string, number>, symbol: string, by = 1) {
  counts.set(symbol, (counts.get(symbol) ?? 0) + by);
}

/** Symbol -> mentions in a text. */
export function mentions(matcher: CompanyMatcher, text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(CASHTAG)) countInto(counts, PREFERRED[match[1]!] ?? match[1]!);
  for (const match of text.matchAll(PAREN_TICKER)) if (matcher.symbols.has(match[1]!)) countInto(counts, PREFERRED[match[1]!] ?? match[1]!);
  for (const match of text.matchAll(BARE_TICKER)) {
    const symbol = match[1]!;
    if (matcher.symbols.has(symbol) && !NOT_BARE_TICKERS.has(symbol) && text[match.index - 1] !== '(') countInto(counts, PREFERRED[symbol] ?? symbol);
  }
  // Names start with a capital: look each capitalised word up instead of one huge alternation.
  for (const match of text.matchAll(CAPITALISED)) {
    const candidates = matcher.byFirstWord.get(match[0]);
    if (!candidates) continue;
    for (const name of candidates) {
      const end = match.index + name.length;
      if (text.startsWith(name, match.index) && !/[\w-]/.test(text[end] ?? '')) {
        countInto(counts, matcher.names.get(name)!);
        break;
      }
    }
  }
  return counts;
}

/**
 * The article's companies, most relevant first, with relevance 0-1: a title mention gives 0.6,
 * a mention only in the body 0.25, each further mention 0.1 (up to 0.3 more); a source's own
 * relevance wins when it gives one. Articles naming many companies spread their relevance.
 */
export function extractCompanies(
  matcher: CompanyMatcher,
  article: { title: string; description: string; content: string; tickers: string[]; tickerRelevance?: Record<string, number> },
): { companies: string[]; relevance: Record<string, number> } {
  const inTitle = mentions(matcher, article.title);
  const inBody = mentions(matcher, `${article.description}\n${article.content}`);
  const scores = new Map<string, number>();
  for (const symbol of new Set([...inTitle.keys(), ...inBody.keys()])) {
    const total = (inTitle.get(symbol) ?? 0) + (inBody.get(symbol) ?? 0);
    scores.set(symbol, (inTitle.has(symbol) ? 0.6 : 0.25) + 0.1 * Math.min(3, total - 1));
  }
  for (const raw of article.tickers) {
    const symbol = PREFERRED[raw.toUpperCase()] ?? raw.toUpperCase();
    const given = article.tickerRelevance?.[raw];
    if (given !== undefined) scores.set(symbol, given);
    else if (!scores.has(symbol)) scores.set(symbol, 0.3);
  }
  const spread = scores.size > 3 ? 3 / scores.size : 1;
  const relevance: Record<string, number> = {};
  for (const [symbol, score] of scores) relevance[symbol] = Math.round(Math.min(1, Math.max(0, score * spread)) * 100) / 100;
  const companies = [...scores.keys()].sort((a, b) => relevance[b]! - relevance[a]! || a.localeCompare(b));
  return { companies, relevance };
}
