import type { SmartListCriteria } from '@folio/contracts';
import type { Decider } from '../shared/decider.ts';
import { NotFoundError } from '../shared/errors.ts';
import { nameBasedId } from '../shared/runtime.ts';
import type { SmartListEvent, SmartListMemberData } from './events.ts';
import { pickSymbols, weigh, type WeightFacts } from './weights.ts';

export interface SmartListsState {
  lists: ReadonlyMap<string, { criteria: SmartListCriteria; members: readonly SmartListMemberData[] }>;
  deleted: ReadonlySet<string>;
}

export type SmartListCommand =
  | {
      type: 'CreateSmartList';
      data: { smartListId: string; name: string; description: string | null; criteria: SmartListCriteria; now: string };
    }
  | { type: 'RebalanceSmartList'; data: { smartListId: string; now: string; facts?: WeightFacts } }
  | { type: 'DeleteSmartList'; data: { smartListId: string } };

const NOT_FOUND = 'Smart list not found';

/** A member's id is stable per list and symbol, so a symbol kept across rebalances keeps its id. */
export const memberId = (smartListId: string, symbol: string) => nameBasedId('smart-list-member', smartListId, symbol);

export const smartListsDecider: Decider<SmartListsState, SmartListCommand, SmartListEvent> = {
  initialState: () => ({ lists: new Map(), deleted: new Set() }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateSmartList': {
        const { smartListId, name, description, criteria, now } = command.data;
        if (state.lists.has(smartListId) || state.deleted.has(smartListId)) return []; // a retried create
        return [{ type: 'SmartListCreated', data: { smartListId, name, description, criteria, createdAt: now } }];
      }
      case 'RebalanceSmartList': {
        const { smartListId, now, facts } = command.data;
        const list = state.lists.get(smartListId);
        if (!list) throw new NotFoundError(NOT_FOUND);
        const symbols = pickSymbols(list.criteria);
        const weights = weigh(list.criteria.weightStrategy, symbols, facts);
        const members = symbols.map((symbol, index) => ({ memberId: memberId(smartListId, symbol), symbol, weight: weights[index]! }));
        return [{ type: 'SmartListRebalanced', data: { smartListId, members, weightStrategy: list.criteria.weightStrategy, rebalancedAt: now } }];
      }
      case 'DeleteSmartList': {
        if (!state.lists.has(command.data.smartListId)) throw new NotFoundError(NOT_FOUND);
        return [{ type: 'SmartListDeleted', data: { smartListId: command.data.smartListId } }];
      }
      default:
        return unreachable(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'SmartListCreated': {
        const lists = new Map(state.lists);
        lists.set(event.data.smartListId, { criteria: event.data.criteria, members: [] });
        return { ...state, lists };
      }
      case 'SmartListRebalanced': {
        const current = state.lists.get(event.data.smartListId);
        if (!current) return state;
        const lists = new Map(state.lists);
        lists.set(event.data.smartListId, { ...current, members: event.data.members });
        return { ...state, lists };
      }
      case 'SmartListDeleted': {
        const lists = new Map(state.lists);
        lists.delete(event.data.smartListId);
        return { lists, deleted: new Set(state.deleted).add(event.data.smartListId) };
      }
      default:
        return state;
    }
  },
};

function unreachable(command: never): never {
  throw new Error(`Unknown command ${JSON.stringify(command)}`);
}
