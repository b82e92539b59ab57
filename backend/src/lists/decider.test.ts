import { describe, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors.ts';
import { deciderSpec } from '../testing/decider-spec.ts';
import { listsDecider } from './decider.ts';
import type { ListEvent } from './events.ts';

const now = '2026-01-01T00:00:00.000Z';
const created = (listId: string, name = listId): ListEvent => ({
  type: 'ListCreated',
  data: { listId, ownerId: 'u1', name, description: null, createdAt: now },
});
const chosen = (listId: string, previousListId: string | null): ListEvent => ({
  type: 'DefaultListChosen',
  data: { listId, previousListId },
});
const create = (listId: string, name = listId) => ({
  type: 'CreateList' as const,
  data: { listId, ownerId: 'u1', name, description: null, now },
});

describe('lists decider', () => {
  const spec = deciderSpec(listsDecider);

  it('makes the first list the default', () => {
    spec.given([]).when(create('main')).then([created('main'), chosen('main', null)]);
  });

  it('creates further lists without touching the default', () => {
    spec.given([created('main'), chosen('main', null)]).when(create('growth')).then([created('growth')]);
  });

  it('trims names and refuses empty ones', () => {
    spec.given([]).when(create('a', '  Dividends  ')).then([created('a', 'Dividends'), chosen('a', null)]);
    spec.given([]).when(create('a', '   ')).thenThrows(ValidationError, 'Name is required');
  });

  it('treats a repeated creation with the same id as done', () => {
    spec.given([created('main'), chosen('main', null)]).when(create('main')).then([]);
  });

  it('renames a list', () => {
    spec
      .given([created('main'), chosen('main', null)])
      .when({ type: 'UpdateList', data: { listId: 'main', name: ' Core ', description: 'long term' } })
      .then([{ type: 'ListUpdated', data: { listId: 'main', name: 'Core', description: 'long term' } }]);
  });

  it('moves the default flag, naming the list that loses it', () => {
    spec
      .given([created('main'), chosen('main', null), created('growth')])
      .when({ type: 'SetDefaultList', data: { listId: 'growth' } })
      .then([chosen('growth', 'main')]);
  });

  it('setting the current default again changes nothing', () => {
    spec.given([created('main'), chosen('main', null)]).when({ type: 'SetDefaultList', data: { listId: 'main' } }).then([]);
  });

  it('deletes a list and moves its stocks to the default list', () => {
    spec
      .given([created('main'), chosen('main', null), created('growth')])
      .when({ type: 'DeleteList', data: { listId: 'growth' } })
      .then([{ type: 'ListDeleted', data: { listId: 'growth', movedTo: 'main' } }]);
  });

  it('refuses to delete the default list', () => {
    spec
      .given([created('main'), chosen('main', null)])
      .when({ type: 'DeleteList', data: { listId: 'main' } })
      .thenThrows(ConflictError, 'Cannot delete the default list.');
  });

  it('says not found for lists that do not exist or were deleted', () => {
    const history = [created('main'), chosen('main', null), created('old'), { type: 'ListDeleted', data: { listId: 'old', movedTo: 'main' } } as ListEvent];
    spec.given(history).when({ type: 'DeleteList', data: { listId: 'old' } }).thenThrows(NotFoundError);
    spec.given(history).when({ type: 'SetDefaultList', data: { listId: 'old' } }).thenThrows(NotFoundError);
    spec.given(history).when({ type: 'UpdateList', data: { listId: 'nope', name: 'x', description: null } }).thenThrows(NotFoundError);
  });
});
