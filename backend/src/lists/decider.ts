import type { Decider } from '../shared/decider.ts';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors.ts';
import type { ListEvent } from './events.ts';

export interface ListsState {
  lists: ReadonlyMap<string, { name: string; description: string | null }>;
  defaultListId: string | null;
}

export type ListCommand =
  | { type: 'CreateList'; data: { listId: string; ownerId: string; name: string; description: string | null; now: string } }
  | { type: 'UpdateList'; data: { listId: string; name: string; description: string | null } }
  | { type: 'SetDefaultList'; data: { listId: string } }
  | { type: 'DeleteList'; data: { listId: string } }
  | { type: 'SetListPreferences'; data: { listId: string; taxLotMethod: 'fifo' | 'lifo' | 'average' | 'specific' } };

const LIST_NOT_FOUND = 'List not found';

function requireName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ValidationError('name: Name is required');
  return trimmed;
}

export const listsDecider: Decider<ListsState, ListCommand, ListEvent> = {
  initialState: () => ({ lists: new Map(), defaultListId: null }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateList': {
        const { listId, ownerId, description, now } = command.data;
        if (state.lists.has(listId)) return []; // a retried creation with the same id
        const created: ListEvent = {
          type: 'ListCreated',
          data: { listId, ownerId, name: requireName(command.data.name), description, createdAt: now },
        };
        // The first list a user has is the default: there is always exactly one.
        return state.defaultListId === null
          ? [created, { type: 'DefaultListChosen', data: { listId, previousListId: null } }]
          : [created];
      }
      case 'UpdateList': {
        const { listId, description } = command.data;
        if (!state.lists.has(listId)) throw new NotFoundError(LIST_NOT_FOUND);
        return [{ type: 'ListUpdated', data: { listId, name: requireName(command.data.name), description } }];
      }
      case 'SetDefaultList': {
        const { listId } = command.data;
        if (!state.lists.has(listId)) throw new NotFoundError(LIST_NOT_FOUND);
        if (state.defaultListId === listId) return [];
        return [{ type: 'DefaultListChosen', data: { listId, previousListId: state.defaultListId } }];
      }
      case 'DeleteList': {
        const { listId } = command.data;
        if (!state.lists.has(listId)) throw new NotFoundError(LIST_NOT_FOUND);
        if (state.defaultListId === listId || state.defaultListId === null) {
          throw new ConflictError('Cannot delete the default list.');
        }
        return [{ type: 'ListDeleted', data: { listId, movedTo: state.defaultListId } }];
      }
      case 'SetListPreferences': {
        if (!state.lists.has(command.data.listId)) throw new NotFoundError(LIST_NOT_FOUND);
        return [{ type: 'ListPreferencesChanged', data: command.data }];
      }
      default:
        return unreachable(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ListCreated':
      case 'ListUpdated': {
        const lists = new Map(state.lists);
        lists.set(event.data.listId, { name: event.data.name, description: event.data.description });
        return { ...state, lists };
      }
      case 'DefaultListChosen':
        return { ...state, defaultListId: event.data.listId };
      case 'ListDeleted': {
        const lists = new Map(state.lists);
        lists.delete(event.data.listId);
        return { ...state, lists };
      }
      default:
        return state;
    }
  },
};

function unreachable(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
