import { projections } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { replayAll, type ReplayReport } from './projections/replay.ts';
import { DataDirLockedError, lockDataDir } from './shared/data-dir-lock.ts';
import { openStores } from './stores.ts';

/**
 * `npm run replay`: rebuild every read model from position 0 of the event log. Refuses to run while
 * a server holds DATA_DIR (both would write the read models); keeps what no projection owns.
 */
async function main() {
  const config = loadConfig();
  const lock = lockDataDir(config.DATA_DIR, 'npm run replay');
  if (lock.tookOverFrom) console.log(`Took over a stale lock in ${config.DATA_DIR}: ${lock.tookOverFrom.role} (pid ${lock.tookOverFrom.pid}) is no longer running.`);
  try {
    const stores = await openStores(config);
    try {
      console.log(describe(await replayAll({ ...stores, projections })));
    } finally {
      await stores.events.close();
      await stores.readStore.close();
    }
  } finally {
    lock.release();
  }
}

export function describe(result: ReplayReport): string {
  const documents = result.collections.reduce((sum, collection) => sum + collection.documents, 0);
  const lines = [
    `Replayed ${result.events} events into ${result.collections.length} collections (${documents} documents) in ${result.ms.toFixed(0)} ms ` +
      `(${Math.round(result.events / (result.ms / 1000 || 1))} events/s).`,
    ...result.collections.map((collection) => `  ${collection.name.padEnd(28)} ${collection.documents}`),
    'Kept: everything no projection owns (LLM logs, stored idempotent answers, leases, reactor checkpoints).',
  ];
  return lines.join('\n');
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  });
}
