import type { PortfolioItem, PortfolioSummary } from '@folio/contracts';
import type { CachedMarketData } from '../market/cache.ts';
import { roundMoney } from './lots.ts';
import type { TransactionDoc } from './projection.ts';
import { ReturnsCalculator, type Activity, type CashMode, type PriceSeries } from './returns/index.ts';

const MAX_CACHED_BOOKS = 500;

/** A transaction of the ledger as the returns engine sees it; undated rows cannot be placed. */
export function toActivity(row: TransactionDoc): Activity | null {
  if (!row.date) return null;
  if (row.kind === 'buy' || row.kind === 'sell') {
    return { date: row.date, kind: row.kind, symbol: row.symbol!, quantity: row.quantity!, amount: row.amount };
  }
  return { date: row.date, kind: row.kind, amount: row.amount };
}

interface Book {
  calculator: ReturnsCalculator;
  activities: Map<string, Activity>;
  /** The ledger rows the activities came from: an unchanged row is the same (frozen) object. */
  rows: Map<string, TransactionDoc>;
  mode: CashMode;
  until: string;
}

/**
 * Keeps one returns calculator per list view, so the next summary after a new (even back-dated)
 * activity only recomputes from that activity's date. Activities are diffed by transaction id:
 * added rows are added, removed or edited rows removed (and re-added).
 */
export class ReturnsBooks {
  readonly #books = new Map<string, Book>();
  readonly #prices = new Map<string, PriceSeries>();
  readonly #market: CachedMarketData;

  constructor(market: CachedMarketData) {
    this.#market = market;
  }

  async summary(key: string, ledger: TransactionDoc[], until: string) {
    const previous = this.#books.get(key);
    const activities = new Map<string, Activity>();
    const rows = new Map<string, TransactionDoc>();
    for (const row of ledger) {
      rows.set(row._id, row);
      // The embedded read store hands out the same frozen document until it changes.
      const activity = previous?.rows.get(row._id) === row && previous.until === until ? previous.activities.get(row._id) : toActivity(row);
      if (activity && activity.date <= until) activities.set(row._id, activity);
    }
    const mode: CashMode = ledger.some((row) => row.kind === 'deposit' || row.kind === 'withdrawal') ? 'cash' : 'holdings';
    await this.#loadPrices([...activities.values()], until);

    let book = this.#books.get(key);
    if (!book || book.mode !== mode) {
      book = { calculator: new ReturnsCalculator({ activities: [...activities.values()], prices: (symbol) => this.#prices.get(symbol), until, cashMode: mode }), activities, rows, mode, until };
      this.#remember(key, book);
      return book.calculator.summary();
    }
    if (book.until !== until) {
      book.calculator.setUntil(until);
      book.until = until;
    }
    const removed: Activity[] = [];
    for (const [id, activity] of book.activities) {
      const now = activities.get(id);
      if (now !== activity && (now === undefined || !same(now, activity))) removed.push(activity);
    }
    const added: Activity[] = [];
    for (const [id, activity] of activities) {
      const before = book.activities.get(id);
      if (before !== activity && (before === undefined || !same(before, activity))) added.push(activity);
    }
    for (const activity of removed) book.calculator.remove(activity);
    if (added.length > 0) book.calculator.addMany(added);
    book.activities = activities;
    book.rows = rows;
    return book.calculator.summary();
  }

  async #loadPrices(activities: Activity[], until: string) {
    const first = new Map<string, string>();
    for (const activity of activities) {
      if (!activity.symbol) continue;
      const known = first.get(activity.symbol);
      if (!known || activity.date < known) first.set(activity.symbol, activity.date);
    }
    await Promise.all(
      [...first].map(async ([symbol, from]) => {
        const cached = this.#prices.get(symbol);
        if (cached && cached.dates[0]! <= from && cached.dates.at(-1)! >= until) return;
        const history = await this.#market
          .history(symbol, { from: new Date(`${from}T00:00:00Z`), to: new Date(`${until}T00:00:00Z`), interval: '1d' })
          .catch(() => null);
        if (history) this.#prices.set(symbol, { dates: history.value.map((row) => row.t.slice(0, 10)), closes: history.value.map((row) => row.c) });
      }),
    );
  }

  #remember(key: string, book: Book) {
    this.#books.delete(key);
    this.#books.set(key, book);
    if (this.#books.size > MAX_CACHED_BOOKS) this.#books.delete(this.#books.keys().next().value!);
  }
}

const same = (a: Activity, b: Activity) =>
  a.date === b.date && a.kind === b.kind && a.amount === b.amount && a.symbol === b.symbol && a.quantity === b.quantity;

const percent = (fraction: number | null) => (fraction === null ? null : Math.round(fraction * 10_000) / 100);

/** The summary cards: values from the holdings, returns from the ledger (docs/returns.md). */
export function toSummary(
  items: PortfolioItem[],
  ledger: TransactionDoc[],
  returns: Awaited<ReturnType<ReturnsBooks['summary']>>,
  asOf: string | null,
): PortfolioSummary {
  const held = items.filter((item) => item.quantity > 0);
  const totalValue = roundMoney(held.reduce((sum, item) => sum + (item.totalValue ?? 0), 0));
  const totalCost = roundMoney(held.reduce((sum, item) => sum + (item.costBasis ?? 0), 0));
  const totalGainLoss = roundMoney(totalValue - totalCost);
  const cash = ledger.some((row) => row.kind === 'deposit' || row.kind === 'withdrawal');
  const cashBalance = cash
    ? roundMoney(ledger.reduce((sum, row) => sum + ({ deposit: 1, sell: 1, withdrawal: -1, buy: -1 }[row.kind] * row.amount), 0))
    : null;
  const trailing = returns.timeWeighted.trailing;
  const periods = {
    sixMonth: percent(trailing.sixMonth),
    oneYear: percent(trailing.oneYear),
    threeYear: percent(trailing.threeYear),
    fiveYear: percent(trailing.fiveYear),
    tenYear: percent(trailing.tenYear),
  };
  return {
    totalValue,
    totalCost,
    totalGainLoss,
    totalGainLossPercent: totalCost > 0 ? Math.round((totalGainLoss / totalCost) * 10_000) / 100 : 0,
    realizedGain: roundMoney(items.reduce((sum, item) => sum + item.realizedGain, 0)),
    cashBalance,
    annualizedReturn: percent(returns.moneyWeighted.annualized),
    timeBasedReturns: periods,
    returns: {
      timeWeighted: { total: percent(returns.timeWeighted.total), annualized: percent(returns.timeWeighted.annualized), periods },
      moneyWeighted: { annualized: percent(returns.moneyWeighted.annualized) },
      from: returns.start,
      to: returns.until,
      mode: cash ? 'cash' : 'holdings',
    },
    positions: held.length,
    asOf,
  };
}
