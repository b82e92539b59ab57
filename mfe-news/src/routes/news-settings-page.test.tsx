// @vitest-environment happy-dom
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { newsSettings } from '../testing/fixtures.ts';
import { renderWithProviders } from '../testing/render.tsx';
import NewsSettingsPage from './NewsSettingsPage.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const facts = (id: string) =>
  Object.fromEntries(
    [...screen.getByTestId(id).querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling!.textContent]),
  );

describe('News Settings', () => {
  it('shows every section from GET /news/settings', async () => {
    vi.spyOn(api.news, 'settings').mockResolvedValue(newsSettings());
    renderWithProviders(<NewsSettingsPage />, { route: '/news/settings' });
    expect(screen.getByText('Loading news settings...')).toBeTruthy();
    const sources = await screen.findByTestId('news-sources');
    const rows = within(sources).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['active', '12 / 10000', '9988', '5m ago'],
      ['inactive', '90 / 95', '5', 'Never'],
      ['error', '3 / 100', '97', expect.stringMatching(/ago$/)],
    ]);
    expect(within(rows[0]!).getByText('offline://demo')).toBeTruthy();
    expect(within(rows[0]!).getByText('Deterministic demo headlines')).toBeTruthy();
    expect(within(rows[2]!).getByText('HTTP 429 Too Many Requests')).toBeTruthy();
    // Remaining under 10 is red.
    expect(within(rows[1]!).getByText('5').className).toBe('folio-news-low');
    expect(within(rows[0]!).getByText('9988').className).toBe('');

    expect(facts('news-configuration')).toMatchObject({ 'Cache duration': '15 minutes', 'Refresh interval': '60 minutes', 'Sentiment analysis': 'Enabled' });
    expect(facts('news-filters')).toMatchObject({ 'Max days back': '30', 'Portfolio news only by default': 'No' });
    expect(facts('news-api-keys')).toEqual({ 'News API': 'Missing', 'Alpha Vantage': 'Configured', Polygon: 'Missing' });
    expect(facts('news-system-info')).toMatchObject({ Environment: 'development', 'Average response time': '42 ms', 'Cached articles': '1,234', 'Last cache clear': 'Never' });
    expect(facts('news-usage')).toEqual({ 'Total requests': '105', 'Active sources': '1', 'Inactive sources': '1', 'Sources in error': '1' });

    const endpoints = screen.getByTestId('news-endpoints');
    expect(within(endpoints).getByText(/pageSize=100$/)).toBeTruthy();
    expect(within(endpoints).getByText(/NEWS_SENTIMENT.*limit=50$/)).toBeTruthy();
    expect(within(endpoints).getByText(/polygon.*limit=100$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/news');
  });

  it('monitors each budget live, News API against 95 a day, and refetches every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const load = vi.spyOn(api.news, 'settings').mockResolvedValue(newsSettings());
      renderWithProviders(<NewsSettingsPage />);
      const live = await screen.findByTestId('news-live-monitoring');
      const bars = within(live).getAllByRole('progressbar');
      expect(bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('max'), bar.getAttribute('value')])).toEqual([
        ['Offline Demo Feed: 12 of 10000 requests today', '10000', '12'],
        ['News API: 90 of 95 requests today', '95', '90'],
        ['Polygon: 3 of 100 requests today', '100', '3'],
      ]);
      expect(within(live).getByText('5 remaining').className).toBe('folio-news-low');
      expect(within(live).getByRole('status').textContent).toMatch(/refreshes every 60 seconds · average response time 42 ms$/);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Error loading news settings' with Retry, and Refresh reloads", async () => {
    const load = vi.spyOn(api.news, 'settings').mockRejectedValueOnce(new ApiRequestError(500, 'Internal Server Error', 'boom'));
    const user = userEvent.setup();
    renderWithProviders(<NewsSettingsPage />);
    expect(await screen.findByText('Error loading news settings')).toBeTruthy();
    expect(screen.getByText('Failed to load news configuration. Please try again.')).toBeTruthy();
    load.mockResolvedValue(newsSettings());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('news-sources')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(load).toHaveBeenCalledTimes(3);
  });
});
