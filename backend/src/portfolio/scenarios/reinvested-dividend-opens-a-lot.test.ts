import { expect, it } from 'vitest';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { ValidationError } from '../../shared/errors.ts';
import { portfolioDecider } from '../decider.ts';
import { listCreated, lot, positionWithLots } from './book.ts';
import { dividendReceived, recordDividend } from './dividends.ts';
import { sell } from './sell.ts';

const book = [listCreated, ...positionWithLots('p1', [lot('jan', 100, 50, '2024-01-10')], 'KO')];

// 100 KO shares; a $0.485 dividend = $48.50 reinvested at $60.625 buys 0.8 shares on the pay date.
it('a reinvested dividend opens a lot on its pay date, at the reinvestment price and quantity', () => {
  deciderSpec(portfolioDecider)
    .given(book)
    .when(
      recordDividend({
        symbol: 'KO', kind: 'reinvested', amount: 48.5, perShare: 0.485, exDate: '2024-03-14', payDate: '2024-04-01',
        reinvestment: { lotId: 'drip1', quantity: 0.8, price: 60.625 },
      }),
    )
    .then([
      dividendReceived({
        symbol: 'KO', kind: 'reinvested', amount: 48.5, perShare: 0.485, exDate: '2024-03-14', payDate: '2024-04-01',
        lot: { lotId: 'drip1', quantity: 0.8, price: 60.625, date: '2024-04-01' },
      }),
    ]);
});

it('the reinvested lot is sold like any other, and only on or after its pay date', () => {
  const reinvested = dividendReceived({ symbol: 'KO', kind: 'reinvested', amount: 48.5, payDate: '2024-04-01', exDate: '2024-03-14', lot: { lotId: 'drip1', quantity: 0.8, price: 60.625, date: '2024-04-01' } });
  const state = [...book, reinvested].reduce(portfolioDecider.evolve, portfolioDecider.initialState());
  expect(state.positions.get('p1')!.lots.map((held) => held.lotId)).toEqual(['jan', 'drip1']);
  // LIFO on 2024-03-20: the DRIP lot was not yet bought, so 100.8 shares cannot be sold then.
  expect(() => portfolioDecider.decide(sell({ quantity: 100.8, price: 62, date: '2024-03-20' }), state)).toThrow(ValidationError);
  const [sold] = portfolioDecider.decide(sell({ quantity: 100.8, price: 62, date: '2024-04-02', method: 'fifo' }), state);
  expect((sold!.data as { costBasis: number }).costBasis).toBe(5048.5);
});

it('a reinvestment whose shares do not cost its net amount is refused', () => {
  deciderSpec(portfolioDecider)
    .given(book)
    .when(recordDividend({ symbol: 'KO', kind: 'reinvested', amount: 48.5, withholdingTax: 7.28, reinvestment: { lotId: 'x', quantity: 0.8, price: 60.625 } }))
    .thenThrows(ValidationError, 'the net amount is 41.22');
});

it("a broker's rounded share count is accepted: 0.123 x 60.64 = 7.46 against a net 7.4596", () => {
  deciderSpec(portfolioDecider)
    .given(book)
    .when(recordDividend({ symbol: 'KO', kind: 'reinvested', amount: 7.4596, exDate: '2024-03-14', payDate: '2024-04-01', reinvestment: { lotId: 'r', quantity: 0.123, price: 60.64 } }))
    .then([
      dividendReceived({
        symbol: 'KO', kind: 'reinvested', amount: 7.4596, exDate: '2024-03-14', payDate: '2024-04-01', lot: { lotId: 'r', quantity: 0.123, price: 60.64, date: '2024-04-01' },
      }),
    ]);
});
