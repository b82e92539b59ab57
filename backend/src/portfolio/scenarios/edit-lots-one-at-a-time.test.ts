import { describe, it } from 'vitest';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { portfolioDecider } from '../decider.ts';
import { listCreated, lot, positionWithLots, sale } from './book.ts';

// Three lots and a FIFO sale of 8 on 2024-06-01 that took 8 of lot a (8 x 100.10 = 800.80).
// Left open: a 2 @ 100.10, b 10 @ 110.20, c 11 @ 105.43.
const book = [
  listCreated,
  ...positionWithLots('p1', [lot('a', 10, 100.1, '2023-01-10'), lot('b', 10, 110.2, '2023-05-10'), lot('c', 11, 105.43, '2023-09-10')]),
  sale({ quantity: 8, price: 120, date: '2024-06-01', lots: [{ lotId: 'a', quantity: 8, costBasis: 800.8 }], costBasis: 800.8, proceeds: 960, realizedGain: 159.2 }),
];
const spec = () => deciderSpec(portfolioDecider).given(book);
const changeLot = (lotId: string, quantity: number, price: number, date: string) =>
  ({ type: 'ChangeLot' as const, data: { positionId: 'p1', lotId, quantity, price, date } });
const form = (quantity: number, price: number, date: string) =>
  ({ type: 'AdjustPosition' as const, data: { positionId: 'p1', lot: { lotId: 'new', quantity, price, date } } });

describe('editing lots one at a time', () => {
  it('changes one lot, leaving the others and the sale as recorded', () => {
    spec().when(changeLot('b', 12, 111, '2023-05-11'))
      .then([{ type: 'LotChanged', data: { positionId: 'p1', listId: 'main', lotId: 'b', quantity: 12, price: 111, date: '2023-05-11' } }]);
  });

  it('a lot that a sale sold from cannot be dated after that sale', () => {
    spec().when(changeLot('a', 2, 100.1, '2024-07-01')).thenThrows(ValidationError, 'A sale on 2024-06-01 sold shares of this lot');
    // Lot b was not sold from: it may move past the sale's date.
    spec().when(changeLot('b', 10, 110.2, '2024-07-01'))
      .then([{ type: 'LotChanged', data: { positionId: 'p1', listId: 'main', lotId: 'b', quantity: 10, price: 110.2, date: '2024-07-01' } }]);
  });

  it('an unchanged lot records nothing; an unknown lot is not found', () => {
    spec().when(changeLot('c', 11, 105.43, '2023-09-10')).then([]);
    spec().when(changeLot('zz', 1, 1, '2023-01-01')).thenThrows(NotFoundError, 'Lot not found');
  });

  it('removes one lot; adds a lot as a purchase of its own', () => {
    spec().when({ type: 'RemoveLot', data: { positionId: 'p1', lotId: 'c' } })
      .then([{ type: 'LotRemoved', data: { positionId: 'p1', listId: 'main', lotId: 'c' } }]);
    spec().when({ type: 'AddLot', data: { positionId: 'p1', lot: lot('d', 5, 99, '2024-02-01') } })
      .then([{ type: 'PositionIncreased', data: { positionId: 'p1', listId: 'main', symbol: 'AAPL', lot: lot('d', 5, 99, '2024-02-01') } }]);
  });

  it('the edit form never replaces several lots by one', () => {
    spec().when(form(24, 107, '2023-01-10')).thenThrows(ValidationError, 'This position has 3 lots: change, add or remove them one at a time');
  });

  it('the edit form set to 0 closes every open lot; the sale stays', () => {
    spec().when(form(0, 0, '2023-01-10')).then(['a', 'b', 'c'].map((lotId) => ({ type: 'LotRemoved', data: { positionId: 'p1', listId: 'main', lotId } })));
  });

  it('the edit form on a single open lot changes that lot', () => {
    deciderSpec(portfolioDecider)
      .given([listCreated, ...positionWithLots('p1', [lot('only', 5, 50, '2024-01-02')])])
      .when(form(6, 55, '2024-01-03'))
      .then([{ type: 'LotChanged', data: { positionId: 'p1', listId: 'main', lotId: 'only', quantity: 6, price: 55, date: '2024-01-03' } }]);
  });
});

describe('changing a recorded sale', () => {
  const changeSale = (price: number, fees: number, date: string, notes: string | null = null) =>
    ({ type: 'ChangeSale' as const, data: { saleId: 's1', price, fees, date, notes } });

  // 8 x 130 - 5 = 1,035 net; the lots it took cost 800.80: gain 234.20.
  it('recomputes proceeds and gain from the same lots', () => {
    spec().when(changeSale(130, 5, '2024-06-03', 'broker confirm'))
      .then([{
        type: 'SaleChanged',
        data: { saleId: 's1', positionId: 'p1', listId: 'main', price: 130, fees: 5, date: '2024-06-03', notes: 'broker confirm', proceeds: 1035, realizedGain: 234.2 },
      }]);
  });

  it('refuses a date before the shares it sold were bought, fees above the proceeds, an unknown sale', () => {
    spec().when(changeSale(120, 0, '2022-12-31')).thenThrows(ValidationError, 'sold shares bought on 2023-01-10');
    spec().when(changeSale(1, 9, '2024-06-01')).thenThrows(ValidationError, 'cannot exceed');
    deciderSpec(portfolioDecider).given([listCreated]).when(changeSale(1, 0, '2024-06-01')).thenThrows(NotFoundError, 'Sale not found');
  });

  it('records nothing when nothing changed', () => {
    spec().when(changeSale(120, 0, '2024-06-01')).then([]);
  });
});
