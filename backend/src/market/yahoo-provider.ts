/**
 * Market data from Yahoo Finance through `yahoo-finance2` (quote, quoteSummary modules, chart).
 * Every request carries a timeout; failures are translated into the port's two errors. A base
 * URL (or fetch) can be injected so tests run against a local server that answers like Yahoo.
 */
import { companyName, toIsoDate, type MarketQuote, type PriceRow, type StockFundamentals } from '@folio/contracts';
import YahooFinance from 'yahoo-finance2';
import { ExtendedCookieJar } from 'yahoo-finance2/lib/cookieJar';
import {
  StockNotFoundError,
  UpstreamError,
  normaliseSymbol,
  type CompanyProfile,
  type DividendPayment,
  type StockSplit,
  type HistoryRequest,
  type MarketDataProvider,
} from './provider.ts';
import { inMajorUnit, listingCurrency, yahooFundamentals, type YahooSummary } from './yahoo-mapping.ts';

export interface YahooProviderOptions {
  /** Send every request to this origin instead of Yahoo's hosts (a local fake in tests). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Per call, including the cookie/crumb handshake. */
  timeoutMs?: number;
  now?: () => Date;
}

const SUMMARY_MODULES = ['price', 'summaryDetail', 'defaultKeyStatistics', 'financialData', 'assetProfile'] as const;
const API_PATH = /^\/v\d+\/(finance|test)\//;

function requestUrl(input: string | URL | Request): URL {
  return new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
}

/** `{"chart": {"result": []}}` and the like: Yahoo's way of saying it has nothing for a symbol. */
function isEmptyResult(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return false;
    const values = Object.values(body);
    if (values.length !== 1 || typeof values[0] !== 'object' || values[0] === null) return false;
    const { result } = values[0] as { result?: unknown };
    return result === null || (Array.isArray(result) && result.length === 0);
  } catch {
    return false;
  }
}

/** Empty answers are tiny; larger ones are passed on without a second parse. */
const EMPTY_ANSWER_LIMIT = 4096;

/**
 * Rewrites Yahoo URLs to `baseUrl` and turns API answers that mean "no such symbol" or "try
 * later" into port errors before the library sees them (it would log the URL and throw a generic
 * HTTP error, or trip over an empty result).
 */
export function yahooFetch(baseUrl: string | undefined, inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const original = requestUrl(input);
    const target = baseUrl ? new URL(original.pathname + original.search, baseUrl) : original;
    const response = await inner(target, init);
    if (!API_PATH.test(original.pathname)) return response;
    const symbol = decodeURIComponent(original.pathname.split('/').pop() ?? '');
    if (response.status === 404) throw new StockNotFoundError(symbol);
    if (response.status === 429) throw new UpstreamError('Yahoo rate limit (429)', { status: 429 });
    if (response.status >= 500) throw new UpstreamError(`Yahoo answered ${response.status}`, { status: response.status });
    if (!response.ok) return response;
    const text = await response.text();
    if (text.length < EMPTY_ANSWER_LIMIT && isEmptyResult(text)) throw new StockNotFoundError(symbol);
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** One-letter exchange suffixes: London, Tokyo, TSX Venture, Frankfurt (VOD.L is not a share class). */
const ONE_LETTER_EXCHANGES = /\.[LTVF]$/;

/** Yahoo spells share classes with a dash (BRK-B); exchange suffixes keep their dot (000001.SS, VOD.L). */
export function yahooSymbol(symbol: string): string {
  return /^[A-Z]+\.[A-Z]$/.test(symbol) && !ONE_LETTER_EXCHANGES.test(symbol) ? symbol.replace('.', '-') : symbol;
}

function translateError(symbol: string, error: unknown): Error {
  if (error instanceof StockNotFoundError) return new StockNotFoundError(symbol);
  if (error instanceof UpstreamError) return error;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'TimeoutError' || name === 'AbortError') return new UpstreamError('Yahoo did not answer in time', { cause: error });
  const code = (error as { code?: unknown }).code;
  if (code === 404 || /not found|no data found|delisted/i.test(message)) return new StockNotFoundError(symbol);
  if (code === 429) return new UpstreamError('Yahoo rate limit (429)', { status: 429, cause: error });
  return new UpstreamError(`Yahoo answer unusable: ${message.slice(0, 200)}`, { cause: error });
}

const quietLogger = { info() {}, warn() {}, error() {}, debug() {}, dir() {} };

export class YahooMarketDataProvider implements MarketDataProvider {
  readonly source = 'yahoo' as const;
  private readonly client: InstanceType<typeof YahooFinance>;
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(options: YahooProviderOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 8_000;
    this.now = options.now ?? (() => new Date());
    this.client = new YahooFinance({
      suppressNotices: ['yahooSurvey'],
      fetch: yahooFetch(options.baseUrl, options.fetch ?? globalThis.fetch),
      // Our own instance state: no shared cookie jar, no version check calls, no console noise.
      cookieJar: new ExtendedCookieJar(),
      versionCheck: false,
      validation: { logErrors: false, logOptionsErrors: false },
      logger: quietLogger,
    });
  }

  async quote(symbol: string): Promise<MarketQuote> {
    const s = normaliseSymbol(symbol);
    const q = await this.call(s, () => this.client.quote(yahooSymbol(s), {}, this.moduleOptions()));
    const quoted = q?.regularMarketPrice;
    if (!q || typeof quoted !== 'number') throw new StockNotFoundError(s);
    const unit = listingCurrency(q.currency);
    const major = (value: number) => inMajorUnit(value, unit);
    const price = major(quoted);
    const previousClose = major(q.regularMarketPreviousClose ?? quoted);
    const dayChange = q.regularMarketChange != null ? major(q.regularMarketChange) : price - previousClose;
    return {
      symbol: s,
      currentPrice: price,
      previousClose,
      dayChange,
      dayChangePercent: previousClose ? (dayChange / previousClose) * 100 : 0,
      open: major(q.regularMarketOpen ?? quoted),
      dayHigh: major(q.regularMarketDayHigh ?? quoted),
      dayLow: major(q.regularMarketDayLow ?? quoted),
      volume: q.regularMarketVolume ?? 0,
      marketTime: (q.regularMarketTime ?? this.now()).toISOString(),
      currency: unit.currency,
    };
  }

