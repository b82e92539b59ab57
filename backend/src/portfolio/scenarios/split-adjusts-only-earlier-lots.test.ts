import { expect, it } from 'vitest';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { ValidationError } from '../../shared/errors.ts';
import { portfolioDecider } from '../decider.ts';
import { listCreated, lot, positionWithLots, sale } from './book.ts';
import { applySplit, dividendReceived } from './dividends.ts';

it('a 4:1 split multiplies the quantity of lots bought before it, divides their price, and leaves later lots alone', () => {
  deciderSpec(portfolioDecider)
    .given([listCreated, ...positionWithLots('p1', [lot('old', 10, 300, '2020-01-02'), lot('new', 5, 120, '2020-10-01')])])
    .when(applySplit('2020-08-31', 4))
    .then([
      {
        type: 'SplitApplied',
        data: {
          positionId: 'p1', listId: 'main', symbol: 'AAPL', date: '2020-08-31', numerator: 4, denominator: 1,
          lots: [{ lotId: 'old', quantity: 40, price: 75, date: '2020-01-02' }], lotIds: ['old'], saleIds: [], dividendIds: [], source: 'suggestion',
        },
      },
    ]);
});

it('a lot bought on the split day is already in split shares (a CSV row dated after a split is not adjusted twice)', () => {
  deciderSpec(portfolioDecider)
    .given([listCreated, ...positionWithLots('p1', [lot('onTheDay', 10, 129.04, '2020-08-31')])])
    .when(applySplit('2020-08-31', 4))
    .thenThrows(ValidationError, 'No AAPL shares bought before 2020-08-31 are left to adjust');
});

it('applying the same split twice adjusts nothing twice; a lot back-dated before it later is adjusted then', () => {
  const applied = [listCreated, ...positionWithLots('p1', [lot('old', 10, 300, '2020-01-02')])];
  const state = applied.reduce(portfolioDecider.evolve, portfolioDecider.initialState());
  for (const event of portfolioDecider.decide(applySplit('2020-08-31', 4), state)) portfolioDecider.evolve(state, event);
  expect(() => portfolioDecider.decide(applySplit('2020-08-31', 4), state)).toThrow('left to adjust');
  portfolioDecider.evolve(state, { type: 'PositionIncreased', data: { positionId: 'p1', listId: 'main', symbol: 'AAPL', lot: lot('late', 2, 400, '2020-03-02') } });
  const [again] = portfolioDecider.decide(applySplit('2020-08-31', 4), state);
  expect((again!.data as { lots: unknown[] }).lots).toEqual([{ lotId: 'late', quantity: 8, price: 100, date: '2020-03-02' }]);
});

it('sales and reinvested dividends dated before the split are named, so their ledger rows are adjusted too', () => {
  deciderSpec(portfolioDecider)
    .given([
      listCreated,
      ...positionWithLots('p1', [lot('a', 10, 300, '2020-01-02'), lot('b', 10, 320, '2020-02-03')]),
      sale({ saleId: 's1', quantity: 10, price: 350, date: '2020-06-01', lots: [{ lotId: 'a', quantity: 10, costBasis: 3000 }] }),
      dividendReceived({ dividendId: 'd1', kind: 'reinvested', amount: 8.2, perShare: 0.82, exDate: '2020-05-08', payDate: '2020-05-14', lot: { lotId: 'drip', quantity: 0.025, price: 328, date: '2020-05-14' } }),
    ])
    .when(applySplit('2020-08-31', 4))
    .then([
      {
        type: 'SplitApplied',
        data: {
          positionId: 'p1', listId: 'main', symbol: 'AAPL', date: '2020-08-31', numerator: 4, denominator: 1,
          lots: [{ lotId: 'b', quantity: 40, price: 80, date: '2020-02-03' }, { lotId: 'drip', quantity: 0.1, price: 82, date: '2020-05-14' }],
          lotIds: ['a', 'b', 'drip'], saleIds: ['s1'], dividendIds: ['d1'], source: 'suggestion',
        },
      },
    ]);
});

it('a split the list does not hold, or with a ratio of 1, is refused', () => {
  const book = [listCreated, ...positionWithLots('p1', [lot('old', 10, 300, '2020-01-02')])];
  deciderSpec(portfolioDecider).given(book).when(applySplit('2024-06-10', 10, 1, 'NVDA')).thenThrows(ValidationError, 'The list holds no NVDA');
  deciderSpec(portfolioDecider).given(book).when(applySplit('2020-08-31', 2, 2)).thenThrows(ValidationError, 'two different positive numbers');
});

it('a dismissed split is dismissed once', () => {
  const book = [listCreated, ...positionWithLots('p1', [lot('old', 10, 300, '2020-01-02')])];
  const dismiss = { type: 'DismissSplit' as const, data: { listId: 'main', symbol: 'AAPL', date: '2020-08-31' } };
  const dismissed = { type: 'SplitDismissed' as const, data: { positionId: 'p1', listId: 'main', symbol: 'AAPL', date: '2020-08-31' } };
  deciderSpec(portfolioDecider).given(book).when(dismiss).then([dismissed]);
  deciderSpec(portfolioDecider).given([...book, dismissed]).when(dismiss).then([]);
});
