// @vitest-environment happy-dom
import { type PortfolioAnalysis } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { portfolioAnalysis, recommendation } from '../testing/fixtures.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { PortfolioAnalysisModal } from './PortfolioAnalysisModal.tsx';

beforeEach(() => {
  vi.spyOn(api.insights, 'pastAnalyses').mockResolvedValue({ analyses: [] });
  vi.spyOn(api.investments, 'fast').mockResolvedValue([]);
  vi.spyOn(api.insights, 'recommendations').mockResolvedValue({
    recommendations: [recommendation({ id: 'rec-googl', symbol: 'GOOGL', recommendation: 'sell', status: 'DONE' })],
    sample: false,
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(onClose = vi.fn()) {
  renderWithProviders(<PortfolioAnalysisModal isOpen onClose={onClose} listId="main" maxPositionSize={15} />);
  return { user: userEvent.setup(), onClose };
}

describe('AI Portfolio Analysis modal', () => {
  it('analyses the list on opening and shows loading, then the result', async () => {
    let finish!: (analysis: PortfolioAnalysis) => void;
    const analyze = vi.spyOn(api.insights, 'analyzePortfolio').mockReturnValue(new Promise((resolve) => (finish = resolve)));
    show();
    expect(await screen.findByText('Analyzing your portfolio...')).toBeTruthy();
    expect(analyze).toHaveBeenCalledWith({ listId: 'main', maxPositionSize: 15 });
    finish(portfolioAnalysis());
    const result = await screen.findByTestId('portfolio-analysis-result');
    for (const heading of ['Diversification', 'Rebalancing', 'Market commentary', 'Portfolio insights', 'Performance']) {
      expect(within(result).getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(within(result).getByText('4.3/10')).toBeTruthy();
    expect(within(result).getByText('+51.51%')).toBeTruthy();
    expect(within(result).getByText('Largest position: AAPL at 14.9% of the list.')).toBeTruthy();
    expect(within(result).getByRole('table', { name: 'Rebalancing recommendations' })).toBeTruthy();
  });

  it('hides completed recommendations until asked, using their current status', async () => {
    vi.spyOn(api.insights, 'analyzePortfolio').mockResolvedValue(portfolioAnalysis());
    const { user } = show();
    const result = await screen.findByTestId('portfolio-analysis-result');
    const cards = () => within(result).queryAllByTestId('analysis-recommendation').map((card) => card.getAttribute('aria-label'));
    expect(await within(result).findByRole('button', { name: 'Show completed (1)' })).toBeTruthy();
    expect(cards()).toEqual(['JPM buy', 'Diversification diversify']);
    await user.click(within(result).getByRole('button', { name: 'Show completed (1)' }));
    expect(cards()).toEqual(['JPM buy', 'GOOGL sell', 'Diversification diversify']);
    await user.click(within(result).getByRole('button', { name: 'Hide completed' }));
    expect(cards()).toHaveLength(2);
  });

  it("shows the server's error with Retry and Close, and Retry runs it again", async () => {
    const analyze = vi
      .spyOn(api.insights, 'analyzePortfolio')
      .mockRejectedValueOnce(new ApiRequestError(504, 'Gateway Timeout', 'The AI model did not answer in time'))
      .mockResolvedValueOnce(portfolioAnalysis());
    const { user, onClose } = show();
    expect(await screen.findByText('The AI model did not answer in time')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('portfolio-analysis-result')).toBeTruthy();
    expect(analyze).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('falls back to the standard message when the server gives none', async () => {
    vi.spyOn(api.insights, 'analyzePortfolio').mockRejectedValue(new TypeError('fetch failed'));
    show();
    expect(await screen.findByText('Failed to generate AI recommendations. Please try again.')).toBeTruthy();
  });

  it("never shows the client's 'Request failed with status 500' (issue 14)", async () => {
    vi.spyOn(api.insights, 'analyzePortfolio').mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'Request failed with status 500'));
    show();
    expect(await screen.findByText('Failed to generate AI recommendations. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/Request failed with status/)).toBeNull();
  });
});

describe('AI Portfolio Analysis modal: allocation', () => {
  it("with the host's slot it mounts mfe-portfolio's allocation chart for the list and the analysis's max position size; without, nothing", async () => {
    vi.spyOn(api.insights, 'analyzePortfolio').mockResolvedValue(portfolioAnalysis());
    const slot = vi.fn((part: { module: string; props?: object }) => <div data-testid="slot" data-module={part.module} />);
    renderWithProviders(<PortfolioAnalysisModal isOpen onClose={vi.fn()} listId="main" maxPositionSize={15} RemotePart={slot} />);
    expect((await screen.findByTestId('slot')).dataset.module).toBe('mfe_portfolio/AllocationPanel');
    expect(slot.mock.calls.at(-1)![0].props).toEqual({ listId: 'main', maxPositionSize: 15 });
    cleanup();
    show();
    await screen.findByTestId('portfolio-analysis-result');
    expect(screen.queryByTestId('analysis-allocation')).toBeNull();
  });
});
