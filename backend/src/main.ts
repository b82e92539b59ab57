import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedDemo } from './demo/seed.ts';
import { DEMO_ACCOUNT } from './identity/demo.ts';
import { PasswordHasher } from './identity/passwords.ts';
import { systemRuntime } from './shared/runtime.ts';
import { openStores } from './stores.ts';

async function main() {
  const config = loadConfig();
  const stores = await openStores(config);
  const app = await buildApp({ config, stores, runtime: systemRuntime, passwords: new PasswordHasher() });
  const started = performance.now();
  await app.engine.catchUp();
  app.server.log.info({ ms: Math.round(performance.now() - started), position: app.engine.position }, 'read models ready');

  if (config.SEED_DEMO && !config.production) await seedDemo(app);
  await app.server.listen({ port: config.PORT, host: config.HOST });

  const stores_ = `events: ${stores.events.kind}, read models: ${stores.readStore.kind}, data: ${config.DATA_DIR}`;
  console.log(`\n  Folio is running at ${config.publicUrl}  (${stores_})`);
  console.log(`  API docs: ${config.publicUrl}/api/docs`);
  if (config.SEED_DEMO && !config.production) {
    console.log(`  Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n`);
  }

  const shutdown = async (signal: string) => {
    app.server.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
