import { it } from 'vitest';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { deciderSpec } from '../../testing/decider-spec.ts';
import { portfolioDecider } from '../decider.ts';
import { listCreated, lot, opened } from './book.ts';
import { sell } from './sell.ts';

const given = [listCreated, opened('p1', lot('l1', 7.5, 50, '2024-01-02'))];

it('refuses to sell more than held, with the spec message', () => {
  deciderSpec(portfolioDecider).given(given).when(sell({ quantity: 8, price: 60 })).thenThrows(ValidationError, 'Please enter a valid quantity (1-7.5)');
});

it('refuses zero or negative quantities and prices', () => {
  const spec = deciderSpec(portfolioDecider).given(given);
  spec.when(sell({ quantity: 0, price: 60 })).thenThrows(ValidationError, 'Please enter a valid quantity (1-7.5)');
  spec.when(sell({ quantity: 1, price: 0 })).thenThrows(ValidationError, 'Please enter a valid price');
});

it('says not found for an unknown position', () => {
  deciderSpec(portfolioDecider).given(given).when(sell({ positionId: 'nope', quantity: 1, price: 60 })).thenThrows(NotFoundError);
});
