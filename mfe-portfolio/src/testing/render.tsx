/** Component-test helpers: the providers the shell gives a remote, and sample rows. */
import { vi } from 'vitest';
import type { PortfolioItem, StockData } from '@folio/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@folio/shell-kit/router';

export function renderWithProviders(ui: ReactElement, { route = '/', client }: { route?: string; client?: QueryClient } = {}) {
  const queryClient = client ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export function stockData(symbol: string, fields: Partial<StockData> = {}): StockData {
  return {
    symbol,
    currentPrice: 100,
    dayChange: 1,
    dayChangePercent: 1,
    change6MonthPercent: 5,
    change3YearPercent: 20,
    marketCap: 1e12,
    peRatio: 20,
    pegRatio: 1.5,
    priceToBook: 4,
    week52High: 120,
    week52Low: 80,
    volume: 1e6,
    avgVolume: 1e6,
    dividendYield: 1,
    payoutRatio: 20,
    returnOnAssets: 6,
    returnOnEquity: 16,
    earningsGrowth: 5,
    salesGrowthRate: 5,
    epsGrowthRate: 5,
    roic: 12,
    profitMargins: 12,
    operatingMargins: 16,
    trailingEps: 5,
    forwardEps: 6,
    currentRatio: 1.6,
    quickRatio: 1.1,
    debtToEquity: 0.4,
    bookValue: 25,
    totalRevenue: 1e11,
    ebitda: 3e10,
    freeCashflow: 2e10,
    totalCash: 5e10,
    totalDebt: 4e10,
    sector: 'Technology',
    industry: 'Software',
    sectorPeAverage: 25,
    movingAverage50Day: 98,
    source: 'demo',
    stale: false,
    ...fields,
  };
}

let sequence = 0;

/** A holdings row; quantity 0 makes it watch-only (no money fields). */
export function holding(symbol: string, fields: Partial<PortfolioItem> & { price?: number; sector?: string } = {}): PortfolioItem {
  const { price = 100, sector = 'Technology', ...rest } = fields;
  const quantity = rest.quantity ?? 10;
  const held = quantity > 0;
  const purchasePrice = rest.purchasePrice ?? (held ? 50 : null);
  const totalValue = held ? quantity * price : null;
  const costBasis = held ? quantity * (purchasePrice ?? 0) : null;
  sequence += 1;
  return {
    id: `position-${symbol}-${sequence}`,
    symbol,
    quantity,
    purchasePrice,
    purchaseDate: held ? '2024-01-02' : null,
    currentPrice: price,
    totalValue,
    costBasis,
    gainLoss: totalValue !== null && costBasis !== null ? totalValue - costBasis : null,
    gainLossPercent: totalValue !== null && costBasis ? ((totalValue - costBasis) / costBasis) * 100 : null,
    apr: held ? 10 : null,
    realizedGain: 0,
    listId: 'list-main',
    lots: held ? [{ lotId: `lot-${symbol}-${sequence}`, quantity, price: purchasePrice ?? 0, date: '2024-01-02' }] : [],
    stockData: stockData(symbol, { currentPrice: price, sector }),
    createdAt: '2024-01-02T00:00:00.000Z',
    ...rest,
  };
}

/** Stands in for the browser's alert and confirm (happy-dom has neither); confirm answers `confirmed`. */
export function stubBrowserDialogs(confirmed = true) {
  const alert = vi.fn<(message: string) => void>();
  const confirm = vi.fn<(message: string) => boolean>(() => confirmed);
  Object.defineProperty(window, 'alert', { value: alert, configurable: true, writable: true });
  Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
  return { alert, confirm };
}
