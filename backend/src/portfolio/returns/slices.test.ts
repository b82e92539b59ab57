import { describe, expect, it } from 'vitest';
import { ReturnsCalculator } from './calculator.ts';
import { randomPortfolio } from './test-fixtures.ts';
import { PortfolioState } from './valuation.ts';

describe('revaluing in slices (large books, other requests in between)', () => {
  it('gives the very series a synchronous rebuild gives, pausing between symbols', async () => {
    const { prices, activities, until } = randomPortfolio(7, 40, 900, 400);
    const whole = new PortfolioState(prices, until, 'cash');
    whole.apply(activities);
    const expected = structuredClone(whole.rebuild());

    const sliced = new PortfolioState(prices, until, 'cash');
    sliced.apply(activities);
    let pauses = 0;
    const series = await sliced.rebuildInSlices(async () => void (pauses += 1), 0);
    expect(series).toEqual(expected);
    expect(pauses).toBeGreaterThanOrEqual(40); // at least once per symbol with no time slice at all
  });

  it('leaves the calculator answering the same summary after more activities', async () => {
    const { prices, activities, until } = randomPortfolio(11, 25, 700, 300, '2020-01-01');
    const reference = new ReturnsCalculator({ activities, prices, until, cashMode: 'holdings' });
    const calculator = new ReturnsCalculator({ activities: activities.slice(0, 250), prices, until, cashMode: 'holdings' });
    await calculator.ready(async () => undefined, 0);
    calculator.addMany(activities.slice(250));
    await calculator.ready(async () => undefined, 0);
    expect(calculator.summary()).toEqual(reference.summary());
  });

  it('a whole ledger added in runs with pauses gives the series of adding it at once; a bad activity changes nothing', async () => {
    const { prices, activities, until } = randomPortfolio(5, 30, 2_000, 500, '2019-01-01');
    for (const cashMode of ['holdings', 'cash'] as const) {
      const reference = new ReturnsCalculator({ activities, prices, until, cashMode });
      const sliced = new ReturnsCalculator({ activities: [], prices, until, cashMode });
      let pauses = 0;
      await sliced.addManyInSlices(activities, async () => void (pauses += 1), 0);
      expect(pauses).toBeGreaterThanOrEqual(Math.floor(activities.length / 256));
      expect(structuredClone(sliced.series())).toEqual(structuredClone(reference.series()));
      expect(sliced.summary()).toEqual(reference.summary());
    }
    const empty = new ReturnsCalculator({ activities: [], prices, until, cashMode: 'holdings' });
    await expect(empty.addManyInSlices([...activities, { date: '2021-01-04', kind: 'buy', amount: 10 }], async () => undefined, 0)).rejects.toThrow(RangeError);
    expect(empty.series().days).toEqual([]);
  });
});