  async fundamentals(symbol: string): Promise<StockFundamentals> {
    const s = normaliseSymbol(symbol);
    const now = this.now();
    const threeYearsAgo = new Date(Date.UTC(now.getUTCFullYear() - 3, now.getUTCMonth(), now.getUTCDate() - 10));
    const [summary, history] = await Promise.all([
      this.summary(s, SUMMARY_MODULES),
      this.history(s, { from: threeYearsAgo, to: now, interval: '1d' }),
    ]);
    return yahooFundamentals(s, summary, history, now);
  }

  async history(symbol: string, request: HistoryRequest): Promise<readonly PriceRow[]> {
    const s = normaliseSymbol(symbol);
    const chart = await this.call(s, () =>
      this.client.chart(
        yahooSymbol(s),
        // period2 is exclusive: ask for the day after `to`.
        { period1: request.from, period2: new Date(request.to.getTime() + 86_400_000), interval: request.interval },
        this.moduleOptions(),
      ),
    );
    const unit = listingCurrency(chart.meta.currency);
    const major = (value: number) => inMajorUnit(value, unit);
    const rows: PriceRow[] = [];
    for (const bar of chart.quotes) {
      const { open, high, low, close, volume } = bar;
      // Yahoo leaves holes (null) for days without trading in some markets.
      if (open == null || high == null || low == null || close == null) continue;
      rows.push({ t: toIsoDate(bar.date), o: major(open), h: major(high), l: major(low), c: major(close), v: volume ?? 0 });
    }
    return rows;
  }

  /** Yahoo's chart events (`events=div`): amounts per share, already split-adjusted by Yahoo. */
  async dividends(symbol: string, from: Date, to: Date): Promise<readonly DividendPayment[]> {
    const events = await this.chartEvents(symbol, from, to, 'div');
    const unit = listingCurrency(events.currency);
    return (events.dividends ?? [])
      .filter((dividend) => typeof dividend.amount === 'number' && dividend.amount > 0)
      .map((dividend) => ({ exDate: toIsoDate(dividend.date), amount: inMajorUnit(dividend.amount, unit) }))
      .sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
  }

  /** Yahoo's chart events (`events=split`). */
  async splits(symbol: string, from: Date, to: Date): Promise<readonly StockSplit[]> {
    const events = await this.chartEvents(symbol, from, to, 'split');
    return (events.splits ?? [])
      .filter((split) => split.numerator > 0 && split.denominator > 0)
      .map((split) => ({ date: toIsoDate(split.date), numerator: split.numerator, denominator: split.denominator }))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }

  private async chartEvents(symbol: string, from: Date, to: Date, events: 'div' | 'split') {
    const s = normaliseSymbol(symbol);
    const chart = await this.call(s, () =>
      this.client.chart(yahooSymbol(s), { period1: from, period2: new Date(to.getTime() + 86_400_000), interval: '1d', events }, this.moduleOptions()),
    );
    return { currency: chart.meta.currency, dividends: chart.events?.dividends, splits: chart.events?.splits };
  }

  async profile(symbol: string): Promise<CompanyProfile> {
    const s = normaliseSymbol(symbol);
    const summary = await this.summary(s, ['price', 'assetProfile']);
    return {
      symbol: s,
      name: summary.price?.longName ?? summary.price?.shortName ?? companyName(s),
      sector: summary.assetProfile?.sector ?? null,
      industry: summary.assetProfile?.industry ?? null,
      currency: listingCurrency(summary.price?.currency).currency,
    };
  }

  /** Yahoo's search (/v1/finance/search) finds a listing by ISIN; the first equity or fund it names. */
  async symbolForIsin(isin: string): Promise<string | null> {
    const query = isin.trim().toUpperCase();
    const found = await this.call(query, () =>
      this.client.search(query, { quotesCount: 5, newsCount: 0, enableFuzzyQuery: false }, { ...this.moduleOptions(), validateResult: false }),
    );
    const quotes = ((found as { quotes?: unknown } | undefined)?.quotes ?? []) as { symbol?: unknown; quoteType?: unknown }[];
    const listing = quotes.find((quote) => typeof quote.symbol === 'string' && ['EQUITY', 'ETF', 'MUTUALFUND'].includes(String(quote.quoteType)));
    return typeof listing?.symbol === 'string' ? listing.symbol.toUpperCase() : null;
  }

  private async summary(symbol: string, modules: readonly (typeof SUMMARY_MODULES)[number][]): Promise<YahooSummary> {
    const summary = await this.call(symbol, () =>
      this.client.quoteSummary(yahooSymbol(symbol), { modules: [...modules] }, this.moduleOptions()),
    );
    if (!summary) throw new StockNotFoundError(symbol);
    if (!summary.price || typeof summary.price.regularMarketPrice !== 'number') {
      throw new UpstreamError(`Yahoo summary for ${symbol} has no price`);
    }
    return summary as YahooSummary;
  }

  private moduleOptions() {
    return { fetchOptions: { signal: AbortSignal.timeout(this.timeoutMs) } };
  }

  private async call<T>(symbol: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw translateError(symbol, error);
    }
  }
}
