/**
 * The indicators page's calls (dashboard-news-tools.md sections 7-9): indicator rows and the
 * price series (retried twice, never stale), the quote (cached 30 s) and, for crypto, the
 * ratio to Bitcoin.
 */
import type { ChartInterval, ChartRange } from '@folio/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { marketKeys } from '../keys.ts';
import { indicatorWindow, type ContextMode } from './indicator-options.ts';

const SERIES_RETRIES = 2;
const QUOTE_STALE_MS = 30_000;

const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

export function useIndicatorData(symbol: string, interval: ChartInterval, range: ChartRange) {
  const indicators = useQuery({
    queryKey: marketKeys.indicators(symbol, interval, range),
    queryFn: () =>
      api.request('GET', `/indicators/${encodeURIComponent(symbol)}${query({ ...indicatorWindow(range, new Date()), interval })}`, 'IndicatorsResponse'),
    retry: SERIES_RETRIES,
    staleTime: 0,
  });
  const prices = useQuery({
    queryKey: marketKeys.priceSeries(symbol, interval, range),
    queryFn: () => api.request('GET', `/market/price-series${query({ symbol, interval, range })}`, 'PriceSeriesResponse'),
    retry: SERIES_RETRIES,
    staleTime: 0,
  });
  const quote = useQuery({
    queryKey: marketKeys.quote(symbol),
    queryFn: () => api.request('GET', `/stocks/${encodeURIComponent(symbol)}/quote`, 'QuoteResponse'),
    staleTime: QUOTE_STALE_MS,
  });
  return { indicators, prices, quote };
}

export function useRatio(mode: ContextMode, interval: ChartInterval, range: ChartRange) {
  const base = mode.kind === 'ratio' ? mode.base : '';
  return useQuery({
    queryKey: marketKeys.ratio(base, 'BTC-USD', interval, range),
    queryFn: () => api.request('GET', `/market/ratio${query({ base, quote: 'BTC-USD', interval, range })}`, 'RatioResponse'),
    enabled: mode.kind === 'ratio',
    retry: SERIES_RETRIES,
    staleTime: 0,
  });
}
