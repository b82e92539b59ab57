import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedReadStore } from './embedded.ts';
import type { ReadStore } from './port.ts';
import { readStoreContract } from './read-store.contract.ts';

readStoreContract('embedded', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-read-models-'));
  const path = join(dir, 'read-models.sqlite');
  let current: ReadStore = EmbeddedReadStore.open(path);
  return {
    store: current,
    reopen: async () => {
      await current.close();
      current = EmbeddedReadStore.open(path);
      return current;
    },
    cleanup: async () => {
      await current.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
