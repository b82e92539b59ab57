import { join } from 'node:path';
import type { Config } from './config.ts';
import type { EventStore } from './eventstore/port.ts';
import { SqliteEventStore } from './eventstore/sqlite.ts';
import type { ReadStore } from './readstore/port.ts';
import { EmbeddedReadStore } from './readstore/embedded.ts';
import { IDEMPOTENCY_COLLECTION } from './platform/idempotency.ts';

export interface Stores {
  events: EventStore;
  readStore: ReadStore;
}

/**
 * Collections the embedded store keeps in its file, not in memory: read by id, and growing with
 * every command (a day of stored idempotent answers).
 */
export const keptOnDisk = (collection: string) => collection === IDEMPOTENCY_COLLECTION;

/**
 * EventStoreDB and MongoDB when their URLs are set; otherwise SQLite files in DATA_DIR. The two
 * servers' clients are loaded only when used: loaded up front, they cost the embedded server
 * 18 MB of RSS and 0.15 s of its 2.5 s start-up (`npm run bench startup`).
 */
export async function openStores(config: Pick<Config, 'DATA_DIR' | 'EVENTSTORE_URL' | 'MONGODB_URL' | 'MONGODB_DB'>): Promise<Stores> {
  const events = config.EVENTSTORE_URL
    ? (await import('./eventstore/eventstoredb.ts')).EventStoreDbEventStore.connect(config.EVENTSTORE_URL)
    : SqliteEventStore.open(join(config.DATA_DIR, 'events.sqlite'));
  const readStore = config.MONGODB_URL
    ? await (await import('./readstore/mongodb.ts')).MongoReadStore.connect(config.MONGODB_URL, config.MONGODB_DB)
    : EmbeddedReadStore.open(join(config.DATA_DIR, 'read-models.sqlite'), { onDisk: keptOnDisk });
  return { events, readStore };
}
