import type { DatabaseSync } from 'node:sqlite';
import { chainHash, GENESIS_HASH } from './hash-chain.ts';

/**
 * A log written before the chain existed gets its chain once: the events are hashed in order and
 * the upgrade is recorded in `chain_start`. Rows without a hash after hashed ones are not
 * backfilled (an older binary wrote them after the upgrade): verification reports them.
 */
export function startChain(db: DatabaseSync, now: Date) {
  const columns = db.prepare("SELECT name FROM pragma_table_info('events')").all() as { name: string }[];
  if (!columns.some((column) => column.name === 'hash')) db.exec('ALTER TABLE events ADD COLUMN hash TEXT');
  // The newest row tells: with a hash the chain exists (a scan for NULLs would read the whole log).
  const newest = db.prepare('SELECT hash FROM events ORDER BY position DESC LIMIT 1').get() as { hash: string | null } | undefined;
  if (!newest || newest.hash !== null) return;
  if (db.prepare('SELECT 1 FROM events WHERE hash IS NOT NULL LIMIT 1').get()) return;
  db.exec('BEGIN IMMEDIATE');
  try {
    const rows = db.prepare('SELECT position, stream_id, revision, type, data, metadata FROM events ORDER BY position').iterate() as Iterable<{
      position: number; stream_id: string; revision: number; type: string; data: string; metadata: string;
    }>;
    const update = db.prepare('UPDATE events SET hash = ? WHERE position = ?');
    let previous = GENESIS_HASH;
    let last = 0;
    let count = 0;
    const updates: [string, number][] = [];
    for (const row of rows) {
      // Re-encoded as the port reads them, so verification through any adapter recomputes the same hash.
      const data = JSON.stringify(JSON.parse(row.data));
      const metadata = JSON.stringify(JSON.parse(row.metadata));
      previous = chainHash(previous, row.stream_id, row.revision, row.type, data, metadata);
      updates.push([previous, row.position]);
      last = row.position;
      count += 1;
    }
    for (const [hash, position] of updates) update.run(hash, position);
    db.prepare('INSERT INTO chain_start (id, through_position, events, hash, at) VALUES (1, ?, ?, ?, ?)').run(last, count, previous, now.toISOString());
    db.exec('COMMIT');
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
