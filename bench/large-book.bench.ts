import { Worker } from 'node:worker_threads';
import { serverStartFlags } from '../backend/src/platform/start-flags.ts';
import { serveInChild } from './http.ts';
import type { LargeBookData } from './servers/large-book.ts';
import { report } from './support.ts';

const SIZES = (process.env.BENCH_BOOK_SIZES ?? '5000,50000').split(',').map(Number);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 60_000);
const HISTORY_SYMBOLS = Number(process.env.BENCH_HISTORY_SYMBOLS ?? 1_500);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * The issue-15 probes, through the real app served in a child process (its RSS is the server's own): one user's list of 5,000
 * and 50,000 positions (distinct symbols, built with POST /api/investments/bulk), and
 * - GET /api/investments and /summary on it, cold and repeated, and again after one more purchase
 *   (the book changed, the market data it is priced with is held: what most first requests are);
 *   up to 10,000 positions, another user's book of as many other symbols is valued first, so the
 *   cold figures are the book's and its market data's, not the process's first run of the code
 *   (printed too);
 * - meanwhile another user's GET /api/investments every 10 ms, from a thread of its own
 *   (`other-user-worker.ts`): the longest it waited;
 * - a 5,000-item bulk request into the large book, the other user pinging meanwhile;
 * - 1,500 symbols' daily histories (ten years each) and 1,500 made-up symbols;
 * - the server process's RSS now and its peak (the kernel's VmHWM), V8 heap beside it.
 * BENCH_SERVER_ENV (`A=1,B=2`) adds environment variables to the server's process only:
 * `BENCH_VALUATION_WARM_UP=off` has the first requests value the book themselves (as after a
 * restart) instead of finding the answers the background valuation worked out after the bulk.
 */
export async function run() {
  for (const positions of SIZES) await largeBook(positions);
}

