/**
 * Daily valuation series from a list of activities and price histories. Flow conventions and the
 * trading-day calendar are described in docs/returns.md. The state is kept so that a change dated D
 * only recomputes the series from D onward: quantities are stored as per-symbol change points
 * (cumulative) and activity-day totals as a sorted per-day ledger, so the prefix before D stays valid.
 */
import { lowerBound, toDay, upperBound } from '../../shared/days.ts';
import { extendGrowth } from './twr.ts';
import type { Activity, CashMode, DailySeries, PriceLookup, ValuationInput } from './types.ts';

export type { Activity, ActivityKind, CashMode, DailySeries, PriceLookup, PriceSeries, ValuationInput } from './types.ts';

/** Below this a quantity is float residue of buys and sells that cancel, not a holding. */
const HELD = 1e-9;

interface Track {
  priceDays: Int32Array;
  closes: Float64Array;
  changeDays: number[];
  /** Quantity held after the change day. */
  quantity: number[];
  // Gross amount and quantity traded that day: the fallback price before the first close.
  traded: number[];
  tradedQuantity: number[];
}

/** The counts a portfolio state's memory grows with. */
export interface StateFootprint {
  /** Days of the daily series (six numbers each). */
  seriesDays: number;
  /** Days with an activity (four numbers each). */
  ledgerDays: number;
  /** Symbols traded, each with its own track... */
  symbols: number;
  /** ...and their days with a trade, over all symbols (four numbers each). */
  changeDays: number;
}

interface Ledger {
  days: number[];
  inflows: number[];
  outflows: number[];
  /** Net cash movement of the day ('cash' mode): deposits - withdrawals - buys + sells. */
  cash: number[];
}

/** Index of `day`, inserted when absent with zero `daily` columns and carried-over `running` ones. */
function slot(days: number[], day: number, daily: number[][], running: number[][]): number {
  const index = lowerBound(days, day);
  if (days[index] !== day) {
    days.splice(index, 0, day);
    for (const column of daily) column.splice(index, 0, 0);
    for (const column of running) column.splice(index, 0, index > 0 ? column[index - 1]! : 0);
  }
  return index;
}

function addFrom(column: number[], index: number, delta: number): void {
  for (let i = index; i < column.length; i++) column[i]! += delta;
}

/** The activity's day number, or a RangeError naming what is wrong with it. */
export function checked(activity: Activity): number {
  const day = toDay(activity.date);
  if (!Number.isFinite(activity.amount)) throw new RangeError(`Activity on ${activity.date}: amount must be a number`);
  const trade = activity.kind === 'buy' || activity.kind === 'sell';
  if (trade && (!activity.symbol || !Number.isFinite(activity.quantity))) {
    throw new RangeError(`Activity on ${activity.date}: a ${activity.kind} needs a symbol and a quantity`);
  }
  if (activity.kind === 'dividend' && activity.quantity !== undefined && (!activity.symbol || !Number.isFinite(activity.quantity))) {
    throw new RangeError(`Activity on ${activity.date}: a reinvested dividend needs a symbol and a quantity`);
  }
  if (!trade && activity.kind !== 'deposit' && activity.kind !== 'withdrawal' && activity.kind !== 'dividend') {
    throw new RangeError(`Activity on ${activity.date}: unknown kind '${String(activity.kind)}'`);
  }
  return day;
}

export class PortfolioState {
  readonly series: DailySeries = { days: [], values: [], inflows: [], outflows: [], cash: [], growth: [] };
  readonly cashMode: CashMode;
  until: number;
  /** Series days the last rebuild recomputed (the incremental cost, for tests and the bench). */
  lastRecomputedDays = 0;
  #prices: PriceLookup;
  #tracks = new Map<string, Track>();
  #ledger: Ledger = { days: [], inflows: [], outflows: [], cash: [] };
  /** Earliest day whose valuation is stale; Infinity when the series is current. */
  #dirtyFrom = Number.POSITIVE_INFINITY;

  constructor(prices: PriceLookup, until: string, cashMode: CashMode) {
    this.#prices = prices;
    this.until = toDay(until);
    this.cashMode = cashMode;
  }

  /**
   * Applies activities (sign -1 takes them back out). All are checked before any is applied, so a
   * bad one leaves the state as it was. Sorting first keeps every insert an append.
   */
  apply(activities: readonly Activity[], sign: 1 | -1 = 1): void {
    const dated = activities.map((activity) => ({ activity, day: checked(activity) }));
    dated.sort((a, b) => a.day - b.day);
    for (const { activity, day } of dated) this.#applyOne(activity, day, sign);
  }

