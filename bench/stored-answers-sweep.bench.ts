/**
 * The sweep of day-old stored idempotent answers (at start and hourly) on the embedded store's
 * file: BENCH_ANSWERS answers of about 1.5 KB (a position's answer), a quarter of them a day old.
 * The same documents in two collections of one file, one with the index on `storedAt` the
 * idempotency plugin creates (the range read from SQLite's index) and one without it (every
 * document read and parsed, as the sweep did before): the ratio is in the same run.
 */
import { join } from 'node:path';
import { EmbeddedReadStore } from '../backend/src/readstore/embedded.ts';
import type { Doc } from '../backend/src/readstore/port.ts';
import { report, scratchDir } from './support.ts';

const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 100_000);
const DAY = 86_400_000;

interface StoredAnswer extends Doc {
  requestHash: string;
  status: number;
  body: string;
  storedAt: number;
}

export async function run() {
  const { dir, cleanup } = scratchDir('stored-answers');
  const path = join(dir, 'read-models.sqlite');
  const now = Date.UTC(2026, 10, 26, 12);
  const body = JSON.stringify({ id: 'p', symbol: 'AAPL', lots: Array.from({ length: 12 }, (_, n) => ({ lotId: `lot-${n}`, quantity: 5, price: 101.25, date: '2024-01-02' })) });
  let store = EmbeddedReadStore.open(path, { onDisk: () => true });
  for (const name of ['indexed', 'scanned']) {
    const answers = store.collection<StoredAnswer>(name);
    // Oldest first, as they are stored: the first quarter is more than a day old.
    for (let n = 0; n < ANSWERS; n++) {
      await answers.upsert({ _id: `${n.toString(16).padStart(8, '0')}`, requestHash: 'f'.repeat(64), status: 201, body, storedAt: now - 1.25 * DAY + (n / ANSWERS) * DAY });
    }
  }
  await store.close();

  store = EmbeddedReadStore.open(path, { onDisk: () => true });
  const indexStarted = performance.now();
  await store.collection<StoredAnswer>('indexed').createIndex(['storedAt']);
  const indexMs = performance.now() - indexStarted;
  const timed = async (name: string, cutoff: number, index: boolean) => {
    const answers = store.collection<StoredAnswer>(name);
    if (index) await answers.createIndex(['storedAt']);
    // The longest the event loop was held meanwhile: what another request would have waited.
    let held = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const at = performance.now();
      held = Math.max(held, at - last - 1);
      last = at;
    }, 1);
    const started = performance.now();
    const dropped = await answers.deleteMany({ storedAt: { $lt: cutoff } });
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 2));
    clearInterval(ticker);
    return { ms, dropped, held };
  };
  // At start, nothing is old: the common case of the hourly run is a few or none.
  const noneIndexed = await timed('indexed', now - 2 * DAY, true);
  const noneScanned = await timed('scanned', now - 2 * DAY, false);
  const quarterIndexed = await timed('indexed', now - DAY, true);
  const quarterScanned = await timed('scanned', now - DAY, false);
  const flushStarted = performance.now();
  await store.close();
  const flushMs = performance.now() - flushStarted;
  cleanup();

  type Sweep = { ms: number; dropped: number; held: number };
  const row = (indexed: Sweep, scanned: Sweep) =>
    `${indexed.ms.toFixed(0)} ms with the index (${indexed.dropped.toLocaleString('en-US')} dropped, event loop held at most ${indexed.held.toFixed(0)} ms) vs ` +
    `${scanned.ms.toFixed(0)} ms reading every answer (${scanned.dropped.toLocaleString('en-US')}, held ${scanned.held.toFixed(0)} ms): ${(scanned.ms / Math.max(indexed.ms, 0.1)).toFixed(1)}x`;
  report(`Day-old stored answers swept from the read store's file: ${ANSWERS.toLocaleString('en-US')} answers of ${(body.length / 1024).toFixed(1)} KB`, {
    'none a day old (the usual hourly run)': row(noneIndexed, noneScanned),
    'a quarter a day old': row(quarterIndexed, quarterScanned),
    'creating the index (once per file)': `${indexMs.toFixed(0)} ms`,
    'writing both deletions (close)': `${flushMs.toFixed(0)} ms`,
  });
}
