import { knownSymbols } from '../contracts/src/market/company-names.ts';
import { createTestApp } from '../backend/src/testing/test-app.ts';
import { report } from './support.ts';

const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 20_000);
const ROUNDS = 7;

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * GET /api/investments/performance (the daily series of the Investments chart) over a book of 20k
 * purchases across 50 symbols and ten years, over HTTP: cold (first request: closes loaded, the
 * returns book built), repeated, and after one more purchase back-dated 5 years (the returns book
 * revalues from that day only). Targets: cold <= 500 ms, after a back-dated activity <= 50 ms.
 */
export async function run() {
  const app = await createTestApp();
  const { token } = await app.signUp('bench-performance@example.com');
  const listId = (await app.request('GET', '/api/lists', { token })).json()[0].id as string;
  const symbols = knownSymbols().slice(0, 50);
  const items = Array.from({ length: ACTIVITIES }, (_, n) => ({
    symbol: symbols[n % symbols.length],
    quantity: 1 + (n % 7),
    purchasePrice: 20 + (n % 300),
    purchaseDate: dayAgo(3650 - Math.floor((n / ACTIVITIES) * 3640)),
  }));
  const bulk = await app.request('POST', '/api/investments/bulk', { token, body: { listId, items } });
  if (bulk.statusCode !== 200) throw new Error(`bulk: ${bulk.statusCode} ${bulk.body.slice(0, 200)}`);

  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let lastBytes = 0;
  let lastPoints = 0;
  const timed = async (path: string, init: RequestInit = {}) => {
    const started = performance.now();
    const response = await fetch(`${address}${path}`, { ...init, headers });
    const text = await response.text();
    const took = performance.now() - started;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
    if (path.includes('/performance')) {
      lastBytes = text.length;
      lastPoints = (JSON.parse(text) as { points: unknown[] }).points.length;
    }
    return took;
  };
  const series = (range: string) => timed(`/api/investments/performance?listId=${listId}&range=${range}`);

  const cold = await series('MAX');
  const maxPoints = lastPoints;
  const maxBytes = lastBytes;
  const repeat: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) repeat.push(await series('MAX'));
  const oneYear = await series('1Y');
  const oneYearPoints = lastPoints;

  const adds: number[] = [];
  const after: number[] = [];
  const afterOneYear: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    adds.push(
      await timed('/api/investments/stock', {
        method: 'POST',
        body: JSON.stringify({ symbol: symbols[round], quantity: 5, purchasePrice: 100, purchaseDate: dayAgo(1800 + round), listId }),
      }),
    );
    after.push(await series('MAX'));
    afterOneYear.push(await series('1Y'));
  }
  await app.close();

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  report(`Performance series: ${ACTIVITIES.toLocaleString('en-US')} purchases, 50 symbols, 10 years, over HTTP`, {
    'cold GET /performance?range=MAX': `${ms(cold)}  (target <= 500 ms; ${maxPoints.toLocaleString('en-US')} points, ${(maxBytes / 1024).toFixed(0)} KB)`,
    'repeat GET range=MAX': `median ${ms(median(repeat))} of ${ROUNDS}`,
    'GET range=1Y': `${ms(oneYear)} (${oneYearPoints} points)`,
    'POST one purchase back-dated 5 years': `median ${ms(median(adds))} of ${ROUNDS}`,
    'GET range=MAX after it': `median ${ms(median(after))}, first ${ms(after[0]!)}, max ${ms(Math.max(...after))}  (target <= 50 ms)`,
    'GET range=1Y after it': `median ${ms(median(afterOneYear))}`,
  });
}

if (import.meta.main) await run();
