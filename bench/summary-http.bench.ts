import { knownSymbols } from '../contracts/src/market/company-names.ts';
import { createTestApp } from '../backend/src/testing/test-app.ts';
import { report } from './support.ts';

const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 20_000);

/** Deterministic dates over the last ten years. */
function dayAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * GET /api/investments/summary (time-weighted and money-weighted returns) over a book of 20k
 * purchases across 50 symbols and ten years: cold, then after one more back-dated purchase, while
 * a second client pings /api/health to show the API stays responsive.
 */
export async function run() {
  const app = await createTestApp();
  const { token } = await app.signUp('bench@example.com');
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
  const headers = { authorization: `Bearer ${token}` };
  const timed = async (path: string, init: RequestInit = {}) => {
    const started = performance.now();
    const response = await fetch(`${address}${path}`, { ...init, headers: { ...headers, 'content-type': 'application/json' } });
    await response.text();
    return performance.now() - started;
  };

  // A second client: how long does a trivial request wait while summaries are computed?
  let worstPing = 0;
  let pinging = true;
  const pinger = (async () => {
    while (pinging) {
      worstPing = Math.max(worstPing, await timed('/api/health'));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();

  const cold = await timed('/api/investments/summary');
  const warm = await timed('/api/investments/summary');
  const adds: number[] = [];
  const after: number[] = [];
  for (let round = 0; round < 7; round += 1) {
    adds.push(
      await timed('/api/investments/stock', {
        method: 'POST',
        body: JSON.stringify({ symbol: symbols[round], quantity: 5, purchasePrice: 100, purchaseDate: dayAgo(1800 + round), listId }),
      }),
    );
    after.push(await timed('/api/investments/summary'));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  pinging = false;
  await pinger;
  await app.close();

  report(`Summary with TWR + XIRR: ${ACTIVITIES.toLocaleString('en-US')} purchases, 50 symbols, 10 years`, {
    'cold GET /summary': `${cold.toFixed(0)} ms  (target <= 1 s)`,
    'repeat GET /summary': `${warm.toFixed(0)} ms`,
    'POST one purchase back-dated 5 years': `median ${median(adds).toFixed(0)} ms of 7`,
    'GET /summary after it': `median ${median(after).toFixed(0)} ms, first ${after[0]!.toFixed(0)} ms, max ${Math.max(...after).toFixed(0)} ms  (target <= 50 ms)`,
    'worst /api/health wait meanwhile': `${worstPing.toFixed(0)} ms`,
  });
}

if (import.meta.main) await run();
