import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import Papa from 'papaparse';
import { SqliteEventStore } from '../backend/src/eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../backend/src/readstore/embedded.ts';
import { startBrokerCsvReader } from '../backend/src/portfolio/broker-csv-reader.ts';
import { createTestApp } from '../backend/src/testing/test-app.ts';
import { brokerCsv } from './csv-import.bench.ts';
import { perSecond, report } from './support.ts';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 100_000);
/** 'files' (default): the stores as the server opens them, SQLite files in a fresh DATA_DIR; 'memory': in-memory SQLite. */
const STORES = process.env.BENCH_CSV_STORES === 'memory' ? 'memory' : 'files';
/** Imports timed, each on a fresh server: one run varies by a second on a shared machine. */
const RUNS = Number(process.env.BENCH_CSV_RUNS ?? 5);

/**
 * The whole import through the API: POST /api/investments/import-csv with a 100k-row broker
 * export (parse, validate, one append of 100k events, projections, read-your-writes), against
 * papaparse parsing the same text, in the same run. Meanwhile another user asks for their
 * investments every 10 ms, buys and signs in every 100 ms, and someone new signs up every 250 ms:
 * the longest each took is what the import made them wait.
 */
export async function run() {
  const csv = brokerCsv(ROWS);
  const runs: Run[] = [];
  for (let round = 0; round < RUNS; round++) runs.push(await importOnce(csv, round === RUNS - 1));
  const each = (figure: (run: Run) => number) => runs.map((run) => figure(run).toFixed(0)).join(', ');
  const median = (figure: (run: Run) => number) => runs.map(figure).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!.toFixed(0);
  if (RUNS > 1) report(`CSV import end to end, ${RUNS} runs (each on a fresh server; the figures above are the last run's)`, {
    'POST /api/investments/import-csv': `${each((run) => run.importMs)} ms; median ${median((run) => run.importMs)} ms (target <= 2.5 s)`,
    'event loop held at most': `${each((run) => run.heldMax)} ms; median ${median((run) => run.heldMax)} ms (target <= 50 ms)`,
    "another user's GET /api/investments max": `${each((run) => run.readMax)} ms; median ${median((run) => run.readMax)} ms (target <= 50 ms)`,
  });
}

/** One import's time, the longest the event loop was held meanwhile and another user's longest GET, in ms. */
interface Run {
  importMs: number;
  heldMax: number;
  readMax: number;
}

