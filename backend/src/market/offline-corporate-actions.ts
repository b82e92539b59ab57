/**
 * The offline universe's dividends and splits. Splits are the real ones (dates and ratios as
 * Yahoo lists them); the offline price walks have no jumps, so they are already split-adjusted,
 * like Yahoo's adjusted closes. Dividends are deterministic: four a year, on weekdays near the
 * payer's real ex-dividend months, per share in today's (split-adjusted) shares, at the real
 * 2024 rate and growing a fixed percentage a year, so older payments are smaller.
 */
import type { DividendPayment, StockSplit } from './provider.ts';

const SPLITS: Readonly<Record<string, readonly StockSplit[]>> = {
  AAPL: [
    { date: '2005-02-28', numerator: 2, denominator: 1 },
    { date: '2014-06-09', numerator: 7, denominator: 1 },
    { date: '2020-08-31', numerator: 4, denominator: 1 },
  ],
  NVDA: [
    { date: '2021-07-20', numerator: 4, denominator: 1 },
    { date: '2024-06-10', numerator: 10, denominator: 1 },
  ],
  TSLA: [
    { date: '2020-08-31', numerator: 5, denominator: 1 },
    { date: '2022-08-25', numerator: 3, denominator: 1 },
  ],
  AMZN: [{ date: '2022-06-06', numerator: 20, denominator: 1 }],
  GOOGL: [{ date: '2022-07-18', numerator: 20, denominator: 1 }],
  GOOG: [{ date: '2022-07-18', numerator: 20, denominator: 1 }],
  AVGO: [{ date: '2024-07-15', numerator: 10, denominator: 1 }],
};

interface Payer {
  /** Months (1-12) of the ex-dividend dates. */
  months: readonly number[];
  /** Day of the month the ex-date is near (moved to the Friday before when it falls on a weekend). */
  day: number;
  /** Quarterly dividend per share in 2024. */
  perShare2024: number;
  /** Yearly growth of the dividend. */
  growth: number;
  /** First year with a dividend. */
  since: number;
}

const PAYERS: Readonly<Record<string, Payer>> = {
  AAPL: { months: [2, 5, 8, 11], day: 9, perShare2024: 0.25, growth: 0.05, since: 2012 },
  MSFT: { months: [2, 5, 8, 11], day: 15, perShare2024: 0.75, growth: 0.1, since: 2003 },
  KO: { months: [3, 6, 9, 11], day: 14, perShare2024: 0.485, growth: 0.045, since: 1990 },
  JNJ: { months: [2, 5, 8, 11], day: 20, perShare2024: 1.24, growth: 0.055, since: 1990 },
  PG: { months: [1, 4, 7, 10], day: 19, perShare2024: 1.0065, growth: 0.05, since: 1990 },
  PEP: { months: [3, 6, 9, 12], day: 6, perShare2024: 1.355, growth: 0.07, since: 1990 },
};

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day in that month, moved back to Friday when it is a Saturday or Sunday. */
function weekday(year: number, month: number, day: number): string {
  const time = Date.UTC(year, month - 1, day);
  const weekDay = new Date(time).getUTCDay();
  return iso(time - (weekDay === 6 ? 1 : weekDay === 0 ? 2 : 0) * 86_400_000);
}

export function offlineSplits(symbol: string, from: string, to: string): StockSplit[] {
  return (SPLITS[symbol] ?? []).filter((split) => split.date >= from && split.date <= to).map((split) => ({ ...split }));
}

export function offlineDividends(symbol: string, from: string, to: string): DividendPayment[] {
  const payer = PAYERS[symbol];
  if (!payer) return [];
  const payments: DividendPayment[] = [];
  const first = Math.max(payer.since, Number(from.slice(0, 4)));
  for (let year = first; year <= Number(to.slice(0, 4)); year++) {
    // Raised once a year, with the first payment of the year; kept to the tenth of a cent.
    const perShare = Math.round(payer.perShare2024 * (1 + payer.growth) ** (year - 2024) * 10_000) / 10_000;
    for (const month of payer.months) {
      const exDate = weekday(year, month, payer.day);
      if (exDate >= from && exDate <= to) payments.push({ exDate, amount: perShare });
    }
  }
  return payments;
}
