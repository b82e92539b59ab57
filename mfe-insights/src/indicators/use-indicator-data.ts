/**
 * The indicators page's calls (dashboard-news-tools.md sections 7-9): indicator rows and the
 * price series (retried twice, never stale), the quote (cached 30 s) and, for crypto, the
 * ratio to Bitcoin.
 */
import {
  IndicatorsResponseSchema,
  PriceSeriesResponseSchema,
  QuoteResponseSchema,
  RatioResponseSchema,
  type ChartInterval,
  type ChartRange,
} from '@folio/contracts';
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
      api.request('GET', `/indicators/${encodeURIComponent(symbol)}${query({ ...indicatorWindow(range, new Date()), interval })}`, IndicatorsResponseSchema),
    retry: SERIES_RETRIES,
    staleTime: 0,
  });
  const prices = useQuery({
    queryKey: marketKeys.priceSeries(symbol, interval, range),
    queryFn: () => api.request('GET', `/market/price-series${query({ symbol, interval, range })}`, PriceSeriesResponseSchema),
    retry: SERIES_RETRIES,
    staleTime: 0,
  });
  const quote = useQuery({
    queryKey: marketKeys.quote(symbol),
    queryFn: () => api.request('GET', `/stocks/${encodeURIComponent(symbol)}/quote`, QuoteResponseSchema),
    staleTime: QUOTE_STALE_MS,
  });
  return { indicators, prices, quote };
}

export function useRatio(mode: ContextMode, interval: ChartInterval, range: ChartRange) {
  const base = mode.kind === 'ratio' ? mode.base : '';
  return useQuery({
    queryKey: marketKeys.ratio(base, 'BTC-USD', interval, range),
    queryFn: () => api.request('GET', `/market/ratio${query({ base, quote: 'BTC-USD', interval, range })}`, RatioResponseSchema),
    enabled: mode.kind === 'ratio',
    retry: SERIES_RETRIES,
    staleTime: 0,
  });
}