/** One import on a fresh server; prints its figures when `print`. */
async function importOnce(csv: string, print: boolean): Promise<Run> {
  let started = performance.now();
  Papa.parse(csv, { skipEmptyLines: true });
  const parseMs = performance.now() - started;

  const dir = mkdtempSync(join(tmpdir(), 'folio-csv-bench-'));
  const stores =
    STORES === 'files'
      ? { events: SqliteEventStore.open(join(dir, 'events.sqlite')), readStore: EmbeddedReadStore.open(join(dir, 'read-models.sqlite')) }
      : undefined;
  // The other user signs in every 100 ms: more than the sign-in limit lets an address.
  const app = await createTestApp({ stores, env: { LOGIN_RATE_LIMIT_MAX: '1000000' } });
  // As the server does once it listens (main.ts): the file reader's thread is up before the first
  // import (given a second here, as a server is before its first user imports a file).
  startBrokerCsvReader();
  // The previous runs' servers are garbage: collected now, not as a pause inside this import.
  // Three times: V8 keeps object shapes for two more full collections (--retain-maps-for-n-gc=2),
  // and they kept a closed server's objects (~130 MB after a 100k-row import) live through two (with
  // --retain-maps-for-n-gc=0 one collection freed them): a later run imported on a heap that much larger.
  for (let round = 0; round < 3; round++) collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const url = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const { token } = await app.signUp('importer@example.com');
  const other = await app.signUp('other@example.com');
  const listId = (await app.request('GET', '/api/lists', { token })).json()[0].id as string;
  // Encoded and handed to the client's thread before the clock and the ticker start: a browser
  // sends the file from its own process, not from the server's event loop.
  const client = await importClient(JSON.stringify({ csv, listId }));
  // The longest the event loop was held meanwhile: the least another user's request waited.
  let heldMax = 0;
  let last = performance.now();
  /** Holds over 50 ms: [ms since the request was sent when the hold began, ms held]. */
  const holds: [number, number][] = [];
  const ticker = setInterval(() => {
    const at = performance.now();
    const held = at - last - 5;
    heldMax = Math.max(heldMax, held);
    if (held > 50) holds.push([last - started, held]);
    last = at;
  }, 5);
  let importing = true;
  /**
   * Sends `request` every `everyMs` until the import has answered, and once more after it (a wait
   * that ends with the import counts too); each timed from when it was due (a timer held up by the
   * import counts as waiting). Its waits, and the loop's end.
   */
  const meanwhile = (what: string, everyMs: number, request: () => ReturnType<typeof app.request>, ok: (status: number) => boolean) => {
    const waits: number[] = [];
    const done = (async () => {
      for (let again = true; again; ) {
        again = importing;
        const due = performance.now() + everyMs;
        await new Promise((resolve) => setTimeout(resolve, everyMs));
        const answer = await request();
        if (!ok(answer.statusCode)) throw new Error(`other user's ${what}: ${answer.statusCode} ${answer.body}`);
        waits.push(performance.now() - due);
      }
    })();
    return { waits, done };
  };
  // Another user asks for their investments every 10 ms...
  const reads = meanwhile('request', 10, () => app.request('GET', '/api/investments', { token: other.token }), (status) => status === 200);
  // ...records a purchase every 100 ms (their writes wait for the import's append: one transaction)...
  const purchases = meanwhile('purchase', 100, () => app.request('POST', '/api/investments/stock', { token: other.token, body: { symbol: 'AAPL', quantity: 1, purchasePrice: 100, purchaseDate: '2024-01-02' } }), (status) => status < 300);
  // ...and signs in every 100 ms (a sign-in is recorded as an event the account's owner sees).
  const signIns = meanwhile('sign-in', 100, () => app.request('POST', '/api/auth/login', { body: { email: 'other@example.com', password: 'correct horse battery' } }), (status) => status === 200);
  // ...while someone new signs up every 250 ms: an email claim, an account, a default list and a sign-in.
  let newcomers = 0;
  const register = () => app.request('POST', '/api/auth/register', { body: { email: `newcomer-${++newcomers}-${Date.now()}@example.com`, password: 'correct horse battery', name: 'New' } });
  const registrations = meanwhile('registration', 250, register, (status) => status === 201);
  started = performance.now();
  const cpuBefore = process.cpuUsage();
  const response = await client.post(`${url}/api/investments/import-csv`, token);
  const importMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  importing = false;
  await Promise.all([reads.done, purchases.done, signIns.done, registrations.done]);
  await new Promise((resolve) => setTimeout(resolve, 10)); // a tick held up until now fires and counts
  clearInterval(ticker);
  const result = JSON.parse(response.text) as { successful: number; failed: unknown[] };
  const visible = (await app.request('GET', `/api/investments/transactions?listId=${listId}&limit=1`, { token })).json().total;
  await client.close();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  const [waits, writes, signInWaits, registrationWaits] = [reads.waits, purchases.waits, signIns.waits, registrations.waits].map((times) => times.sort((a, b) => a - b)) as [number[], number[], number[], number[]];

  const run: Run = { importMs, heldMax, readMax: waits.at(-1) ?? 0 };
  if (!print) return run;
  report(`CSV import end to end: ${ROWS.toLocaleString('en-US')} rows, ${(csv.length / 1e6).toFixed(1)} MB, stores: ${STORES}`, {
    'papaparse parse-only': `${parseMs.toFixed(0)} ms`,
    'POST /api/investments/import-csv': `${importMs.toFixed(0)} ms (${perSecond(result.successful, importMs)} rows/s; status ${response.statusCode}, ${result.successful} imported, ${result.failed.length} failed, ${visible} in the ledger at once)`,
    'import / parse-only': `${(importMs / parseMs).toFixed(1)}x  (target <= 2.5 s)`,
    'CPU time meanwhile (all threads)': `${((cpu.user + cpu.system) / 1000).toFixed(0)} ms (the other user's requests included)`,
    'event loop held at most': `${heldMax.toFixed(0)} ms: another request waits at least this (target <= 50 ms)`,
    'holds over 50 ms': `${holds.length}; longest at ${[...holds].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([at, held]) => `${(at / 1000).toFixed(1)} s (${held.toFixed(0)} ms)`).join(', ') || '-'}`,
    "another user's GET /api/investments meanwhile": `max ${(waits.at(-1) ?? 0).toFixed(0)} ms, p99 ${(waits[Math.floor(waits.length * 0.99)] ?? 0).toFixed(0)} ms over ${waits.length} requests (target <= 50 ms)`,
    "another user's purchases meanwhile": maxAndMedian(writes),
    "another user's sign-ins meanwhile": maxAndMedian(signInWaits),
    'registrations meanwhile (test hashing)': maxAndMedian(registrationWaits),
  });
  return run;
}

/** The longest and the median of sorted waits, and how many. */
const maxAndMedian = (sorted: number[]) =>
  `max ${(sorted.at(-1) ?? 0).toFixed(0)} ms, median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms over ${sorted.length} requests`;

if (import.meta.main) await run();

/** A full collection, as --expose-gc would allow (the bench runs without it). */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * The importing user's browser: a thread of its own that POSTs `body` over HTTP when asked. From
 * this thread, light-my-request built the 12 MB request in one piece (0.1-0.3 s) and fetch encoded
 * it, on the event loop the ticker measures the server by.
 */
async function importClient(body: string) {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
    let body;
    parentPort.on('message', async (message) => {
      if (message.body) { body = message.body; parentPort.postMessage({ ready: true }); return; }
      const answer = await fetch(message.url, { method: 'POST', body, headers: { authorization: 'Bearer ' + message.token, 'content-type': 'application/json' } });
      parentPort.postMessage({ statusCode: answer.status, text: await answer.text() });
    });`,
    { eval: true },
  );
  const next = () => new Promise<{ ready?: true; statusCode: number; text: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const ready = next();
  worker.postMessage({ body });
  await ready;
  return {
    post: (url: string, token: string) => {
      const answer = next();
      worker.postMessage({ url, token });
      return answer;
    },
    close: () => worker.terminate(),
  };
}