  /** What this state holds, counted (the closes are the price cache's): what a cache of states sizes it by. */
  footprint(): StateFootprint {
    let changeDays = 0;
    for (const track of this.#tracks.values()) changeDays += track.changeDays.length;
    return { seriesDays: this.series.days.length, ledgerDays: this.#ledger.days.length, symbols: this.#tracks.size, changeDays };
  }

  setUntil(until: string): void {
    const day = toDay(until);
    this.invalidateFrom(Math.min(day, this.until) + 1);
    this.until = day;
  }

  /** Reads every symbol's price history again and revalues from `from`. */
  refreshPrices(from: number): void {
    for (const [symbol, track] of this.#tracks) Object.assign(track, this.#loadPrices(symbol));
    this.invalidateFrom(from);
  }

  invalidateFrom(day: number): void {
    this.#dirtyFrom = Math.min(this.#dirtyFrom, day);
  }

  #applyOne(activity: Activity, day: number, sign: 1 | -1): void {
    const { kind } = activity;
    const amount = activity.amount * sign;
    const cashMode = this.cashMode === 'cash';
    // Holdings mode has no cash: a recorded deposit or withdrawal changes nothing there.
    if (!cashMode && (kind === 'deposit' || kind === 'withdrawal')) return;
    const ledger = this.#ledger;
    const at = slot(ledger.days, day, [ledger.inflows, ledger.outflows, ledger.cash], []);
    if (kind === 'dividend') {
      this.#applyDividend(activity, day, at, sign);
      return;
    }
    const inflow = kind === 'deposit' || (kind === 'buy' && !cashMode);
    const outflow = kind === 'withdrawal' || (kind === 'sell' && !cashMode);
    if (inflow) ledger.inflows[at]! += amount;
    if (outflow) ledger.outflows[at]! += amount;
    if (cashMode) ledger.cash[at]! += kind === 'deposit' || kind === 'sell' ? amount : -amount;
    if (kind === 'buy' || kind === 'sell') {
      const quantity = activity.quantity! * sign;
      const track = this.#track(activity.symbol!);
      const point = slot(track.changeDays, day, [track.traded, track.tradedQuantity], [track.quantity]);
      addFrom(track.quantity, point, kind === 'buy' ? quantity : -quantity);
      track.traded[point]! += amount;
      track.tradedQuantity[point]! += quantity;
    }
    this.invalidateFrom(day);
  }

  /**
   * A cash dividend is income: money out to the investor in 'holdings' mode, into the list's cash
   * in 'cash' mode. A reinvested one adds its shares to the holdings and moves no money.
   */
  #applyDividend(activity: Activity, day: number, at: number, sign: 1 | -1): void {
    const amount = activity.amount * sign;
    if (activity.quantity === undefined) {
      if (this.cashMode === 'cash') this.#ledger.cash[at]! += amount;
      else this.#ledger.outflows[at]! += amount;
    } else {
      const quantity = activity.quantity * sign;
      const track = this.#track(activity.symbol!);
      const point = slot(track.changeDays, day, [track.traded, track.tradedQuantity], [track.quantity]);
      addFrom(track.quantity, point, quantity);
      track.traded[point]! += amount;
      track.tradedQuantity[point]! += quantity;
    }
    this.invalidateFrom(day);
  }

  #track(symbol: string): Track {
    let track = this.#tracks.get(symbol);
    if (!track) {
      track = { ...this.#loadPrices(symbol), changeDays: [], quantity: [], traded: [], tradedQuantity: [] };
      this.#tracks.set(symbol, track);
    }
    return track;
  }

  #loadPrices(symbol: string): Pick<Track, 'priceDays' | 'closes'> {
    const series = this.#prices(symbol);
    const compact = series?.days;
    // A compact series of positive closes is shared as it is: no copy per book.
    const shared = series?.closes;
    if (compact instanceof Int32Array && shared instanceof Float64Array && compact.length === shared.length && (series!.positive || shared.every((close) => close > 0))) {
      return { priceDays: compact, closes: shared };
    }
    const length = series ? Math.min(compact ? compact.length : series.dates.length, series.closes.length) : 0;
    const priceDays = new Int32Array(length);
    const closes = new Float64Array(length);
    let kept = 0;
    for (let i = 0; i < length; i++) {
      const close = series!.closes[i]!;
      // Providers leave holes (null closes) on halted days: carrying the previous close forward is right.
      if (!(close > 0)) continue;
      priceDays[kept] = compact ? compact[i]! : toDay(series!.dates[i]!);
      closes[kept] = close;
      kept++;
    }
    return { priceDays: priceDays.subarray(0, kept), closes: closes.subarray(0, kept) };
  }

