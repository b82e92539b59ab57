/**
 * The valuation's fast paths (symbols on one calendar share their valuation days and close
 * indexes; a symbol's value is added a run of days per change of the quantity held) against the
 * definition, day by day, over generated books of up to hundreds of symbols on three calendars, some
 * sold out, some sold short of what they held.
 */
import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../shared/days.ts';
import { buildDailySeries, type Activity } from './valuation.ts';

const FIRST = 18_000; // 2019-04-14
const calendars = [
  (day: number) => (day + 4) % 7 < 5, // weekdays
  (day: number) => (day + 4) % 7 < 5 && day % 11 !== 0, // weekdays with other holidays
  () => true, // every day (crypto)
];

function generated(seed: number, count: number, calendarCount = calendars.length) {
  const next = (below: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % below);
  const prices = new Map<string, { dates: string[]; days: Int32Array; closes: Float64Array; positive: true }>();
  const symbols = Array.from({ length: count }, (_, n) => `S${n}`);
  // As the market cache gives them: symbols on one calendar share one array of days (most here).
  const shared = calendars.map((open) => {
    const days: number[] = [];
    for (let day = FIRST; day < FIRST + 900; day++) if (open(day)) days.push(day);
    return Int32Array.from(days);
  });
  for (const symbol of symbols) {
    const calendar = next(calendarCount);
    const days = next(4) === 0 ? Int32Array.from(shared[calendar]!) : shared[calendar]!;
    prices.set(symbol, { dates: [], days, closes: Float64Array.from(days, () => 1 + next(50_000) / 100), positive: true });
  }
  const activities: Activity[] = [];
  for (const symbol of symbols) {
    if (next(3) === 0) {
      // Bought, then sold out entirely: held only in between.
      const bought = FIRST + next(400);
      const quantity = 1 + next(30);
      activities.push({ date: toIsoDate(bought), kind: 'buy', symbol, quantity, amount: quantity * 50 });
      activities.push({ date: toIsoDate(bought + 1 + next(400)), kind: 'sell', symbol, quantity, amount: quantity * 60 });
      continue;
    }
    for (let trades = 1 + next(count > 50 ? 4 : 2); trades > 0; trades--) {
      const date = toIsoDate(FIRST + next(880));
      const quantity = 1 + next(30);
      activities.push({ date, kind: next(4) === 0 ? 'sell' : 'buy', symbol, quantity, amount: quantity * (1 + next(300)) });
    }
  }
  return { activities, prices };
}

/** Valuation days by the definition: every activity day, and every close of a symbol held at that close. */
function daysByDefinition(activities: readonly Activity[], prices: ReturnType<typeof generated>['prices']): number[] {
  const days = new Set(activities.map((activity) => Number(new Date(`${activity.date}T00:00:00Z`)) / 86_400_000));
  for (const [symbol, { days: closeDays }] of prices) {
    const trades = activities.filter((activity) => activity.symbol === symbol);
    for (const day of closeDays) {
      const held = trades.reduce((sum, trade) => (Number(new Date(`${trade.date}T00:00:00Z`)) / 86_400_000 <= day ? sum + (trade.kind === 'sell' ? -1 : 1) * trade.quantity! : sum), 0);
      if (Math.abs(held) > 1e-9) days.add(day);
    }
  }
  return [...days].filter((day) => day <= FIRST + 900).sort((a, b) => a - b);
}

/** The value of each valuation day by the definition: every holding at its last close on or before the day. */
function valuesByDefinition(activities: readonly Activity[], prices: ReturnType<typeof generated>['prices'], days: readonly number[]): number[] {
  return days.map((day) => {
    let value = 0;
    const held = new Map<string, number>();
    for (const activity of activities) {
      if (Number(new Date(`${activity.date}T00:00:00Z`)) / 86_400_000 > day) continue;
      const sign = activity.kind === 'sell' ? -1 : 1;
      held.set(activity.symbol!, (held.get(activity.symbol!) ?? 0) + sign * activity.quantity!);
    }
    for (const [symbol, quantity] of held) {
      const { days: closeDays, closes } = prices.get(symbol)!;
      let last = -1;
      for (let i = 0; i < closeDays.length && closeDays[i]! <= day; i++) last = i;
      if (Math.abs(quantity) > 1e-9 && last >= 0) value += quantity * closes[last]!;
    }
    return value;
  });
}

describe('valuation of a book of hundreds of symbols', () => {
  it('values the days of a symbol bought after another on the same calendar was sold out', () => {
    const days = Int32Array.from({ length: 200 }, (_, n) => FIRST + n);
    const prices = new Map(['A', 'B'].map((symbol) => [symbol, { dates: [], days, closes: Float64Array.from(days, () => 10), positive: true as const }]));
    const series = buildDailySeries({
      activities: [
        { date: toIsoDate(FIRST + 10), kind: 'buy', symbol: 'A', quantity: 1, amount: 10 },
        { date: toIsoDate(FIRST + 50), kind: 'sell', symbol: 'A', quantity: 1, amount: 10 },
        { date: toIsoDate(FIRST + 20), kind: 'buy', symbol: 'B', quantity: 2, amount: 20 },
      ],
      prices: (symbol) => prices.get(symbol),
      until: toIsoDate(FIRST + 199),
      cashMode: 'holdings',
    });
    expect(series.days).toEqual([...days.slice(10)]);
    expect(series.values.at(-1)).toBe(20);
  });

  // Many symbols (activity on most days), and few (most valuation days come from holdings alone).
  // (Few symbols on the two weekday calendars only: a crypto holding would value every day.)
  it.each([
    [1, 250, 3], [2, 300, 3], [3, 12, 2], [4, 20, 2], [5, 8, 1],
  ])('matches the definition day by day (book %i, %i symbols on %i calendars)', (seed, count, calendarCount) => {
    const { activities, prices } = generated(seed, count, calendarCount);
    const series = buildDailySeries({ activities, prices: (symbol) => prices.get(symbol), until: toIsoDate(FIRST + 900), cashMode: 'holdings' });
    // Valuation days: every activity day and every close of a symbol held at that close.
    expect(series.days).toEqual(daysByDefinition(activities, prices));
    const sample = series.days.filter((_, index) => index % 37 === 0);
    const expected = valuesByDefinition(activities, prices, sample);
    const actual = series.days.flatMap((day, index) => (index % 37 === 0 ? [series.values[index]!] : []));
    actual.forEach((value, index) => expect(value).toBeCloseTo(expected[index]!, 6));
  });
});
