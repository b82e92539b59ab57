import { describe, expect, it } from 'vitest';
import { ReturnsCalculator, computeReturns, type ReturnsSummary } from './calculator.ts';
import { toDay } from '../../shared/days.ts';
import { priceTable, randomPortfolio } from './test-fixtures.ts';
import type { Activity, CashMode, DailySeries } from './valuation.ts';

describe('returns summary, hand-computed', () => {
  it('single buy and a price move: TWR, XIRR and annualised all 10% over exactly a year', () => {
    // Buy 10 S for 1000 on 2021-01-04; S closes at 110 on 2022-01-04 (365 days later): value 1100.
    // TWR: 1000 -> 1050 -> 990 -> 1100 chain-links to 1100/1000 - 1 = 10%; 365 days: annualised = 10%.
    // XIRR: -1000 + 1100/(1 + r)^1 = 0 -> r = 10%.
    const summary = computeReturns({
      activities: [{ date: '2021-01-04', kind: 'buy', symbol: 'S', quantity: 10, amount: 1000 }],
      prices: priceTable({ S: { '2021-01-04': 100, '2021-01-05': 105, '2021-01-06': 99, '2022-01-04': 110 } }),
      until: '2022-01-04',
      cashMode: 'holdings',
    });
    expect(summary).toMatchObject({ start: '2021-01-04', until: '2022-01-04', days: 365, value: 1100, netInvested: 1000 });
    expect(summary.timeWeighted.total).toBeCloseTo(0.1, 12);
    expect(summary.timeWeighted.annualized).toBeCloseTo(0.1, 12);
    expect(summary.moneyWeighted.xirr).toBeCloseTo(0.1, 10);
    expect(summary.moneyWeighted.annualized).toBeCloseTo(0.1, 10);
  });

  describe('cash mode: the same stock, different flow timing', () => {
    // S: 2021-01-01 100, 2021-12-31 50, 2022-01-01 50, 2023-01-01 120 (2021-01-01 -> 2022-01-01 -> 2023-01-01: 365 + 365 days).
    const prices = priceTable({ S: { '2021-01-01': 100, '2021-12-31': 50, '2022-01-01': 50, '2023-01-01': 120 } });
    const run = (activities: Activity[]) => computeReturns({ activities, prices, until: '2023-01-01', cashMode: 'cash' });

    it('adding money at the low: TWR 20%, XIRR 46.2%', () => {
      // Deposit 1000 and buy 10 at 100; a year later deposit 1000 and buy 20 at 50. End: 30 x 120 = 3600.
      // TWR: 2021-01-01 (1000 - 0 - 1000)/1000 = 0; 2021-12-31 500/1000 - 1 = -50%;
      //      2022-01-01 (1500 - 500 - 1000)/(500 + 1000) = 0; 2023-01-01 3600/1500 - 1 = +140%.
      //      0.5 x 2.4 - 1 = +20%.
      // XIRR: -1000, -1000, +3600 at t = 0, 1, 2: x^2 + x - 3.6 = 0 (x = 1 + r) -> x = (-1 + sqrt(15.4))/2 -> r = 46.214%.
      const summary = run([
        { date: '2021-01-01', kind: 'deposit', amount: 1000 },
        { date: '2021-01-01', kind: 'buy', symbol: 'S', quantity: 10, amount: 1000 },
        { date: '2022-01-01', kind: 'deposit', amount: 1000 },
        { date: '2022-01-01', kind: 'buy', symbol: 'S', quantity: 20, amount: 1000 },
      ]);
      expect(summary.value).toBe(3600);
      expect(summary.timeWeighted.total).toBeCloseTo(0.2, 12);
      expect(summary.moneyWeighted.xirr).toBeCloseTo((-1 + Math.sqrt(15.4)) / 2 - 1, 10);
    });

    it('deposit, then a withdrawal at the low: same TWR 20%, XIRR -9.04%', () => {
      // Deposit 2000 and buy 20 at 100; a year later sell 10 at 50 and withdraw the 500. End: 10 x 120 = 1200.
      // TWR: 0; -50%; 2022-01-01 the withdrawal leaves at the end of the day: (500 + 500 - 1000)/1000 = 0;
      //      1200/500 - 1 = +140%. 0.5 x 2.4 - 1 = +20%: the flows' timing does not move it.
      // XIRR: -2000, +500, +1200 at t = 0, 1, 2: 2000 x^2 - 500 x - 1200 = 0
      //      -> x = (500 + sqrt(250000 + 9600000)) / 4000 = 0.9096178 -> r = -9.038%: same stock, worse timing.
      const summary = run([
        { date: '2021-01-01', kind: 'deposit', amount: 2000 },
        { date: '2021-01-01', kind: 'buy', symbol: 'S', quantity: 20, amount: 2000 },
        { date: '2022-01-01', kind: 'sell', symbol: 'S', quantity: 10, amount: 500 },
        { date: '2022-01-01', kind: 'withdrawal', amount: 500 },
      ]);
      expect(summary).toMatchObject({ value: 1200, netInvested: 1500 });
      expect(summary.timeWeighted.total).toBeCloseTo(0.2, 12);
      expect(summary.moneyWeighted.xirr).toBeCloseTo((500 + Math.sqrt(9_850_000)) / 4000 - 1, 10);
    });

    it('cash alone earns nothing either way', () => {
      // Deposit 1000, withdraw 400 half a year later, 600 left a year on: every day's return is 0,
      // and -1000 + 400 + 600 = 0 at r = 0, so XIRR = 0.
      const summary = run([
        { date: '2021-01-01', kind: 'deposit', amount: 1000 },
        { date: '2021-07-02', kind: 'withdrawal', amount: 400 },
      ]);
      expect(summary).toMatchObject({ value: 600, netInvested: 600 });
      expect(summary.timeWeighted.total).toBe(0);
      expect(summary.moneyWeighted.xirr).toBeCloseTo(0, 10);
    });
  });

  it('textbook case: TWR +20% while the money-weighted return is -32.5%', () => {
    // Buy 1 S at 100 on 2021-01-01; S doubles to 200 by 2021-12-31; on 2022-01-01 buy 5 more at 200
    // (1000); S falls 40% to 120 by 2023-01-01. Value 6 x 120 = 720.
    // TWR: +100% then -40%: 2 x 0.6 - 1 = +20%; over 730 days annualised: sqrt(1.2) - 1 = 9.54%.
    // XIRR: -100, -1000, +720 at t = 0, 1, 2: 100 x^2 + 1000 x - 720 = 0
    //   -> x = (-1000 + sqrt(1000000 + 288000)) / 200 = (-1000 + 1134.901) / 200 = 0.674505 -> r = -32.55%.
    // Most of the money arrived just before the fall: the investor lost while the strategy gained.
    const summary = computeReturns({
      activities: [
        { date: '2021-01-01', kind: 'buy', symbol: 'S', quantity: 1, amount: 100 },
        { date: '2022-01-01', kind: 'buy', symbol: 'S', quantity: 5, amount: 1000 },
      ],
      prices: priceTable({ S: { '2021-01-01': 100, '2021-12-31': 200, '2022-01-01': 200, '2023-01-01': 120 } }),
      until: '2023-01-01',
      cashMode: 'holdings',
    });
    expect(summary.timeWeighted.total).toBeCloseTo(0.2, 12);
    expect(summary.timeWeighted.annualized).toBeCloseTo(Math.sqrt(1.2) - 1, 12);
    expect(summary.moneyWeighted.xirr).toBeCloseTo((-1000 + Math.sqrt(1_288_000)) / 200 - 1, 10);
    expect(summary.moneyWeighted.annualized).toBe(summary.moneyWeighted.xirr);
    // Trailing: one year back (2022-01-01) the index stood at 2, now 1.2: -40%; six months back
    // (2022-07-01) reads the 2022-01-01 close too. Three years and more: history too short.
    expect(summary.timeWeighted.trailing).toEqual({
      sixMonth: expect.closeTo(-0.4, 12),
      oneYear: expect.closeTo(-0.4, 12),
      threeYear: null,
      fiveYear: null,
      tenYear: null,
    });
  });

  it('does not annualise under a year: the money-weighted figure becomes the period rate', () => {
    // 2021-01-04 -> 2021-07-05 is 182 days, 100 -> 110. TWR +10%, reported as is (not 1.1^(365/182) - 1).
    // XIRR is a yearly rate by definition: 1.1^(365/182) - 1 = 21.06%; annualized gives back
    // (1 + xirr)^(182/365) - 1 = 10%.
    const summary = computeReturns({
      activities: [{ date: '2021-01-04', kind: 'buy', symbol: 'S', quantity: 10, amount: 1000 }],
      prices: priceTable({ S: { '2021-01-04': 100, '2021-07-05': 110 } }),
      until: '2021-07-05',
      cashMode: 'holdings',
    });
    expect(summary.days).toBe(182);
    expect(summary.timeWeighted.annualized).toBeCloseTo(0.1, 12);
    expect(summary.moneyWeighted.xirr).toBeCloseTo(1.1 ** (365 / 182) - 1, 10);
    expect(summary.moneyWeighted.annualized).toBeCloseTo(0.1, 10);
    expect(summary.timeWeighted.trailing).toMatchObject({ sixMonth: expect.closeTo(0.1, 12), oneYear: null });
  });

  it('summarises an empty portfolio as nulls', () => {
    const summary = computeReturns({ activities: [], prices: priceTable({}), until: '2021-01-01', cashMode: 'cash' });
    expect(summary).toMatchObject({ start: null, value: 0, timeWeighted: { total: null }, moneyWeighted: { xirr: null } });
  });
});

