/**
 * The market-data port. Two adapters implement it: the deterministic offline provider (default,
 * demo data) and Yahoo Finance. Everything above the port sees only these shapes and errors.
 */
import type { ChartInterval, MarketQuote, MarketSource, PriceRow, StockFundamentals } from '@folio/contracts';
import { DomainError, NotFoundError } from '../shared/errors.ts';
import type { DailyCloses } from './closes.ts';

export interface CompanyProfile {
  symbol: string;
  name: string;
  sector: string | null;
  industry: string | null;
  /** ISO 4217 code the listing's prices are in (London's pence already in pounds). */
  currency: string;
}

export interface HistoryRequest {
  /** First calendar day wanted (inclusive, UTC). */
  from: Date;
  /** Last calendar day wanted (inclusive, UTC). */
  to: Date;
  interval: ChartInterval;
}

export interface MarketDataProvider {
  readonly source: MarketSource;
  quote(symbol: string): Promise<MarketQuote>;
  /** Every Stock data field of core.md section 3. */
  fundamentals(symbol: string): Promise<StockFundamentals>;
  /** OHLCV bars, oldest first; bars are shared, callers must not mutate them. */
  history(symbol: string, request: HistoryRequest): Promise<readonly PriceRow[]>;
  profile(symbol: string): Promise<CompanyProfile>;
  /**
   * The daily closes of `history` (a bar without a positive close left out) in compact form.
   * Optional: a provider that holds its prices as arrays (the offline walk) skips building a
   * row per day; without it the cache takes the closes of the daily bars.
   */
  closes?(symbol: string, request: HistoryRequest): Promise<DailyCloses>;
  /**
   * The ticker an ISIN (US0378331005) is listed under, or null when the provider knows none.
   * Optional: a provider without it leaves ISIN-only broker rows for the user to fill in.
   */
  symbolForIsin?(isin: string): Promise<string | null>;
  /**
   * Cash dividends that went ex between `from` and `to` (inclusive), oldest first, per share in
   * today's shares (split-adjusted, as Yahoo's chart events give them). Optional: none without.
   */
  dividends?(symbol: string, from: Date, to: Date): Promise<readonly DividendPayment[]>;
  /** Stock splits between `from` and `to` (inclusive), oldest first. Optional: none without. */
  splits?(symbol: string, from: Date, to: Date): Promise<readonly StockSplit[]>;
}

export interface DividendPayment {
  /** YYYY-MM-DD, the ex-dividend date. */
  exDate: string;
  /** Per share, in the listing's currency. */
  amount: number;
}

export interface StockSplit {
  /** YYYY-MM-DD, the first day the shares traded split-adjusted. */
  date: string;
  /** numerator-for-denominator: 4 and 1 for a 4:1 split, 1 and 10 for a 1:10 reverse split. */
  numerator: number;
  denominator: number;
}

/** The symbol does not exist upstream (or is clearly not a symbol): 404 'Stock not found'. */
export class StockNotFoundError extends NotFoundError {
  readonly symbol: string;
  constructor(symbol: string) {
    super('Stock not found');
    this.symbol = symbol;
  }
}

/**
 * Upstream failed: unreachable, timed out, rate limited or answered something unreadable.
 * Clients get a generic 503; `detail` and `cause` are for the logs.
 */
export class UpstreamError extends DomainError {
  readonly detail: string;
  /** HTTP status upstream answered with, when there was one. */
  readonly upstreamStatus: number | undefined;
  constructor(detail: string, options: { status?: number; cause?: unknown } = {}) {
    super(503, 'Service Unavailable', 'Market data is temporarily unavailable. Please try again shortly.');
    this.detail = detail;
    this.upstreamStatus = options.status;
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

/** Our own request budget is spent; upstream was not asked. */
export class BudgetExhaustedError extends UpstreamError {
  constructor() {
    super('market data request budget exhausted');
  }
}

/** Symbols look like AAPL, BRK.B, ^GSPC, GC=F, BTC-USD, 000001.SS. */
const SYMBOL_PATTERN = /^[A-Z0-9.^=-]{1,10}$/;

/** Upper-cased symbol, or StockNotFoundError when it cannot be a ticker at all. */
export function normaliseSymbol(symbol: string): string {
  const upper = symbol.trim().toUpperCase();
  if (!SYMBOL_PATTERN.test(upper) || !/[A-Z0-9]/.test(upper)) throw new StockNotFoundError(symbol);
  return upper;
}
