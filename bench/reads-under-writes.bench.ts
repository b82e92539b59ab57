import { knownSymbols } from '../contracts/src/market/company-names.ts';
import { load, serveInWorker } from './http.ts';
import { report } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WRITES_PER_SECOND = 20;

/**
 * GET /api/investments throughput (one user's 50-position list, autocannon, 20 connections) on
 * its own, then while five other users each add a purchase to their own books, 20 commands a
 * second in all. Kept answers are dropped per user and list, so the reader's answer survives
 * the other users' writes. Run twice, alternating, so a busy machine shows in both figures.
 */
export async function run() {
  const served = await serveInWorker(new URL('./servers/reads-under-writes.ts', import.meta.url).href);
  const reader = { authorization: `Bearer ${served.headers.user0}` };
  const writers = [1, 2, 3, 4, 5].map((n) => served.headers[`user${n}`]!);
  const symbols = knownSymbols().slice(50, 90);
  let writes = 0;
  let failedWrites = 0;
  const write = async () => {
    const n = writes++;
    const response = await fetch(`${served.url}/api/investments/stock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writers[n % writers.length]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ symbol: symbols[n % symbols.length], quantity: 1, purchasePrice: 100, purchaseDate: '2024-02-01' }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) failedWrites += 1;
  };
  const url = `${served.url}/api/investments`;
  const rows: Record<string, string> = {};
  for (let round = 1; round <= 2; round += 1) {
    const alone = await load(url, reader, SECONDS);
    const before = writes;
    // A write that fails (a reset connection on a loaded machine) is counted, never thrown.
    const timer = setInterval(() => void write().catch(() => (failedWrites += 1)), 1000 / WRITES_PER_SECOND);
    const busy = await load(url, reader, SECONDS);
    clearInterval(timer);
    const rate = ((writes - before) / SECONDS).toFixed(1);
    rows[`round ${round} read-only`] = `${alone.requestsPerSecond} req/s (p99 ${alone.latencyP99} ms, ${alone.errors} errors)`;
    rows[`round ${round} with ${rate} writes/s by others`] = `${busy.requestsPerSecond} req/s (p99 ${busy.latencyP99} ms, ${busy.errors} errors)`;
    rows[`round ${round} ratio`] = `${((busy.requestsPerSecond / alone.requestsPerSecond) * 100).toFixed(0)}%  (target >= 70%)`;
  }
  rows['writes failed or answered other than 201'] = String(failedWrites);
  await served.close();
  report('GET /api/investments under other users\' writes (50 positions, kept answers)', rows);
}

if (import.meta.main) await run();
