import { it } from 'vitest';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { portfolioDecider } from '../decider.ts';
import { listCreated, lot, opened, sale } from './book.ts';
import { sell } from './sell.ts';

// 4 @ 25.50 sold at 30.25 with 4.95 fees: net proceeds 4 x 30.25 - 4.95 = 116.05; cost 102;
// realized gain 14.05.
it('fees reduce the net proceeds and the realized gain', () => {
  deciderSpec(portfolioDecider)
    .given([listCreated, opened('p1', lot('l1', 10, 25.5, '2024-01-02'))])
    .when(sell({ quantity: 4, price: 30.25, fees: 4.95 }))
    .then([sale({ quantity: 4, price: 30.25, fees: 4.95, lots: [{ lotId: 'l1', quantity: 4, costBasis: 102 }], costBasis: 102, proceeds: 116.05, realizedGain: 14.05 })]);
});
