/**
 * One cache in front of either provider. Fresh values are served for a TTL per kind; concurrent
 * requests for the same key share one upstream call; a token bucket limits upstream calls; and
 * when upstream fails the last good value is served with `stale: true`. Unknown symbols stay
 * errors (and are remembered briefly so they do not spend the budget again).
 */
import { toIsoDate, type MarketQuote, type MarketSource, type PriceRow, type StockFundamentals } from '@folio/contracts';
import { DomainError } from '../shared/errors.ts';
import {
  BudgetExhaustedError,
  normaliseSymbol,
  StockNotFoundError,
  UpstreamError,
  type CompanyProfile,
  type DividendPayment,
  type StockSplit,
  type HistoryRequest,
  type MarketDataProvider,
} from './provider.ts';
import { LRUCache } from 'lru-cache';
import { allInChunks, Slice } from '../shared/yielding.ts';
import { closesFromRows, type DailyCloses } from './closes.ts';
import { RequestBudget, type BudgetPolicy } from './request-budget.ts';

export type DataKind = 'quote' | 'fundamentals' | 'history' | 'profile';

export interface CachePolicy {
  ttlMs: Record<DataKind, number>;
  /** How long an unknown symbol is answered from memory. */
  notFoundTtlMs: number;
  /** After a failure, serve the stale value this long before asking upstream again. */
  retryAfterFailureMs: number;
  maxEntries: number;
  /**
   * Bytes the held values may take (estimated, see `estimateBytes`): 1,500 symbols' ten-year daily
   * histories are about 700 MB as row objects, so entries are bounded by size, not only by count.
   */
  maxBytes: number;
  /** null: no budget (the offline provider costs nothing). */
  budget: BudgetPolicy | null;
}

export const DEFAULT_CACHE_POLICY: CachePolicy = {
  // The spec's quote cache is 30 s; daily bars and company figures change far more slowly.
  ttlMs: { quote: 30_000, fundamentals: 3_600_000, history: 900_000, profile: 86_400_000 },
  notFoundTtlMs: 300_000,
  retryAfterFailureMs: 5_000,
  // Bytes are the bound that matters; the count only caps the bookkeeping (a 50,000-symbol list's quotes fit).
  maxEntries: 200_000,
  maxBytes: 128 * 1024 * 1024,
  budget: { capacity: 120, refillPerSecond: 2 },
};

/** A value with its provenance: where it came from, when, and whether it is a last-good copy. */
export interface Cached<T> {
  value: T;
  stale: boolean;
  source: MarketSource;
  fetchedAt: Date;
}

interface Entry {
  value?: unknown;
  fetchedAt: Date;
  expiresAt: number;
  notFoundUntil: number;
  retryAt: number;
  inflight?: Promise<Cached<unknown>>;
}

export interface FreshSnapshot {
  quote: MarketQuote;
  fundamentals: StockFundamentals;
  profile: CompanyProfile;
}

export interface CacheStatistics {
  hits: number;
  upstreamCalls: number;
  staleServed: number;
  coalesced: number;
}

export class CachedMarketData {
  readonly source: MarketSource;
  readonly statistics: CacheStatistics = { hits: 0, upstreamCalls: 0, staleServed: 0, coalesced: 0 };
  private readonly provider: MarketDataProvider;
  private readonly now: () => Date;
  private readonly policy: CachePolicy;
  private readonly budget: RequestBudget | null;
  /**
   * Least recently used first out, by count and by estimated bytes. An entry's size is taken when
   * it is set, so an entry is set again whenever its value changes. An unknown symbol's entry
   * holds no value, only until when it is unknown: a few bytes.
   */
  private readonly entries: MarketEntries;
  /** ISIN -> ticker (or null: none); listings do not change, so answers are kept. */
  private readonly isins = new LRUCache<string, { symbol: string | null }>({ max: 10_000 });

  constructor(provider: MarketDataProvider, options: { now?: () => Date; policy?: Partial<CachePolicy> } = {}) {
    this.provider = provider;
    this.source = provider.source;
    this.now = options.now ?? (() => new Date());
    this.policy = { ...DEFAULT_CACHE_POLICY, ...options.policy };
    this.budget = this.policy.budget ? new RequestBudget(this.policy.budget, this.now) : null;
    this.entries = new MarketEntries(this.policy.maxEntries, this.policy.maxBytes);
  }

