import { type PortfolioItem, type StockData } from '@folio/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '@folio/shell-kit/api';
import { todayIso } from '../common/dates.ts';
import { investmentKeys, stockKeys } from '../keys.ts';
import { enrichHoldings, type EnrichmentPhase, type EnrichmentSource, type StockDataBySymbol } from './enrichment.ts';
import { priceHolding } from './valuation.ts';

const enrichCall = (path: string) => async (symbols: string[]) =>
  (await api.request('POST', path, 'EnrichResponse', { symbols })).enrichedData;

export const serverEnrichment: EnrichmentSource = {
  cached: enrichCall('/investments/enrich-cached'),
  fresh: enrichCall('/investments/enrich-batch'),
};

export interface EnrichmentStatus {
  phase: EnrichmentPhase;
  /** Symbols still waiting for fresh data. */
  pending: number;
}

/** Whatever this page already knows about the symbols (the stock detail entries). */
function knownStockData(client: QueryClient, symbols: readonly string[]): StockDataBySymbol {
  const known: StockDataBySymbol = {};
  for (const symbol of symbols) {
    const data = client.getQueryData<StockData>(stockKeys.detail(symbol));
    if (data) known[symbol] = data;
  }
  return known;
}

/**
 * The rows of a list: GET /investments/fast first, then enrichment (enrichment.ts). Rows are
 * re-priced as stock data arrives; the stock data also fills the stock detail cache.
 */
export function useHoldings(listId: string | null, source: EnrichmentSource = serverEnrichment) {
  const client = useQueryClient();
  const items = useQuery({
    queryKey: investmentKeys.items(listId),
    queryFn: () => api.investments.fast(listId),
    enabled: listId !== null,
  });
  const [stocks, setStocks] = useState<StockDataBySymbol>({});
  const [status, setStatus] = useState<EnrichmentStatus>({ phase: 'cached', pending: 0 });
  const enriched = useRef(new Set<string>());

  const symbols = useMemo(() => [...new Set((items.data ?? []).map((item) => item.symbol))], [items.data]);
  const symbolsKey = symbols.join(',');

  useEffect(() => {
    const wanted = symbols.filter((symbol) => !enriched.current.has(symbol));
    if (wanted.length === 0) {
      setStatus({ phase: 'done', pending: 0 });
      return;
    }
    const seeded = knownStockData(client, wanted);
    if (Object.keys(seeded).length > 0) setStocks((current) => ({ ...seeded, ...current }));

    const controller = new AbortController();
    // Many small batches re-sort a big table; fold the answers into one update per tick.
    let buffer: StockDataBySymbol = {};
    let flushTimer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      flushTimer = null;
      const data = buffer;
      buffer = {};
      setStocks((current) => ({ ...current, ...data }));
    };
    void enrichHoldings(wanted, source, {
      signal: controller.signal,
      onPhase: (phase, pending) => setStatus({ phase, pending: Math.max(0, pending) }),
      onData: (data) => {
        for (const [symbol, stock] of Object.entries(data)) {
          client.setQueryData(stockKeys.detail(symbol), stock);
          if (!stock.stale) enriched.current.add(symbol);
        }
        Object.assign(buffer, data);
        flushTimer ??= setTimeout(flush, 40);
      },
    });
    return () => {
      controller.abort();
      if (flushTimer !== null) {
        clearTimeout(flushTimer);
        flush();
      }
    };
    // symbolsKey stands for symbols: a refetch with the same symbols does not enrich again.
  }, [symbolsKey, client, source]);

  const holdings = useMemo<PortfolioItem[] | undefined>(() => {
    if (!items.data) return undefined;
    const today = todayIso();
    return items.data.map((item) => priceHolding(item, stocks[item.symbol], today));
  }, [items.data, stocks]);

  return { items, holdings, status };
}
