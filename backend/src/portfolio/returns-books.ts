/**
 * The returns books: one returns calculator per list view, kept between summaries and brought up
 * to date by the rows that changed (docs/returns.md), with the closes they are valued at.
 */
import type { PriceRow } from '@folio/contracts';
import { LRUCache } from 'lru-cache';
import { estimateBytes, type CachedMarketData } from '../market/cache.ts';
import { closesFromRows, type DailyCloses } from '../market/closes.ts';
import { toDay } from '../shared/days.ts';
import { allInChunks, filterInSlices, Slice, SLICE_MS, turn } from '../shared/yielding.ts';
import type { TransactionDoc } from './projection.ts';
import { ReturnsCalculator, type Activity, type CashMode, type PriceSeries, type ReturnsSummary } from './returns/index.ts';

/**
 * Bytes of returns books kept for all lists together, as `bookBytes` estimates them: a list of
 * 100k rows and 1,000 symbols has a book of about 7 MB, a soak user's list (300 rows, 20 symbols,
 * ten years) about 300 KB.
 */
const BOOK_BYTES = 64 * 1024 * 1024;

/**
 * Heap a book holds, from its counts: per-item bytes fitted by least squares to the heap that
 * books of eleven shapes took (200 to 100k rows, 20 to 5,000 symbols, 1 to 11 years), rounded up:
 * 0.95-1.26x the measured heap (`npm run bench returns-books-memory` prints both). The rows are
 * the embedded read store's documents and the closes the price cache's, so neither is counted
 * (rows read from MongoDB are the book's own: about 300 bytes more each, not counted).
 */
export function bookBytes(book: { entries: ReadonlyMap<string, unknown>; calculator: Pick<ReturnsCalculator, 'footprint'> }): number {
  const { seriesDays, ledgerDays, symbols, changeDays } = book.calculator.footprint();
  return 10_240 + 48 * book.entries.size + 64 * seriesDays + 40 * ledgerDays + 1_152 * symbols + 32 * changeDays;
}

/**
 * A list holding more symbols than this is not valued day by day: its summary has its totals and
 * no returns (null), its performance series is empty. Ten years of closes of 6,000 symbols are
 * about 200 MB and take the provider 6,000 history requests; a 50,000-symbol list would need
 * 2 GB and minutes before answering (docs/benchmarks.md).
 */
export const MAX_VALUED_SYMBOLS = 6_000;

/** Whether the ledger names more than MAX_VALUED_SYMBOLS symbols, with turns (100k rows: ~17 ms). */
async function tooManySymbols(ledger: readonly TransactionDoc[]): Promise<boolean> {
  if (ledger.length <= MAX_VALUED_SYMBOLS) return false;
  const symbols = new Set<string>();
  const slice = new Slice();
  for (let index = 0; index < ledger.length; index++) {
    const symbol = ledger[index]!.symbol;
    if (symbol && symbols.add(symbol).size > MAX_VALUED_SYMBOLS) return true;
    if ((index & 1023) === 1023 && slice.over) await slice.turn();
  }
  return false;
}

/** The returns of a list too large to value day by day: none. */
const unvalued = (until: string): ReturnsSummary => ({
  start: null, until, days: 0, value: 0, netInvested: 0, cash: 0,
  timeWeighted: { total: null, annualized: null, trailing: { sixMonth: null, oneYear: null, threeYear: null, fiveYear: null, tenYear: null } },
  moneyWeighted: { xirr: null, annualized: null },
});

/** Bytes of compact closes kept for all books together (about 2,400 symbols of ten years). */
const PRICE_BYTES = 96 * 1024 * 1024;

/** Closes as day numbers and prices; a bar without a positive close is a hole, left out. */
export const compactCloses = (rows: readonly PriceRow[]): PriceSeries => asSeries(closesFromRows(rows));

/** Compact closes as the engine reads them: the very typed arrays (the market cache shares them). */
const asSeries = ({ days, closes }: DailyCloses): PriceSeries => ({ dates: [], days, closes, positive: true });

/**
 * Where the returns books read closes: `closes` (compact, from the provider without building a
 * row per day) when the market offers it, else the daily `history` rows, compacted here.
 */
export type ClosesSource = Pick<CachedMarketData, 'history'> & { closes?: CachedMarketData['closes'] };

/** Whether the series' closes span `from` to `until` (ISO day numbers). */
const covers = (series: PriceSeries, from: number, until: number) => {
  const days = series.days ?? [];
  return days.length > 0 && days[0]! <= from && days[days.length - 1]! >= until;
};

/** A transaction of the ledger as the returns engine sees it; undated rows cannot be placed. */
export function toActivity(row: TransactionDoc): Activity | null {
  if (!row.date) return null;
  if (row.kind === 'buy' || row.kind === 'sell') {
    return { date: row.date, kind: row.kind, symbol: row.symbol!, quantity: row.quantity!, amount: row.amount };
  }
  if (row.kind === 'dividend') {
    // A reinvested dividend carries the shares it bought; a cash one is income only.
    return row.quantity === null ? { date: row.date, kind: 'dividend', amount: row.amount } : { date: row.date, kind: 'dividend', symbol: row.symbol!, quantity: row.quantity, amount: row.amount };
  }
  return { date: row.date, kind: row.kind, amount: row.amount };
}

