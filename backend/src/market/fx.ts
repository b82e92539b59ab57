/**
 * Exchange rates from the market-data port: daily closes of Yahoo-style pairs (`CHFUSD=X` is
 * the price of one franc in dollars). An amount in a currency on a day converts at the pair's
 * last close on or before that day; a day before the pair's first close uses the first close.
 * Series are kept per pair and fetched again only when a wider range of days is asked for.
 */
import type { CachedMarketData } from './cache.ts';

export interface RateSeries {
  /** YYYY-MM-DD, ascending. */
  readonly dates: readonly string[];
  /** Units of the second currency per unit of the first, per date. */
  readonly rates: readonly number[];
}

/** Converts into one currency, synchronously, with the rates loaded for it (see FxRates.book). */
export interface FxBook {
  readonly base: string;
  /** Units of `base` per unit of `currency` on `day`; null when no rate could be loaded. */
  rate(currency: string, day: string): number | null;
}

export const pairSymbol = (from: string, to: string) => `${from}${to}=X`;

/** Index of the last date on or before `day`, or -1. */
export function indexOnOrBefore(dates: readonly string[], day: string): number {
  let low = 0;
  let high = dates.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (dates[mid]! <= day) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** The rate of a series on `day`: the last on or before it, else the first. */
export function rateOn(series: RateSeries, day: string): number | null {
  if (series.rates.length === 0) return null;
  return series.rates[Math.max(0, indexOnOrBefore(series.dates, day))]!;
}

interface Loaded {
  from: string;
  to: string;
  series: RateSeries;
  fetchedAt: number;
}

/** A series whose last day is today's may move during the day: asked again after this long. */
const REFRESH_LATEST_MS = 15 * 60_000;

const LOOKBACK_MS = 14 * 86_400_000;
const EMPTY: RateSeries = { dates: [], rates: [] };

export class FxRates {
  readonly #market: CachedMarketData;
  readonly #pairs = new Map<string, Loaded>();
  readonly #loading = new Map<string, Promise<void>>();

  readonly #now: () => number;

  constructor(market: CachedMarketData, now: () => number = Date.now) {
    this.#market = market;
    this.#now = now;
  }

  /** Held and current: past days never change, the latest day's rate may still move. */
  #fresh(held: Loaded, lastDay: string): boolean {
    const latest = held.series.dates.at(-1);
    return latest === undefined || lastDay < latest || this.#now() - held.fetchedAt < REFRESH_LATEST_MS;
  }

  /** The series of `from` -> `to` covering [firstDay, lastDay], fetched if not held yet. */
  async series(from: string, to: string, firstDay: string, lastDay: string): Promise<RateSeries> {
    if (from === to) return EMPTY;
    const key = pairSymbol(from, to);
    const held = this.#pairs.get(key);
    if (held && held.from <= firstDay && held.to >= lastDay && this.#fresh(held, lastDay)) return held.series;
    const pending = this.#loading.get(key);
    if (pending) {
      await pending;
      return this.series(from, to, firstDay, lastDay);
    }
    const wanted = { from: held && held.from < firstDay ? held.from : firstDay, to: held && held.to > lastDay ? held.to : lastDay };
    const load = this.#fetch(key, wanted.from, wanted.to).finally(() => this.#loading.delete(key));
    this.#loading.set(key, load);
    await load;
    return this.#pairs.get(key)?.series ?? held?.series ?? EMPTY;
  }

  async #fetch(key: string, from: string, to: string): Promise<void> {
    // Two weeks earlier too, so a weekend or a holiday finds the close before it.
    const start = new Date(Date.parse(`${from}T00:00:00Z`) - LOOKBACK_MS);
    const history = await this.#market
      .history(key, { from: start, to: new Date(`${to}T00:00:00Z`), interval: '1d' })
      .catch(() => null);
    // Nothing stored on failure: the next request asks again.
    if (!history || history.value.length === 0) return;
    const rows = history.value.filter((row) => row.c > 0);
    this.#pairs.set(key, { from: start.toISOString().slice(0, 10), to, series: { dates: rows.map((row) => row.t.slice(0, 10)), rates: rows.map((row) => row.c) }, fetchedAt: this.#now() });
  }

  /** Units of `to` per unit of `from` on `day`; null when the provider has no rate. */
  async rate(from: string, to: string, day: string): Promise<number | null> {
    if (from === to) return 1;
    return rateOn(await this.series(from, to, day, day), day);
  }

  /** `amount` of `from` in `to` on `day`; null when the provider has no rate. */
  async convert(amount: number, from: string, to: string, day: string): Promise<number | null> {
    const rate = await this.rate(from, to, day);
    return rate === null ? null : amount * rate;
  }

  /** A synchronous converter into `base` for `currencies` on days from `firstDay` to `lastDay`. */
  async book(base: string, currencies: Iterable<string>, firstDay: string, lastDay: string): Promise<FxBook> {
    const loaded = new Map<string, RateSeries>();
    await Promise.all(
      [...new Set(currencies)]
        .filter((currency) => currency !== base)
        .map(async (currency) => loaded.set(currency, await this.series(currency, base, firstDay, lastDay))),
    );
    return {
      base,
      rate: (currency, day) => (currency === base ? 1 : rateOn(loaded.get(currency) ?? EMPTY, day)),
    };
  }
}

/** A book that converts nothing: every amount is taken to be in `base` already. */
export const sameCurrencyBook = (base: string): FxBook => ({ base, rate: () => 1 });