  async quote(symbol: string): Promise<Cached<MarketQuote>> {
    const s = normaliseSymbol(symbol);
    return this.get('quote', `quote:${s}`, s, () => this.provider.quote(s));
  }

  async fundamentals(symbol: string): Promise<Cached<StockFundamentals>> {
    const s = normaliseSymbol(symbol);
    return this.get('fundamentals', `fundamentals:${s}`, s, () => this.provider.fundamentals(s));
  }

  async profile(symbol: string): Promise<Cached<CompanyProfile>> {
    const s = normaliseSymbol(symbol);
    return this.get('profile', `profile:${s}`, s, () => this.provider.profile(s));
  }

  /**
   * The symbols no provider lists (asked through the cached profile). A symbol that cannot be
   * checked now (upstream down, budget spent) is not called unknown: the user keeps their entry.
   */
  async unknownSymbols(symbols: Iterable<string>): Promise<Set<string>> {
    const unknown = new Set<string>();
    // 50 at a time with turns of the event loop: a 50,000-row bulk request checks its symbols
    // without holding up other requests.
    await allInChunks([...new Set(symbols)], 50, async (symbol) => {
      try {
        await this.profile(symbol);
      } catch (error) {
        if (error instanceof StockNotFoundError) unknown.add(symbol);
        else if (!(error instanceof UpstreamError)) throw error;
      }
    });
    return unknown;
  }

  /**
   * The ticker of an ISIN, null when the provider knows none. Throws UpstreamError when it cannot
   * be asked now (the import then says so for the row instead of calling the ISIN unknown).
   */
  async symbolForIsin(isin: string): Promise<string | null> {
    const key = isin.trim().toUpperCase();
    const known = this.isins.get(key);
    if (known) return known.symbol;
    if (!this.provider.symbolForIsin) return null;
    if (this.budget && !this.budget.tryTake()) throw new BudgetExhaustedError();
    this.statistics.upstreamCalls += 1;
    const symbol = await this.provider.symbolForIsin(key);
    this.isins.set(key, { symbol });
    return symbol;
  }

  async history(symbol: string, request: HistoryRequest): Promise<Cached<readonly PriceRow[]>> {
    const s = normaliseSymbol(symbol);
    const key = `history:${s}:${request.interval}:${toIsoDate(request.from)}:${toIsoDate(request.to)}`;
    return this.get('history', key, s, () => this.provider.history(s, request));
  }

  /**
   * Daily closes from `from` to `to` in compact form (market/closes.ts): the provider's own when
   * it has them (the offline walk's, no row built per day), else its daily bars' closes. Kept
   * as long as histories, only the compact form.
   */
  async closes(symbol: string, from: Date, to: Date): Promise<Cached<DailyCloses>> {
    const s = normaliseSymbol(symbol);
    const request: HistoryRequest = { from, to, interval: '1d' };
    return this.get('history', `closes:${s}:${toIsoDate(from)}:${toIsoDate(to)}`, s, async () =>
      this.provider.closes ? this.provider.closes(s, request) : closesFromRows(await this.provider.history(s, request)),
    );
  }

  /** The provider's dividends (ex-date, per share) of a symbol, none when it keeps no such history; kept as long as prices. */
  async dividends(symbol: string, from: Date, to: Date): Promise<Cached<readonly DividendPayment[]>> {
    const s = normaliseSymbol(symbol);
    return this.get('history', `dividends:${s}:${toIsoDate(from)}:${toIsoDate(to)}`, s, async () => (await this.provider.dividends?.(s, from, to)) ?? []);
  }

  /** The provider's splits of a symbol, none when it keeps no such history. */
  async splits(symbol: string, from: Date, to: Date): Promise<Cached<readonly StockSplit[]>> {
    const s = normaliseSymbol(symbol);
    return this.get('history', `splits:${s}:${toIsoDate(from)}:${toIsoDate(to)}`, s, async () => (await this.provider.splits?.(s, from, to)) ?? []);
  }

  /** Drops what is held for a symbol (a test-only price change must be seen at once). */
  forget(symbol: string): void {
    const s = normaliseSymbol(symbol);
    for (const key of [...this.entries.keys()]) if (key.split(':')[1] === s) this.entries.delete(key);
  }

