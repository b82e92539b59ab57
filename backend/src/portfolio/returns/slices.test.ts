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
});
