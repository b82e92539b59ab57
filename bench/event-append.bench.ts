import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SqliteEventStore } from '../backend/src/eventstore/sqlite.ts';
import { listHistory, perSecond, report, scratchDir } from './support.ts';

const TOTAL = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const BATCH = 1000;

/**
 * Batched append through the event store (revision check, idempotency, JSON encoding, stream
 * index) against raw prepared inserts of the same, already encoded rows into a plain table,
 * measured in the same run on the same disk.
 */
export async function run() {
  const { dir, cleanup } = scratchDir('append');
  const batches = TOTAL / BATCH;
  const template = listHistory(0, BATCH);

  const store = SqliteEventStore.open(join(dir, 'events.sqlite'));
  let started = performance.now();
  for (let batch = 0; batch < batches; batch += 1) {
    const events = template.map((event, index) => ({ ...event, id: `${batch}-${index}` }));
    store.appendSync(`lists-bench-${batch}`, events, 'no_stream');
  }
  const storeMs = performance.now() - started;
  await store.close();

  const raw = new DatabaseSync(join(dir, 'raw.sqlite'));
  raw.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  raw.exec(
    'CREATE TABLE events (position INTEGER PRIMARY KEY, stream_id TEXT, revision INTEGER, event_id TEXT, type TEXT, data TEXT, metadata TEXT)',
  );
  const rows = template.map((event) => [event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)] as const);
  const insert = raw.prepare('INSERT INTO events (stream_id, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  started = performance.now();
  for (let batch = 0; batch < batches; batch += 1) {
    const streamId = `lists-bench-${batch}`;
    raw.exec('BEGIN');
    for (let index = 0; index < BATCH; index += 1) {
      const [type, data, metadata] = rows[index]!;
      insert.run(streamId, index, `${batch}-${index}`, type, data, metadata);
    }
    raw.exec('COMMIT');
  }
  const rawMs = performance.now() - started;
  raw.close();
  cleanup();

  report(`Event append: ${TOTAL.toLocaleString('en-US')} events in batches of ${BATCH}`, {
    'event store (events/s)': perSecond(TOTAL, storeMs),
    'raw node:sqlite insert (rows/s)': perSecond(TOTAL, rawMs),
    'event store / raw': `${((rawMs / storeMs) * 100).toFixed(0)}%  (target >= 40%, >= 100k events/s)`,
  });
}

if (import.meta.main) await run();