interface Book {
  calculator: ReturnsCalculator;
  /**
   * Each row as last seen, by transaction id. An unchanged row of the embedded read store is the
   * same (frozen) object. The activity the calculator holds for a row is not kept beside it: it is
   * `counted(row, until)` again when the row changes or goes (a 10-minute load kept ~100 bytes per
   * ledger row in those entries and activities).
   */
  entries: Map<string, TransactionDoc>;
  mode: CashMode;
  until: string;
}

const counted = (row: TransactionDoc, until: string): Activity | null => {
  const activity = toActivity(row);
  return activity && activity.date <= until ? activity : null;
};

/** 'cash' when the ledger records cash (a deposit or withdrawal): the value then includes the balance. */
export const cashModeOf = (ledger: readonly TransactionDoc[]): CashMode =>
  ledger.some((row) => row.kind === 'deposit' || row.kind === 'withdrawal') ? 'cash' : 'holdings';

/** The rows' activities, with turns of the event loop: a 100k-row ledger took ~30 ms in one piece. */
async function activitiesOf(rows: readonly TransactionDoc[], until: string): Promise<Activity[]> {
  const activities: Activity[] = [];
  const slice = new Slice();
  for (let index = 0; index < rows.length; index++) {
    const activity = counted(rows[index]!, until);
    if (activity) activities.push(activity);
    if ((index & 1023) === 1023 && slice.over) await slice.turn();
  }
  return activities;
}

/** Drops the rows no longer in the ledger; their activities as counted up to `until`, to take back. */
function forgetDeleted(book: Book, ledger: readonly TransactionDoc[], until: string): Activity[] {
  const ids = new Set(ledger.map((row) => row._id));
  const removed: Activity[] = [];
  for (const [id, row] of book.entries) {
    if (ids.has(id)) continue;
    const activity = counted(row, until);
    if (activity) removed.push(activity);
    book.entries.delete(id);
  }
  return removed;
}

/**
 * Keeps one returns calculator per list view, so the next summary after a new (even back-dated)
 * activity only recomputes from that activity's date. Rows are diffed by transaction id: a row
 * that is not the very object seen last time is compared, added, removed or edited (remove + add).
 */
