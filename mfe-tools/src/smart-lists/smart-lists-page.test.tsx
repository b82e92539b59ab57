// @vitest-environment happy-dom
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import SmartListsPage from '../routes/SmartListsPage.tsx';
import { performance, smartList } from '../testing/fixtures.ts';
import { renderWithProviders } from '../testing/render.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const members = [
  { id: 'm1', symbol: 'AAPL', weight: 0.5 },
  { id: 'm2', symbol: 'MSFT', weight: 0.5 },
];

describe('Smart lists screen', () => {
  it('shows the empty texts, then creates a list from the form with the symbols split, trimmed and upper-cased', async () => {
    const all = vi.spyOn(api.smartLists, 'all').mockResolvedValueOnce([]).mockResolvedValue([smartList()]);
    const create = vi.spyOn(api.smartLists, 'create').mockResolvedValue(smartList());
    const user = userEvent.setup();
    renderWithProviders(<SmartListsPage />);
    expect(await screen.findByText('No smart lists yet')).toBeTruthy();
    expect(screen.getByText('Select a smart list to view details')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), ' Big tech ');
    await user.type(screen.getByLabelText('Symbols'), 'aapl, msft  nvda,,');
    await user.type(screen.getByLabelText('Max positions (optional)'), '2');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(create).toHaveBeenCalledWith({ name: 'Big tech', description: null, criteria: { includeSymbols: ['AAPL', 'MSFT', 'NVDA'], maxPositions: 2, weightStrategy: 'equal' } });
    // The new list is selected: no members until it is rebalanced.
    expect(await screen.findByText('No members yet. Rebalance to populate.')).toBeTruthy();
    expect(all).toHaveBeenCalledTimes(2);
  });

  it('rebalancing shows the members with weight percent and the 30-day performance with a sparkline', async () => {
    vi.spyOn(api.smartLists, 'all').mockResolvedValueOnce([smartList()]).mockResolvedValue([smartList({ members })]);
    const rebalance = vi.spyOn(api.smartLists, 'rebalance').mockResolvedValue(smartList({ members }));
    vi.spyOn(api.smartLists, 'performance').mockResolvedValue(performance());
    const user = userEvent.setup();
    renderWithProviders(<SmartListsPage />);
    const list = await screen.findByRole('list', { name: 'Smart lists' });
    expect(within(list).getByText('0 members')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Rebalance Big tech' }));
    expect(rebalance).toHaveBeenCalledWith('sl-1');
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['AAPL50.00%', 'MSFT50.00%']);
    expect(await screen.findByText('Performance (last 30d)')).toBeTruthy();
    expect(await screen.findByText('$10,300.00')).toBeTruthy();
    expect(screen.getByText('$300.00')).toBeTruthy();
    expect(screen.getByText('+3.00%')).toBeTruthy();
    expect(screen.getByTestId('smart-list-sparkline')).toBeTruthy();
  });

  it("shows the server's message when a create is refused and the load error with Retry", async () => {
    vi.spyOn(api.smartLists, 'all').mockResolvedValue([]);
    vi.spyOn(api.smartLists, 'create').mockRejectedValue(new ApiRequestError(400, 'Bad Request', 'Unknown symbols: ZZZZ'));
    const user = userEvent.setup();
    renderWithProviders(<SmartListsPage />);
    await user.type(await screen.findByLabelText('Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown symbols: ZZZZ');
    cleanup();

    vi.spyOn(api.smartLists, 'all').mockRejectedValue(new Error('down'));
    renderWithProviders(<SmartListsPage />);
    expect(await screen.findByText('Failed to load smart lists')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
