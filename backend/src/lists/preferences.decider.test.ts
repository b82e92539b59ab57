import { describe, it } from 'vitest';
import { NotFoundError } from '../shared/errors.ts';
import { deciderSpec } from '../testing/decider-spec.ts';
import { listsDecider } from './decider.ts';
import type { ListEvent } from './events.ts';

const created: ListEvent = { type: 'ListCreated', data: { listId: 'main', ownerId: 'u1', name: 'Main', description: null, createdAt: '2026-01-01T00:00:00.000Z' } };
const chosen: ListEvent = { type: 'DefaultListChosen', data: { listId: 'main', previousListId: null } };
const set = (changes: object) => ({ type: 'SetListPreferences' as const, data: { listId: 'main', changes } });
const changed = (fields: object): ListEvent => ({ type: 'ListPreferencesChanged', data: { listId: 'main', ...fields } });

describe('list preferences', () => {
  const spec = deciderSpec(listsDecider);

  it('records only the fields whose value changes', () => {
    spec
      .given([created, chosen])
      .when(set({ maxPositionSize: 25, benchmarkSymbol: 'SPY', riskTolerance: 'moderate', taxLotMethod: 'lifo' }))
      .then([changed({ maxPositionSize: 25, taxLotMethod: 'lifo' })]);
  });

  it('records nothing when a save changes nothing (defaults or earlier changes)', () => {
    spec.given([created, chosen]).when(set({ stopLossThreshold: 20, baseCurrency: 'USD' })).then([]);
    spec.given([created, chosen, changed({ baseCurrency: 'EUR' })]).when(set({ baseCurrency: 'EUR' })).then([]);
  });

  it('compares target allocations by value', () => {
    spec.given([created, chosen, changed({ targetAllocation: { AAPL: 40 } })]).when(set({ targetAllocation: { AAPL: 40 } })).then([]);
    spec.given([created, chosen, changed({ targetAllocation: { AAPL: 40 } })]).when(set({ targetAllocation: { AAPL: 50 } })).then([changed({ targetAllocation: { AAPL: 50 } })]);
  });

  it('follows the first version of the event, which carried the tax-lot method alone', () => {
    spec.given([created, chosen, changed({ taxLotMethod: 'average' })]).when(set({ taxLotMethod: 'average', trackTaxLots: false })).then([changed({ trackTaxLots: false })]);
  });

  it('refuses an unknown or deleted list', () => {
    spec.given([created, chosen]).when({ type: 'SetListPreferences', data: { listId: 'other', changes: { maxPositionSize: 5 } } }).thenThrows(NotFoundError, 'List not found');
  });
});