  /** Whether work ahead of need may make `calls` more upstream calls: users keep half the request budget (any, without one). */
  canSpare(calls: number): boolean {
    return !this.budget || this.budget.remaining() - calls >= this.policy.budget!.capacity / 2;
  }

  /* Cache-only reads (enrich-cached): the last value held, never asking upstream; `stale` here means past its TTL. */
  cachedQuote(symbol: string): Cached<MarketQuote> | undefined {
    return this.peek(`quote:${symbol.trim().toUpperCase()}`);
  }

  cachedFundamentals(symbol: string): Cached<StockFundamentals> | undefined {
    return this.peek(`fundamentals:${symbol.trim().toUpperCase()}`);
  }

  /**
   * Quote, fundamentals and profile when all three are fresh, synchronously: warm dashboards ask
   * for 100 symbols at a time, and this skips 300 promises.
   */
  freshSnapshot(symbol: string): FreshSnapshot | undefined {
    const s = symbol.trim().toUpperCase();
    const at = this.now().getTime();
    const quote = this.entries.get(`quote:${s}`);
    const fundamentals = this.entries.get(`fundamentals:${s}`);
    const profile = this.entries.get(`profile:${s}`);
    if (quote?.value === undefined || fundamentals?.value === undefined || profile?.value === undefined) return undefined;
    if (quote.expiresAt <= at || fundamentals.expiresAt <= at || profile.expiresAt <= at) return undefined;
    return {
      quote: quote.value as MarketQuote,
      fundamentals: fundamentals.value as StockFundamentals,
      profile: profile.value as CompanyProfile,
    };
  }

  /**
   * The values of `kinds` for every symbol (symbol by symbol, kinds in the order given) while all
   * are fresh, from the cache only, with a turn of the event loop when due (50,000 symbols take
   * ~35 ms); undefined as soon as one would need fetching or be served stale. A value is replaced
   * only after it expires, so the same objects back mean the same figures.
   */
  async freshValues(symbols: readonly string[], kinds: readonly ('quote' | 'fundamentals' | 'profile')[]): Promise<object[] | undefined> {
    const at = this.now().getTime();
    const values: object[] = [];
    const slice = new Slice();
    for (const [index, symbol] of symbols.entries()) {
      if ((index & 255) === 255 && slice.over) await slice.turn();
      const s = symbol.trim().toUpperCase();
      for (const kind of kinds) {
        const entry = this.entries.get(`${kind}:${s}`);
        if (entry?.value === undefined || entry.expiresAt <= at) return undefined;
        values.push(entry.value as object);
      }
    }
    return values;
  }

  private peek<T>(key: string): Cached<T> | undefined {
    const entry = this.entries.peek(key);
    if (!entry || entry.value === undefined) return undefined;
    const stale = entry.expiresAt <= this.now().getTime();
    return { value: entry.value as T, stale, source: this.source, fetchedAt: entry.fetchedAt };
  }