  /** Brings the series up to date, recomputing only the stale suffix. */
  rebuild(): DailySeries {
    for (const _ of this.#rebuildSteps());
    return this.series;
  }

  /**
   * `rebuild`, giving the event loop a turn (`pause`) whenever `sliceMs` have passed between two
   * symbols: a book of thousands of symbols is revalued without holding up other requests. The
   * caller keeps the state to itself until it resolves (nothing else may change it meanwhile).
   */
  async rebuildInSlices(pause: () => Promise<void>, sliceMs: number): Promise<DailySeries> {
    let since = performance.now();
    for (const _ of this.#rebuildSteps()) {
      if (performance.now() - since < sliceMs) continue;
      await pause();
      since = performance.now();
    }
    return this.series;
  }

  /** The rebuild, pausing (yield) after each symbol's pass. */
  *#rebuildSteps(): Generator<void> {
    const from = this.#dirtyFrom;
    if (from === Number.POSITIVE_INFINITY) return;
    this.#dirtyFrom = Number.POSITIVE_INFINITY;
    const series = this.series;
    const keep = lowerBound(series.days, from);
    for (const column of Object.values(series)) column.length = keep;
    const ledger = this.#ledger;
    const start = Math.max(from, ledger.days[0] ?? Number.POSITIVE_INFINITY);
    if (start <= this.until) yield* this.#sweep(start, this.until);
    extendGrowth(series, keep);
    this.lastRecomputedDays = series.days.length - keep;
  }

  *#sweep(start: number, end: number): Generator<void> {
    const ledger = this.#ledger;
    const tracks = [...this.#tracks.values()];
    // Valuation days: every activity day, and every close of a symbol held at that close.
    const marks = new Uint8Array(end - start + 1);
    for (let i = lowerBound(ledger.days, start); i < ledger.days.length && ledger.days[i]! <= end; i++) {
      marks[ledger.days[i]! - start] = 1;
    }
    // A symbol marks only its days from its first trade on; once one held throughout has marked
    // all the days of its calendar from some day on, a symbol on that calendar first traded on
    // that day or later has nothing new to mark.
    const calendars = new Calendars();
    const markedFrom = new Map<Int32Array, number>();
    for (const track of tracks) {
      const { priceDays, changeDays, quantity } = track;
      const calendar = calendars.of(priceDays);
      const from = Math.max(start, changeDays[0] ?? Number.POSITIVE_INFINITY);
      if ((markedFrom.get(calendar) ?? Number.POSITIVE_INFINITY) <= from) continue;
      if (changeDays.length > 0 && quantity.every((held) => Math.abs(held) > HELD)) {
        markedFrom.set(calendar, Math.min(markedFrom.get(calendar) ?? Number.POSITIVE_INFINITY, from));
      }
      let change = upperBound(changeDays, start) - 1;
      for (let p = lowerBound(priceDays, start); p < priceDays.length && priceDays[p]! <= end; p++) {
        const day = priceDays[p]!;
        while (change + 1 < changeDays.length && changeDays[change + 1]! <= day) change++;
        if (change >= 0 && Math.abs(quantity[change]!) > HELD) marks[day - start] = 1;
      }
      yield;
    }

    // The valuation days in order, then per day the flows and the cash (one pass over the ledger).
    let count = 0;
    for (let offset = 0; offset < marks.length; offset++) if (marks[offset] === 1) count++;
    const valued = new Int32Array(count);
    for (let offset = 0, k = 0; offset < marks.length; offset++) if (marks[offset] === 1) valued[k++] = start + offset;
    const dayInflows = new Float64Array(count);
    const dayOutflows = new Float64Array(count);
    const dayCash = new Float64Array(count);
    let entry = lowerBound(ledger.days, start);
    const { days, values, inflows, outflows, cash: balances } = this.series;
    // Every activity day before `start` is a valuation day, so the last one kept holds the balance.
    let cash = balances.at(-1) ?? 0;
    for (let k = 0; k < count; k++) {
      const day = valued[k]!;
      let inflow = 0;
      let outflow = 0;
      if (ledger.days[entry] === day) {
        inflow = ledger.inflows[entry]!;
        outflow = ledger.outflows[entry]!;
        cash += ledger.cash[entry]!;
        entry++;
        // Buys the recorded cash cannot pay for were paid from outside the list: an implicit
        // deposit. Letting cash go negative would value the list as leveraged (docs/returns.md).
        if (cash < 0) {
          inflow -= cash;
          cash = 0;
        }
      }
      dayInflows[k] = inflow;
      dayOutflows[k] = outflow;
      dayCash[k] = cash;
    }
    // Day values: the cash, then each symbol's holding added in turn, one symbol at a time over
    // its days (typed arrays, two cursors): the same sums in the same order as day by day, at a
    // fraction of the cost for thousands of symbols.
    const dayValues = Float64Array.from(dayCash);
    const closeAt = new Map<Int32Array, Int32Array>();
    for (const track of tracks) {
      const calendar = calendars.of(track.priceDays);
      let at = closeAt.get(calendar);
      if (!at) closeAt.set(calendar, (at = lastCloseIndexes(calendar, valued)));
      this.#addHoldings(track, valued, dayValues, at);
      yield;
    }
    for (let k = 0; k < count; k++) {
      days.push(valued[k]!);
      values.push(dayValues[k]!);
      inflows.push(dayInflows[k]!);
      outflows.push(dayOutflows[k]!);
      balances.push(dayCash[k]!);
    }
  }

