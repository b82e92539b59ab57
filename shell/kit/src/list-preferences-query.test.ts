// @vitest-environment happy-dom
import { DEFAULT_LIST_PREFERENCES, type ListPreferences } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preferencesWithLocalCopyMoved } from './list-preferences-query.ts';
import { preferencesKey } from './list-preferences.ts';

beforeEach(() => localStorage.clear());

function server(saved: Partial<ListPreferences> = {}) {
  let stored: ListPreferences = { ...DEFAULT_LIST_PREFERENCES, ...saved };
  return {
    preferences: vi.fn(async () => stored),
    setPreferences: vi.fn(async (_listId: string, body: Partial<ListPreferences>) => (stored = { ...stored, ...body })),
  };
}

describe('moving the local copy of preferences to the server', () => {
  it('reads the server alone when nothing is stored locally', async () => {
    const lists = server({ maxPositionSize: 30 });
    expect(await preferencesWithLocalCopyMoved(lists, 'main')).toMatchObject({ maxPositionSize: 30 });
    expect(lists.setPreferences).not.toHaveBeenCalled();
  });

  it('sends the local copy once (without the tax-lot method, which was always the server\'s) and forgets it', async () => {
    localStorage.setItem(preferencesKey('main'), JSON.stringify({ riskTolerance: 'aggressive', maxPositionSize: 500, taxLotMethod: 'lifo' }));
    const lists = server({ taxLotMethod: 'average' });
    const moved = await preferencesWithLocalCopyMoved(lists, 'main');
    expect(moved).toMatchObject({ riskTolerance: 'aggressive', maxPositionSize: 10, taxLotMethod: 'average' });
    const sent = lists.setPreferences.mock.calls[0]![1];
    expect(sent).not.toHaveProperty('taxLotMethod');
    expect(sent).not.toHaveProperty('baseCurrency');
    expect(localStorage.getItem(preferencesKey('main'))).toBeNull();

    await preferencesWithLocalCopyMoved(lists, 'main');
    expect(lists.setPreferences).toHaveBeenCalledOnce();
  });

  it('keeps the local copy for the next read when the server cannot be reached', async () => {
    localStorage.setItem(preferencesKey('main'), JSON.stringify({ riskTolerance: 'conservative' }));
    const lists = server();
    lists.setPreferences.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await preferencesWithLocalCopyMoved(lists, 'main')).toMatchObject({ riskTolerance: 'moderate' });
    expect(localStorage.getItem(preferencesKey('main'))).not.toBeNull();
    expect(await preferencesWithLocalCopyMoved(lists, 'main')).toMatchObject({ riskTolerance: 'conservative' });
  });

  it('forgets a copy the server refuses, so it is not sent on every read', async () => {
    localStorage.setItem(preferencesKey('main'), JSON.stringify({ benchmarkSymbol: 'S&P 500' }));
    const lists = server();
    lists.setPreferences.mockRejectedValueOnce(new ApiRequestError(400, 'Bad Request', 'Benchmark symbol must be a ticker such as SPY'));
    expect(await preferencesWithLocalCopyMoved(lists, 'main')).toEqual(DEFAULT_LIST_PREFERENCES);
    expect(localStorage.getItem(preferencesKey('main'))).toBeNull();
  });
});
