// @vitest-environment happy-dom
import { type StockAnalysesResponse, type StockAnalysis } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { analysisRecommendation, stockAnalysis } from '../testing/fixtures.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { StockAnalysisModal } from './StockAnalysisModal.tsx';
import { StockAnalysisTab } from './StockAnalysisTab.tsx';

const EMPTY: StockAnalysesResponse = { stockRecommendations: [], portfolioAnalyses: [] };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('stock detail Analysis tab', () => {
  it('loads past analyses the first time the tab shows, not before', async () => {
    let answer!: (value: StockAnalysesResponse) => void;
    const load = vi.spyOn(api.insights, 'stockAnalyses').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const view = renderWithProviders(<StockAnalysisTab symbol="aapl" listId="main" active={false} />);
    expect(load).not.toHaveBeenCalled();
    view.rerender(<StockAnalysisTab symbol="aapl" listId="main" active />);
    expect(await screen.findByText('Loading past analyses...')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('AAPL', { listId: 'main' });
    answer(EMPTY);
    expect(await screen.findByText('No past analyses found.')).toBeTruthy();
  });

  it('lists stock and portfolio analyses newest first, the latest stock analysis on top', async () => {
    vi.spyOn(api.insights, 'stockAnalyses').mockResolvedValue({
      stockRecommendations: [stockAnalysis({ createdAt: '2026-11-01T10:00:00.000Z' })],
      portfolioAnalyses: [
        {
          id: 'p1',
          listId: 'main',
          createdAt: '2026-11-05T10:00:00.000Z',
          analyst: { provider: 'offline', model: 'offline-rules-v1' },
          recommendations: [analysisRecommendation({ symbol: 'AAPL', type: 'sell', title: 'Trim AAPL' })],
          rebalancingRecommendations: [],
        },
      ],
    });
    renderWithProviders(<StockAnalysisTab symbol="AAPL" />);
    expect(await screen.findByRole('region', { name: 'Latest analysis' })).toBeTruthy();
    expect(screen.getByText('The AAPL analysis.')).toBeTruthy();
    const past = screen.getByRole('region', { name: 'Past Analyses' });
    expect([...past.querySelectorAll('.bp6-tag')].map((tag) => tag.textContent).filter((text) => text?.endsWith('Analysis'))).toEqual([
      'Portfolio Analysis',
      'Stock Analysis',
    ]);
  });

  it("says 'Generating...' while it runs, then 'AI analysis completed successfully!' and refreshes the past analyses", async () => {
    const load = vi.spyOn(api.insights, 'stockAnalyses').mockResolvedValue(EMPTY);
    let finish!: (analysis: StockAnalysis) => void;
    const analyze = vi.spyOn(api.insights, 'analyzeStock').mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<StockAnalysisTab symbol="AAPL" listId="main" />);
    await screen.findByText('No past analyses found.');
    await user.click(screen.getByRole('button', { name: 'Generate Analysis' }));
    expect(screen.getByRole('button', { name: 'Generating...' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Analyzing...')).toBeTruthy();
    expect(analyze).toHaveBeenCalledWith('AAPL', { listId: 'main' });
    finish(stockAnalysis());
    expect(await screen.findByText('AI analysis completed successfully!')).toBeTruthy();
    expect(screen.getByText('The AAPL analysis.')).toBeTruthy();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it("shows the server's error, else 'Failed to generate AI analysis'", async () => {
    vi.spyOn(api.insights, 'stockAnalyses').mockResolvedValue(EMPTY);
    vi.spyOn(api.insights, 'analyzeStock')
      .mockRejectedValueOnce(new ApiRequestError(429, 'Too Many Requests', 'Too many AI requests. Try again in 1 minute.'))
      .mockRejectedValueOnce(new TypeError('fetch failed'));
    const user = userEvent.setup();
    renderWithProviders(<StockAnalysisTab symbol="AAPL" />);
    await user.click(screen.getByRole('button', { name: 'Generate Analysis' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many AI requests. Try again in 1 minute.');
    await user.click(screen.getByRole('button', { name: 'Generate Analysis' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to generate AI analysis'));
  });

  it("shows 'Failed to generate AI analysis', not 'Request failed with status 500', when the server sends no message", async () => {
    vi.spyOn(api.insights, 'stockAnalyses').mockResolvedValue(EMPTY);
    vi.spyOn(api.insights, 'analyzeStock').mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'Request failed with status 500'));
    const user = userEvent.setup();
    renderWithProviders(<StockAnalysisTab symbol="AAPL" />);
    await user.click(screen.getByRole('button', { name: 'Generate Analysis' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to generate AI analysis'));
    expect(screen.queryByText(/Request failed with status/)).toBeNull();
  });

  it('treats a failed load of past analyses as none (logged only)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(api.insights, 'stockAnalyses').mockRejectedValue(new Error('down'));
    renderWithProviders(<StockAnalysisTab symbol="AAPL" />);
    expect(await screen.findByText('No past analyses found.')).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });

  it('the per-symbol modal analyses against the given list with its max position size', async () => {
    vi.spyOn(api.insights, 'stockAnalyses').mockResolvedValue(EMPTY);
    const analyze = vi.spyOn(api.insights, 'analyzeStock').mockReturnValue(new Promise(() => {}));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StockAnalysisModal isOpen symbol="msft" listId="income" maxPositionSize={25} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'AI Analysis: MSFT' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate Analysis' }));
    expect(analyze).toHaveBeenCalledWith('MSFT', { listId: 'income', maxPositionSize: 25 });
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });
});
