import { createTestApp } from '../backend/src/testing/test-app.ts';
import { wellKnownSymbols, resolveInstrument } from '../backend/src/market/offline-universe.ts';
import { report } from './support.ts';

const REQUESTS = Number(process.env.BENCH_NEWS_REQUESTS ?? 500);

/** GET /api/news/portfolio for a 50-symbol list over HTTP: the first (ingests a year of news), then warm. */
export async function run() {
  const app = await createTestApp();
  const { token } = await app.signUp('news-bench@example.com');
  const listId = (await app.request('GET', '/api/lists', { token })).json()[0].id as string;
  const symbols = wellKnownSymbols().filter((symbol) => resolveInstrument(symbol)?.kind === 'stock' && !symbol.includes('-')).slice(0, 50);
  const items = symbols.map((symbol) => ({ symbol, quantity: 1, purchasePrice: 100, purchaseDate: '2024-01-02' }));
  const bulk = await app.request('POST', '/api/investments/bulk', { token, body: { listId, items } });
  if (bulk.statusCode !== 200) throw new Error(`bulk: ${bulk.statusCode} ${bulk.body.slice(0, 200)}`);

  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const timed = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${address}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
    return { ms: performance.now() - started, body };
  };
  const path = `/api/news/portfolio?listId=${listId}&limit=20`;
  const cold = await timed(path);
  // Index the list: a year of news for the 50 symbols, what the warm requests then page through.
  const started = performance.now();
  const indexing = await fetch(`${address}/api/news/portfolio?listId=${listId}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
  if (!indexing.ok) throw new Error(`index: ${indexing.status}`);
  await indexing.text();
  const indexMs = performance.now() - started;
  const total = JSON.parse((await timed(path)).body).meta.total as number;
  const warm: number[] = [];
  const cpuStarted = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) warm.push((await timed(`${path}&page=${1 + (i % 5)}`)).ms);
  const cpu = process.cpuUsage(cpuStarted);
  const cpuPerRequest = (cpu.user + cpu.system) / 1000 / REQUESTS;
  // Baseline in the same run: a trivial authenticated read, to tell the feature's cost from the machine's load.
  const baseline: number[] = [];
  for (let i = 0; i < REQUESTS; i++) baseline.push((await timed('/api/lists')).ms);
  const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
  const at = (q: number) => quantile(warm, q);
  await app.close();

  report(`GET /api/news/portfolio, 50-symbol list (${total.toLocaleString('en-US')} articles, offline feed, a year)`, {
    'first request (fetch + ingest the last 30 days)': `${cold.ms.toFixed(0)} ms`,
    'POST /news/portfolio (fetch + ingest the rest of the year)': `${indexMs.toFixed(0)} ms`,
    [`warm p50 / p99 (${REQUESTS} requests, pages 1-5)`]: `${at(0.5).toFixed(1)} / ${at(0.99).toFixed(1)} ms  (target p99 <= 20 ms)`,
    'CPU per warm request (server and client, one process)': `${cpuPerRequest.toFixed(2)} ms`,
    'baseline GET /api/lists p50 / p99': `${quantile(baseline, 0.5).toFixed(1)} / ${quantile(baseline, 0.99).toFixed(1)} ms`,
  });
}

if (import.meta.main) await run();
