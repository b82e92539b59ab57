// @vitest-environment happy-dom
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { article, portfolioNews } from '../testing/fixtures.ts';
import { renderWithProviders } from '../testing/render.tsx';
import NewsWidget from './NewsWidget.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const noop = () => {};

describe('News widget', () => {
  it('fetches only the selected tab: portfolio first, then market, then top news', async () => {
    const portfolio = vi.spyOn(api.news, 'portfolio').mockResolvedValue(portfolioNews());
    const market = vi.spyOn(api.news, 'market').mockResolvedValue([article({ companies: [], title: 'Stocks rally on jobs data' })]);
    const top = vi.spyOn(api.news, 'dashboardTopNews').mockResolvedValue({ success: true, data: [article({ title: 'Top story of the day' })] });
    const user = userEvent.setup();
    renderWithProviders(<NewsWidget signedIn listId="main" onListChange={noop} />);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(portfolio).toHaveBeenCalledWith({ listId: 'main' });
    expect(market).not.toHaveBeenCalled();
    expect(top).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Market' }));
    expect(await screen.findByText('Stocks rally on jobs data')).toBeTruthy();
    expect(top).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Top News' }));
    expect(await screen.findByText('Top story of the day')).toBeTruthy();
    expect(market).toHaveBeenCalledTimes(1);
    expect(portfolio).toHaveBeenCalledTimes(1);
  });

  it('cuts titles at 80 and descriptions at 120, shows 3 companies then +N and times up to weeks', async () => {
    const long = article({
      title: 'T'.repeat(100),
      description: 'D'.repeat(200),
      companies: ['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'NVDA'],
      publishedAt: new Date(Date.now() - 15 * 24 * 3_600_000).toISOString(),
    });
    vi.spyOn(api.news, 'portfolio').mockResolvedValue(portfolioNews({ portfolioNews: [long] }));
    renderWithProviders(<NewsWidget signedIn listId="main" onListChange={noop} />);
    const card = await screen.findByRole('article');
    const link = within(card).getByRole('link');
    expect(link.textContent).toHaveLength(80);
    expect(link.textContent!.endsWith('…')).toBe(true);
    expect(within(card).getByText(/^D+…$/).textContent).toHaveLength(120);
    expect(within(card).getByText('GOOGL')).toBeTruthy();
    expect(within(card).queryByText('AMZN')).toBeNull();
    expect(within(card).getByText('+2')).toBeTruthy();
    expect(within(card).getByText('2w ago')).toBeTruthy();
    expect(link.getAttribute('href')).toBe(long.url);
  });

  it('asks for a list when none is chosen, without fetching', async () => {
    const portfolio = vi.spyOn(api.news, 'portfolio');
    renderWithProviders(<NewsWidget signedIn listId={null} onListChange={noop} />);
    expect(screen.getByText('Select a portfolio list to see relevant news.')).toBeTruthy();
    expect(portfolio).not.toHaveBeenCalled();
  });

  it('says what is missing: no stocks, no news on a weekday or a weekend, nothing in market or top news', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T12:00:00') });
    const portfolio = vi.spyOn(api.news, 'portfolio').mockResolvedValue(portfolioNews({ portfolioNews: [] }));
    vi.spyOn(api.news, 'market').mockResolvedValue([]);
    vi.spyOn(api.news, 'dashboardTopNews').mockResolvedValue({ success: true, data: [] });
    const user = userEvent.setup();
    const view = renderWithProviders(<NewsWidget signedIn listId="main" onListChange={noop} />);
    expect(await screen.findByText('No news found for your portfolio stocks.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Market' }));
    expect(await screen.findByText('No market news available at the moment.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Top News' }));
    expect(await screen.findByText('No top news available at the moment.')).toBeTruthy();
    view.unmount();

    vi.setSystemTime(new Date('2026-11-28T12:00:00'));
    renderWithProviders(<NewsWidget signedIn listId="weekend" onListChange={noop} />);
    expect(await screen.findByText('No portfolio news available (markets closed on weekends).')).toBeTruthy();
    cleanup();

    const empty = portfolioNews({ portfolioNews: [] });
    portfolio.mockResolvedValue({ ...empty, summary: { ...empty.summary, symbols: [] } });
    renderWithProviders(<NewsWidget signedIn listId="empty" onListChange={noop} />);
    expect(await screen.findByText('Add stocks to your portfolio to see relevant news.')).toBeTruthy();
  });

  it("shows 'News data unavailable' when the call fails or the server says it failed", async () => {
    vi.spyOn(api.news, 'portfolio').mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'boom'));
    vi.spyOn(api.news, 'dashboardTopNews').mockResolvedValue({ success: false, data: [], error: 'No source answered' });
    const user = userEvent.setup();
    renderWithProviders(<NewsWidget signedIn listId="main" onListChange={noop} />);
    expect(await screen.findByText('News data unavailable')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Top News' }));
    expect(await screen.findByText('News data unavailable')).toBeTruthy();
  });

  it('gives visitors Top News only, from the public call', async () => {
    const top = vi.spyOn(api.news, 'dashboardTopNews').mockResolvedValue({ success: true, data: [article({ title: 'Open to everyone' })] });
    const portfolio = vi.spyOn(api.news, 'portfolio');
    renderWithProviders(<NewsWidget signedIn={false} listId={null} onListChange={noop} />);
    expect(await screen.findByText('Open to everyone')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(top).toHaveBeenCalledTimes(1);
    expect(portfolio).not.toHaveBeenCalled();
  });
});
