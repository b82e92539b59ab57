// @vitest-environment happy-dom
import { DEFAULT_LIST_PREFERENCES, type Recommendation } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { recommendation } from '../testing/fixtures.ts';
import { renderWithProviders } from '../testing/render.tsx';
import TopRecommendationsWidget from './TopRecommendationsWidget.tsx';

const LONG = Array.from({ length: 30 }, (_, index) => `word${index + 1}`).join(' ');

function items(): Recommendation[] {
  return [
    recommendation({ id: 'jpm', symbol: 'JPM', recommendation: 'buy', confidence: 0.79, reasoning: LONG }),
    recommendation({ id: 'googl', symbol: 'GOOGL', recommendation: 'sell', confidence: 0.86, priority: 'high', reasoning: 'Short reason' }),
    recommendation({ id: 'wide', symbol: 'Rebalance', recommendation: 'rebalance', title: 'Trim AAPL to 10%', confidence: 0.9, reasoning: LONG }),
    recommendation({ id: 'hold', symbol: 'AAPL', recommendation: 'hold', confidence: 0.95 }),
    recommendation({ id: 'weak', symbol: 'MSFT', recommendation: 'buy', confidence: 0.6 }),
    recommendation({ id: 'done', symbol: 'V', recommendation: 'buy', confidence: 0.9, status: 'DONE' }),
  ];
}

