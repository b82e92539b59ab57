import { it } from 'vitest';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { ValidationError } from '../../shared/errors.ts';
import { portfolioDecider } from '../decider.ts';
import { listCreated, lot, positionWithLots, sale } from './book.ts';
import { dividendReceived, recordDividend } from './dividends.ts';

const bought = [listCreated, ...positionWithLots('p1', [lot('may', 100, 180, '2024-05-13')])];

it('a dividend whose ex-date precedes the first purchase is refused', () => {
  deciderSpec(portfolioDecider)
    .given(bought)
    .when(recordDividend({ exDate: '2024-05-10', payDate: '2024-05-16' }))
    .thenThrows(ValidationError, 'No shares of AAPL were held before 2024-05-10');
});

it('shares sold after the ex-date still earn the dividend paid later', () => {
  deciderSpec(portfolioDecider)
    .given([
      listCreated,
      ...positionWithLots('p1', [lot('jan', 100, 180, '2024-01-10')]),
      sale({ quantity: 100, price: 190, date: '2024-05-13', lots: [{ lotId: 'jan', quantity: 100, costBasis: 18000 }] }),
    ])
    .when(recordDividend({ exDate: '2024-05-10', payDate: '2024-05-16' }))
    .then([dividendReceived()]);
});

it('shares sold before the ex-date do not', () => {
  deciderSpec(portfolioDecider)
    .given([
      listCreated,
      ...positionWithLots('p1', [lot('jan', 100, 180, '2024-01-10')]),
      sale({ quantity: 100, price: 190, date: '2024-05-09', lots: [{ lotId: 'jan', quantity: 100, costBasis: 18000 }] }),
    ])
    .when(recordDividend({ exDate: '2024-05-10', payDate: '2024-05-16' }))
    .thenThrows(ValidationError, 'No shares of AAPL were held before 2024-05-10');
});

it('shares bought on the ex-date do not earn it; shares sold on the ex-date do', () => {
  deciderSpec(portfolioDecider)
    .given([listCreated, ...positionWithLots('p1', [lot('exday', 100, 180, '2024-05-10')])])
    .when(recordDividend({ exDate: '2024-05-10', payDate: '2024-05-16' }))
    .thenThrows(ValidationError, 'No shares of AAPL were held before 2024-05-10');
  deciderSpec(portfolioDecider)
    .given([
      listCreated,
      ...positionWithLots('p1', [lot('jan', 100, 180, '2024-01-10')]),
      sale({ quantity: 100, price: 190, date: '2024-05-10', lots: [{ lotId: 'jan', quantity: 100, costBasis: 18000 }] }),
    ])
    .when(recordDividend({ exDate: '2024-05-10', payDate: '2024-05-16' }))
    .then([dividendReceived()]);
});

it('a symbol the list does not hold is refused', () => {
  deciderSpec(portfolioDecider).given(bought).when(recordDividend({ symbol: 'KO' })).thenThrows(ValidationError, 'The list holds no KO');
});

it('withholding above the dividend, or an ex-date after the pay date, is refused', () => {
  deciderSpec(portfolioDecider).given(bought).when(recordDividend({ exDate: null, payDate: '2024-06-01', withholdingTax: 30 })).thenThrows(ValidationError, 'Withholding tax');
  deciderSpec(portfolioDecider).given(bought).when(recordDividend({ exDate: '2024-06-10', payDate: '2024-06-01' })).thenThrows(ValidationError, 'ex-dividend date');
});
