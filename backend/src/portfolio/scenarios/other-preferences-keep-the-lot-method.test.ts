import { it } from 'vitest';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { portfolioDecider } from '../decider.ts';
import { listCreated, lot, positionWithLots, sale } from './book.ts';
import { sell } from './sell.ts';

// The tax-lot method has one source, the list's preferences: a later change of other preferences
// (risk, max position size, base currency) leaves LIFO in force. Lots 10 @ 100, 10 @ 120, 10 @ 150.
it('a change of other preferences keeps the tax-lot method the list chose', () => {
  deciderSpec(portfolioDecider)
    .given([
      listCreated,
      { type: 'ListPreferencesChanged', data: { listId: 'main', taxLotMethod: 'lifo' } },
      { type: 'ListPreferencesChanged', data: { listId: 'main', riskTolerance: 'aggressive', maxPositionSize: 25, baseCurrency: 'EUR' } },
      ...positionWithLots('p1', [lot('jan', 10, 100, '2024-01-10'), lot('feb', 10, 120, '2024-02-10'), lot('mar', 10, 150, '2024-03-10')]),
    ])
    .when(sell({ quantity: 15, price: 160 }))
    .then([
      sale({
        quantity: 15, price: 160, method: 'lifo',
        lots: [{ lotId: 'mar', quantity: 10, costBasis: 1500 }, { lotId: 'feb', quantity: 5, costBasis: 600 }],
        costBasis: 2100, proceeds: 2400, realizedGain: 300,
      }),
    ]);
});
