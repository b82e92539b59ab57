import Papa from 'papaparse';
import { createTestApp } from '../backend/src/testing/test-app.ts';
import { brokerCsv } from './csv-import.bench.ts';
import { perSecond, report } from './support.ts';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 100_000);

/**
 * The whole import through the API: POST /api/investments/import-csv with a 100k-row broker
 * export (parse, validate, one append of 100k events, projections, read-your-writes), against
 * papaparse parsing the same text, in the same run.
 */
export async function run() {
  const csv = brokerCsv(ROWS);
  let started = performance.now();
  Papa.parse(csv, { skipEmptyLines: true });
  const parseMs = performance.now() - started;

  const app = await createTestApp();
  const { token } = await app.signUp('importer@example.com');
  const listId = (await app.request('GET', '/api/lists', { token })).json()[0].id as string;
  // The longest the event loop was held meanwhile: the least another user's request waited.
  let heldMax = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const at = performance.now();
    heldMax = Math.max(heldMax, at - last - 5);
    last = at;
  }, 5);
  started = performance.now();
  const response = await app.request('POST', '/api/investments/import-csv', { token, body: { csv, listId } });
  const importMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 10)); // a tick held up until now fires and counts
  clearInterval(ticker);
  const result = response.json() as { successful: number; failed: unknown[] };
  const visible = (await app.request('GET', `/api/investments/transactions?listId=${listId}&limit=1`, { token })).json().total;
  await app.close();

  report(`CSV import end to end: ${ROWS.toLocaleString('en-US')} rows, ${(csv.length / 1e6).toFixed(1)} MB`, {
    'papaparse parse-only': `${parseMs.toFixed(0)} ms`,
    'POST /api/investments/import-csv': `${importMs.toFixed(0)} ms (${perSecond(result.successful, importMs)} rows/s; status ${response.statusCode}, ${result.successful} imported, ${result.failed.length} failed, ${visible} in the ledger at once)`,
    'import / parse-only': `${(importMs / parseMs).toFixed(1)}x  (target <= 2.5 s)`,
    'event loop held at most': `${heldMax.toFixed(0)} ms: another request waits at least this (target <= 50 ms)`,
  });
}

if (import.meta.main) await run();
