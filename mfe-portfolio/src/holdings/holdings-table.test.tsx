// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooltipLayer, TOOLTIP_HIDE_DELAY_MS } from '../common/HoverTooltip.tsx';
import { holding, renderWithProviders } from '../testing/render.tsx';
import type { HoldingActions } from './columns.tsx';
import { EMPTY_TEXTS } from './filters.ts';
import { HoldingsSection } from './HoldingsSection.tsx';
import { NO_RECOMMENDATIONS, type RecommendationsBySymbol } from './recommendations.ts';

const actions = (): HoldingActions => ({ onView: vi.fn(), onEdit: vi.fn(), onSell: vi.fn(), onDelete: vi.fn(), onAnalyze: vi.fn() });

function show(holdings = sample(), props: { recommendations?: RecommendationsBySymbol; initialView?: 'investments' | 'watchlist'; actions?: HoldingActions } = {}) {
  return renderWithProviders(
    <TooltipLayer>
      <HoldingsSection holdings={holdings} recommendations={props.recommendations ?? NO_RECOMMENDATIONS} actions={props.actions ?? actions()} initialView={props.initialView} />
    </TooltipLayer>,
  );
}

function sample() {
  return [
    holding('MSFT', { quantity: 10, price: 300, sector: 'Technology' }),
    holding('AAPL', { quantity: 5, price: 200, sector: 'Technology' }),
    holding('JPM', { quantity: 20, price: 150, sector: 'Financial Services' }),
    holding('TSLA', { quantity: 0, price: 250, sector: 'Consumer Cyclical' }),
  ];
}

