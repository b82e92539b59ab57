import type { SmartListCriteria } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../shared/errors.ts';
import { deciderSpec } from '../testing/decider-spec.ts';
import { memberId, smartListsDecider } from './decider.ts';
import type { SmartListEvent } from './events.ts';
import { weigh } from './weights.ts';

const spec = deciderSpec(smartListsDecider);
const NOW = '2026-03-02T10:00:00.000Z';
const criteria = (changes: Partial<SmartListCriteria> = {}): SmartListCriteria => ({
  includeSymbols: ['AAPL', 'MSFT', 'NVDA'], maxPositions: null, weightStrategy: 'equal', ...changes,
});
const created = (changes: Partial<SmartListCriteria> = {}): SmartListEvent => ({
  type: 'SmartListCreated', data: { smartListId: 's1', name: 'Big tech', description: null, criteria: criteria(changes), createdAt: NOW },
});
const rebalance = { type: 'RebalanceSmartList', data: { smartListId: 's1', now: NOW } } as const;
const member = (symbol: string, weight: number) => ({ memberId: memberId('s1', symbol), symbol, weight });

describe('creating a smart list', () => {
  it('given nothing, when a smart list is created, then SmartListCreated with its criteria and no members', () => {
    spec
      .given([])
      .when({ type: 'CreateSmartList', data: { smartListId: 's1', name: 'Big tech', description: null, criteria: criteria(), now: NOW } })
      .then([created()]);
  });

  it('given it exists, when the same create is retried, then nothing', () => {
    spec
      .given([created()])
      .when({ type: 'CreateSmartList', data: { smartListId: 's1', name: 'Big tech', description: null, criteria: criteria(), now: NOW } })
      .then([]);
  });
});

describe('rebalancing fills the members from the criteria', () => {
  it('given three symbols and equal weights, when rebalanced, then each member weighs one third', () => {
    spec.given([created()]).when(rebalance).then([
      { type: 'SmartListRebalanced', data: { smartListId: 's1', weightStrategy: 'equal', rebalancedAt: NOW, members: [member('AAPL', 1 / 3), member('MSFT', 1 / 3), member('NVDA', 1 / 3)] } },
    ]);
  });

  it('given max positions 2, when rebalanced, then the first two symbols at one half each', () => {
    spec.given([created({ maxPositions: 2 })]).when(rebalance).then([
      { type: 'SmartListRebalanced', data: { smartListId: 's1', weightStrategy: 'equal', rebalancedAt: NOW, members: [member('AAPL', 0.5), member('MSFT', 0.5)] } },
    ]);
  });

  it('given no symbols, when rebalanced, then the list has no members', () => {
    spec.given([created({ includeSymbols: [] })]).when(rebalance).then([
      { type: 'SmartListRebalanced', data: { smartListId: 's1', weightStrategy: 'equal', rebalancedAt: NOW, members: [] } },
    ]);
  });

  it('given a deleted or unknown smart list, when rebalanced or deleted, then not found', () => {
    spec.given([]).when(rebalance).thenThrows(NotFoundError, 'Smart list not found');
    spec.given([created(), { type: 'SmartListDeleted', data: { smartListId: 's1' } }]).when(rebalance).thenThrows(NotFoundError);
    spec.given([created(), { type: 'SmartListDeleted', data: { smartListId: 's1' } }]).when({ type: 'DeleteSmartList', data: { smartListId: 's1' } }).thenThrows(NotFoundError);
  });

  it('given a deleted smart list, when its create is retried, then nothing comes back to life', () => {
    spec
      .given([created(), { type: 'SmartListDeleted', data: { smartListId: 's1' } }])
      .when({ type: 'CreateSmartList', data: { smartListId: 's1', name: 'Big tech', description: null, criteria: criteria(), now: NOW } })
      .then([]);
  });
});

describe('equal weights', () => {
  it('add up to one for any number of members', () => {
    for (const n of [1, 3, 7, 100]) {
      const weights = weigh('equal', Array.from({ length: n }, (_, i) => `S${i}`));
      expect(weights).toHaveLength(n);
      expect(weights.reduce((sum, w) => sum + w, 0)).toBeCloseTo(1, 12);
    }
  });
});
