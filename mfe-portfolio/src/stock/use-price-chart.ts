/** The price series of a range (GET /market/price-series) and the user's trades of the symbol (GET /investments/stocks/{symbol}/trades). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { investmentKeys } from '../keys.ts';
import { intervalFor, type PriceRange } from './price-chart-view.ts';

export function usePriceSeries(symbol: string, range: PriceRange) {
  return useQuery({
    queryKey: ['price-series', symbol, range] as const,
    queryFn: () =>
      api.request('GET', `/market/price-series?${new URLSearchParams({ symbol, interval: intervalFor(range), range }).toString()}`, 'PriceSeriesResponse'),
    placeholderData: keepPreviousData,
  });
}

/** Under investmentKeys.all: a new trade refreshes the markers. */
export function useSymbolTrades(symbol: string, listId: string | null) {
  return useQuery({
    queryKey: [...investmentKeys.all, 'trades', symbol, listId] as const,
    queryFn: () => api.investments.trades(symbol, listId),
  });
}
