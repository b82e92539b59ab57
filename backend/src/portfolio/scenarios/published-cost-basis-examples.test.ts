import { describe, it } from 'vitest';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { portfolioDecider } from '../decider.ts';
import { listCreated, lot, positionWithLots, sale } from './book.ts';
import { sell } from './sell.ts';

/**
 * Worked examples published by others, with their answers as the references:
 * - J.K. Lasser's Your Income Tax 2013, 30.2 "Earmarking Stock Lots": 100 Acme Steel shares at
 *   $77 (1998), 200 at $84 (1999), 100 at $105 (2000); 100 shares sold at $90. Selling the 2000
 *   lot "get[s] a $1,500 loss"; without identification the IRS holds the 1998 lot was sold
 *   (first in, first out, as IRS Publication 550 "Identification not possible" says).
 * - A textbook exercise (tutorsglobe, "George bought the following amounts of Stock A"): 1,000
 *   shares for $24,000 (1989-11-21), 500 for $9,000 (1995-03-18), 750 for $27,000 (2004-05-22);
 *   1,200 sold at $38 on 2015-10-12, (a) FIFO, (b) all 750 of 2004 and 450 of 1989.
 */
describe('published cost-basis examples', () => {
  const acme = [listCreated, ...positionWithLots('p1', [lot('l1998', 100, 77, '1998-03-02'), lot('l1999', 200, 84, '1999-03-01'), lot('l2000', 100, 105, '2000-03-01')], 'X')];

  it('Lasser: selling the 2000 lot at $90 is a $1,500 loss', () => {
    deciderSpec(portfolioDecider)
      .given(acme)
      .when(sell({ quantity: 100, price: 90, date: '2001-06-01', method: 'specific', lots: [{ lotId: 'l2000', quantity: 100 }] }))
      .then([sale({
        symbol: 'X', quantity: 100, price: 90, date: '2001-06-01', method: 'specific',
        lots: [{ lotId: 'l2000', quantity: 100, costBasis: 10_500 }], costBasis: 10_500, proceeds: 9_000, realizedGain: -1_500,
      })]);
  });

  it('Lasser / Pub. 550: unidentified shares are the first bought: the 1998 lot, a $1,300 gain', () => {
    deciderSpec(portfolioDecider)
      .given(acme)
      .when(sell({ quantity: 100, price: 90, date: '2001-06-01' }))
      .then([sale({
        symbol: 'X', quantity: 100, price: 90, date: '2001-06-01', method: 'fifo',
        lots: [{ lotId: 'l1998', quantity: 100, costBasis: 7_700 }], costBasis: 7_700, proceeds: 9_000, realizedGain: 1_300,
      })]);
  });

  // 1,000 x $24 + 500 x $18 + 750 x $36 are the exercise's $24,000, $9,000 and $27,000.
  const george = [listCreated, ...positionWithLots('p1', [lot('l1989', 1000, 24, '1989-11-21'), lot('l1995', 500, 18, '1995-03-18'), lot('l2004', 750, 36, '2004-05-22')], 'A')];

  it('textbook (a): FIFO sells 1,000 of 1989 and 200 of 1995: basis $27,600, gain $18,000', () => {
    deciderSpec(portfolioDecider)
      .given(george)
      .when(sell({ quantity: 1200, price: 38, date: '2015-10-12' }))
      .then([sale({
        symbol: 'A', quantity: 1200, price: 38, date: '2015-10-12', method: 'fifo',
        lots: [{ lotId: 'l1989', quantity: 1000, costBasis: 24_000 }, { lotId: 'l1995', quantity: 200, costBasis: 3_600 }],
        costBasis: 27_600, proceeds: 45_600, realizedGain: 18_000,
      })]);
  });

  it('textbook (b): 750 of 2004 and 450 of 1989 identified: basis $37,800, gain $7,800', () => {
    deciderSpec(portfolioDecider)
      .given(george)
      .when(sell({
        quantity: 1200, price: 38, date: '2015-10-12', method: 'specific',
        lots: [{ lotId: 'l2004', quantity: 750 }, { lotId: 'l1989', quantity: 450 }],
      }))
      .then([sale({
        symbol: 'A', quantity: 1200, price: 38, date: '2015-10-12', method: 'specific',
        lots: [{ lotId: 'l2004', quantity: 750, costBasis: 27_000 }, { lotId: 'l1989', quantity: 450, costBasis: 10_800 }],
        costBasis: 37_800, proceeds: 45_600, realizedGain: 7_800,
      })]);
  });
});
