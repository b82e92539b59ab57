import { ApiRequestError } from '@folio/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { stockKeys } from '../keys.ts';

export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** GET /stocks/{symbol}; an unknown symbol (404) is not retried. */
export function useStockData(symbol: string) {
  return useQuery({
    queryKey: stockKeys.detail(symbol),
    queryFn: () => api.request('GET', `/stocks/${encodeURIComponent(symbol)}`, 'StockData'),
    enabled: symbol !== '',
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

export const STOCK_TABS = ['overview', 'metrics', 'analysis'] as const;
export type StockTab = (typeof STOCK_TABS)[number];

/** '#metrics' -> 'metrics'; anything else opens the overview. */
export function tabFromHash(hash: string): StockTab {
  const name = hash.replace(/^#/, '');
  return (STOCK_TABS as readonly string[]).includes(name) ? (name as StockTab) : 'overview';
}
