// @vitest-environment happy-dom
import { type PriceRow, type SymbolTrades } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { renderWithProviders } from '@folio/shell-kit/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import type { PriceChartProps } from './PriceChart.tsx';
import { placeTrades } from './price-chart-view.ts';
import { StockPriceChart } from './StockPriceChart.tsx';

const chart = vi.hoisted(() => ({ props: null as PriceChartProps | null }));
vi.mock('./PriceChart.tsx', () => ({
  default: (props: PriceChartProps) => {
    chart.props = props;
    return <div data-testid="price-canvas" />;
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  chart.props = null;
});

const row = (t: string, c: number): PriceRow => ({ t, o: c, h: c, l: c, c, v: 1000 });
const trade = (id: string, side: 'buy' | 'sell', date: string, quantity: number, price: number) => ({ id, side, date, quantity, price, amount: quantity * price });

// Weekly bars starting on Mondays.
const WEEKS = [row('2026-10-05', 100), row('2026-10-12', 104), row('2026-10-19', 98), row('2026-10-26', 110)];
const TRADES: SymbolTrades = {
  symbol: 'AAPL',
  listId: 'main',
  currency: 'USD',
  quantity: 15,
  averageCost: 101.5,
  trades: [
    trade('t0', 'buy', '2025-01-10', 5, 80),
    trade('t1', 'buy', '2026-10-07', 10, 101),
    trade('t2', 'sell', '2026-10-21', 5, 99),
    trade('t3', 'buy', '2026-10-23', 5, 97),
    trade('t4', 'buy', '2026-11-04', 1, 111),
  ],
};

function mockPrices(rowsFor: (range: string) => PriceRow[]) {
  return vi.spyOn(api, 'request').mockImplementation(async (_method, path) => {
    const query = new URLSearchParams(path.split('?')[1]);
    return { symbol: 'AAPL', interval: query.get('interval'), range: query.get('range'), from: '', to: '', rows: rowsFor(query.get('range')!), source: 'demo', stale: false } as never;
  });
}

describe('trades on bars', () => {
  it('puts each trade on the bar it fell in; none before the range; after the last bar on the last', () => {
    expect(placeTrades(WEEKS, TRADES.trades).map((marker) => [marker.trade.id, marker.time])).toEqual([
      ['t1', '2026-10-05'],
      ['t2', '2026-10-19'],
      ['t3', '2026-10-19'],
      ['t4', '2026-10-26'],
    ]);
    expect(placeTrades([], TRADES.trades)).toEqual([]);
  });
});

describe('stock price chart', () => {
  it('one year of daily bars first; a range button asks for that range with its interval', async () => {
    const request = mockPrices(() => WEEKS);
    vi.spyOn(api.investments, 'trades').mockResolvedValue(TRADES);
    renderWithProviders(<StockPriceChart symbol="AAPL" listId="main" currency="USD" />);
    await screen.findByTestId('price-canvas');
    expect(request.mock.calls.at(-1)![1]).toBe('/market/price-series?symbol=AAPL&interval=1d&range=1y');
    await userEvent.setup().click(screen.getByRole('button', { name: '5Y' }));
    await waitFor(() => expect(request.mock.calls.at(-1)![1]).toBe('/market/price-series?symbol=AAPL&interval=1wk&range=5y'));
    expect(screen.getByRole('button', { name: '5Y' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('marks the trades in range, draws the average cost, and counts the markers in words', async () => {
    mockPrices(() => WEEKS);
    const trades = vi.spyOn(api.investments, 'trades').mockResolvedValue(TRADES);
    renderWithProviders(<StockPriceChart symbol="AAPL" listId="main" currency="USD" />);
    await screen.findByTestId('price-canvas');
    await waitFor(() => expect(chart.props!.markers).toHaveLength(4));
    expect(trades).toHaveBeenCalledWith('AAPL', 'main');
    expect(chart.props!.averageCost).toBe(101.5);
    const summary = screen.getByTestId('price-summary');
    expect(summary.dataset.markers).toBe('4');
    expect(summary.textContent).toBe(
      'AAPL closed at $100.00 on Oct 5, 2026 and $110.00 on Oct 26, 2026 (+10.00%). 4 trades marked: 3 buys, 1 sell. Average cost $101.50 per share.',
    );
    const legend = screen.getByTestId('price-legend');
    expect(within(legend).getByText('Close').closest('div')!.querySelector('dd')!.textContent).toBe('$110.00');
    act(() => chart.props!.onHover(2));
    expect(within(legend).getByTestId('price-legend-date').textContent).toBe('Oct 19, 2026');
    expect(within(legend).getByText('Sell').closest('div')!.querySelector('dd')!.textContent).toBe('Sold 5 at $99.00 on Oct 21, 2026');
    expect(within(legend).getByText('Buy').closest('div')!.querySelector('dd')!.textContent).toBe('Bought 5 at $97.00 on Oct 23, 2026');
  });

  it('without the trades the prices still show, and it says why there are no markers', async () => {
    mockPrices(() => WEEKS);
    vi.spyOn(api.investments, 'trades').mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'boom'));
    renderWithProviders(<StockPriceChart symbol="AAPL" listId={null} currency="USD" />);
    expect(await screen.findByText('Your trades could not be loaded; the chart shows prices only.')).toBeTruthy();
    expect(screen.getByTestId('price-summary').dataset.markers).toBe('0');
  });

  it('empty and failed price series', async () => {
    const request = mockPrices(() => []);
    vi.spyOn(api.investments, 'trades').mockResolvedValue(TRADES);
    renderWithProviders(<StockPriceChart symbol="AAPL" listId="main" currency="USD" />);
    expect(await screen.findByText('No prices for AAPL in this range.')).toBeTruthy();
    cleanup();
    request.mockRejectedValue(new ApiRequestError(503, 'Service Unavailable', 'upstream'));
    renderWithProviders(<StockPriceChart symbol="AAPL" listId="main" currency="USD" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load prices');
  });
});
