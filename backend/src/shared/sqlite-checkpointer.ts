/**
 * Worker thread of sqlite-wal-checkpoints.ts: copies a write-ahead log back into the database file
 * (a WAL checkpoint) after a large write. SQLite would otherwise do it inside the write's COMMIT
 * (the log passed 1,000 pages), holding the request thread about 0.2 s for 100k events.
 * PASSIVE: it never waits for readers or writers; SQLite keeps every connection consistent.
 */
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

const db = new DatabaseSync((workerData as { path: string }).path);
db.exec('PRAGMA busy_timeout = 5000');
parentPort!.on('message', (message: 'checkpoint' | 'close') => {
  if (message === 'close') {
    db.close();
    parentPort!.close(); // nothing left to wait for: the thread ends
    return;
  }
  try {
    db.exec('PRAGMA wal_checkpoint(PASSIVE)');
    parentPort!.postMessage({ ok: true });
  } catch (error) {
    parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
