// @vitest-environment happy-dom
import type { WatchlistStock } from '@folio/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { sampleList } from '../testing/lists.ts';
import { holding, renderWithProviders, stubBrowserDialogs } from '../testing/render.tsx';
import { SELECTED_LIST_KEY } from './watchlist-selection.ts';
import WatchlistWidget from './WatchlistWidget.tsx';

const stock = (symbol: string, dayChangePercent: number, price = 100, year = { low: 50, high: 150 }): WatchlistStock => ({
  symbol,
  currentPrice: price,
  previousClose: price - 1,
  dayChange: dayChangePercent,
  dayChangePercent,
  volume: 1_234_567,
  avgVolume: null,
  dayRange: { low: price - 2, high: price + 2 },
  yearRange: year,
  marketCap: null,
});

const LISTS = [sampleList('main', 'Main Portfolio', { isDefault: true }), sampleList('tech', 'Tech')];
let watchlists: Record<string, { stocks: WatchlistStock[]; totalCount: number }>;
let dialogs: ReturnType<typeof stubBrowserDialogs>;

beforeEach(() => {
  localStorage.clear();
  dialogs = stubBrowserDialogs();
  watchlists = {
    main: { stocks: [stock('AAA', -1, 60), stock('BBB', 3, 145), stock('CCC', 1, 110)], totalCount: 3 },
    tech: { stocks: [stock('NVDA', 2)], totalCount: 14 },
  };
  vi.spyOn(api.lists, 'all').mockResolvedValue(LISTS);
  vi.spyOn(api, 'request').mockImplementation(async (method, path) => {
    const listId = new URLSearchParams(path.split('?')[1]).get('listId')!;
    if (method === 'GET' && path.startsWith('/dashboard/watchlist')) return { success: true, data: watchlists[listId] };
    throw new Error(`unexpected ${method} ${path}`);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rows = () => within(screen.getByRole('table', { name: 'Watch list' })).getAllByRole('row').slice(1);
const symbols = () => rows().map((row) => row.getAttribute('data-symbol'));

function show(listId: string | null = null) {
  const onListChange = vi.fn();
  renderWithProviders(<WatchlistWidget signedIn listId={listId} onListChange={onListChange} />);
  return { user: userEvent.setup(), onListChange };
}

describe('watch list widget', () => {
  it('opens the saved list, else the default, and tells the dashboard', async () => {
    localStorage.setItem(SELECTED_LIST_KEY, 'tech');
    const { onListChange } = show();
    await screen.findByRole('table', { name: 'Watch list' });
    expect(symbols()).toEqual(['NVDA']);
    expect(onListChange).toHaveBeenCalledWith('tech');
    expect(screen.getByText('Showing top and bottom 10')).toBeTruthy();
  });

  it('sorts by day change, best first; the arrow flips it; no notice for short lists', async () => {
    const { user } = show();
    await screen.findByRole('table', { name: 'Watch list' });
    expect(symbols()).toEqual(['BBB', 'CCC', 'AAA']);
    expect(screen.queryByText('Showing top and bottom 10')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Change, best first/ }));
    expect(symbols()).toEqual(['AAA', 'CCC', 'BBB']);
  });

  it('colours the year-range bar by where the price sits', async () => {
    show();
    await screen.findByRole('table', { name: 'Watch list' });
    const colours = rows().map((row) => row.querySelector('[data-colour]')?.getAttribute('data-colour'));
    expect(colours).toEqual(['green', 'yellow', 'red']); // 95 %, 60 %, 10 % of the range
  });

  it('choosing a list remembers it and tells the dashboard', async () => {
    const { user, onListChange } = show('main');
    await screen.findByRole('table', { name: 'Watch list' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'List' }), 'tech');
    expect(localStorage.getItem(SELECTED_LIST_KEY)).toBe('tech');
    expect(onListChange).toHaveBeenLastCalledWith('tech');
  });

  it('adds a symbol inline: Enter submits trimmed and upper-cased, blank is ignored, Escape cancels', async () => {
    const addStock = vi.spyOn(api.investments, 'addStock').mockResolvedValue(holding('MSFT', { quantity: 0 }));
    const { user } = show('main');
    await screen.findByRole('table', { name: 'Watch list' });
    await user.click(screen.getByRole('button', { name: 'Add symbol' }));
    const box = screen.getByLabelText('Symbol to add');
    await user.type(box, '   {Enter}');
    expect(addStock).not.toHaveBeenCalled();
    await user.type(box, ' msft {Enter}');
    expect(addStock).toHaveBeenCalledWith(expect.objectContaining({ symbol: 'MSFT', quantity: 0, purchasePrice: 0, listId: 'main' }));
    await waitFor(() => expect(screen.queryByLabelText('Symbol to add')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Add symbol' }));
    await user.type(screen.getByLabelText('Symbol to add'), 'xyz{Escape}');
    expect(screen.queryByLabelText('Symbol to add')).toBeNull();
    expect(addStock).toHaveBeenCalledTimes(1);
  });

  it('alerts when the symbol cannot be added', async () => {
    vi.spyOn(api.investments, 'addStock').mockRejectedValue(new Error('Symbol must be a ticker like AAPL or BRK.B'));
    const { user } = show('main');
    await screen.findByRole('table', { name: 'Watch list' });
    await user.click(screen.getByRole('button', { name: 'Add symbol' }));
    await user.type(screen.getByLabelText('Symbol to add'), 'bad${Enter}');
    await waitFor(() => expect(dialogs.alert).toHaveBeenCalledWith('Failed to add BAD$. Please check if the symbol is valid.'));
  });

  it("says 'Watch list data unavailable' when the watch list cannot be loaded", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    watchlists.main = undefined as never;
    show('main');
    expect(await screen.findByText('Watch list data unavailable')).toBeTruthy();
  });
});
