/**
 * Series built from several histories: rows of many symbols keyed by symbol (news timeline) and
 * the ratio of one instrument to another (indicators page context panel).
 */
import { toIsoDate, type MarketSource, type MultiHistoryResponse, type RatioRow } from '@folio/contracts';
import type { CachedMarketData } from './cache.ts';
import { StockNotFoundError, type HistoryRequest } from './provider.ts';

/** History of several symbols; unknown or unavailable ones are listed instead of failing the rest. */
export async function multiHistory(
  market: CachedMarketData,
  symbols: readonly string[],
  request: HistoryRequest,
): Promise<MultiHistoryResponse> {
  const settled = await Promise.allSettled(symbols.map((symbol) => market.history(symbol, request)));
  const response: MultiHistoryResponse = {
    interval: request.interval,
    from: toIsoDate(request.from),
    to: toIsoDate(request.to),
    data: {},
    notFound: [],
    unavailable: [],
    source: market.source,
    stale: false,
  };
  settled.forEach((result, i) => {
    const symbol = symbols[i]!;
    if (result.status === 'fulfilled') {
      response.data[symbol] = [...result.value.value];
      response.stale ||= result.value.stale;
    } else if (result.reason instanceof StockNotFoundError) response.notFound.push(symbol);
    else response.unavailable.push(symbol);
  });
  return response;
}

/**
 * base / quote close on the bars both have. Crypto trades at weekends and stocks do not, so only
 * common dates make a ratio; either symbol unknown is a 404 for the whole request.
 */
export async function ratioRows(
  market: CachedMarketData,
  base: string,
  quote: string,
  request: HistoryRequest,
): Promise<{ rows: RatioRow[]; source: MarketSource; stale: boolean }> {
  const [baseHistory, quoteHistory] = await Promise.all([market.history(base, request), market.history(quote, request)]);
  const quoteCloses = new Map<string, number>();
  for (const row of quoteHistory.value) quoteCloses.set(row.t, row.c);
  const rows: RatioRow[] = [];
  for (const row of baseHistory.value) {
    const divisor = quoteCloses.get(row.t);
    if (divisor) rows.push({ t: row.t, ratio: row.c / divisor });
  }
  return { rows, source: market.source, stale: baseHistory.stale || quoteHistory.stale };
}
