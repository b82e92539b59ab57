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

// Every append of two or more events written in slices on the second connection.
eventStoreContract('embedded SQLite, appends written in slices', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-events-'));
  const path = join(dir, 'events.sqlite');
  let current: EventStore = SqliteEventStore.open(path, { slicedAbove: 2 });
  return {
    store: current,
    reopen: async () => {
      await current.close();
      current = SqliteEventStore.open(path, { slicedAbove: 2 });
      return current;
    },
    cleanup: async () => {
      await current.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
