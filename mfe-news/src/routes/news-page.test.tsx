// @vitest-environment happy-dom
import { type NewsSector } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { article, portfolioNews } from '../testing/fixtures.ts';
import { renderWithProviders } from '../testing/render.tsx';
import NewsPage from './NewsPage.tsx';

function mockFeeds() {
  const market = vi.spyOn(api.news, 'market').mockResolvedValue([
    article({ companies: [], title: 'Markets climb as yields ease', sentiment: 'positive' }),
    article({ companies: [], title: 'Oil slides on supply worries', sentiment: 'negative' }),
  ]);
  const sector = vi.spyOn(api.news, 'sector').mockImplementation(async (name: NewsSector) =>
    Array.from({ length: 10 }, (_, index) => article({ title: `${name} story ${index + 1}`, description: 'S'.repeat(150), companies: ['AAPL', 'MSFT', 'GOOGL', 'AMZN'] })),
  );
  const summary = vi.spyOn(api.news, 'summary').mockImplementation(async (symbol: string) => {
    if (symbol === 'JPM') throw new ApiRequestError(502, 'Bad Gateway', 'down');
    return { symbol, keyEvents: [article({ companies: [symbol], title: `${symbol} beats estimates`, description: 'K'.repeat(130) })] };
  });
  return { market, sector, summary };
}

// rspack defines the build's version; the test stands in for it.
vi.stubGlobal('__FRONTEND_VERSION__', '0.0.0-test');

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('News Dashboard', () => {
  it('shows market, sector, key events and your stock news with the stock count', async () => {
    const portfolio = vi.spyOn(api.news, 'portfolio').mockResolvedValue(portfolioNews());
    const { sector, summary } = mockFeeds();
    renderWithProviders(<NewsPage />, { route: '/news?listId=main' });
    expect(screen.getByText('Market headlines and news for your portfolio stocks')).toBeTruthy();
    const mine = await screen.findByTestId('portfolio-news');
    expect(within(mine).getByText('2 stocks')).toBeTruthy();
    expect(within(mine).getAllByRole('article')).toHaveLength(2);
    expect(portfolio).toHaveBeenCalledWith({ listId: 'main', page: 1 });

    expect(await within(screen.getByTestId('market-news')).findByText('Markets climb as yields ease')).toBeTruthy();
    const sectors = screen.getByTestId('sector-news');
    await within(sectors).findByText('technology story 1');
    expect(sector).toHaveBeenCalledWith('technology');
    expect(within(sectors).getAllByRole('article')).toHaveLength(8);
    expect(within(sectors).getAllByText(/^S+…$/)[0]!.textContent).toHaveLength(120);
    expect(within(within(sectors).getAllByRole('article')[0]!).queryByText('AMZN')).toBeNull();

    const events = screen.getByTestId('key-events');
    expect(await within(events).findByText('AAPL beats estimates')).toBeTruthy();
    expect(within(events).getByText(/^K+…$/).textContent).toHaveLength(100);
    // JPM's failure is swallowed: AAPL's events still show.
    expect(within(events).queryByText('Failed to load key events')).toBeNull();
    expect(summary.mock.calls.map(([symbol]) => symbol).sort()).toEqual(['AAPL', 'JPM']);
  });

  it('sends the stock, sector, sentiment and impact filters and filters the other lists by sentiment', async () => {
    const portfolio = vi.spyOn(api.news, 'portfolio').mockResolvedValue(portfolioNews());
    const { sector } = mockFeeds();
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    await screen.findByTestId('portfolio-news');
    await user.selectOptions(screen.getByLabelText('Stock'), 'JPM');
    await user.selectOptions(screen.getByLabelText('Sector'), 'finance');
    await user.selectOptions(screen.getByLabelText('Sentiment'), 'negative');
    await user.selectOptions(screen.getByLabelText('Impact'), 'high');
    await waitFor(() =>
      expect(portfolio).toHaveBeenLastCalledWith({ listId: undefined, page: 1, symbol: 'JPM', sector: 'finance', sentiment: 'negative', impact: 'high' }),
    );
    await waitFor(() => expect(sector).toHaveBeenCalledWith('finance'));
    const market = screen.getByTestId('market-news');
    expect(within(market).queryByText('Markets climb as yields ease')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Impact'), 'all');
    expect(await within(market).findByText('Oil slides on supply worries')).toBeTruthy();
  });

  it('says why there is no portfolio news, and pages through more', async () => {
    const empty = portfolioNews({ portfolioNews: [] });
    vi.spyOn(api.news, 'portfolio').mockResolvedValueOnce({ ...empty, summary: { ...empty.summary, symbols: [] } });
    vi.spyOn(api.news, 'market').mockResolvedValue([]);
    vi.spyOn(api.news, 'sector').mockResolvedValue([]);
    vi.spyOn(api.news, 'summary').mockResolvedValue({ symbol: 'AAPL', keyEvents: [] });
    const view = renderWithProviders(<NewsPage />);
    expect(await screen.findByText('No portfolio news found')).toBeTruthy();
    expect(screen.getByText('Add stocks to your portfolio to see relevant news')).toBeTruthy();
    expect(await screen.findByText('No market news available')).toBeTruthy();
    expect(await screen.findByText('No sector news available')).toBeTruthy();
    expect(await screen.findByText('No key events found for your portfolio stocks')).toBeTruthy();
    view.unmount();

    const portfolio = vi.spyOn(api.news, 'portfolio').mockImplementation(async (query = {}) =>
      portfolioNews({
        portfolioNews: query.page === 2 ? [article({ title: 'Older story' })] : [],
        meta: { page: query.page ?? 1, limit: 20, total: 21, hasMore: query.page !== 2 },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    expect(await screen.findByText('No recent news for your portfolio stocks')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Older story')).toBeTruthy();
    expect(portfolio).toHaveBeenLastCalledWith({ listId: undefined, page: 2 });
    expect(screen.getByText('Page 2 of 2 (21 articles)')).toBeTruthy();
  });

  it("shows 'Error loading news' with Retry, and the panels' own failures", async () => {
    const portfolio = vi.spyOn(api.news, 'portfolio').mockRejectedValueOnce(new ApiRequestError(500, 'Internal Server Error', 'boom'));
    vi.spyOn(api.news, 'market').mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'boom'));
    vi.spyOn(api.news, 'sector').mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'boom'));
    vi.spyOn(api.news, 'summary').mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'boom'));
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    expect(await screen.findByText('Error loading news')).toBeTruthy();
    expect(screen.getByText('Failed to load portfolio news. Please try again.')).toBeTruthy();
    portfolio.mockResolvedValue(portfolioNews());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('portfolio-news')).toBeTruthy();
    expect(await screen.findByText('Failed to load sector news')).toBeTruthy();
    expect(await screen.findByText('Failed to load key events')).toBeTruthy();
  });

  it("Refresh refetches every news answer and says 'Refreshing...' meanwhile; the buttons open the timeline and settings", async () => {
    const portfolio = vi.spyOn(api.news, 'portfolio').mockResolvedValue(portfolioNews());
    const { market } = mockFeeds();
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    await screen.findByTestId('portfolio-news');
    await screen.findByText('Markets climb as yields ease');
    let finish!: () => void;
    portfolio.mockImplementation(() => new Promise((resolve) => (finish = () => resolve(portfolioNews()))));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('button', { name: 'Refreshing...' })).toBeTruthy();
    finish();
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(market).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'View Timeline' }));
    expect(screen.getByTestId('location').textContent).toBe('/news/timeline');
  });
});
