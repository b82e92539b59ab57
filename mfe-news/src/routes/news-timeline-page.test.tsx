// @vitest-environment happy-dom
import { type PriceRow } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { isoDay } from '../common/text.ts';
import { impact } from '../testing/fixtures.ts';
import { renderWithProviders } from '../testing/render.tsx';
import NewsTimelinePage from './NewsTimelinePage.tsx';

const rows = (from: string, closes: number[]): PriceRow[] => closes.map((c, index) => ({ t: isoDay(from, index), o: c, h: c, l: c, c, v: 100 }));

/** Answers the two history calls the way the server does, recording the paths asked. */
function mockHistory() {
  const paths: string[] = [];
  vi.spyOn(api, 'request').mockImplementation((async (_method: string, path: string) => {
    paths.push(path);
    const query = new URLSearchParams(path.split('?')[1]);
    if (path.startsWith('/stocks/history')) {
      const data = Object.fromEntries(query.get('symbols')!.split(',').map((symbol, index) => [symbol, rows(query.get('from')!, [100 + index, 110 + index, 120])]));
      return { interval: '1d', from: query.get('from'), to: query.get('to'), data, notFound: [], unavailable: [], source: 'demo', stale: false };
    }
    const symbol = path.split('/')[2]!;
    return { symbol, interval: '1d', from: query.get('from'), to: query.get('to'), rows: rows(query.get('from')!, [10, 11, 12, 13, 12, 11, 12, 14, 15]), source: 'demo', stale: false };
  }) as never);
  return paths;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('News Impact Timeline', () => {
  it('shows the last 30 days by default: overlay of the first 5 symbols, sparklines with the article marker, signed return chips', async () => {
    const items = [
      impact({ title: 'Apple and Microsoft team up', symbols: ['AAPL', 'MSFT'], returns: { '1d': 1.25, '3d': -0.5, '7d': null }, publishedAt: '2026-11-10T14:00:00.000Z', relevance: 0.73 }),
      impact({ symbols: ['JPM', 'TSLA', 'NVDA', 'AMZN'] }),
    ];
    const load = vi.spyOn(api.news, 'correlationImpacts').mockResolvedValue({ data: items });
    const paths = mockHistory();
    renderWithProviders(<NewsTimelinePage />);
    expect(screen.getByText('Correlate headlines with price performance')).toBeTruthy();
    const today = isoDay(new Date());
    const from = isoDay(new Date(), -30);
    expect(load).toHaveBeenCalledWith({ from, to: today });

    const chart = await screen.findByTestId('overlay-chart');
    expect(within(chart).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'AAPL +20.00%',
      'MSFT +18.81%',
      'JPM +17.65%',
      'TSLA +16.50%',
      'NVDA +15.38%',
    ]);
    expect(paths).toContain(`/stocks/history?symbols=AAPL,MSFT,JPM,TSLA,NVDA&from=${from}&to=${today}&interval=1d`);

    const apple = screen.getByRole('article', { name: 'Apple and Microsoft team up' });
    expect(within(apple).getByText('1d +1.25%')).toBeTruthy();
    expect(within(apple).getByText('3d -0.50%')).toBeTruthy();
    expect(within(apple).getByText('7d N/A')).toBeTruthy();
    expect(within(apple).getByText('1d +1.25%').closest('.bp6-tag')!.className).toContain('bp6-intent-success');
    expect(within(apple).getByText('3d -0.50%').closest('.bp6-tag')!.className).toContain('bp6-intent-danger');
    expect(within(apple).getByText('73% relevance')).toBeTruthy();
    const sparkline = await within(apple).findByTestId('sparkline');
    expect(sparkline.getAttribute('aria-label')).toBe('AAPL closes 2026-11-03 to 2026-11-11, marker at 2026-11-10 (14.00)');
    expect(paths).toContain('/stocks/AAPL/history?from=2026-11-03&to=2026-11-17&interval=1d');
  });

  it('applies the symbol (upper-cased) and dates, and charts only that symbol', async () => {
    const load = vi.spyOn(api.news, 'correlationImpacts').mockResolvedValue({ data: [impact({ symbols: ['MSFT', 'AAPL'] })] });
    const paths = mockHistory();
    const user = userEvent.setup();
    renderWithProviders(<NewsTimelinePage />);
    await screen.findByTestId('overlay-chart');
    await user.type(screen.getByLabelText('Symbol'), 'msft');
    expect((screen.getByLabelText('Symbol') as HTMLInputElement).value).toBe('MSFT');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-09-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ symbol: 'MSFT', from: '2026-09-01', to: '2026-10-01' }));
    await waitFor(() => expect(paths).toContain('/stocks/history?symbols=MSFT&from=2026-09-01&to=2026-10-01&interval=1d'));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(load.mock.calls.filter(([query]) => query?.symbol === 'MSFT')).toHaveLength(2));
  });

  it("offers indexing when there is nothing yet, says 'Indexing…' meanwhile, then shows the new timeline", async () => {
    const load = vi.spyOn(api.news, 'correlationImpacts').mockResolvedValue({ data: [] });
    mockHistory();
    let finish!: () => void;
    const indexed = vi.spyOn(api.news, 'indexPortfolio').mockImplementation(
      (listId) =>
        new Promise((resolve) => {
          finish = () => resolve({ success: true, symbols: ['AAPL', 'JPM'], indexed: 14, totalArticles: 40, sources: ['offline'], indexedAt: new Date().toISOString() });
          expect(listId).toBe('income');
        }),
    );
    const user = userEvent.setup();
    renderWithProviders(<NewsTimelinePage />, { route: '/news/timeline?listId=income' });
    expect(await screen.findByText('No timeline data yet')).toBeTruthy();
    expect(screen.getByText('Index your portfolio news to build correlations.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Portfolio News' }).getAttribute('href')).toBe('/news');

    load.mockResolvedValue({ data: [impact({ title: 'Fresh headline' })] });
    await user.click(screen.getByRole('button', { name: 'Index Portfolio News' }));
    expect(await screen.findByRole('button', { name: 'Indexing…' })).toBeTruthy();
    finish();
    expect(await screen.findByText('Indexed 14 new articles for AAPL, JPM (40 stored).')).toBeTruthy();
    expect(await screen.findByText('Fresh headline')).toBeTruthy();
    expect(indexed).toHaveBeenCalledTimes(1);
  });

  it('lists 20 headlines at first and 20 more on Show more', async () => {
    vi.spyOn(api.news, 'correlationImpacts').mockResolvedValue({ data: Array.from({ length: 25 }, (_, index) => impact({ title: `Headline ${index + 1}` })) });
    mockHistory();
    const user = userEvent.setup();
    renderWithProviders(<NewsTimelinePage />);
    const list = await screen.findByRole('list', { name: 'Headlines and price moves' });
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more (5 more headlines)' }));
    expect(within(list).getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it("says 'Failed to load.' with Retry", async () => {
    const load = vi.spyOn(api.news, 'correlationImpacts').mockRejectedValueOnce(new ApiRequestError(500, 'Internal Server Error', 'boom'));
    mockHistory();
    const user = userEvent.setup();
    renderWithProviders(<NewsTimelinePage />);
    expect(await screen.findByText('Failed to load.')).toBeTruthy();
    load.mockResolvedValue({ data: [impact({ title: 'Back again' })] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });
});
