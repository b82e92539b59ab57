import { describe, it } from 'vitest';
import { ValidationError } from '../../shared/errors.ts';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { portfolioDecider } from '../decider.ts';
import { listCreated, lot, positionWithLots, sale } from './book.ts';
import { sell } from './sell.ts';

// Bought 10 @ 100 in January and 10 @ 200 in June; a sale dated March can only sell January's shares.
const book = (method: 'fifo' | 'lifo' | 'average' | 'specific') => [
  listCreated,
  { type: 'ListPreferencesChanged' as const, data: { listId: 'main', taxLotMethod: method } },
  ...positionWithLots('p1', [lot('jan', 10, 100, '2024-01-10'), lot('jun', 10, 200, '2024-06-10')]),
];

describe('a back-dated sale uses only the lots held on its trade date', () => {
  it('LIFO in March sells January shares: gain +250, not -250 from a lot bought later', () => {
    deciderSpec(portfolioDecider)
      .given(book('lifo'))
      .when(sell({ quantity: 5, price: 150, date: '2024-03-01' }))
      .then([
        sale({
          quantity: 5, price: 150, date: '2024-03-01', method: 'lifo',
          lots: [{ lotId: 'jan', quantity: 5, costBasis: 500 }],
          costBasis: 500, proceeds: 750, realizedGain: 250,
        }),
      ]);
  });

  it('average cost in March averages the lots held then', () => {
    deciderSpec(portfolioDecider)
      .given(book('average'))
      .when(sell({ quantity: 4, price: 150, date: '2024-03-01' }))
      .then([
        sale({
          quantity: 4, price: 150, date: '2024-03-01', method: 'average',
          lots: [{ lotId: 'jan', quantity: 4, costBasis: 400 }],
          costBasis: 400, proceeds: 600, realizedGain: 200,
        }),
      ]);
  });

  it('refuses more than was held on the date, a sale before the first purchase, and a later lot picked by hand', () => {
    deciderSpec(portfolioDecider)
      .given(book('fifo'))
      .when(sell({ quantity: 15, price: 150, date: '2024-03-01' }))
      .thenThrows(ValidationError, /Only 10 shares of AAPL bought on or before 2024-03-01 are still held/);
    deciderSpec(portfolioDecider)
      .given(book('fifo'))
      .when(sell({ quantity: 1, price: 150, date: '2023-12-31' }))
      .thenThrows(ValidationError, /No shares of AAPL were held on 2023-12-31: the first purchase still held is on 2024-01-10/);
    deciderSpec(portfolioDecider)
      .given(book('specific'))
      .when(sell({ quantity: 2, price: 150, date: '2024-03-01', lots: [{ lotId: 'jun', quantity: 2 }] }))
      .thenThrows(ValidationError, /lot jun was bought after 2024-03-01/);
  });

  it('refuses fees above the gross proceeds', () => {
    deciderSpec(portfolioDecider)
      .given(book('fifo'))
      .when(sell({ quantity: 1, price: 1, fees: 500, date: '2024-07-01' }))
      .thenThrows(ValidationError, /Fees \(500\) cannot exceed the sale's gross proceeds \(1\)/);
  });
});