export class ReturnsBooks {
  /** Books by list view, least recently used first out, bounded by their estimated bytes. */
  readonly #books: LRUCache<string, Book>;
  readonly #turns = new Map<string, Promise<void>>();
  /**
   * Closes by symbol, compact (day numbers and closes in typed arrays, 12 bytes a day) and
   * bounded by bytes: every book's symbols share them. A book's calculator holds on to the
   * series it was built with, so an evicted series is only read again by the next new book.
   */
  readonly #prices = new LRUCache<string, PriceSeries>({
    maxSize: PRICE_BYTES,
    // As the market cache sizes them: a view by the buffer it keeps alive (the offline walk's closes).
    sizeCalculation: (series) => estimateBytes(series),
  });
  /** Symbols whose closes failed to load, with the first day they are needed from. */
  readonly #unpriced = new Map<string, string>();
  /** Closes in the book's currency (base-currency.ts `closesIn` converts other listings). */
  readonly #market: ClosesSource;

  /** `maxBytes`: the books' budget, as `bookBytes` estimates them (a book larger than it is not kept). */
  constructor(market: ClosesSource, maxBytes = BOOK_BYTES) {
    this.#market = market;
    this.#books = new LRUCache<string, Book>({ maxSize: maxBytes, sizeCalculation: bookBytes });
  }

  /** The books kept now and their estimated bytes. */
  get kept(): { books: number; bytes: number } {
    return { books: this.#books.size, bytes: this.#books.calculatedSize };
  }

  async summary(key: string, ledger: readonly TransactionDoc[], until: string) {
    if (await tooManySymbols(ledger)) return unvalued(until);
    return this.#inTurn(key, async () => (await this.#calculator(key, ledger, until)).summary());
  }

  /**
   * The book's daily valuation series (the performance chart): the calculator's own arrays, so
   * read them before the next await and never change them.
   */
  async series(key: string, ledger: readonly TransactionDoc[], until: string) {
    if (await tooManySymbols(ledger)) return { days: [], values: [], inflows: [], outflows: [], cash: [], growth: [] };
    return this.#inTurn(key, async () => (await this.#calculator(key, ledger, until)).series());
  }

  /**
   * Runs `work` on a book after the earlier calls for it: the calculator is revalued with turns
   * of the event loop in between (see #calculator), and nothing else may change it meanwhile.
   */
  #inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#turns.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const settled = run.then(() => undefined, () => undefined);
    this.#turns.set(key, settled);
    void settled.then(() => {
      if (this.#turns.get(key) === settled) this.#turns.delete(key);
    });
    return run;
  }

  async #calculator(key: string, ledger: readonly TransactionDoc[], until: string): Promise<ReturnsCalculator> {
    const mode = cashModeOf(ledger);
    const seen = this.#books.get(key);
    const unseen = seen && seen.mode === mode && seen.until === until ? await filterInSlices(ledger, (row) => seen.entries.get(row._id) !== row) : ledger;
    await this.#loadPrices(await activitiesOf(unseen, until), until);
    // Calls for one book take turns (#inTurn), so two summaries never interleave their updates.
    const known = this.#books.get(key);
    const book = known && known.mode === mode ? (this.#update(known, ledger, until), known) : await this.#open(ledger, until, mode);
    // Thousands of symbols take a while to revalue: in slices, other requests in between.
    await book.calculator.ready(turn, SLICE_MS);
    // Kept, or sized again, once valued: its daily series is most of a small book's size.
    this.#remember(key, book);
    return book.calculator;
  }

  async #open(ledger: readonly TransactionDoc[], until: string, mode: CashMode): Promise<Book> {
    const entries = new Map<string, TransactionDoc>();
    const activities: Activity[] = [];
    // With turns: a 100k-row ledger's entries took ~100 ms in one piece.
    const slice = new Slice();
    for (let index = 0; index < ledger.length; index++) {
      const row = ledger[index]!;
      const activity = counted(row, until);
      entries.set(row._id, row);
      if (activity) activities.push(activity);
      if ((index & 1023) === 1023 && slice.over) await slice.turn();
    }
    const calculator = new ReturnsCalculator({ activities: [], prices: (symbol) => this.#prices.get(symbol), until, cashMode: mode });
    // Thousands of activities in runs with turns between.
    await calculator.addManyInSlices(activities, turn, SLICE_MS);
    return { calculator, entries, mode, until };
  }

  /** Brings the book's calculator to `ledger` as of `until`, touching only rows that changed. */
  #update(book: Book, ledger: readonly TransactionDoc[], until: string) {
    const previous = book.until;
    const newDay = previous !== until;
    if (newDay) {
      book.calculator.setUntil(until);
      book.until = until;
    }
    const removed: Activity[] = [];
    const added: Activity[] = [];
    for (const row of ledger) {
      const seen = book.entries.get(row._id);
      // A new day can bring rows dated after the old `until` into the valuation: look at every row.
      if (seen === row && !newDay) continue;
      book.entries.set(row._id, row);
      const activity = counted(row, until);
      const before = seen ? counted(seen, previous) : null;
      if (before && activity && same(before, activity)) continue;
      if (before) removed.push(before);
      if (activity) added.push(activity);
    }
    // Every row now has an entry: any more belong to deleted rows.
    if (book.entries.size > ledger.length) removed.push(...forgetDeleted(book, ledger, previous));
    for (const activity of removed) book.calculator.remove(activity);
    if (added.length > 0) book.calculator.addMany(added);
  }

  /** False while the closes of some symbol could not be loaded (they are asked for again next time). */
  get allPriced(): boolean {
    return this.#unpriced.size === 0;
  }

  /** Closes from each symbol's first activity to `until`, for the symbols of `activities` and those still missing. */
  async #loadPrices(activities: Activity[], until: string) {
    const first = new Map(this.#unpriced);
    for (const activity of activities) {
      if (!activity.symbol) continue;
      const known = first.get(activity.symbol);
      if (!known || activity.date < known) first.set(activity.symbol, activity.date);
    }
    // A few symbols at a time, with turns of the event loop between: a book of thousands of
    // symbols loads its closes without holding up other requests.
    await allInChunks([...first], 20, async ([symbol, from]) => {
      const cached = this.#prices.get(symbol);
      if (cached && covers(cached, toDay(from), toDay(until))) return;
      const [start, end] = [new Date(`${from}T00:00:00Z`), new Date(`${until}T00:00:00Z`)];
      const series = await (this.#market.closes
        ? this.#market.closes(symbol, start, end).then((closes) => asSeries(closes.value))
        : this.#market.history(symbol, { from: start, to: end, interval: '1d' }).then((history) => compactCloses(history.value))
      ).catch(() => null);
      if (!series) {
        this.#unpriced.set(symbol, from);
        return;
      }
      this.#unpriced.delete(symbol);
      this.#prices.set(symbol, series);
    });
  }

  /** Keeps `book` as the most recently used, sized now (setting the same object again would keep its old size). */
  #remember(key: string, book: Book) {
    this.#books.delete(key);
    this.#books.set(key, book);
  }
}

const same = (a: Activity, b: Activity) =>
  a.date === b.date && a.kind === b.kind && a.amount === b.amount && a.symbol === b.symbol && a.quantity === b.quantity;
