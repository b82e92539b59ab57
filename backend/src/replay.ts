import { projections } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { replayAll } from './projections/replay.ts';
import { openStores } from './stores.ts';

/** `npm run replay`: rebuild every read model from position 0 of the event log. */
async function main() {
  const config = loadConfig();
  const stores = await openStores(config);
  const result = await replayAll({ ...stores, projections });
  console.log(
    `Replayed ${result.events} events into ${projections.length} read models in ${result.ms.toFixed(0)} ms ` +
      `(${Math.round(result.events / (result.ms / 1000 || 1))} events/s).`,
  );
  await stores.events.close();
  await stores.readStore.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
