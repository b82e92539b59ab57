// @vitest-environment happy-dom
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { recommendation, sampleList } from '../testing/fixtures.ts';
import { renderWithProviders } from '../testing/render.tsx';
import RecommendationsPage, { pageReload } from './RecommendationsPage.tsx';

const LISTS = [sampleList('main', 'Main Portfolio', { isDefault: true }), sampleList('income', 'Dividend Income')];

/** 25 active buys (two pages), one sell, one done hold, one deleted buy, and two portfolio items. */
function answer() {
  const buys = Array.from({ length: 25 }, (_, index) =>
    recommendation({
      id: `buy-${index}`,
      symbol: `B${String(index).padStart(2, '0')}`,
      recommendation: 'buy',
      confidence: 0.5 + index / 100,
      createdAt: `2026-01-${String(index + 1).padStart(2, '0')}T00:00:00.000Z`,
    }),
  );
  return [
    ...buys,
    recommendation({ id: 'sell', symbol: 'MSFT', recommendation: 'sell', createdAt: '2025-12-01T00:00:00.000Z' }),
    recommendation({ id: 'done', symbol: 'NVDA', recommendation: 'hold', status: 'DONE' }),
    recommendation({ id: 'deleted', symbol: 'TSLA', recommendation: 'buy', status: 'DELETED' }),
    recommendation({ id: 'wide', symbol: 'Diversification', recommendation: 'diversify', title: 'Spread the portfolio', listName: null }),
    recommendation({ id: 'wide-2', symbol: 'Rebalance', recommendation: 'rebalance', title: 'Trim AAPL', reasoning: 'x'.repeat(150) }),
  ];
}

const stockTable = () => screen.getByTestId('stock-recommendations');
const portfolioTable = () => screen.getByTestId('portfolio-recommendations');
const firstSymbol = () => within(stockTable()).getAllByRole('row')[1]!.querySelector('td')!.textContent;

beforeEach(() => {
  vi.spyOn(api.lists, 'all').mockResolvedValue(LISTS);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AI Recommendations screen', () => {
  it('loads every list with Active only, newest first, 20 a page', async () => {
    const all = vi.spyOn(api.insights, 'recommendations').mockResolvedValue({ recommendations: answer(), sample: false });
    renderWithProviders(<RecommendationsPage />);
    expect(screen.getByText('Loading recommendations...')).toBeTruthy();
    expect(await screen.findByText('Stock Recommendations (26)')).toBeTruthy();
    expect(all).toHaveBeenCalledWith({ getAllLists: true });
    expect(screen.getByText('Portfolio Recommendations (2)')).toBeTruthy();
    expect(firstSymbol()).toBe('B24');
    expect(within(stockTable()).getByText('Showing 1 to 20 of 26 results')).toBeTruthy();
    expect(within(portfolioTable()).getAllByText('Main Portfolio')).toHaveLength(2);
    expect(within(stockTable()).getByRole('link', { name: 'B24' }).getAttribute('href')).toBe('/indicators?symbol=B24');
    const [listSelect] = screen.getAllByRole('combobox');
    expect([...(listSelect as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'All Lists',
      'Main Portfolio (Default)',
      'Dividend Income',
    ]);
  });

  it('pages with Next and Previous, and any filter change goes back to page 1', async () => {
    vi.spyOn(api.insights, 'recommendations').mockResolvedValue({ recommendations: answer(), sample: false });
    const user = userEvent.setup();
    renderWithProviders(<RecommendationsPage />);
    await screen.findByText('Stock Recommendations (26)');
    await user.click(within(stockTable()).getByRole('button', { name: 'Next' }));
    expect(within(stockTable()).getByText('Showing 21 to 26 of 26 results')).toBeTruthy();
    expect(within(stockTable()).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Done' }));
    expect(await screen.findByText('Stock Recommendations (27)')).toBeTruthy();
    expect(within(stockTable()).getByText('Showing 1 to 20 of 27 results')).toBeTruthy();

    await user.click(within(stockTable()).getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'Buy' }));
    expect(screen.getByText('Stock Recommendations (2)')).toBeTruthy();
    expect(within(stockTable()).getByText('Showing 1 to 2 of 2 results')).toBeTruthy();
  });

  it('filters by status and by one list', async () => {
    const calls = vi.spyOn(api.insights, 'recommendations').mockImplementation(async (scope) => ({
      recommendations: scope?.listId === 'income' ? [recommendation({ id: 'income-1', symbol: 'O', listName: 'Dividend Income' })] : answer(),
      sample: false,
    }));
    const user = userEvent.setup();
    renderWithProviders(<RecommendationsPage />);
    await screen.findByText('Stock Recommendations (26)');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('checkbox', { name: 'Deleted' }));
    expect(screen.getByText('Stock Recommendations (1)')).toBeTruthy();
    expect(firstSymbol()).toBe('TSLA');

    await user.selectOptions(screen.getAllByRole('combobox')[0]!, 'income');
    await waitFor(() => expect(calls).toHaveBeenLastCalledWith({ listId: 'income' }));
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    expect(await screen.findByText('Stock Recommendations (1)')).toBeTruthy();
    expect(firstSymbol()).toBe('O');
  });

  it('sorts on a header click, toggling descending and ascending', async () => {
    vi.spyOn(api.insights, 'recommendations').mockResolvedValue({ recommendations: answer(), sample: false });
    const user = userEvent.setup();
    renderWithProviders(<RecommendationsPage />);
    await screen.findByText('Stock Recommendations (26)');
    const header = within(stockTable()).getByRole('button', { name: 'Symbol' });
    await user.click(header);
    expect(firstSymbol()).toBe('MSFT');
    expect(header.closest('th')!.getAttribute('aria-sort')).toBe('descending');
    await user.click(header);
    expect(firstSymbol()).toBe('B00');
    expect(header.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows a 100-character reasoning preview that opens the formatted full text', async () => {
    vi.spyOn(api.insights, 'recommendations').mockResolvedValue({ recommendations: answer(), sample: false });
    const user = userEvent.setup();
    renderWithProviders(<RecommendationsPage />);
    await screen.findByText('Portfolio Recommendations (2)');
    expect(within(portfolioTable()).getByText(`${'x'.repeat(100)}...`)).toBeTruthy();
    await user.click(within(stockTable()).getAllByRole('button', { name: /^Reasoning: / })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('RSI 28 is below 30: oversold').tagName).toBe('LI');
    expect(within(dialog).getByText('ROE 22% meets the 15% minimum').tagName).toBe('LI');
  });

  // Issue 14: a failed call used to fall back to made-up sample recommendations shown as a table;
  // it is now an error, and the sample set is never asked for.
  it('never shows sample recommendations when the real call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(api.insights, 'recommendations').mockRejectedValue(new ApiRequestError(503, 'Service Unavailable', 'down'));
    const sample = vi.spyOn(api.insights, 'sampleRecommendations').mockResolvedValue({ recommendations: [recommendation({ symbol: 'MSFT' })], sample: true });
    renderWithProviders(<RecommendationsPage />);
    expect(await screen.findByText('Failed to load recommendations')).toBeTruthy();
    expect(sample).not.toHaveBeenCalled();
    expect(screen.queryByText('MSFT')).toBeNull();
  });

  it("says 'Failed to load recommendations' when the call fails, and Retry reloads the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(api.insights, 'recommendations').mockRejectedValue(new Error('down'));
    vi.spyOn(api.insights, 'sampleRecommendations').mockRejectedValue(new Error('down too'));
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<RecommendationsPage />);
    expect(await screen.findByText('Failed to load recommendations')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalled();
  });
});
