import { expect, it } from 'vitest';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { portfolioDecider } from '../decider.ts';
import { listCreated, lot, opened, sale } from './book.ts';
import { sell } from './sell.ts';

// 10 @ 50 sold at 70: proceeds 700, cost 500, gain 200. Nothing is left, so the row stays as a
// watch-only symbol (quantity 0) and can no longer be sold.
it('selling everything leaves a watch-only position', () => {
  const history = [listCreated, opened('p1', lot('l1', 10, 50, '2024-01-02'))];
  const spec = deciderSpec(portfolioDecider);
  spec
    .given(history)
    .when(sell({ quantity: 10, price: 70 }))
    .then([sale({ quantity: 10, price: 70, lots: [{ lotId: 'l1', quantity: 10, costBasis: 500 }], costBasis: 500, proceeds: 700, realizedGain: 200 })]);

  const soldOut = sale({ quantity: 10, price: 70, lots: [{ lotId: 'l1', quantity: 10, costBasis: 500 }], costBasis: 500, proceeds: 700, realizedGain: 200 });
  const state = [...history, soldOut].reduce(portfolioDecider.evolve, portfolioDecider.initialState());
  expect(state.positions.get('p1')?.lots).toEqual([]);
  spec.given([...history, soldOut]).when(sell({ quantity: 1, price: 70 })).thenThrows(Error, 'Please enter a valid quantity (1-0)');
});
