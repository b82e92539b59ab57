/**
 * A list is valued in its base currency (the `baseCurrency` preference, USD by default). Amounts
 * of a symbol listed in another currency convert with the daily rate of their own day: a buy's
 * cost and a sale's proceeds at the trade date's rate, a close at that day's rate, so the
 * exchange-rate move is part of the gain and of the returns (docs/returns.md). Cash flows are
 * recorded in the base currency. A list whose symbols all trade in its base currency passes
 * through untouched: the same row objects, the same closes.
 */
import { Slice } from '../shared/yielding.ts';
import type { ListsService } from '../lists/service.ts';
import type { CachedMarketData } from '../market/cache.ts';
import { rateOn, sameCurrencyBook, type FxBook, type FxRates } from '../market/fx.ts';
import { listingCurrency } from '../market/listing-currency.ts';
import { closesFromRows } from '../market/closes.ts';
import { allInChunks } from '../shared/yielding.ts';
import type { InBase } from './items.ts';
import type { PriceBook } from './prices.ts';
import type { PositionDoc, TransactionDoc } from './projection.ts';
import type { Actor } from '../shared/actor.ts';

export const DEFAULT_BASE_CURRENCY = 'USD';

/** A list's `baseCurrency` preference; all lists together are valued in the default list's. */
export const baseCurrencyFromLists =
  (lists: Pick<ListsService, 'preferences' | 'defaultListId'>) =>
  async (actor: Actor, listId: string | undefined): Promise<string> =>
    (await lists.preferences(actor, listId ?? (await lists.defaultListId(actor)))).baseCurrency;

/** Listing currencies by symbol, asked once per process (a listing does not change currency). */
export class ListingCurrencies {
  readonly #known = new Map<string, Promise<string>>();
  readonly #market: CachedMarketData;

  constructor(market: CachedMarketData) {
    this.#market = market;
  }

  of(symbol: string): Promise<string> {
    let known = this.#known.get(symbol);
    if (!known) this.#known.set(symbol, (known = listingCurrency(this.#market, symbol)));
    return known;
  }

  async all(symbols: Iterable<string>): Promise<Map<string, string>> {
    const unique = [...new Set(symbols)];
    // 50 at a time with turns of the event loop: a first look at a 5,000-symbol book asks for 5,000 profiles.
    const currencies = await allInChunks(unique, 50, (symbol) => this.of(symbol));
    return new Map(unique.map((symbol, i) => [symbol, currencies[i]!]));
  }
}

/**
 * The market as the returns engine reads it for a list in `base`: each symbol's closes times the
 * day's rate into `base`. A symbol without a rate is unpriced (the engine asks again next time).
 */
export function closesIn(market: CachedMarketData, fx: FxRates, currencies: ListingCurrencies, base: string): Pick<CachedMarketData, 'history' | 'closes'> {
  return {
    /** Compact closes: a symbol listed in `base` (nearly every one) as the market has them; others converted from the daily bars. */
    async closes(symbol, from, to) {
      if ((await currencies.of(symbol)) === base) return market.closes(symbol, from, to);
      const converted = await this.history(symbol, { from, to, interval: '1d' });
      return { ...converted, value: closesFromRows(converted.value) };
    },
    async history(symbol, request) {
      const [closes, currency] = await Promise.all([market.history(symbol, request), currencies.of(symbol)]);
      if (currency === base || closes.value.length === 0) return closes;
      const rates = await fx.series(currency, base, closes.value[0]!.t.slice(0, 10), closes.value.at(-1)!.t.slice(0, 10));
      if (rates.dates.length === 0) throw new Error(`no ${currency}/${base} rates`);
      const value = closes.value.map((row) => {
        const rate = rateOn(rates, row.t.slice(0, 10))!;
        return { ...row, o: row.o * rate, h: row.h * rate, l: row.l * rate, c: row.c * rate };
      });
      return { ...closes, value };
    },
  };
}

