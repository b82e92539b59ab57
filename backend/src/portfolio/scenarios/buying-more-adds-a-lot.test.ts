import { it } from 'vitest';
import { NotFoundError } from '../../shared/errors.ts';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { portfolioDecider } from '../decider.ts';
import { LIST, listCreated, lot, opened } from './book.ts';

const open = (positionId: string, quantity: number, symbol = 'AAPL', listId = LIST) => ({
  positionId, listId, symbol, lot: lot(`lot-${positionId}`, quantity, quantity ? 100 : 0, quantity ? '2024-02-01' : null),
});

it('buying a symbol the list holds adds a lot to that position; a new symbol opens one', () => {
  deciderSpec(portfolioDecider)
    .given([listCreated, opened('p1', lot('l1', 10, 90, '2024-01-02'))])
    .when({ type: 'OpenPositions', data: { positions: [open('p2', 5), open('p3', 2, 'MSFT'), open('p4', 1, 'MSFT')], source: 'import', missingList: 'gone' } })
    .then([
      { type: 'PositionIncreased', data: { positionId: 'p1', listId: LIST, symbol: 'AAPL', lot: lot('lot-p2', 5, 100, '2024-02-01') } },
      { type: 'PositionOpened', data: { ...open('p3', 2, 'MSFT'), source: 'import' } },
      { type: 'PositionIncreased', data: { positionId: 'p3', listId: LIST, symbol: 'MSFT', lot: lot('lot-p4', 1, 100, '2024-02-01') } },
    ]);
});

it('watching a symbol already tracked changes nothing', () => {
  deciderSpec(portfolioDecider)
    .given([listCreated, opened('p1', lot('l1', 10, 90, '2024-01-02'))])
    .when({ type: 'OpenPositions', data: { positions: [open('p2', 0)], source: 'manual', missingList: 'gone' } })
    .then([]);
});

it('refuses positions for a list that no longer exists', () => {
  deciderSpec(portfolioDecider)
    .given([listCreated])
    .when({ type: 'OpenPositions', data: { positions: [open('p1', 1, 'AAPL', 'deleted')], source: 'import', missingList: 'Selected list no longer exists. Please select a different list.' } })
    .thenThrows(NotFoundError, 'Selected list no longer exists. Please select a different list.');
});
