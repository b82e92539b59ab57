/**
 * The facts an analysis rests on, computed from real data before any analyst sees them. Both
 * analysts read the same facts (the offline rules directly, a model through its prompt), and the
 * facts are what an analysis event records as its inputs: a recommendation can be traced to the
 * prices, indicator values, metrics and holdings it was based on.
 */
import type { AssessedMetric, MarketSource, PerformanceMetrics, RiskLevel } from '@folio/contracts';
import type { DiversificationAnalysis } from '@folio/contracts';

export interface TechnicalFacts {
  /** Date of the last daily bar used. */
  asOf: string;
  bars: number;
  rsi: number | null;
  macd: number | null;
  macdSignal: number | null;
  /** The latest MACD/signal crossing within the last few bars. */
  macdCross: { direction: 'bullish' | 'bearish'; barsAgo: number } | null;
  sma50: number | null;
  sma200: number | null;
  /** Price against the average, percent (+8 means 8 % above). */
  priceVsSma50: number | null;
  priceVsSma200: number | null;
  /** The latest SMA 50 / SMA 200 crossing within the last few weeks. */
  maCross: { kind: 'golden' | 'death'; barsAgo: number } | null;
  /** Where the price sits in its 52-week range: 0 at the low, 100 at the high. */
  week52: { low: number; high: number; position: number } | null;
  /** Annualised volatility of the last 60 daily returns, percent. */
  volatility: number | null;
}

export interface MetricFact {
  metric: AssessedMetric;
  label: string;
  value: number;
  unit: '%' | 'x';
  limit: number;
  direction: 'atLeast' | 'atMost';
  assessment: 'good' | 'bad';
}

export interface FundamentalFacts {
  sector: string | null;
  industry: string | null;
  marketCap: number | null;
  metrics: MetricFact[];
  peg: { value: number; assessment: 'Attractive' | 'Expensive' } | null;
  pe: { value: number; sectorAverage: number; assessment: 'Undervalued' | 'Overvalued'; premiumPercent: number } | null;
}

export interface PositionFacts {
  held: boolean;
  quantity: number;
  value: number;
  /** Percent of the list (holdings plus positive cash). */
  weight: number;
  sector: string | null;
  /** Percent of the list in this stock's sector (including this stock). */
  sectorWeight: number | null;
  maxPositionSize: number;
  totalStocks: number;
  cashBalance: number | null;
  listValue: number;
}

export interface StockFacts {
  symbol: string;
  name: string;
  price: number | null;
  dayChangePercent: number | null;
  dataSource: MarketSource;
  technicals: TechnicalFacts | null;
  fundamentals: FundamentalFacts;
  position: PositionFacts;
  risk: { level: RiskLevel; volatility: number | null; debtToEquity: number | null; reason: string };
  /** Recent high-impact news about the symbol, when the news feature is wired. */
  news?: NewsFact[];
}

/** A recent high-impact article about the symbol (news feature), cited as a source. */
export interface NewsFact {
  title: string;
  source: string;
  publishedAt: string;
  url: string;
  sentiment: 'positive' | 'negative' | 'neutral';
  impact: 'high' | 'medium' | 'low';
  /** Demo data from the offline feed. */
  demo: boolean;
}

/** How an article is named among an answer's sources. */
export const newsCitation = (news: NewsFact) => `News: "${news.title}" (${news.source}, ${news.publishedAt.slice(0, 10)}${news.demo ? ', demo data' : ''})`;

export interface HoldingFact {
  symbol: string;
  name: string;
  quantity: number;
  price: number | null;
  value: number;
  costBasis: number | null;
  /** Percent of the list (holdings plus positive cash). */
  weight: number;
  gainLossPercent: number | null;
  sector: string | null;
  marketCap: number | null;
  dayChangePercent: number | null;
}

export interface ListFacts {
  listId: string;
  listName: string | null;
  holdings: HoldingFact[];
  /** Watch-only symbols of the list. */
  watching: string[];
  investedValue: number;
  cashBalance: number | null;
  /** Holdings plus positive cash: what weights are measured against. */
  totalValue: number;
  maxPositionSize: number;
}

export interface SummaryFacts {
  totalValue: number;
  totalCost: number;
  totalGainLoss: number;
  totalGainLossPercent: number;
  annualizedReturn: number | null;
  timeWeightedAnnualized: number | null;
  sixMonthReturn: number | null;
  oneYearReturn: number | null;
  from: string | null;
  to: string;
}

export interface PortfolioFacts {
  list: ListFacts;
  summary: SummaryFacts;
  stocks: StockFacts[];
  diversification: DiversificationAnalysis;
  performance: PerformanceMetrics;
  dataSource: MarketSource;
  asOf: string;
}

export const round = (value: number, digits = 2): number => Math.round(value * 10 ** digits) / 10 ** digits;

export const money = (value: number): string =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const pct = (value: number, digits = 1): string => `${round(value, digits).toFixed(digits)}%`;

/** Shares worth `amount` at `price`, to the 0.001 step quantities use. */
/** Crypto pairs as the market data names them (BTC-USD, ETH-EUR): traded in fractions. */
export const isCryptoSymbol = (symbol: string): boolean => /^[A-Z0-9]{2,10}-(USD|USDT|USDC|EUR|GBP|JPY|CAD|AUD|BTC|ETH)$/i.test(symbol);

/** Decimals a trade quantity is given in: whole shares for stocks and ETFs, 6 for crypto. */
export const quantityDecimals = (symbol: string): number => (isCryptoSymbol(symbol) ? 6 : 0);

/**
 * A tradeable quantity worth about `amount`: whole shares for stocks and ETFs, up to 6 decimals
 * for crypto. `up` for sales that must reach a target weight (the position ends at or under it),
 * `down` for purchases that must stay within a budget. Never more than `cap` (the shares held).
 */
export function tradeQuantity(amount: number, price: number | null, symbol: string, rounding: 'up' | 'down', cap = Infinity): number {
  if (!price || price <= 0 || amount <= 0) return 0;
  const unit = 10 ** quantityDecimals(symbol);
  // The small epsilon keeps 15.000000001 shares from becoming 16 (and 14.999999999 from 14).
  const raw = (amount / price) * unit;
  const units = rounding === 'up' ? Math.ceil(raw - 1e-6) : Math.floor(raw + 1e-6);
  return Math.min(cap, units / unit);
}

export const daysAgo = (n: number): string => (n === 0 ? 'today' : n === 1 ? '1 day ago' : `${n} days ago`);