describe('incremental recompute', () => {
  const closeTo = (actual: number[], expected: number[]) => {
    expect(actual.length).toBe(expected.length);
    actual.forEach((value, i) => expect(Math.abs(value - expected[i]!)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected[i]!))));
  };
  const sameSeries = (actual: DailySeries, expected: DailySeries) => {
    expect(actual.days).toEqual(expected.days);
    for (const column of ['values', 'inflows', 'outflows', 'growth'] as const) closeTo(actual[column], expected[column]);
  };
  const sameSummary = (actual: ReturnsSummary, expected: ReturnsSummary) => {
    const numbers = (s: ReturnsSummary) => [s.value, s.netInvested, s.timeWeighted.total, s.timeWeighted.annualized,
      ...Object.values(s.timeWeighted.trailing), s.moneyWeighted.xirr, s.moneyWeighted.annualized].map((n) => n ?? Number.NaN);
    expect(actual.start).toBe(expected.start);
    closeTo(numbers(actual).filter(Number.isFinite), numbers(expected).filter(Number.isFinite));
  };

  for (const cashMode of ['holdings', 'cash'] as CashMode[]) {
    const { prices, activities, until } = randomPortfolio(42, 8, 3 * 365, 800);
    const fresh = (list: Activity[], date = until) => new ReturnsCalculator({ activities: list, prices, until: date, cashMode });
    const backDated: Activity = { date: '2020-06-15', kind: 'buy', symbol: 'S3', quantity: 7, amount: 700 };

    it(`matches a full recompute after a back-dated activity, recomputing only from its date (${cashMode})`, () => {
      const calculator = fresh(activities);
      const before = calculator.summary();
      const total = calculator.lastRecomputedDays;
      calculator.add(backDated);
      const after = calculator.summary();
      const full = fresh([...activities, backDated]);
      sameSeries(calculator.series(), full.series());
      sameSummary(after, full.summary());
      expect(after.timeWeighted.total).not.toBe(before.timeWeighted.total);
      const suffix = calculator.series().days.filter((day) => day >= toDay(backDated.date)).length;
      expect(calculator.lastRecomputedDays).toBe(suffix);
      expect(suffix).toBeLessThan(total);
    });

    it(`takes an activity back out, and moves the valuation date either way (${cashMode})`, () => {
      const calculator = fresh(activities);
      calculator.add(backDated);
      calculator.summary();
      calculator.remove(backDated);
      sameSummary(calculator.summary(), fresh(activities).summary());
      calculator.setUntil('2020-03-31');
      sameSeries(calculator.series(), fresh(activities, '2020-03-31').series());
      calculator.setUntil(until);
      sameSummary(calculator.summary(), fresh(activities).summary());
    });

    it(`rejects a batch with a bad activity without applying any of it (${cashMode})`, () => {
      const calculator = fresh(activities);
      const before = calculator.summary();
      const bad = { date: '2020-13-01', kind: 'deposit', amount: 1 } as const;
      expect(() => calculator.addMany([backDated, bad])).toThrow(RangeError);
      expect(calculator.summary()).toEqual(before);
      sameSeries(calculator.series(), fresh(activities).series());
    });

    it(`adds an import in one go (${cashMode})`, () => {
      const calculator = fresh(activities.slice(0, 400));
      calculator.summary();
      calculator.addMany(activities.slice(400));
      sameSeries(calculator.series(), fresh(activities).series());
    });
  }
});

describe('price refresh', () => {
  it('revalues from the first changed close, as a fresh calculator would', () => {
    // S closes 100, 110, 120; a corrected close for 01-06 (130) arrives after the first summary.
    const closes: Record<string, number> = { '2021-01-04': 100, '2021-01-05': 110, '2021-01-06': 120 };
    const input = {
      activities: [{ date: '2021-01-04', kind: 'buy', symbol: 'S', quantity: 1, amount: 100 }] as Activity[],
      prices: priceTable({ S: closes }),
      until: '2021-01-06',
      cashMode: 'holdings' as const,
    };
    const calculator = new ReturnsCalculator(input);
    expect(calculator.summary().timeWeighted.total).toBeCloseTo(0.2, 12);
    closes['2021-01-06'] = 130;
    calculator.refreshPrices('2021-01-06');
    expect(calculator.summary()).toEqual(new ReturnsCalculator(input).summary());
    expect(calculator.summary().timeWeighted.total).toBeCloseTo(0.3, 12);
    expect(calculator.lastRecomputedDays).toBe(1); // only 01-06 was revalued
  });
});
