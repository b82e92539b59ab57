import { knownSymbols } from '../contracts/src/market/index.ts';
import { load, ratio, serveInWorker } from './http.ts';
import { report } from './support.ts';

const SYMBOLS = knownSymbols().slice(0, 100);
const PATH = `/api/stocks/aggregated?symbols=${SYMBOLS.map(encodeURIComponent).join(',')}`;

/**
 * GET /api/stocks/aggregated for 100 symbols from a warm cache (session check, 300 cache reads,
 * quote merge, zod validation and serialisation of ~100 KB) against a bare Fastify route that
 * returns the very same JSON, measured in the same run.
 */
export async function run() {
  const market = await serveInWorker(new URL('./servers/market.ts', import.meta.url).href, { warm: [PATH] });
  const url = `${market.url}${PATH}`;
  const answer = await fetch(url, { headers: market.headers });
  const body = await answer.json();
  const bytes = JSON.stringify(body).length;
  const bare = await serveInWorker(new URL('./servers/bare.ts', import.meta.url).href, body);

  await load(bare.url, {}, 1); // warm-up
  await load(url, market.headers, 1);
  const baseline = await load(bare.url);
  const measured = await load(url, market.headers);
  await bare.close();
  await market.close();

  report(`HTTP: GET /api/stocks/aggregated, ${SYMBOLS.length} symbols (${Math.round(bytes / 1024)} KB), warm cache, 20 connections, 5 s each`, {
    'bare Fastify, same JSON (req/s)': baseline.requestsPerSecond.toLocaleString('en-US'),
    'aggregated route (req/s)': `${measured.requestsPerSecond.toLocaleString('en-US')}  (p99 ${measured.latencyP99} ms, errors ${measured.errors})`,
    'aggregated / bare': `${ratio(measured, baseline)}  (target >= 50%)`,
  });
}

if (import.meta.main) await run();
