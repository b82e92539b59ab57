import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventStoreContract } from './event-store.contract.ts';
import type { EventStore } from './port.ts';
import { SqliteEventStore } from './sqlite.ts';

eventStoreContract('embedded SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-events-'));
  const path = join(dir, 'events.sqlite');
  let current: EventStore = SqliteEventStore.open(path);
  return {
    store: current,
    reopen: async () => {
      await current.close();
      current = SqliteEventStore.open(path);
      return current;
    },
    cleanup: async () => {
      await current.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
