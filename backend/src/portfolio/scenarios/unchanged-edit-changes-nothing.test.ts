import { it } from 'vitest';
import { ValidationError } from '../../shared/errors.ts';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { portfolioDecider } from '../decider.ts';
import { listCreated, lot, positionWithLots, sale } from './book.ts';

// Three lots (10 @ 100.10, 10 @ 110.20, 11 @ 105.43; average 105.2116...) and a sale of 8: the
// edit form shows 23 shares, 105.21 and the oldest date. Saving it as shown must not replace
// the lots (and with them the sale's history) by one "buy 23 @ 105.21".
const book = [
  listCreated,
  ...positionWithLots('p1', [lot('a', 10, 100.1, '2023-01-10'), lot('b', 10, 110.2, '2023-05-10'), lot('c', 11, 105.43, '2023-09-10')]),
  sale({ quantity: 8, price: 120, lots: [{ lotId: 'a', quantity: 8, costBasis: 800.8 }] }),
];

it('saving the edit form unchanged records nothing', () => {
  // Left after the sale: a 2 @ 100.10, b 10 @ 110.20, c 11 @ 105.43 -> 23 shares, average 107.2 (rounded).
  const average = Math.round(((2 * 100.1 + 10 * 110.2 + 11 * 105.43) / 23) * 100) / 100;
  deciderSpec(portfolioDecider)
    .given(book)
    .when({ type: 'AdjustPosition', data: { positionId: 'p1', lot: { lotId: 'edit', quantity: 23, price: average, date: '2023-01-10' } } })
    .then([]);
});

it('a real change to the form of a several-lot position is refused, not recorded as one lot', () => {
  deciderSpec(portfolioDecider)
    .given(book)
    .when({ type: 'AdjustPosition', data: { positionId: 'p1', lot: { lotId: 'edit', quantity: 24, price: 107, date: '2023-01-10' } } })
    .thenThrows(ValidationError, 'one at a time');
});
