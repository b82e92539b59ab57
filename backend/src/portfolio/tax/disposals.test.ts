import { describe, expect, it } from 'vitest';
import { disallowedLoss, disposalsOf, holdingTerm, withinWashWindow, type Purchase, type RecordedSaleInput } from './disposals.ts';

/**
 * References, none written here:
 * - IRS Publication 550, "Holding Period": the holding period starts the day after the purchase
 *   and includes the sale day; more than one year is long term. J.K. Lasser's Your Income Tax
 *   2013, 5.9: stock bought September 19, 2012: "A sale on or after September 20, 2013, would
 *   result in long-term gain or loss"; bought on the last day of a month (November 30), holding
 *   months end on the last day of the following months.
 * - IRS Publication 550, "Wash Sales", Example 1: 100 shares bought for $1,000, sold for $750,
 *   100 shares bought again within 30 days for $800: the $250 loss is not deductible.
 * - Example 2: 100 shares of M bought 2018-09-24 for $5,000; 50 bought 2018-12-21 for $2,750;
 *   the 100 sold 2018-12-28 for $4,000: $500 of the $1,000 loss is not deductible.
 */
describe('holding period', () => {
  it.each([
    ['2012-09-19', '2013-09-19', 'short'],
    ['2012-09-19', '2013-09-20', 'long'],
    ['2012-11-30', '2013-11-30', 'short'],
    ['2012-11-30', '2013-12-01', 'long'],
    ['2023-03-15', '2024-03-15', 'short'],
    ['2023-03-15', '2024-03-16', 'long'],
    ['2024-01-10', '2024-06-01', 'short'],
    // The day after 2024-02-28 is the leap day: one year from it ends 2025-02-28.
    ['2024-02-28', '2025-02-28', 'short'],
    ['2024-02-28', '2025-03-01', 'long'],
    [null, '2024-06-01', 'unknown'],
  ] as const)('bought %s, sold %s: %s term', (acquired, sold, term) => {
    expect(holdingTerm(acquired, sold)).toBe(term);
  });
});

describe('wash sales', () => {
  const sale = (fields: Partial<RecordedSaleInput> & Pick<RecordedSaleInput, 'saleId' | 'date' | 'lots' | 'quantity' | 'price'>): RecordedSaleInput => ({
    symbol: 'X', fees: 0, method: 'fifo', ...fields,
  });
  const purchase = (lotId: string, date: string, quantity: number, symbol = 'X'): Purchase => ({ lotId, symbol, date, quantity });

  it('the window is 30 days either side of the sale', () => {
    expect(withinWashWindow('2024-07-03', '2024-06-03')).toBe(true);
    expect(withinWashWindow('2024-07-04', '2024-06-03')).toBe(false);
    expect(withinWashWindow('2024-05-04', '2024-06-03')).toBe(true);
    expect(withinWashWindow('2024-05-03', '2024-06-03')).toBe(false);
  });

  it('Pub. 550 example 1: the $250 loss is disallowed when 100 shares are bought back within 30 days', () => {
    const rows = disposalsOf(
      [sale({ saleId: 's1', date: '2024-06-03', quantity: 100, price: 7.5, lots: [{ lotId: 'a', quantity: 100, costBasis: 1000 }] })],
      new Map([['a', '2024-01-02'], ['b', '2024-06-20']]),
      [purchase('a', '2024-01-02', 100), purchase('b', '2024-06-20', 100)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ proceeds: 750, costBasis: 1000, term: 'short', washSale: { replacementQuantity: 100, replacementDates: ['2024-06-20'] } });
    expect(disallowedLoss(750 - 1000, 100, 100)).toBe(250);
  });

  it('Pub. 550 example 2: 50 replacement shares for 100 sold disallow $500 of the $1,000 loss', () => {
    const rows = disposalsOf(
      [sale({ saleId: 's1', date: '2018-12-28', quantity: 100, price: 40, lots: [{ lotId: 'sep', quantity: 100, costBasis: 5000 }] })],
      new Map([['sep', '2018-09-24'], ['dec', '2018-12-21']]),
      [purchase('sep', '2018-09-24', 100), purchase('dec', '2018-12-21', 50)],
    );
    expect(rows[0]!.washSale).toEqual({ replacementQuantity: 50, replacementDates: ['2018-12-21'] });
    expect(disallowedLoss(4000 - 5000, 100, 50)).toBe(500);
  });

  it('a gain, a purchase 31 days away, another symbol or the very shares sold are no wash sale', () => {
    const dates = new Map([['a', '2024-05-20'], ['late', '2024-07-04'], ['y', '2024-06-10']]);
    const purchases = [purchase('a', '2024-05-20', 100), purchase('late', '2024-07-04', 100), purchase('y', '2024-06-10', 100, 'Y')];
    const loss = disposalsOf([sale({ saleId: 's', date: '2024-06-03', quantity: 100, price: 5, lots: [{ lotId: 'a', quantity: 100, costBasis: 1000 }] })], dates, purchases);
    expect(loss[0]!.washSale).toBeNull();
    const gain = disposalsOf([sale({ saleId: 's', date: '2024-06-03', quantity: 100, price: 15, lots: [{ lotId: 'a', quantity: 100, costBasis: 1000 }] })], dates, [...purchases, purchase('b', '2024-06-10', 100)]);
    expect(gain[0]!.washSale).toBeNull();
  });

  it('each purchase replaces shares once, and shares sold before a loss sale are not its replacement', () => {
    // a and b bought; a sold at a loss on 06-10 (b is its replacement); b sold at a loss on 06-20:
    // a was already gone and b is the shares sold, so the second loss stands.
    const rows = disposalsOf(
      [
        sale({ saleId: 's1', date: '2024-06-10', quantity: 10, price: 8, lots: [{ lotId: 'a', quantity: 10, costBasis: 100 }] }),
        sale({ saleId: 's2', date: '2024-06-20', quantity: 10, price: 7, lots: [{ lotId: 'b', quantity: 10, costBasis: 100 }] }),
      ],
      new Map([['a', '2024-06-01'], ['b', '2024-06-05']]),
      [purchase('a', '2024-06-01', 10), purchase('b', '2024-06-05', 10)],
    );
    expect(rows.map((row) => row.washSale?.replacementQuantity ?? 0)).toEqual([10, 0]);
  });

  it('shares a sale’s net proceeds between its lots by quantity', () => {
    const rows = disposalsOf(
      [sale({ saleId: 's', date: '2024-06-03', quantity: 3, price: 10, fees: 1, lots: [{ lotId: 'a', quantity: 1, costBasis: 5 }, { lotId: 'b', quantity: 2, costBasis: 12 }] })],
      new Map([['a', '2020-01-02'], ['b', '2024-01-02']]),
      [],
    );
    expect(rows.map((row) => [row.proceeds, row.term])).toEqual([[29 / 3, 'long'], [29 - 29 / 3, 'short']]);
  });
});
