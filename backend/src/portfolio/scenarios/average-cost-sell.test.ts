import { it } from 'vitest';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { portfolioDecider } from '../decider.ts';
import { listCreated, lot, positionWithLots, sale } from './book.ts';
import { sell } from './sell.ts';

// 10 @ 100 and 30 @ 140: average cost (1,000 + 4,200) / 40 = 130. Selling 20 @ 150 costs
// 20 x 130 = 2,600 against proceeds of 3,000: gain 400. Each lot gives up half its shares.
it('average cost: a sale is costed at the average and takes every lot proportionally', () => {
  deciderSpec(portfolioDecider)
    .given([listCreated, ...positionWithLots('p1', [lot('a', 10, 100, '2024-01-10'), lot('b', 30, 140, '2024-02-10')])])
    .when(sell({ quantity: 20, price: 150, method: 'average' }))
    .then([
      sale({
        quantity: 20, price: 150, method: 'average',
        lots: [{ lotId: 'a', quantity: 5, costBasis: 650 }, { lotId: 'b', quantity: 15, costBasis: 1950 }],
        costBasis: 2600, proceeds: 3000, realizedGain: 400,
      }),
    ]);
});