  /**
   * Adds the track's holding at each valuation day's last close to that day's value: one run of
   * days per change of the quantity held, each day's close found through `closeAt` (shared by the
   * symbols of one calendar).
   */
  #addHoldings(track: Track, valued: Int32Array, dayValues: Float64Array, closeAt: Int32Array): void {
    const { changeDays, quantity, closes } = track;
    for (let change = 0; change < changeDays.length; change++) {
      const held = quantity[change]!;
      if (Math.abs(held) <= HELD) continue;
      const from = lowerBound(valued, changeDays[change]!);
      const to = change + 1 < changeDays.length ? lowerBound(valued, changeDays[change + 1]!) : valued.length;
      // Days before the symbol's first close come first (closeAt only grows): then a plain loop.
      let k = from;
      for (; k < to && closeAt[k]! < 0; k++) dayValues[k]! += held * this.#price(track, change, closeAt[k]!);
      for (; k < to; k++) dayValues[k]! += held * closes[closeAt[k]!]!;
    }
  }

  /**
   * The last close on or before the day. A trade on a day without a close (a weekend sale) does
   * not price the shares still held: its amount is net of fees, not a market price. Only before
   * the symbol's first close does the trade's own price stand in.
   */
  #price(track: Track, change: number, price: number): number {
    if (price >= 0) return track.closes[price]!;
    const traded = track.tradedQuantity[change]!;
    return traded === 0 ? 0 : track.traded[change]! / traded;
  }
}

/**
 * One array for each distinct array of price days: symbols on one calendar have equal ones (the
 * market cache often hands out the very same array), so what is worked out from the days is
 * worked out once per calendar.
 */
class Calendars {
  readonly #known = new Map<string, Int32Array[]>();

  of(days: Int32Array): Int32Array {
    const key = `${days.length} ${days[0]} ${days.at(-1)}`;
    const alike = this.#known.get(key) ?? [];
    const found = alike.find((known) => known === days || sameDays(known, days));
    if (found) return found;
    alike.push(days);
    this.#known.set(key, alike);
    return days;
  }
}

/** For each valuation day, the index of the last of `days` on or before it (-1: none yet). */
function lastCloseIndexes(days: Int32Array, valued: Int32Array): Int32Array {
  const at = new Int32Array(valued.length);
  for (let k = 0, price = -1; k < valued.length; k++) {
    while (price + 1 < days.length && days[price + 1]! <= valued[k]!) price++;
    at[k] = price;
  }
  return at;
}

function sameDays(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The daily valuation series of a whole activity list (a one-off; ReturnsCalculator keeps the state). */
export function buildDailySeries(input: ValuationInput): DailySeries {
  const state = new PortfolioState(input.prices, input.until, input.cashMode);
  state.apply(input.activities);
  return state.rebuild();
}