  private async get<T>(kind: DataKind, key: string, symbol: string, load: () => Promise<T>): Promise<Cached<T>> {
    const at = this.now().getTime();
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.notFoundUntil > at) throw new StockNotFoundError(symbol);
      if (entry.value !== undefined && entry.expiresAt > at) {
        this.statistics.hits++;
        return this.answer(entry, false) as Cached<T>;
      }
      if (entry.inflight) {
        this.statistics.coalesced++;
        return entry.inflight as Promise<Cached<T>>;
      }
      if (entry.value !== undefined && entry.retryAt > at) return this.serveStale(entry) as Cached<T>;
    }
    const target = entry ?? this.remember(key, { fetchedAt: new Date(0), expiresAt: 0, notFoundUntil: 0, retryAt: 0 });
    if (this.budget && !this.budget.tryTake()) {
      if (target.value !== undefined) return this.serveStale(target) as Cached<T>;
      throw new BudgetExhaustedError();
    }
    const inflight = this.refresh(kind, key, target, symbol, load);
    target.inflight = inflight;
    try {
      return await inflight;
    } finally {
      target.inflight = undefined;
    }
  }

  private async refresh<T>(kind: DataKind, key: string, entry: Entry, symbol: string, load: () => Promise<T>): Promise<Cached<T>> {
    this.statistics.upstreamCalls++;
    try {
      const value = await load();
      const at = this.now().getTime();
      Object.assign(entry, { value, fetchedAt: new Date(at), expiresAt: at + this.policy.ttlMs[kind], notFoundUntil: 0, retryAt: 0 });
      // Set again (the cache sizes an entry when it is added): it moves to the back of the order.
      this.resize(key, entry);
      return this.answer(entry, false) as Cached<T>;
    } catch (error) {
      const at = this.now().getTime();
      if (error instanceof StockNotFoundError) {
        // Remembered as unknown, never as data: the entry keeps no value.
        Object.assign(entry, { value: undefined, notFoundUntil: at + this.policy.notFoundTtlMs });
        this.resize(key, entry);
        throw new StockNotFoundError(symbol);
      }
      if (entry.value !== undefined) {
        entry.retryAt = at + this.policy.retryAfterFailureMs;
        return this.serveStale(entry) as Cached<T>;
      }
      if (error instanceof DomainError) throw error;
      throw new UpstreamError(error instanceof Error ? error.message : String(error), { cause: error });
    }
  }

  private answer(entry: Entry, stale: boolean): Cached<unknown> {
    return { value: entry.value, stale, source: this.source, fetchedAt: entry.fetchedAt };
  }

  private serveStale(entry: Entry): Cached<unknown> {
    this.statistics.staleServed++;
    return this.answer(entry, true);
  }

  private resize(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private remember(key: string, entry: Entry): Entry {
    this.entries.set(key, entry);
    return entry;
  }

  /** Estimated bytes of what the cache holds (GET /api/health and the benchmarks). */
  get heldBytes(): number {
    return this.entries.calculatedSize;
  }
}

const SERIES_KEY = /^(history|closes|dividends|splits):/;

/**
 * The entries in two least-recently-used stores, half the bytes each: series (histories,
 * closes, dividends, splits; hundreds of KB each) and the small values (quotes, fundamentals,
 * profiles). A summary reading thousands of symbols' ten-year histories then cannot push out
 * the quotes every holdings answer is priced with.
 */
class MarketEntries {
  readonly #series: LRUCache<string, Entry>;
  readonly #values: LRUCache<string, Entry>;

  constructor(maxEntries: number, maxBytes: number) {
    const options = {
      max: maxEntries,
      maxSize: Math.max(1, Math.floor(maxBytes / 2)),
      sizeCalculation: (entry: Entry, key: string) => ENTRY_BYTES + key.length * 2 + (entry.value === undefined ? 0 : estimateBytes(entry.value)),
    };
    this.#series = new LRUCache<string, Entry>(options);
    this.#values = new LRUCache<string, Entry>(options);
  }

  #of(key: string) {
    return SERIES_KEY.test(key) ? this.#series : this.#values;
  }

  get = (key: string) => this.#of(key).get(key);
  peek = (key: string) => this.#of(key).peek(key);
  delete = (key: string) => this.#of(key).delete(key);
  set(key: string, entry: Entry) {
    this.#of(key).set(key, entry);
  }

  *keys(): Generator<string> {
    yield* this.#series.keys();
    yield* this.#values.keys();
  }

  get calculatedSize(): number {
    return this.#series.calculatedSize + this.#values.calculatedSize;
  }
}

/** An entry's own fields, its key aside. */
const ENTRY_BYTES = 160;

/**
 * About how many bytes a market value takes on the heap: objects by their fields, arrays by
 * their length times their first element (bars and rows are alike), strings at two bytes a
 * character. Close enough to bound memory, cheap enough to run on every set.
 */
export function estimateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return 16 + value.length * 2;
  if (value === null || typeof value !== 'object') return 8;
  if (value instanceof Date) return 48;
  // A view keeps its whole buffer alive: counted by the buffer when that is more than twice the view.
  if (ArrayBuffer.isView(value)) return 64 + (value.byteLength * 2 >= value.buffer.byteLength ? value.byteLength : value.buffer.byteLength);
  if (depth > 4) return 64;
  if (Array.isArray(value)) return 32 + (value.length === 0 ? 0 : value.length * (8 + estimateBytes(value[0], depth + 1)));
  let bytes = 48;
  for (const key in value) bytes += 24 + estimateBytes((value as Record<string, unknown>)[key], depth + 1);
  return bytes;
}
