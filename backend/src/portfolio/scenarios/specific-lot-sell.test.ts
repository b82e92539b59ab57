import { it } from 'vitest';
import { ValidationError } from '../../shared/errors.ts';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { portfolioDecider } from '../decider.ts';
import { listCreated, lot, positionWithLots, sale } from './book.ts';
import { sell } from './sell.ts';

const given = [listCreated, ...positionWithLots('p1', [lot('a', 10, 100, '2024-01-10'), lot('b', 10, 200, '2024-02-10')])];

// The investor picks 4 shares of lot b (cost 4 x 200 = 800) to realise a loss: 4 x 180 = 720, gain -80.
it('specific lots: the sale takes exactly the chosen shares', () => {
  deciderSpec(portfolioDecider)
    .given(given)
    .when(sell({ quantity: 4, price: 180, method: 'specific', lots: [{ lotId: 'b', quantity: 4 }] }))
    .then([sale({ quantity: 4, price: 180, method: 'specific', lots: [{ lotId: 'b', quantity: 4, costBasis: 800 }], costBasis: 800, proceeds: 720, realizedGain: -80 })]);
});

it('specific lots: the chosen shares must add up to the sale and exist', () => {
  const spec = deciderSpec(portfolioDecider).given(given);
  spec.when(sell({ quantity: 4, price: 180, method: 'specific', lots: [{ lotId: 'b', quantity: 3 }] })).thenThrows(ValidationError, 'add up to 3');
  spec.when(sell({ quantity: 4, price: 180, method: 'specific', lots: [{ lotId: 'zz', quantity: 4 }] })).thenThrows(ValidationError, 'not part of this position');
  spec.when(sell({ quantity: 11, price: 180, method: 'specific', lots: [{ lotId: 'a', quantity: 11 }] })).thenThrows(ValidationError, 'holds 10');
});
