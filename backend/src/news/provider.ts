/**
 * The news port. A source turns a query (symbols, or the market, over a time window) into raw
 * articles; it talks HTTP only through the `NewsHttp` it is given, which counts each request
 * against the source's daily budget, times it and turns failures into `NewsSourceError`.
 */

/** An article as a source gives it, before normalising and scoring. */
export interface RawArticle {
  url: string;
  title: string;
  description: string;
  content: string;
  /** ISO instant. */
  publishedAt: string;
  /** The publisher. */
  source: string;
  /** Tickers the source tagged the article with. */
  tickers: string[];
  /** The source's own overall sentiment, -1 to 1, when it gives one. */
  sentimentScore?: number;
  /** The source's per-ticker relevance, 0 to 1, when it gives one. */
  tickerRelevance?: Record<string, number>;
  /** The source's topics, when it gives them. */
  topics?: string[];
  demo?: boolean;
}

export interface NewsQuery {
  /** Symbols to fetch news for; empty for market news. */
  symbols: string[];
  from: Date;
  to: Date;
  /** The most articles wanted in all. */
  limit: number;
}

/** One HTTP GET answered with JSON; throws `NewsSourceError` for any failure. */
export type NewsHttp = (url: URL) => Promise<unknown>;

export interface NewsSource {
  readonly name: string;
  /** Shown on the settings screen (never with the key). */
  readonly endpoint: string;
  readonly description: string;
  /** How far back the source's plan lets us ask. */
  readonly historyDays: number;
  /** Headers every request carries (NewsAPI's key). */
  readonly headers?: Readonly<Record<string, string>>;
  fetch(query: NewsQuery, http: NewsHttp): Promise<RawArticle[]>;
}

export class NewsSourceError extends Error {
  readonly status: number | undefined;
  readonly rateLimited: boolean;
  constructor(message: string, options: { status?: number; rateLimited?: boolean; cause?: unknown } = {}) {
    super(message);
    this.name = 'NewsSourceError';
    this.status = options.status;
    this.rateLimited = options.rateLimited ?? options.status === 429;
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

/** Our own daily budget for the source is spent; it was not asked. */
export class NewsBudgetSpentError extends NewsSourceError {
  constructor(source: string) {
    super(`${source}: daily request limit reached`, { rateLimited: true });
    this.name = 'NewsBudgetSpentError';
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads a string field of an untyped JSON object. */
export const field = (object: unknown, key: string): string =>
  object && typeof object === 'object' ? text((object as Record<string, unknown>)[key]) : '';

export const arrayField = (object: unknown, key: string): unknown[] => {
  const value = object && typeof object === 'object' ? (object as Record<string, unknown>)[key] : undefined;
  return Array.isArray(value) ? value : [];
};
