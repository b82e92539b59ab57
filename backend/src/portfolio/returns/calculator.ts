/**
 * The returns of one portfolio, kept up to date incrementally: a change dated D revalues the days
 * from D on and chain-links the growth index from there; XIRR is re-solved on the per-day flows
 * (a few thousand terms at most, however many activities). Definitions: docs/returns.md.
 */
import { toDay, toIsoDate } from '../../shared/days.ts';
import { annualize, timeWeightedReturn, trailingReturns, type TrailingReturns } from './twr.ts';
import { checked, PortfolioState, type Activity, type DailySeries, type StateFootprint, type ValuationInput } from './valuation.ts';
import { xirrByDay } from './xirr.ts';

export type ReturnsInput = ValuationInput;

export interface ReturnsSummary {
  /** First activity day on or before `until` (inception); null when there is none. */
  start: string | null;
  /** Valuation date. */
  until: string;
  /** Calendar days from `start` to `until`. */
  days: number;
  /** Portfolio value at `until`: holdings at the last close (+ the cash balance in 'cash' mode). */
  value: number;
  /** External inflows minus outflows up to `until` (buys - sells, or deposits - withdrawals). */
  netInvested: number;
  /**
   * The cash balance at `until` the returns were computed with ('cash' mode; 0 in 'holdings'
   * mode): never below zero, buys the recorded cash could not pay for count as implicit deposits.
   */
  cash: number;
  timeWeighted: {
    /** Cumulative time-weighted return since inception, as a fraction (0.12 = +12%). */
    total: number | null;
    /** `total` as a yearly rate when the history is at least 365 days, else `total` itself. */
    annualized: number | null;
    /** Cumulative (not annualised) time-weighted returns over the trailing windows; null when the history is shorter. */
    trailing: TrailingReturns;
  };
  moneyWeighted: {
    /** XIRR: the yearly rate that zeroes the NPV of the flows and the final value. */
    xirr: number | null;
    /** XIRR when the history is at least 365 days; shorter, the matching period rate (1 + xirr)^(days/365) - 1. */
    annualized: number | null;
  };
}

const NO_TRAILING: TrailingReturns = { sixMonth: null, oneYear: null, threeYear: null, fiveYear: null, tenYear: null };

export class ReturnsCalculator {
  #state: PortfolioState;
  #summary: ReturnsSummary | null = null;

  constructor(input: ReturnsInput) {
    this.#state = new PortfolioState(input.prices, input.until, input.cashMode);
    this.#state.apply(input.activities);
  }

  /** Adds an activity, possibly back-dated; the next read recomputes from its date only. */
  add(activity: Activity): void {
    this.addMany([activity]);
  }

  /** Adds several (an import); the next read recomputes once, from the earliest date. */
  addMany(activities: readonly Activity[]): void {
    this.#state.apply(activities);
    this.#summary = null;
  }

  /**
   * addMany for a whole ledger, with turns of the event loop (`pause`) every `sliceMs`: the
   * activities are checked (a bad one throws before any is applied), put in date order (stable,
   * as addMany sorts) and applied in consecutive runs: the very sequence addMany applies.
   */
  async addManyInSlices(activities: readonly Activity[], pause: () => Promise<void>, sliceMs: number): Promise<void> {
    const days = activities.map(checked);
    const sorted = activities.map((_, i) => i).sort((a, b) => days[a]! - days[b]!).map((i) => activities[i]!);
    let since = performance.now();
    for (let from = 0; from < sorted.length; from += 256) {
      this.#state.apply(sorted.slice(from, from + 256));
      this.#summary = null;
      if (performance.now() - since >= sliceMs) {
        await pause();
        since = performance.now();
      }
    }
  }

  /** Takes back an activity previously added (same date, kind, symbol, quantity and amount). An edit is remove + add. */
  remove(activity: Activity): void {
    this.#state.apply([activity], -1);
    this.#summary = null;
  }

  /** Moves the valuation date (e.g. to today, or to an `asOf` date); only the days between the two dates are touched. */
  setUntil(until: string): void {
    this.#state.setUntil(until);
    this.#summary = null;
  }

  /** New closes arrived (or were corrected) on or after `from`: reads the price lookup again and revalues from there. */
  refreshPrices(from: string): void {
    this.#state.refreshPrices(toDay(from));
    this.#summary = null;
  }

  /**
   * Brings the valuation up to date with turns of the event loop (`pause`) every `sliceMs`, so
   * that `summary()` and `series()` then answer at once. Nothing may change the calculator until
   * it resolves.
   */
  async ready(pause: () => Promise<void>, sliceMs: number): Promise<void> {
    await this.#state.rebuildInSlices(pause, sliceMs);
  }

  /** The daily valuation series (shared, not a copy: do not mutate). */
  series(): DailySeries {
    return this.#state.rebuild();
  }

  /** What the calculator holds, counted (returns-books.ts sizes its cache of calculators by it). */
  footprint(): StateFootprint {
    return this.#state.footprint();
  }

  /** Valuation days recomputed by the last refresh (how incremental the last change was). */
  get lastRecomputedDays(): number {
    return this.#state.lastRecomputedDays;
  }

  summary(): ReturnsSummary {
    if (this.#summary) return this.#summary;
    const series = this.#state.rebuild();
    const untilDay = this.#state.until;
    const until = toIsoDate(untilDay);
    const count = series.days.length;
    if (count === 0) {
      this.#summary = {
        start: null, until, days: 0, value: 0, netInvested: 0, cash: 0,
        timeWeighted: { total: null, annualized: null, trailing: { ...NO_TRAILING } },
        moneyWeighted: { xirr: null, annualized: null },
      };
      return this.#summary;
    }
    const startDay = series.days[0]!;
    const days = untilDay - startDay;
    const value = series.values[count - 1]!;

    // Investor's view for XIRR: money in is negative, money out and the final value positive.
    const flowDays: number[] = [];
    const flowAmounts: number[] = [];
    let netInvested = 0;
    for (let i = 0; i < count; i++) {
      const net = series.outflows[i]! - series.inflows[i]!;
      netInvested -= net;
      if (net === 0) continue;
      flowDays.push(series.days[i]!);
      flowAmounts.push(net);
    }
    flowDays.push(untilDay);
    flowAmounts.push(value);
    const xirr = xirrByDay(flowDays, flowAmounts);

    const total = timeWeightedReturn(series);
    this.#summary = {
      start: toIsoDate(startDay),
      until,
      days,
      value,
      netInvested,
      cash: series.cash[count - 1] ?? 0,
      timeWeighted: {
        total,
        annualized: total === null ? null : annualize(total, days),
        trailing: trailingReturns(series, until),
      },
      moneyWeighted: {
        xirr,
        annualized: xirr === null ? null : days >= 365 ? xirr : (1 + xirr) ** (days / 365) - 1,
      },
    };
    return this.#summary;
  }
}

/** One-off summary of an activity list (no state kept). */
export function computeReturns(input: ReturnsInput): ReturnsSummary {
  return new ReturnsCalculator(input).summary();
}
