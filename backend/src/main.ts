import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedDemo } from './demo/seed.ts';
import { DEMO_ACCOUNT } from './identity/demo.ts';
import { PasswordHasher } from './identity/passwords.ts';
import { startBrokerCsvReader } from './portfolio/broker-csv-reader.ts';
import { systemRuntime } from './shared/runtime.ts';
import { DataDirLockedError, lockDataDir } from './shared/data-dir-lock.ts';
import { openStores } from './stores.ts';

async function main() {
  const config = loadConfig();
  // Replay and other offline tools refuse to run on a data directory a live server holds.
  const lock = lockDataDir(config.DATA_DIR, 'the Folio server');
  process.once('exit', () => lock.release());
  if (lock.tookOverFrom) console.warn(`Took over a stale lock in ${config.DATA_DIR} (pid ${lock.tookOverFrom.pid} is gone).`);
  const stores = await openStores(config);
  const app = await buildApp({ config, stores, runtime: systemRuntime, passwords: new PasswordHasher() });
  const started = performance.now();
  await app.engine.catchUp();
  app.server.log.info({ ms: Math.round(performance.now() - started), position: app.engine.position }, 'read models ready');

  if (config.SEED_DEMO && !config.production) await seedDemo(app);
  await app.server.listen({ port: config.PORT, host: config.HOST });
  startBrokerCsvReader();

  const stores_ = `events: ${stores.events.kind}, read models: ${stores.readStore.kind}, data: ${config.DATA_DIR}`;
  console.log(`\n  Folio is running at ${config.publicUrl}  (${stores_})`);
  console.log(`  API docs: ${config.publicUrl}/api/docs`);
  if (config.SEED_DEMO && !config.production) {
    console.log(`  Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n`);
  }

  const shutdown = async (signal: string) => {
    app.server.log.info({ signal }, 'shutting down');
    await app.close();
    lock.release();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