export interface LedgerInBase {
  rows: readonly TransactionDoc[];
  /** Realised gains in the base currency per position listed in another currency (each sale at its date's rate). */
  realized: Map<string, number>;
  /** False when some rate was missing (those rows kept their listing-currency amounts). */
  complete: boolean;
}

/** Converts ledgers into a base currency, each converted row kept while its source row is the same object. */
export class LedgerConverter {
  readonly #converted = new Map<string, WeakMap<TransactionDoc, TransactionDoc>>();
  readonly #fx: FxRates;
  readonly #currencies: ListingCurrencies;

  constructor(fx: FxRates, currencies: ListingCurrencies) {
    this.#fx = fx;
    this.#currencies = currencies;
  }

  async convert(ledger: readonly TransactionDoc[], base: string, until: string): Promise<LedgerInBase> {
    const symbols = new Set<string>();
    // With turns: a 100k-row ledger's symbols took ~15 ms in one piece.
    const slice = new Slice();
    for (let index = 0; index < ledger.length; index++) {
      if (ledger[index]!.symbol) symbols.add(ledger[index]!.symbol!);
      if ((index & 1023) === 1023 && slice.over) await slice.turn();
    }
    const currencies = await this.#currencies.all(symbols);
    const realized = new Map<string, number>();
    // Nothing listed abroad: the very rows, so the returns engine sees nothing changed.
    if ([...currencies.values()].every((currency) => currency === base)) return { rows: ledger, realized, complete: true };
    let first: string | null = null;
    for (const row of ledger) {
      if (row.symbol && row.date && currencies.get(row.symbol) !== base && (first === null || row.date < first)) first = row.date;
    }
    if (first === null) return { rows: ledger, realized, complete: true };
    const book = await this.#fx.book(base, currencies.values(), first, until);
    let memo = this.#converted.get(base);
    if (!memo) this.#converted.set(base, (memo = new WeakMap()));
    let complete = true;
    const rows = ledger.map((row) => {
      const currency = row.symbol ? currencies.get(row.symbol)! : base;
      if (currency === base || !row.date) return row;
      let converted = memo.get(row);
      if (!converted) {
        const rate = book.rate(currency, row.date);
        if (rate === null) {
          complete = false;
          return row;
        }
        converted = inBase(row, rate);
        memo.set(row, converted);
      }
      if (converted.kind === 'sell' && converted.positionId) {
        realized.set(converted.positionId, (realized.get(converted.positionId) ?? 0) + (converted.realizedGain ?? 0));
      }
      return converted;
    });
    return { rows, realized, complete };
  }
}

const inBase = (row: TransactionDoc, rate: number): TransactionDoc =>
  Object.freeze({
    ...row,
    amount: row.amount * rate,
    price: row.price === null ? null : row.price * rate,
    fees: row.fees === null ? null : row.fees * rate,
    realizedGain: row.realizedGain === null ? null : row.realizedGain * rate,
  });

/**
 * How each position is valued in `base` on `day`: rates loaded from the oldest lot of any
 * position listed in another currency. Undefined when every position trades in `base`.
 */
export async function valuationIn(
  fx: FxRates,
  base: string,
  docs: readonly PositionDoc[],
  prices: PriceBook,
  day: string,
  realized?: Map<string, number>,
): Promise<(doc: PositionDoc) => InBase> {
  const currencyOf = (doc: PositionDoc) => prices.currency?.(doc.symbol) ?? base;
  const foreign = docs.filter((doc) => currencyOf(doc) !== base);
  if (foreign.length === 0) {
    const same = { fx: sameCurrencyBook(base), day };
    return () => same;
  }
  let first = day;
  for (const doc of foreign) for (const lot of doc.lots) if (lot.date && lot.date < first) first = lot.date;
  const book: FxBook = await fx.book(base, foreign.map(currencyOf), first, day);
  return (doc) => ({ fx: book, day, realizedGain: realized?.get(doc._id) });
}
