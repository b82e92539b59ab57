import { changedPreferences, DEFAULT_LIST_PREFERENCES, type ListPreferences } from '@folio/contracts';
import type { Decider } from '../shared/decider.ts';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors.ts';
import type { ListEvent } from './events.ts';

export interface ListsState {
  lists: ReadonlyMap<string, { name: string; description: string | null }>;
  defaultListId: string | null;
  /** Per list, symbol -> position: what a deletion merges into the receiving list. */
  holdings: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Per list, its effective portfolio preferences: what a change is compared with. */
  preferences: ReadonlyMap<string, ListPreferences>;
}

/** The position events of the same book stream that the lists decider follows for `holdings`. */
type HoldingEvent =
  | { type: 'PositionOpened'; data: { positionId: string; listId: string; symbol: string } }
  | { type: 'PositionRemoved'; data: { positionId: string; listId: string } };

export type ListCommand =
  | { type: 'CreateList'; data: { listId: string; ownerId: string; name: string; description: string | null; now: string } }
  | { type: 'UpdateList'; data: { listId: string; name: string; description: string | null } }
  | { type: 'SetDefaultList'; data: { listId: string } }
  | { type: 'DeleteList'; data: { listId: string } }
  | { type: 'SetListPreferences'; data: { listId: string; changes: Partial<ListPreferences> } };

const LIST_NOT_FOUND = 'List not found';

function requireName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ValidationError('Name is required');
  return trimmed;
}

export const listsDecider: Decider<ListsState, ListCommand, ListEvent> = {
  initialState: () => ({ lists: new Map(), defaultListId: null, holdings: new Map(), preferences: new Map() }),

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
        const movedTo = state.defaultListId;
        const heirs = state.holdings.get(movedTo) ?? new Map<string, string>();
        // A symbol both lists hold becomes one position in the receiving list.
        const merges: ListEvent[] = [...(state.holdings.get(listId) ?? [])]
          .filter(([symbol]) => heirs.has(symbol))
          .map(([symbol, mergedPositionId]) => ({ type: 'PositionsMerged', data: { listId: movedTo, positionId: heirs.get(symbol)!, mergedPositionId, symbol } }));
        return [{ type: 'ListDeleted', data: { listId, movedTo } }, ...merges];
      }
      case 'SetListPreferences': {
        const { listId, changes } = command.data;
        if (!state.lists.has(listId)) throw new NotFoundError(LIST_NOT_FOUND);
        // Only what differs is recorded; a save that changes nothing records nothing.
        const changed = changedPreferences(state.preferences.get(listId) ?? DEFAULT_LIST_PREFERENCES, changes);
        return Object.keys(changed).length === 0 ? [] : [{ type: 'ListPreferencesChanged', data: { listId, ...changed } }];
      }
      default:
        return unreachable(command);
    }
  },

  evolve(state, recorded) {
    const event = recorded as ListEvent | HoldingEvent;
    switch (event.type) {
      case 'ListCreated':
      case 'ListUpdated': {
        const lists = new Map(state.lists);
        lists.set(event.data.listId, { name: event.data.name, description: event.data.description });
        return { ...state, lists };
      }
      case 'ListPreferencesChanged': {
        const { listId, ...changed } = event.data;
        const preferences = new Map(state.preferences);
        preferences.set(listId, { ...(state.preferences.get(listId) ?? DEFAULT_LIST_PREFERENCES), ...changed });
        return { ...state, preferences };
      }
      case 'DefaultListChosen':
        return { ...state, defaultListId: event.data.listId };
      case 'ListDeleted': {
        const lists = new Map(state.lists);
        lists.delete(event.data.listId);
        const holdings = new Map(state.holdings);
        const heir = new Map(holdings.get(event.data.movedTo) ?? []);
        // The receiving list's own position stays the one for a symbol both held.
        for (const [symbol, positionId] of holdings.get(event.data.listId) ?? []) if (!heir.has(symbol)) heir.set(symbol, positionId);
        holdings.set(event.data.movedTo, heir);
        holdings.delete(event.data.listId);
        const preferences = new Map(state.preferences);
        preferences.delete(event.data.listId);
        return { ...state, lists, holdings, preferences };
      }
      // Imports open thousands of positions: these update the maps in place (the book's state is
      // folded forward only, as the portfolio decider's is).
      case 'PositionOpened': {
        const holdings = state.holdings as Map<string, Map<string, string>>;
        let held = holdings.get(event.data.listId);
        if (!held) holdings.set(event.data.listId, (held = new Map()));
        if (!held.has(event.data.symbol)) held.set(event.data.symbol, event.data.positionId);
        return state;
      }
      case 'PositionRemoved': {
        const held = state.holdings.get(event.data.listId) as Map<string, string> | undefined;
        for (const [symbol, positionId] of held ?? []) if (positionId === event.data.positionId) held!.delete(symbol);
        return state;
      }
      default:
        return state;
    }
  },
};

function unreachable(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