async function largeBook(positions: number) {
  const started = performance.now();
  const serverEnv = Object.fromEntries((process.env.BENCH_SERVER_ENV ?? '').split(',').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
  // The server's flags as npm start runs it (backend/package.json start, as the Dockerfile).
  const served = await serveInChild(new URL('./servers/large-book.ts', import.meta.url).href, { positions } satisfies LargeBookData, serverStartFlags(), serverEnv);
  const setupMs = performance.now() - started;
  const { big, small, listId, smallList, buildMs, peer, peerList } = served.headers as Record<'big' | 'small' | 'listId' | 'smallList' | 'buildMs' | 'peer' | 'peerList', string>;
  const memory = async () => {
    const { rss, peakRss, heap, external, arrayBuffers } = await served.memory();
    return `server RSS ${mb(rss)} (peak ${mb(peakRss)}), heap ${mb(heap.total)} (${mb(heap.used)} used), external ${mb(external)} (array buffers ${mb(arrayBuffers)}); client RSS ${mb(process.memoryUsage().rss)}`;
  };
  const rows: Record<string, string> = { 'building the book (bulk, 5,000 per request)': `${buildMs} ms; ${await memory()}` };

  const timed = async (path: string, token: string, init: RequestInit = {}) => {
    const begun = performance.now();
    try {
      const response = await fetch(`${served.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await response.arrayBuffer();
      const ms = performance.now() - begun;
      return { ms, text: `${ms.toFixed(0)} ms (${response.status}, ${(body.byteLength / 1024).toFixed(0)} KB)`, ok: response.ok };
    } catch (error) {
      return { ms: Infinity, text: `no answer within ${TIMEOUT_MS / 1000} s (${(error as Error).name})`, ok: false };
    }
  };

  // Another user, every 10 ms, from a thread of its own: how long does a small request wait while the large book is served?
  const waits: number[] = [];
  const otherUser = new Worker(new URL('./other-user-worker.ts', import.meta.url), {
    workerData: { url: `${served.url}/api/investments?listId=${smallList}`, token: small, timeoutMs: TIMEOUT_MS },
  });
  const otherUserReady = new Promise((resolve) => otherUser.once('message', resolve));
  const otherUserDone = new Promise((resolve) => otherUser.once('exit', resolve));
  await otherUserReady;
  otherUser.on('message', (ms: number) => waits.push(ms));
  /** The longest the server's event loop was held since the last call (the server module measures it). */
  const loopHeld = async () => ((await served.ask({ loopHeld: true })) as { loopHeldMs: number }).loopHeldMs;
  const waitsSince = async (from: number) => {
    const held = await loopHeld();
    const slice = waits.slice(from).sort((a, b) => a - b);
    if (slice.length === 0) return 'no request completed';
    return `max ${slice.at(-1)!.toFixed(0)} ms, p99 ${slice[Math.floor(slice.length * 0.99)]!.toFixed(0)} ms over ${slice.length} requests; server's event loop held at most ${held.toFixed(0)} ms (target <= 50 ms)`;
  };

  // The server's first large book (another user's, of other symbols): its requests also run the
  // valuation code for the first time in this process, as after a restart.
  if (peer) {
    rows['GET /api/investments first, server\'s first large book'] = (await timed(`/api/investments?listId=${peerList}`, peer)).text;
    rows['GET /api/investments/summary first, server\'s first large book'] = (await timed(`/api/investments/summary?listId=${peerList}`, peer)).text;
  }
  for (const [label, path] of [
    ['GET /api/investments', `/api/investments?listId=${listId}`],
    ['GET /api/investments/summary', `/api/investments/summary?listId=${listId}`],
  ] as const) {
    const mark = waits.length;
    await loopHeld();
    const cold = await timed(path, big);
    const warm = await timed(path, big);
    rows[`${label} first`] = cold.text;
    rows[`${label} repeated`] = warm.text;
    rows[`  other user meanwhile (${label.split('/').at(-1)})`] = await waitsSince(mark);
    rows[`  memory after (${label.split('/').at(-1)})`] = await memory();
    if (!cold.ok && cold.ms === Infinity) break;
  }

  // The usual first request: the book changed (one more purchase), the market data it is priced with is held.
  const purchase = { symbol: 'W0', quantity: 1, purchasePrice: 50, purchaseDate: '2024-05-06', listId };
  rows['POST /api/investments/stock (one more lot)'] = (await timed('/api/investments/stock', big, { method: 'POST', body: JSON.stringify(purchase) })).text;
  for (const [label, path] of [
    ['GET /api/investments after it', `/api/investments?listId=${listId}`],
    ['GET /api/investments/summary after it', `/api/investments/summary?listId=${listId}`],
  ] as const) {
    const mark = waits.length;
    await loopHeld();
    rows[label] = (await timed(path, big)).text;
    rows[`  other user meanwhile (${label.split('/').at(-1)!.split(' ')[0]}, after a purchase)`] = await waitsSince(mark);
  }

  const bulkMark = waits.length;
  await loopHeld();
  const items = Array.from({ length: 5_000 }, (_, n) => ({ symbol: `W${positions + n}`, quantity: 3, purchasePrice: 42, purchaseDate: '2024-05-06' }));
  rows['POST /bulk 5,000 more positions'] = (await timed('/api/investments/bulk', big, { method: 'POST', body: JSON.stringify({ listId, items }) })).text;
  rows['  other user meanwhile '] = await waitsSince(bulkMark);
  const after = await timed(`/api/investments?listId=${listId}`, big);
  rows['GET /api/investments after the bulk'] = after.text;

  const historyMark = waits.length;
  await loopHeld();
  const history = async (symbol: string) => (await timed(`/api/stocks/${symbol}/history?from=2016-01-01`, small)).ok;
  let listed = 0;
  const known = Array.from({ length: HISTORY_SYMBOLS }, (_, n) => `W${200_000 + n}`);
  const madeUp = Array.from({ length: HISTORY_SYMBOLS }, (_, n) => `QX${n}Z`);
  for (const batch of [known, madeUp]) {
    for (let from = 0; from < batch.length; from += 20) {
      const answers = await Promise.all(batch.slice(from, from + 20).map(history));
      listed += answers.filter(Boolean).length;
    }
  }
  rows[`${HISTORY_SYMBOLS} listed + ${HISTORY_SYMBOLS} made-up symbols' histories`] = `${listed} answered 200; ${await memory()} (target < 1 GB)`;
  rows['  other user meanwhile  '] = await waitsSince(historyMark);
  otherUser.postMessage('stop');
  await otherUserDone;
  await served.close();
  report(`Large book: ${positions.toLocaleString('en-US')} positions in one list (setup ${(setupMs / 1000).toFixed(1)} s)`, rows);
}

if (import.meta.main) await run();
