// @vitest-environment happy-dom
import { DEFAULT_LIST_PREFERENCES, type ListPreferences } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferencesKey } from '@folio/shell-kit';
import { api } from '@folio/shell-kit/api';
import PortfolioSettingsPage from '../routes/PortfolioSettingsPage.tsx';
import { renderWithProviders } from '../testing/render.tsx';
import { sampleList } from '../testing/lists.ts';

let stored: ListPreferences;
beforeEach(() => {
  localStorage.clear();
  stored = { ...DEFAULT_LIST_PREFERENCES, maxPositionSize: 25, taxLotMethod: 'lifo' };
  vi.spyOn(api.lists, 'all').mockResolvedValue([sampleList('main', 'Main Portfolio', { isDefault: true, taxLotMethod: 'lifo' })]);
  vi.spyOn(api.cashFlows, 'all').mockResolvedValue([]);
  vi.spyOn(api.cashFlows, 'totalInvested').mockResolvedValue({ totalCashInvested: 0 });
  vi.spyOn(api.lists, 'preferences').mockImplementation(async () => stored);
  vi.spyOn(api.lists, 'setPreferences').mockImplementation(async (_id, body) => (stored = { ...stored, ...body } as ListPreferences));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const show = () => renderWithProviders(<PortfolioSettingsPage />, { route: '/investments/settings?listId=main' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

describe('Portfolio settings: preferences on the server', () => {
  it("shows the list's saved preferences and saves edits made on several tabs with one Save", async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('tab', { name: 'Risk Management' }));
    await waitFor(() => expect(field('Max position size (%)').value).toBe('25'));
    await user.selectOptions(field('Risk tolerance'), 'aggressive');
    await user.click(screen.getByRole('tab', { name: 'Tax Settings' }));
    expect(field('Tax-lot method').value).toBe('lifo');
    await user.selectOptions(field('Tax-lot method'), 'average');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Preferences saved.')).toBeTruthy();
    expect(api.lists.setPreferences).toHaveBeenCalledWith('main', { ...DEFAULT_LIST_PREFERENCES, maxPositionSize: 25, riskTolerance: 'aggressive', taxLotMethod: 'average' });
  });

  it('saves an out-of-range max position size as its fallback, 10', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('tab', { name: 'Risk Management' }));
    await waitFor(() => expect(field('Max position size (%)').value).toBe('25'));
    await user.clear(field('Max position size (%)'));
    await user.type(field('Max position size (%)'), '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Preferences saved.');
    expect(vi.mocked(api.lists.setPreferences).mock.calls[0]![1]).toMatchObject({ maxPositionSize: 10 });
    await waitFor(() => expect(field('Max position size (%)').value).toBe('10'));
  });

  it('says why a save failed and keeps the edits', async () => {
    vi.mocked(api.lists.setPreferences).mockRejectedValueOnce(new ApiRequestError(400, 'Bad Request', 'Benchmark symbol must be a ticker such as SPY'));
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('tab', { name: 'Performance' }));
    await user.clear(await screen.findByLabelText('Benchmark symbol'));
    await user.type(field('Benchmark symbol'), 'S&P');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Preferences could not be saved: Benchmark symbol must be a ticker such as SPY');
    expect(field('Benchmark symbol').value).toBe('S&P');
  });

  it('moves a copy kept in this browser by an earlier version to the server, once', async () => {
    localStorage.setItem(preferencesKey('main'), JSON.stringify({ riskTolerance: 'conservative', stopLossThreshold: 15 }));
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('tab', { name: 'Risk Management' }));
    await waitFor(() => expect(field('Stop loss threshold (%)').value).toBe('15'));
    expect(field('Risk tolerance').value).toBe('conservative');
    expect(api.lists.setPreferences).toHaveBeenCalledOnce();
    expect(localStorage.getItem(preferencesKey('main'))).toBeNull();
  });

  it('shows the loading state, then a failure with Retry', async () => {
    vi.mocked(api.lists.preferences).mockRejectedValueOnce(new ApiRequestError(500, 'Internal Server Error', 'Read store unavailable'));
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('tab', { name: 'Display' }));
    expect(await screen.findByText('Failed to load the preferences')).toBeTruthy();
    expect(screen.getByText('Read store unavailable')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Default view')).toBeTruthy();
  });
});
