/**
 * The importer's own next purchases after a 100k-row import (BENCH_IMPORT_ROWS), in process on
 * stores on files: how long the first three take (the first folds the import's purchases into the
 * book's kept state) and how much more heap the server keeps after them (measured after full
 * collections, in a child process with `--expose-gc`). The import decider and the portfolio
 * decider fold a book the same way and share its kept state (before, the first purchase folded
 * the whole book again into a second copy), and the import's purchases are folded into it after
 * the answer, not by the first purchase.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { SqliteEventStore } from '../backend/src/eventstore/sqlite.ts';
import { serverStartFlags } from '../backend/src/platform/start-flags.ts';
import { EmbeddedReadStore } from '../backend/src/readstore/embedded.ts';
import { createTestApp } from '../backend/src/testing/test-app.ts';
import { brokerCsv } from './csv-import.bench.ts';
import { report, scratchDir } from './support.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

function heapMb() {
  const gc = (globalThis as { gc?: () => void }).gc!;
  for (let round = 0; round < 3; round++) gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

async function measure() {
  const { dir, cleanup } = scratchDir('after-import');
  const app = await createTestApp({ stores: { events: SqliteEventStore.open(join(dir, 'events.sqlite')), readStore: EmbeddedReadStore.open(join(dir, 'read-models.sqlite')) } });
  const { token } = await app.signUp('importer@example.com');
  const listId = (await app.request('GET', '/api/lists', { token })).json()[0].id as string;
  let started = performance.now();
  const imported = await app.request('POST', '/api/investments/import-csv', { token, body: { csv: brokerCsv(ROWS), listId } });
  if (imported.statusCode !== 200) throw new Error(`import: ${imported.statusCode} ${imported.body.slice(0, 300)}`);
  const importMs = performance.now() - started;
  await settle();
  const before = heapMb();
  const purchases: number[] = [];
  for (let i = 0; i < 3; i++) {
    started = performance.now();
    const bought = await app.request('POST', '/api/investments/stock', { token, body: { symbol: 'AAPL', quantity: 1, purchasePrice: 100, purchaseDate: '2024-01-02', listId } });
    if (bought.statusCode !== 201) throw new Error(`purchase: ${bought.statusCode} ${bought.body}`);
    purchases.push(performance.now() - started);
  }
  await settle();
  const kept = heapMb() - before;
  await app.close();
  cleanup();
  return { importMs, purchases, kept };
}

export async function run() {
  // In a child with --expose-gc and npm start's flags, so nothing else is on its heap.
  const output = execFileSync(process.execPath, ['--expose-gc', ...serverStartFlags(), import.meta.filename], {
    env: { ...process.env, BENCH_AFTER_IMPORT_CHILD: '1' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const { importMs, purchases, kept } = JSON.parse(output.trim().split('\n').at(-1)!) as Awaited<ReturnType<typeof measure>>;
  report(`The importer's next purchases after a ${ROWS.toLocaleString('en-US')}-row import`, {
    'import (in process)': `${importMs.toFixed(0)} ms`,
    'first, second, third purchase': `${purchases.map((ms) => ms.toFixed(0)).join(' / ')} ms`,
    'heap kept after them': `${kept >= 0 ? '+' : ''}${kept.toFixed(1)} MB`,
  });
}

if (import.meta.main) {
  if (process.env.BENCH_AFTER_IMPORT_CHILD) console.log(JSON.stringify(await measure()));
  else await run();
}
