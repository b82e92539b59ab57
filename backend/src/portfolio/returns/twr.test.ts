import { describe, expect, it } from 'vitest';
import { priceTable } from './test-fixtures.ts';
import { annualize, annualizedTimeWeightedReturn, subPeriodReturn, timeWeightedReturn, trailingReturns } from './twr.ts';
import { buildDailySeries, type Activity } from './valuation.ts';

describe('daily sub-period return', () => {
  it('invests inflows at the start of the day', () => {
    // Nothing held, buy for 1000, worth 1020 at the close: (1020 - 0 - 1000) / (0 + 1000) = +2%.
    expect(subPeriodReturn(0, 1020, 1000, 0)).toBeCloseTo(0.02, 12);
  });

  it('takes outflows out at the end of the day, at what they fetched', () => {
    // Worth 100 at yesterday's close, everything sold today for 99: (0 + 99 - 100) / 100 = -1%.
    // (Netting the sale at the start, (0 - 100 + 99) / (100 - 99), would say -100%.)
    expect(subPeriodReturn(100, 0, 0, 99)).toBeCloseTo(-0.01, 12);
    // Half sold for 50.5 on a day the price went 100 -> 101, the rest worth 50.5: (50.5 + 50.5 - 100) / 100 = +1%.
    expect(subPeriodReturn(100, 50.5, 0, 50.5)).toBeCloseTo(0.01, 12);
  });

  it('skips days with nothing invested at the start', () => {
    expect(subPeriodReturn(0, 0, 0, 0)).toBeNull();
    expect(subPeriodReturn(-50, 10, 0, 0)).toBeNull();
  });

  it('leaves a day out of the chain when nothing was invested at its start', () => {
    // A grant of 1 A for nothing (amount 0) into an empty list: value 100, base 0 + 0 -> skipped.
    // 01-05 A 110: r = 110/100 - 1 = +10%. Growth 1, 1.1.
    const series = buildDailySeries({
      activities: [{ date: '2021-01-04', kind: 'buy', symbol: 'A', quantity: 1, amount: 0 }],
      prices: priceTable({ A: { '2021-01-04': 100, '2021-01-05': 110 } }),
      until: '2021-01-05',
      cashMode: 'holdings',
    });
    expect(series.values).toEqual([100, 110]);
    series.growth.forEach((g, i) => expect(g).toBeCloseTo([1, 1.1][i]!, 12));
  });
});

describe('time-weighted return over a period', () => {
  // Buy 10 S for 1000 on 2021-01-04; values 1000, 1050, 990, 1100 -> growth 1, 1.05, 0.99, 1.10.
  const series = buildDailySeries({
    activities: [{ date: '2021-01-04', kind: 'buy', symbol: 'S', quantity: 10, amount: 1000 }],
    prices: priceTable({ S: { '2021-01-04': 100, '2021-01-05': 105, '2021-01-06': 99, '2022-01-04': 110 } }),
    until: '2022-01-04',
    cashMode: 'holdings',
  });

  it('chain-links since inception, or from the close of `from` to the close of `to`', () => {
    expect(timeWeightedReturn(series)).toBeCloseTo(0.1, 12);
    expect(timeWeightedReturn(series, '2020-01-01')).toBeCloseTo(0.1, 12); // before inception: since inception
    expect(timeWeightedReturn(series, '2021-01-05', '2021-01-06')).toBeCloseTo(0.99 / 1.05 - 1, 12);
    // A weekend date reads the close before it: 01-09 -> 01-06 (0.99); 2022-01-04 -> 1.10. 1.10 / 0.99 - 1.
    expect(timeWeightedReturn(series, '2021-01-09')).toBeCloseTo(1.1 / 0.99 - 1, 12);
  });

  it('annualises only periods of a year or more', () => {
    // 2021-01-04 -> 2022-01-04 is 365 days: (1.10)^(365/365) - 1 = 10%.
    expect(annualizedTimeWeightedReturn(series)).toBeCloseTo(0.1, 12);
    // 01-04 -> 01-06 is 2 days: the plain -1%, not (0.99)^(365/2) - 1 = -84%.
    expect(annualizedTimeWeightedReturn(series, undefined, '2021-01-06')).toBeCloseTo(-0.01, 12);
  });

  it('annualize: (1 + R)^(365 / days) - 1 from 365 days on', () => {
    expect(annualize(0.21, 730)).toBeCloseTo(0.1, 12); // 1.21^(1/2) = 1.1
    expect(annualize(0.331, 1095)).toBeCloseTo(0.1, 12); // 1.331^(1/3) = 1.1
    expect(annualize(0.1, 365)).toBeCloseTo(0.1, 12);
    expect(annualize(0.1, 364)).toBe(0.1);
    expect(annualize(-1, 800)).toBe(-1);
  });
});

describe('trailing returns', () => {
  // S: 2021-01-01 100, 2021-12-31 200, 2022-01-01 200, 2022-07-01 150, 2023-01-01 120.
  // Buy 1 for 100 on 2021-01-01, 5 more for 1000 on 2022-01-01. Values and growth:
  //   2021-01-01   100  growth 1
  //   2021-12-31   200  x 200/100                        = 2
  //   2022-01-01  1200  x (1 + (1200 - 200 - 1000)/(200 + 1000)) = 2
  //   2022-07-01   900  x 900/1200                       = 1.5
  //   2023-01-01   720  x 720/900                        = 1.2
  const activities: Activity[] = [
    { date: '2021-01-01', kind: 'buy', symbol: 'S', quantity: 1, amount: 100 },
    { date: '2022-01-01', kind: 'buy', symbol: 'S', quantity: 5, amount: 1000 },
  ];
  const prices = priceTable({ S: { '2021-01-01': 100, '2021-12-31': 200, '2022-01-01': 200, '2022-07-01': 150, '2023-01-01': 120 } });
  const series = buildDailySeries({ activities, prices, until: '2023-01-01', cashMode: 'holdings' });

  it('measures each window from the close N months before the valuation date; null when the history is shorter', () => {
    expect(trailingReturns(series, '2023-01-01')).toEqual({
      sixMonth: expect.closeTo(1.2 / 1.5 - 1, 12), // from 2022-07-01: -20%
      oneYear: expect.closeTo(1.2 / 2 - 1, 12), // from 2022-01-01: -40%
      threeYear: null, // would start 2020-01-01, before the first activity
      fiveYear: null,
      tenYear: null,
    });
  });

  it('accepts a history exactly as long as the window', () => {
    // until 2022-01-01, one year back is 2022-01-01 - 12 months = 2021-01-01, the first day: 2 / 1 - 1.
    expect(trailingReturns(series, '2022-01-01').oneYear).toBeCloseTo(1, 12);
    expect(trailingReturns(series, '2021-12-31').oneYear).toBeNull();
  });

  it('can annualise windows of a year or more', () => {
    const annual = trailingReturns(series, '2023-01-01', { annualize: true });
    expect(annual.sixMonth).toBeCloseTo(-0.2, 12);
    expect(annual.oneYear).toBeCloseTo(-0.4, 12);
  });
});
