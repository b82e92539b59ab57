import { describe, expect, it } from 'vitest';
import { computeReturns, ReturnsCalculator } from './calculator.ts';
import { priceTable } from './test-fixtures.ts';
import type { Activity } from './valuation.ts';

// The worked example of docs/returns.md ("Dividends"), computed by hand there:
// 100 S bought at 50 on 2024-01-02 (5,000); S closes 50 then, 50 on 2024-04-01, 51 on 2024-07-01.
// A $100 dividend is paid on 2024-04-01.
const prices = priceTable({ S: { '2024-01-02': 50, '2024-04-01': 50, '2024-07-01': 51 } });
const buy: Activity = { date: '2024-01-02', kind: 'buy', symbol: 'S', quantity: 100, amount: 5000 };
const run = (activities: Activity[], cashMode: 'holdings' | 'cash' = 'holdings') => computeReturns({ activities, prices, until: '2024-07-01', cashMode });

describe('dividends in the returns', () => {
  it('without the dividend: TWR 2%', () => {
    expect(run([buy]).timeWeighted.total).toBeCloseTo(0.02, 12);
  });

  it('a cash dividend is income: TWR (1 + 100/5,000) x (5,100/5,000) - 1 = 4.04%; XIRR 8.3148%', () => {
    const summary = run([buy, { date: '2024-04-01', kind: 'dividend', amount: 100 }]);
    // 2024-04-01: (5,000 + 100 - 5,000) / 5,000 = 2%; 2024-07-01: 5,100 / 5,000 - 1 = 2%.
    expect(summary.timeWeighted.total).toBeCloseTo(1.02 * 1.02 - 1, 12);
    // -5,000 on day 0, +100 on day 90, +5,100 on day 181: solved by bisection on paper-sized arithmetic: 8.3148%.
    expect(summary.moneyWeighted.xirr).toBeCloseTo(0.083148, 5);
    expect(summary.value).toBe(5100);
  });

  it('a reinvested dividend adds its shares and moves no money: 2 shares at 50, TWR 1.02 x (5,202/5,100) - 1 = 4.04%; XIRR (5,202/5,000)^(365/181) - 1 = 8.3143%', () => {
    const summary = run([buy, { date: '2024-04-01', kind: 'dividend', symbol: 'S', quantity: 2, amount: 100 }]);
    expect(summary.timeWeighted.total).toBeCloseTo(1.02 * (5202 / 5100) - 1, 12);
    expect(summary.moneyWeighted.xirr).toBeCloseTo((5202 / 5000) ** (365 / 181) - 1, 9);
    expect(summary.value).toBe(5202);
    expect(summary.netInvested).toBe(5000);
  });

  // The $100 stays in the list as cash, earning nothing: 5,100/5,000 x 5,200/5,100 - 1 = 4.00%.
  it('cash mode: the dividend stays in the list as cash, TWR 5,200/5,000 - 1 = 4%', () => {
    const summary = run([{ date: '2024-01-02', kind: 'deposit', amount: 5000 }, buy, { date: '2024-04-01', kind: 'dividend', amount: 100 }], 'cash');
    expect(summary.cash).toBe(100);
    expect(summary.value).toBe(5200);
    expect(summary.timeWeighted.total).toBeCloseTo(0.04, 12);
  });

  it('taking a dividend back (an edit) restores the returns exactly', () => {
    const dividend: Activity = { date: '2024-04-01', kind: 'dividend', amount: 100 };
    const calculator = new ReturnsCalculator({ activities: [buy, dividend], prices, until: '2024-07-01', cashMode: 'holdings' });
    expect(calculator.summary().timeWeighted.total).toBeCloseTo(0.0404, 12);
    calculator.remove(dividend);
    expect(calculator.summary().timeWeighted.total).toBeCloseTo(0.02, 12);
    expect(calculator.summary().moneyWeighted.xirr).toBeCloseTo(run([buy]).moneyWeighted.xirr!, 12);
  });
});
