import { it } from 'vitest';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { portfolioDecider } from '../decider.ts';
import { listCreated, lot, positionWithLots, sale } from './book.ts';
import { sell } from './sell.ts';

// Bought 10 @ 100 (Jan), 10 @ 120 (Feb), 10 @ 150 (Mar). Selling 15 @ 160 under FIFO takes all of
// January's lot and 5 of February's: cost 10x100 + 5x120 = 1,600; proceeds 15x160 = 2,400;
// realized gain 800.
it('FIFO: a partial sale takes the oldest lot first, then part of the next', () => {
  deciderSpec(portfolioDecider)
    .given([
      listCreated,
      ...positionWithLots('p1', [lot('jan', 10, 100, '2024-01-10'), lot('feb', 10, 120, '2024-02-10'), lot('mar', 10, 150, '2024-03-10')]),
    ])
    .when(sell({ quantity: 15, price: 160 }))
    .then([
      sale({
        quantity: 15, price: 160, method: 'fifo',
        lots: [{ lotId: 'jan', quantity: 10, costBasis: 1000 }, { lotId: 'feb', quantity: 5, costBasis: 600 }],
        costBasis: 1600, proceeds: 2400, realizedGain: 800,
      }),
    ]);
});
