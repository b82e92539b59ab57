// @vitest-environment happy-dom
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from '@folio/shell-kit/router';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import type { RemotePart } from '../insights/remote-part.tsx';
import StockDetailPage from '../routes/StockDetailPage.tsx';
import { DEFAULT_LIST_PREFERENCES } from '@folio/contracts/list-preferences';
import { sampleList } from '../testing/lists.ts';
import { holding, renderWithProviders, stockData } from '../testing/render.tsx';
import { StockDetail } from './StockDetail.tsx';
import { tabFromHash, type StockTab } from './use-stock.ts';

// The overview's price chart asks for the user's trades of the symbol: not this file's subject.
beforeEach(() => {
  vi.spyOn(api.investments, 'trades').mockReturnValue(new Promise(() => {}));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

function show(tab: StockTab = 'overview', position = holding('AAPL', { quantity: 10, purchasePrice: 50, price: 100 })) {
  const onTabChange = vi.fn();
  const onGoBack = vi.fn();
  renderWithProviders(<StockDetail symbol="AAPL" position={position} tab={tab} onTabChange={onTabChange} onGoBack={onGoBack} />);
  return { onTabChange, onGoBack, user: userEvent.setup() };
}

const card = (name: string) => screen.getByLabelText(name);

describe('stock detail', () => {
  it('shows loading, then the header and the overview cards', async () => {
    vi.spyOn(api, 'request').mockResolvedValue(stockData('AAPL', { currentPrice: 100, dayChange: -2, dayChangePercent: -1.96, peRatio: null }));
    show();
    expect(screen.getByText('Loading stock data...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'AAPL' })).toBeTruthy();
    expect(screen.getByText('-$2.00 (-1.96%)')).toBeTruthy();
    expect(within(card('Portfolio Position')).getByText('$1,000.00')).toBeTruthy();
    expect(within(card('Performance')).getByText('+$500.00').className).toBe('folio-gain');
    expect(within(card('Stock Overview')).getByText('N/A')).toBeTruthy();
  });

  it('shows N/A for a symbol that is not held', async () => {
    vi.spyOn(api, 'request').mockResolvedValue(stockData('AAPL'));
    const onTabChange = vi.fn();
    renderWithProviders(<StockDetail symbol="AAPL" position={null} tab="overview" onTabChange={onTabChange} onGoBack={() => {}} />);
    await screen.findByRole('heading', { name: 'AAPL' });
    expect(within(card('Portfolio Position')).getAllByText('N/A')).toHaveLength(4);
  });

  it('colours the financial metrics good or bad by the contracts thresholds', async () => {
    vi.spyOn(api, 'request').mockResolvedValue(stockData('AAPL', { returnOnEquity: 14.9, debtToEquity: 0.5, peRatio: 30, sectorPeAverage: 25, pegRatio: 0.8 }));
    show('metrics');
    await screen.findByRole('heading', { name: 'AAPL' });
    const assessment = (metric: string) => document.querySelector(`[data-metric="${metric}"] dd`)?.getAttribute('data-assessment');
    expect(assessment('Return on Equity')).toBe('bad');
    expect(assessment('Debt/Equity')).toBe('good');
    expect(assessment('P/E Ratio')).toBe('bad');
    expect(document.querySelector('[data-metric="P/E Ratio"]')?.textContent).toContain('Overvalued');
    expect(document.querySelector('[data-metric="PEG Ratio"]')?.textContent).toContain('Attractive');
  });

  it('reports tab changes; outside the shell the Analysis tab says where it comes from', async () => {
    vi.spyOn(api, 'request').mockResolvedValue(stockData('AAPL'));
    const { user, onTabChange } = show('analysis');
    expect(await screen.findByText('AI analysis is provided by mfe-insights')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Financial Metrics' }));
    expect(onTabChange).toHaveBeenCalledWith('metrics');
  });

  it("the page's Analysis tab analyses against ?listId= with that list's max position size", async () => {
    // The list's preferences come from the server (a local copy would be moved there first).
    vi.spyOn(api.lists, 'preferences').mockImplementation(async (id) => ({ ...DEFAULT_LIST_PREFERENCES, maxPositionSize: id === 'income' ? 15 : 10 }));
    vi.spyOn(api, 'request').mockResolvedValue(stockData('AAPL'));
    vi.spyOn(api.lists, 'all').mockResolvedValue([sampleList('main', 'Main Portfolio', { isDefault: true }), sampleList('income', 'Income')]);
    vi.spyOn(api.investments, 'fast').mockResolvedValue([]);
    const remotePart = vi.fn((part: ComponentProps<RemotePart>) => <div data-module={part.module} />);
    renderWithProviders(
      <Routes>
        <Route path="/stock/:symbol" element={<StockDetailPage RemotePart={remotePart} />} />
      </Routes>,
      { route: '/stock/AAPL?listId=income#analysis' },
    );
    await waitFor(() =>
      expect(remotePart.mock.lastCall?.[0]).toMatchObject({ module: 'mfe_insights/StockAnalysisTab', props: { symbol: 'AAPL', listId: 'income', maxPositionSize: 15 } }),
    );
  });

  it("says 'Stock not found' with Go Back", async () => {
    vi.spyOn(api, 'request').mockRejectedValue(new ApiRequestError(404, 'Not Found', 'Stock not found'));
    const { user, onGoBack } = show();
    expect(await screen.findByText('Stock not found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalled();
  });

  it('reads the tab from the URL hash', () => {
    expect(tabFromHash('#metrics')).toBe('metrics');
    expect(tabFromHash('#analysis')).toBe('analysis');
    expect(tabFromHash('')).toBe('overview');
    expect(tabFromHash('#nonsense')).toBe('overview');
  });
});