const shown = () => screen.queryAllByTestId('top-recommendation').map((item) => item.getAttribute('aria-label'));

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(api.lists, 'preferences').mockResolvedValue({ ...DEFAULT_LIST_PREFERENCES });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Top AI Recommendations widget', () => {
  // Issue 14: a failed load used to show the sample set tagged 'Sample data', as if it were the user's.
  it("says 'Failed to load recommendations' when they cannot be loaded, and shows no sample data", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(api.insights, 'recommendations').mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'Request failed with status 500'));
    const sample = vi.spyOn(api.insights, 'sampleRecommendations').mockResolvedValue({ recommendations: items(), sample: true });
    renderWithProviders(<TopRecommendationsWidget signedIn listId="main" onListChange={() => {}} />);
    expect(await screen.findByText('Failed to load recommendations', {}, { timeout: 5000 })).toBeTruthy();
    expect(sample).not.toHaveBeenCalled();
    expect(screen.queryByText('Sample data')).toBeNull();
    expect(shown()).toEqual([]);
  });

  it('shows the active, confident, non-hold items of the chosen list, most confident first', async () => {
    const load = vi.spyOn(api.insights, 'recommendations').mockResolvedValue({ recommendations: items(), sample: false });
    renderWithProviders(<TopRecommendationsWidget signedIn listId="main" onListChange={() => {}} />);
    await waitFor(() => expect(shown()).toEqual(['Trim AAPL to 10%', 'GOOGL', 'JPM']));
    expect(load).toHaveBeenCalledWith({ listId: 'main' });
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/recommendations');
    const googl = screen.getByRole('listitem', { name: 'GOOGL' });
    expect(within(googl).getByText('Critical')).toBeTruthy();
    expect(within(googl).getByText('86% confidence')).toBeTruthy();
  });

  it('cuts reasoning to 20 words and offers View Analysis only for cut, single-stock items', async () => {
    vi.spyOn(api.insights, 'recommendations').mockResolvedValue({ recommendations: items(), sample: false });
    const user = userEvent.setup();
    renderWithProviders(<TopRecommendationsWidget signedIn listId={null} onListChange={() => {}} />);
    const jpm = await screen.findByRole('listitem', { name: 'JPM' });
    expect(within(jpm).getByText(/word20\.\.\./)).toBeTruthy();
    expect(within(jpm).queryByText(/word21/)).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'GOOGL' })).queryByText('View Analysis')).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Trim AAPL to 10%' })).queryByText('View Analysis')).toBeNull();
    await user.click(within(jpm).getByRole('link', { name: 'View Analysis' }));
    expect(screen.getByTestId('location').textContent).toBe('/investments?symbol=JPM');
  });

  it('hands View Analysis to the given handler', async () => {
    vi.spyOn(api.insights, 'recommendations').mockResolvedValue({ recommendations: items(), sample: false });
    const onViewAnalysis = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TopRecommendationsWidget signedIn listId={null} onListChange={() => {}} onViewAnalysis={onViewAnalysis} />);
    await user.click(within(await screen.findByRole('listitem', { name: 'JPM' })).getByRole('link', { name: 'View Analysis' }));
    expect(onViewAnalysis).toHaveBeenCalledWith('JPM');
  });

  it('Done marks the item through PATCH with a Done badge, and the refresh hides it', async () => {
    let answer = items();
    vi.spyOn(api.insights, 'recommendations').mockImplementation(async () => ({ recommendations: answer, sample: false }));
    let accept!: () => void;
    const patch = vi.spyOn(api.insights, 'setRecommendationStatus').mockImplementation(
      (id) =>
        new Promise((resolve) => {
          accept = () => {
            answer = answer.map((item) => (item.id === id ? { ...item, status: 'DONE' } : item));
            resolve(answer.find((item) => item.id === id)!);
          };
        }),
    );
    const user = userEvent.setup();
    renderWithProviders(<TopRecommendationsWidget signedIn listId={null} onListChange={() => {}} />);
    await user.click(within(await screen.findByRole('listitem', { name: 'JPM' })).getByRole('button', { name: 'Done: JPM' }));
    expect(patch).toHaveBeenCalledWith('jpm', { status: 'DONE' });
    const jpm = screen.getByRole('listitem', { name: 'JPM' });
    expect(within(jpm).getByText('Done', { selector: '.bp6-tag *' })).toBeTruthy();
    expect(within(jpm).getByRole('button', { name: 'Done: JPM' }).hasAttribute('disabled')).toBe(true);
    accept();
    await waitFor(() => expect(shown()).toEqual(['Trim AAPL to 10%', 'GOOGL']));
  });

  it('Delete removes the item at once and puts it back when the server refuses (logged only)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(api.insights, 'recommendations').mockResolvedValue({ recommendations: items(), sample: false });
    let refuse!: (error: unknown) => void;
    vi.spyOn(api.insights, 'setRecommendationStatus').mockReturnValue(new Promise((_, no) => (refuse = no)));
    const user = userEvent.setup();
    renderWithProviders(<TopRecommendationsWidget signedIn listId={null} onListChange={() => {}} />);
    await user.click(within(await screen.findByRole('listitem', { name: 'GOOGL' })).getByRole('button', { name: 'Delete: GOOGL' }));
    await waitFor(() => expect(shown()).toEqual(['Trim AAPL to 10%', 'JPM']));
    refuse(new ApiRequestError(409, 'Conflict', 'Recommendation is already deleted'));
    await waitFor(() => expect(shown()).toEqual(['Trim AAPL to 10%', 'GOOGL', 'JPM']));
    expect(error).toHaveBeenCalled();
  });

  it('Run AI Analysis opens the analysis of the chosen list', async () => {
    vi.spyOn(api.insights, 'recommendations').mockResolvedValue({ recommendations: [], sample: false });
    vi.spyOn(api.insights, 'pastAnalyses').mockResolvedValue({ analyses: [] });
    vi.spyOn(api.investments, 'fast').mockResolvedValue([]);
    const analyze = vi.spyOn(api.insights, 'analyzePortfolio').mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderWithProviders(<TopRecommendationsWidget signedIn listId="income" onListChange={() => {}} />);
    expect(await screen.findByText('No strong recommendations right now')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Run AI Analysis' }));
    expect(await screen.findByText('Analyzing your portfolio...')).toBeTruthy();
    expect(analyze).toHaveBeenCalledWith({ listId: 'income', maxPositionSize: 10 });
  });

  it("Run AI Analysis sends the list's max position size preference (from the server)", async () => {
    const preferences = vi.spyOn(api.lists, 'preferences').mockResolvedValue({ ...DEFAULT_LIST_PREFERENCES, maxPositionSize: 25 });
    vi.spyOn(api.insights, 'recommendations').mockResolvedValue({ recommendations: [], sample: false });
    vi.spyOn(api.insights, 'pastAnalyses').mockResolvedValue({ analyses: [] });
    vi.spyOn(api.investments, 'fast').mockResolvedValue([]);
    const analyze = vi.spyOn(api.insights, 'analyzePortfolio').mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderWithProviders(<TopRecommendationsWidget signedIn listId="income" onListChange={() => {}} />);
    await waitFor(() => expect(preferences).toHaveBeenCalledWith('income'));
    await user.click(await screen.findByRole('button', { name: 'Run AI Analysis' }));
    expect(analyze).toHaveBeenCalledWith({ listId: 'income', maxPositionSize: 25 });
  });
});
