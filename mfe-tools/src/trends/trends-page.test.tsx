// @vitest-environment happy-dom
import type { Trend } from '@folio/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import TrendsPage from '../routes/TrendsPage.tsx';
import { renderWithProviders } from '../testing/render.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const trend = (n: number, fields: Partial<Trend> = {}): Trend => ({
  id: `t${n}`, symbol: 'AAPL', signalType: 'GOLDEN_CROSS', strength: 'STRONG', message: `AAPL: message ${n}`, createdAt: `2026-11-${10 + n}T21:00:00.000Z`, ...fields,
});
const summary = {
  totalTrends: 7, bullishTrends: 4, bearishTrends: 2, neutralTrends: 1, activeAlerts: 3,
  recentTrends: [trend(6), trend(5, { signalType: 'DEATH_CROSS', strength: 'EXTREME', symbol: 'TSLA' }), trend(4, { strength: 'BOGUS' }), trend(3), trend(2), trend(1)],
};
const trending = [
  { symbol: 'AAPL', trendCount: 4, latestTrend: { signalType: 'GOLDEN_CROSS', strength: 'STRONG' } },
  { symbol: 'TSLA', trendCount: 3, latestTrend: { signalType: 'DEATH_CROSS', strength: 'EXTREME' } },
];

describe('Trends screen', () => {
  it('shows the four tiles, trending stocks and the 5 latest trends; strengths in words, unknown as Weak', async () => {
    vi.spyOn(api.trends, 'populateSampleData').mockResolvedValue({ success: true, sample: false, data: { userSummary: summary, trendingStocks: trending } });
    renderWithProviders(<TrendsPage />);
    for (const [label, value] of [['Total Trends', '7'], ['Bullish', '4'], ['Bearish', '2'], ['Active Alerts', '3']]) {
      expect((await screen.findByText(label!)).nextSibling?.textContent).toBe(value);
    }
    const recent = screen.getByRole('list', { name: 'Recent Trends' });
    expect(within(recent).getAllByTestId('trend-item')).toHaveLength(5);
    expect(within(recent).getByText('Extreme').className).toContain('folio-strength-extreme');
    expect(within(recent).getAllByText('Weak')[0]!.className).toContain('folio-strength-weak');
    expect(screen.queryByText('Sample data')).toBeNull();
    const stocks = screen.getByRole('list', { name: 'Trending Stocks' });
    expect(within(stocks).getByText('4 trends')).toBeTruthy();
  });

  it("clicking a stock shows its trends with 'Back to overview'", async () => {
    vi.spyOn(api.trends, 'populateSampleData').mockResolvedValue({ success: true, sample: false, data: { userSummary: summary, trendingStocks: trending } });
    const stock = vi.spyOn(api.trends, 'stock').mockResolvedValue({ success: true, sample: false, data: [trend(9, { symbol: 'TSLA', message: 'TSLA: death cross' })] });
    const user = userEvent.setup();
    renderWithProviders(<TrendsPage />);
    await user.click(await screen.findByRole('button', { name: 'TSLA trends' }));
    expect(stock).toHaveBeenCalledWith('TSLA');
    expect(await screen.findByText('TSLA: death cross')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to overview' }));
    expect(await screen.findByText('Total Trends')).toBeTruthy();
  });

  it('labels sample data, and shows the empty texts', async () => {
    vi.spyOn(api.trends, 'populateSampleData').mockResolvedValue({
      success: true, sample: true, data: { userSummary: { ...summary, totalTrends: 0, recentTrends: [] }, trendingStocks: [] },
    });
    renderWithProviders(<TrendsPage />);
    expect(await screen.findByText('Sample data')).toBeTruthy();
    expect(screen.getByText('No trending stocks found')).toBeTruthy();
    expect(screen.getByText('No recent trends found')).toBeTruthy();
  });

  it('falls back to the summary and trending calls, each to zero or empty on its own failure, then the error box', async () => {
    vi.spyOn(api.trends, 'populateSampleData').mockRejectedValue(new Error('down'));
    vi.spyOn(api.trends, 'userSummary').mockRejectedValue(new Error('down'));
    const trendingCall = vi.spyOn(api.trends, 'trending').mockResolvedValue({ success: true, sample: false, data: trending });
    renderWithProviders(<TrendsPage />);
    expect(await screen.findByText('AAPL')).toBeTruthy();
    expect(trendingCall).toHaveBeenCalledWith(10);
    expect(screen.getByText('Total Trends').nextSibling?.textContent).toBe('0');
    cleanup();

    vi.spyOn(api.trends, 'trending').mockRejectedValue(new Error('down'));
    renderWithProviders(<TrendsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Failed to load trends data');
  });
});