const table = () => screen.getByTestId('holdings-table');
const symbols = () => within(table()).getAllByRole('row').slice(1).map((row) => row.getAttribute('data-symbol'));
const headers = () => within(table()).getAllByRole('columnheader').map((cell) => cell.textContent);
const header = (name: string) => within(table()).getByRole('button', { name });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('holdings table: sorting', () => {
  it('sorts by symbol ascending by default', () => {
    show();
    expect(symbols()).toEqual(['AAPL', 'JPM', 'MSFT', 'TSLA']);
    expect(within(table()).getByRole('columnheader', { name: /Symbol/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('a new column sorts ascending, the active one flips, missing values stay last', async () => {
    const user = userEvent.setup();
    show();
    await user.click(header('Total Value'));
    expect(symbols()).toEqual(['AAPL', 'JPM', 'MSFT', 'TSLA']); // 1000, 3000, 3000 (tie -> symbol), watch-only last
    await user.click(header('Total Value'));
    expect(symbols()).toEqual(['JPM', 'MSFT', 'AAPL', 'TSLA']);
    await user.click(header('Current Price'));
    expect(symbols()).toEqual(['JPM', 'AAPL', 'TSLA', 'MSFT']);
    await user.click(header('Symbol'));
    expect(symbols()).toEqual(['AAPL', 'JPM', 'MSFT', 'TSLA']);
    await user.click(header('Symbol'));
    expect(symbols()).toEqual(['TSLA', 'MSFT', 'JPM', 'AAPL']);
  });
});

describe('holdings table: filters', () => {
  it('filters by symbol, sector and total value, counts active filters, and clears them all', async () => {
    const user = userEvent.setup();
    show();
    expect(screen.queryByTestId('filter-count')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters' }));

    await user.type(screen.getByLabelText('Sector'), 'tech');
    expect(symbols()).toEqual(['AAPL', 'MSFT']);
    expect(screen.getByTestId('filter-count').textContent).toBe('1');

    await user.type(screen.getByLabelText('Min total value'), '2000');
    expect(symbols()).toEqual(['MSFT']);
    expect(screen.getByTestId('filter-count').textContent).toBe('2');

    await user.type(screen.getByLabelText('Symbol'), 'zz');
    expect(screen.getByText(EMPTY_TEXTS.noMatches)).toBeTruthy();
    expect(screen.getByTestId('filter-count').textContent).toBe('3');

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(symbols()).toEqual(['AAPL', 'JPM', 'MSFT', 'TSLA']);
    expect(screen.queryByTestId('filter-count')).toBeNull();
  });

  it('a max total value leaves out watch-only rows', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByLabelText('Max total value'), '3000');
    expect(symbols()).toEqual(['AAPL', 'JPM', 'MSFT']);
  });
});

describe('holdings table: investments and watchlist columns', () => {
  const investmentColumns = ['Symbol', 'Rec', 'Day Change', 'Gain/Loss', 'Gain/Loss %', 'APR', 'Quantity', 'Purchase Price', 'Purchase Date', 'Total Value'];
  const marketColumns = ['Current Price', '6 Month Change', '3 Year Change', '52-Week Range', 'Market Cap', 'P/E Ratio'];
  const researchColumns = ['Sector P/E', '50-Day MA', 'ROIC', 'Sales Growth', 'EPS Growth'];

  const optional = new Set(['APR', 'Purchase Date', '3 Year Change', 'P/E Ratio', 'Sector P/E']);
  const withoutOptional = (columns: string[]) => columns.filter((column) => !optional.has(column));

  it('shows the investment columns, then the market columns, the optional ones through Columns', async () => {
    const user = userEvent.setup();
    show();
    expect(headers()).toEqual(withoutOptional([...investmentColumns, ...marketColumns, 'Actions']));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    for (const name of ['APR', 'Purchase Date', '3 Year Change', 'P/E Ratio']) await user.click(screen.getByRole('checkbox', { name }));
    expect(headers()).toEqual([...investmentColumns, ...marketColumns, 'Actions']);
    expect(JSON.parse(localStorage.getItem('holdings-columns:investments')!)).toHaveLength(4);
  });

  it('the Watchlist toggle swaps the holding columns for the research columns', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Watchlist' }));
    expect(headers()).toEqual(withoutOptional(['Symbol', 'Rec', 'Day Change', ...marketColumns, ...researchColumns, 'Actions']));
    expect(screen.getByRole('button', { name: 'Watchlist' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Investments' }));
    expect(headers()).toEqual(withoutOptional([...investmentColumns, ...marketColumns, 'Actions']));
  });

  it('opens in the list preference view', () => {
    show(sample(), { initialView: 'watchlist' });
    expect(headers()).toContain('EPS Growth');
  });

  it('the compact (mobile) layout shows Symbol, Price, Change and Actions', () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    try {
      show();
      expect(headers()).toEqual(['Symbol', 'Price', 'Change', 'Actions']);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });
});

describe('holdings table: rows', () => {
  it('offers Sell only for held positions and passes the row to each action', async () => {
    const user = userEvent.setup();
    const handlers = actions();
    show(sample(), { actions: handlers });
    expect(screen.queryByRole('button', { name: 'Sell TSLA' })).toBeNull();
    for (const name of ['View TSLA', 'Edit TSLA', 'Delete TSLA', 'Sell AAPL']) expect(screen.getByRole('button', { name })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sell AAPL' }));
    expect(handlers.onSell).toHaveBeenCalledWith(expect.objectContaining({ symbol: 'AAPL' }));
    await user.click(screen.getByRole('button', { name: 'Delete TSLA' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(expect.objectContaining({ symbol: 'TSLA' }));
  });

  it('says so when the list is empty', () => {
    show([]);
    expect(screen.getByText(EMPTY_TEXTS.noStocks)).toBeTruthy();
  });

  it('links to /trends and to the default external site in a new tab', () => {
    localStorage.setItem(
      'userSettings',
      JSON.stringify({ defaultExternalSite: 'Yahoo Finance', externalSites: [{ name: 'Yahoo Finance', url: 'https://finance.yahoo.com/quote/{symbol}', isEnabled: true, icon: 'Y' }] }),
    );
    show();
    expect(screen.getByRole('link', { name: 'Trends' }).getAttribute('href')).toBe('/trends');
    const link = screen.getByRole('link', { name: 'Open AAPL on Yahoo Finance' });
    expect(link.getAttribute('href')).toBe('https://finance.yahoo.com/quote/AAPL');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('has no external link when the default site is disabled', () => {
    localStorage.setItem('userSettings', JSON.stringify({ defaultExternalSite: 'Finviz', externalSites: [{ name: 'Finviz', url: 'https://finviz.com/quote.ashx?t={symbol}', isEnabled: false }] }));
    show();
    expect(screen.queryByRole('link', { name: /Open AAPL/ })).toBeNull();
  });

  it('shows the recommendation with the first 2 reasoning items', async () => {
    const recommendations = new Map([['AAPL', { recommendation: 'buy' as const, confidence: 0.82, reasoningItems: ['one', 'two', 'three'], createdAt: '2024-01-01' }]]);
    show(sample(), { recommendations });
    const row = within(table()).getAllByRole('row').find((tr) => tr.getAttribute('data-symbol') === 'AAPL')!;
    fireEvent.mouseEnter(row.querySelector('.folio-rec')!);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('BUY (82%)');
    expect(within(tooltip).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two']);
  });

  it("the Rec icon is a button that opens the symbol's analysis, with or without a recommendation", async () => {
    const recommendations = new Map([['AAPL', { recommendation: 'sell' as const, confidence: 0.7, reasoningItems: ['one'], createdAt: '2024-01-01' }]]);
    const handlers = actions();
    const user = userEvent.setup();
    show(sample(), { recommendations, actions: handlers });
    await user.click(screen.getByRole('button', { name: 'Analyze AAPL' }));
    expect(handlers.onAnalyze).toHaveBeenCalledWith(expect.objectContaining({ symbol: 'AAPL' }));
    await user.click(screen.getByRole('button', { name: 'Analyze JPM' }));
    expect(handlers.onAnalyze).toHaveBeenLastCalledWith(expect.objectContaining({ symbol: 'JPM' }));
  });
});

describe('holdings table: company-name tooltip', () => {
  it('shows the company name (its table fetched on the first hover) and hides it 150 ms after the pointer leaves', async () => {
    show();
    const symbol = within(table()).getByText('AAPL');
    fireEvent.mouseEnter(symbol);
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Apple Inc.'));
    vi.useFakeTimers();
    fireEvent.mouseLeave(symbol);
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('unknown symbols show themselves', () => {
    show([holding('ZZQX')]);
    fireEvent.mouseEnter(within(table()).getByText('ZZQX'));
    expect(screen.getByRole('tooltip').textContent).toBe('ZZQX');
  });
});

describe('holdings table: thousands of rows', () => {
  it('renders only a window of rows', () => {
    // happy-dom has no layout: give the scroll box the size a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    const many = Array.from({ length: 5000 }, (_, index) => holding(`S${String(index).padStart(4, '0')}`));
    show(many);
    expect(table().getAttribute('data-rows')).toBe('5000');
    const rendered = symbols().filter(Boolean);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]).toBe('S0000');
  });
});
