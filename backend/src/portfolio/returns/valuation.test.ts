import { describe, expect, it } from 'vitest';
import { addMonths, toDay, toIsoDate } from '../../shared/days.ts';
import { priceTable } from './test-fixtures.ts';
import { buildDailySeries, type Activity, type DailySeries } from './valuation.ts';

const dates = (series: DailySeries) => series.days.map(toIsoDate);

describe('daily valuation series', () => {
  it('values a single buy at each close and counts the buy as the inflow (holdings mode)', () => {
    // Buy 10 S for 1000 on 2021-01-04; closes 100, 105, 99, then 110 a year later.
    // Values: 10 x 100 = 1000, 10 x 105 = 1050, 10 x 99 = 990, 10 x 110 = 1100.
    // Growth: day 1 (1000 - 0 - 1000) / (0 + 1000) = 0 -> 1; then 1.05, 0.99, 1.10 (each V / 1000).
    const series = buildDailySeries({
      activities: [{ date: '2021-01-04', kind: 'buy', symbol: 'S', quantity: 10, amount: 1000 }],
      prices: priceTable({ S: { '2021-01-04': 100, '2021-01-05': 105, '2021-01-06': 99, '2022-01-04': 110 } }),
      until: '2022-01-04',
      cashMode: 'holdings',
    });
    expect(dates(series)).toEqual(['2021-01-04', '2021-01-05', '2021-01-06', '2022-01-04']);
    expect(series.values).toEqual([1000, 1050, 990, 1100]);
    expect(series.inflows).toEqual([1000, 0, 0, 0]);
    expect(series.outflows).toEqual([0, 0, 0, 0]);
    series.growth.forEach((g, i) => expect(g).toBeCloseTo([1, 1.05, 0.99, 1.1][i]!, 12));
  });

  it('uses the trading days of held symbols plus activity days, carrying prices forward', () => {
    // A closes on 01-04, 01-05, 01-06; B on 01-05, 01-07, 01-11.
    // 01-04 buy 10 A for 1000; 01-06 buy 5 B for 250; 01-07 sell 10 A for 1200 (A has no close that day).
    //   01-04  A 10 x 100                                  = 1000   activity day
    //   01-05  A 10 x 110 (B closes but is not held yet)   = 1100
    //   01-06  A 10 x 120 + B 5 x 40 (B's last close, 01-05; never the trade's amount) = 1400
    //   01-07  B 5 x 60 (A sold out)                       =  300   activity day
    //   01-11  B 5 x 70                                    =  350
    //   01-12  no close of a held symbol, no activity: not a valuation day
    // Growth: 1; 1100/1000 = 1.1; x 1400/(1100 + 250) -> 1.1 x 1400/1350 = 1.14074;
    //   01-07 outflow at the end of the day: x (300 + 1200)/1400; 01-11 x 350/300.
    const activities: Activity[] = [
      { date: '2021-01-07', kind: 'sell', symbol: 'A', quantity: 10, amount: 1200 },
      { date: '2021-01-04', kind: 'buy', symbol: 'A', quantity: 10, amount: 1000 },
      { date: '2021-01-06', kind: 'buy', symbol: 'B', quantity: 5, amount: 250 },
    ];
    const prices = priceTable({
      A: { '2021-01-04': 100, '2021-01-05': 110, '2021-01-06': 120 },
      B: { '2021-01-05': 40, '2021-01-07': 60, '2021-01-11': 70 },
    });
    const series = buildDailySeries({ activities, prices, until: '2021-01-12', cashMode: 'holdings' });
    expect(dates(series)).toEqual(['2021-01-04', '2021-01-05', '2021-01-06', '2021-01-07', '2021-01-11']);
    expect(series.values).toEqual([1000, 1100, 1400, 300, 350]);
    expect(series.inflows).toEqual([1000, 0, 250, 0, 0]);
    expect(series.outflows).toEqual([0, 0, 0, 1200, 0]);
    const expected = [1, 1.1, (1.1 * 1400) / 1350, (((1.1 * 1400) / 1350) * 1500) / 1400, (((1.1 * 1500) / 1350) * 350) / 300];
    series.growth.forEach((g, i) => expect(g).toBeCloseTo(expected[i]!, 12));
  });

  it('values shares still held after a weekend sale with fees at the last close, not at net proceeds', () => {
    // Fri 01-08 buy 10 A at its close of 100; Sat 01-09 sell 5 at 100 with 10 fees (net 490); Mon 01-11 close 110.
    const activities: Activity[] = [
      { date: '2021-01-08', kind: 'buy', symbol: 'A', quantity: 10, amount: 1000 },
      { date: '2021-01-09', kind: 'sell', symbol: 'A', quantity: 5, amount: 490 },
    ];
    const prices = priceTable({ A: { '2021-01-08': 100, '2021-01-11': 110 } });
    const series = buildDailySeries({ activities, prices, until: '2021-01-11', cashMode: 'holdings' });
    expect(dates(series)).toEqual(['2021-01-08', '2021-01-09', '2021-01-11']);
    // Saturday: 5 x 100 (Friday's close), not 5 x 98.
    expect(series.values).toEqual([1000, 500, 550]);
  });

  it('adds the cash balance in cash mode, where only deposits and withdrawals are flows', () => {
    // 01-04 deposit 1000, buy 5 A for 500 -> cash 500 + 5 x 100 = 1000
    // 01-05                                -> cash 500 + 5 x 110 = 1050
    // 01-06 sell 5 A for 600, withdraw 200 -> cash 500 + 600 - 200 = 900, no shares
    // Growth: 1; 1.05; (900 + 200) / 1050 -> 1.1. Half the money sat in cash while A rose 20%: +10%.
    const activities: Activity[] = [
      { date: '2021-01-04', kind: 'deposit', amount: 1000 },
      { date: '2021-01-04', kind: 'buy', symbol: 'A', quantity: 5, amount: 500 },
      { date: '2021-01-06', kind: 'sell', symbol: 'A', quantity: 5, amount: 600 },
      { date: '2021-01-06', kind: 'withdrawal', amount: 200 },
    ];
    const prices = priceTable({ A: { '2021-01-04': 100, '2021-01-05': 110, '2021-01-06': 120 } });
    const cash = buildDailySeries({ activities, prices, until: '2021-01-06', cashMode: 'cash' });
    expect(cash.values).toEqual([1000, 1050, 900]);
    expect(cash.inflows).toEqual([1000, 0, 0]);
    expect(cash.outflows).toEqual([0, 0, 200]);
    expect(cash.cash).toEqual([500, 500, 900]);
    expect(cash.growth.at(-1)).toBeCloseTo(1.1, 12);

    // The same list read in holdings mode ignores the deposit and withdrawal: flows are the buy (500)
    // and the sale (600); values 500, 550, 0; growth 1, 1.1, 1.1 x (0 + 600)/550 = 1.2 (A's 100 -> 120).
    const holdings = buildDailySeries({ activities, prices, until: '2021-01-06', cashMode: 'holdings' });
    expect(holdings.values).toEqual([500, 550, 0]);
    expect(holdings.inflows).toEqual([500, 0, 0]);
    expect(holdings.outflows).toEqual([0, 0, 600]);
    expect(holdings.growth.at(-1)).toBeCloseTo(1.2, 12);
  });

  it('treats buys the recorded cash cannot pay for as an implicit deposit (cash mode)', () => {
    // 01-04 buy 1 A for 100, no cash recorded: cash would be -100 -> implicit deposit 100, cash 0. Value 100.
    // 01-05 A 110                                            -> 110
    // 01-06 deposit 100: cash 100 + A 110                    -> 210
    // 01-07 A 121                                            -> 221
    // Growth: (100 - 0 - 100)/100 = 0 -> 1; 110/100 -> 1.1; (210 - 110 - 100)/(110 + 100) = 0 -> 1.1; x 221/210.
    const series = buildDailySeries({
      activities: [
        { date: '2021-01-04', kind: 'buy', symbol: 'A', quantity: 1, amount: 100 },
        { date: '2021-01-06', kind: 'deposit', amount: 100 },
      ],
      prices: priceTable({ A: { '2021-01-04': 100, '2021-01-05': 110, '2021-01-06': 110, '2021-01-07': 121 } }),
      until: '2021-01-07',
      cashMode: 'cash',
    });
    expect(series.values).toEqual([100, 110, 210, 221]);
    expect(series.inflows).toEqual([100, 0, 100, 0]);
    expect(series.cash).toEqual([0, 0, 100, 100]);
    series.growth.forEach((g, i) => expect(g).toBeCloseTo([1, 1.1, 1.1, (1.1 * 221) / 210][i]!, 12));
  });

  it('values a symbol without prices at its trade price and skips missing closes', () => {
    // X has no price history: 10 for 1000 is worth 1000. Y's close on 01-05 is missing (NaN): 01-04's 50 carries.
    const series = buildDailySeries({
      activities: [
        { date: '2021-01-04', kind: 'buy', symbol: 'X', quantity: 10, amount: 1000 },
        { date: '2021-01-04', kind: 'buy', symbol: 'Y', quantity: 2, amount: 100 },
      ],
      prices: priceTable({ Y: { '2021-01-04': 50, '2021-01-05': Number.NaN, '2021-01-06': 55 } }),
      until: '2021-01-10',
      cashMode: 'holdings',
    });
    expect(dates(series)).toEqual(['2021-01-04', '2021-01-06']);
    expect(series.values).toEqual([1100, 1110]);
  });

  it('ignores activities after the valuation date', () => {
    const series = buildDailySeries({
      activities: [
        { date: '2021-01-04', kind: 'buy', symbol: 'A', quantity: 1, amount: 100 },
        { date: '2021-02-01', kind: 'buy', symbol: 'A', quantity: 1, amount: 100 },
      ],
      prices: priceTable({ A: { '2021-01-04': 100, '2021-01-05': 101, '2021-02-01': 102 } }),
      until: '2021-01-31',
      cashMode: 'holdings',
    });
    expect(dates(series)).toEqual(['2021-01-04', '2021-01-05']);
    expect(series.inflows).toEqual([100, 0]);
  });

  it('refuses malformed dates, amounts, and trades without a symbol or quantity', () => {
    const prices = priceTable({});
    const build = (activity: Activity) => buildDailySeries({ activities: [activity], prices, until: '2021-12-31', cashMode: 'cash' });
    expect(() => build({ date: '2021-02-30', kind: 'deposit', amount: 1 })).toThrow(RangeError);
    expect(() => build({ date: 'yesterday', kind: 'deposit', amount: 1 })).toThrow(RangeError);
    expect(() => build({ date: '2021-02-01', kind: 'buy', quantity: 1, amount: 1 })).toThrow(RangeError);
    expect(() => build({ date: '2021-02-01', kind: 'sell', symbol: 'A', amount: 1 })).toThrow(RangeError);
    expect(() => build({ date: '2021-02-01', kind: 'deposit', amount: Number.NaN })).toThrow(RangeError);
  });
});

describe('calendar days', () => {
  it('reads dates and timestamps as UTC day numbers', () => {
    expect(toDay('1970-01-02')).toBe(1);
    expect(toDay('2021-01-04T15:30:00Z')).toBe(toDay('2021-01-04'));
    expect(toIsoDate(toDay('2024-02-29'))).toBe('2024-02-29');
  });

  it('subtracts calendar months, clamping to the end of the month', () => {
    expect(toIsoDate(addMonths(toDay('2024-08-31'), -6))).toBe('2024-02-29');
    expect(toIsoDate(addMonths(toDay('2025-03-31'), -1))).toBe('2025-02-28');
    expect(toIsoDate(addMonths(toDay('2025-06-15'), -120))).toBe('2015-06-15');
  });
});
