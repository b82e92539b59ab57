/**
 * The market-data port. Two adapters implement it: the deterministic offline provider (default,
 * demo data) and Yahoo Finance. Everything above the port sees only these shapes and errors.
 */
import type { ChartInterval, MarketQuote, MarketSource, PriceRow, StockFundamentals } from '@folio/contracts';

export interface CompanyProfile {
  symbol: string;
  name: string;
  sector: string | null;
  industry: string | null;
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
}

/** The symbol does not exist upstream (or is clearly not a symbol). Maps to 404 'Stock not found'. */
export class StockNotFoundError extends Error {
  readonly symbol: string;
  constructor(symbol: string) {
    super(`Stock not found: ${symbol}`);
    this.name = 'StockNotFoundError';
    this.symbol = symbol;
  }
}

/** Upstream failed: unreachable, timed out, rate limited or answered something unreadable. */
export class UpstreamError extends Error {
  /** HTTP status upstream answered with, when there was one. */
  readonly status: number | undefined;
  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'UpstreamError';
    this.status = options.status;
  }
}

/** Our own request budget is spent; upstream was not asked. */
export class BudgetExhaustedError extends UpstreamError {
  constructor() {
    super('Market data request budget exhausted, try again shortly', { status: 429 });
    this.name = 'BudgetExhaustedError';
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
