import { subtractMonths, toIsoDate } from '../contracts/src/market/index.ts';
import { indicatorRows } from '../backend/src/market/indicators.ts';
import { OfflineMarketDataProvider } from '../backend/src/market/offline-provider.ts';
import { FIRST_BAR } from '../backend/src/market/ranges.ts';
import { load, ratio, serveInWorker } from './http.ts';
import { report } from './support.ts';

const SYMBOL = 'AAPL';

async function sequentialMs(url: string, headers: Record<string, string>, times: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < times; i++) await (await fetch(url, { headers })).arrayBuffer();
  return (performance.now() - started) / times;
}

/**
 * Indicators for 10 years of daily bars: the computation alone, one request at a time through
 * HTTP (warm cache), and throughput against a bare Fastify route returning the same JSON.
 */
export async function run() {
  const now = new Date();
  const to = toIsoDate(now);
  const from = toIsoDate(subtractMonths(now, 120));

  const offline = new OfflineMarketDataProvider();
  // The whole history, as the route fetches it (indicators anchored at the first bar).
  const bars = await offline.history(SYMBOL, { from: FIRST_BAR, to: now, interval: '1d' });
  for (let i = 0; i < 5; i++) indicatorRows(bars, from);
  const runs = 50;
  let started = performance.now();
  for (let i = 0; i < runs; i++) indicatorRows(bars, from);
  const computeMs = (performance.now() - started) / runs;

  const path = `/api/indicators/${SYMBOL}?from=${from}&to=${to}&interval=1d`;
  const market = await serveInWorker(new URL('./servers/market.ts', import.meta.url).href, { warm: [] });
  const url = `${market.url}${path}`;
  started = performance.now();
  const first = await fetch(url, { headers: market.headers });
  const body = await first.json();
  const coldMs = performance.now() - started;
  const warmMs = await sequentialMs(url, market.headers, 30);

  const bare = await serveInWorker(new URL('./servers/bare.ts', import.meta.url).href, body);
  await load(bare.url, {}, 1);
  await load(url, market.headers, 1);
  const baseline = await load(bare.url);
  const measured = await load(url, market.headers);
  await bare.close();
  await market.close();

  const bytes = JSON.stringify(body).length;
  report(`Indicators: ${body.rows.length} daily rows (10 years, ${Math.round(bytes / 1024)} KB), ${bars.length} bars with warm-up`, {
    'computation only (ms)': computeMs.toFixed(2),
    'first request, cold cache (ms)': `${coldMs.toFixed(0)}  (50-year walk, history, compute, serialise)`,
    'request, warm cache (ms)': `${warmMs.toFixed(2)}  (one at a time; indicators remembered per cached history)`,
    'bare Fastify, same JSON (req/s)': baseline.requestsPerSecond.toLocaleString('en-US'),
    'indicators route (req/s)': `${measured.requestsPerSecond.toLocaleString('en-US')}  (p99 ${measured.latencyP99} ms, errors ${measured.errors})`,
    'indicators / bare': ratio(measured, baseline),
  });
}

if (import.meta.main) await run();
