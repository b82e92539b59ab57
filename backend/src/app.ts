import { FolioLogController, loggerOptions } from './platform/logger.ts';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createBackground, type Background, type BackgroundOptions } from './background/index.ts';
import type { Config } from './config.ts';
import { createServices, projections, registerFeatureRoutes, type Services } from './features.ts';
import type { GoogleEndpoints } from './identity/google.ts';
import type { PasswordHasher } from './identity/passwords.ts';
import type { CachedMarketData } from './market/cache.ts';
import { createMarketData } from './market/market-data.ts';
import { PriceOverrides } from './market/price-overrides.ts';
import { authPlugin } from './platform/auth.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { frontendsRoutes } from './frontends/routes.ts';
import { idempotencyPlugin, storedAnswersJob } from './platform/idempotency.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { responseSerializer } from './platform/serializer.ts';
import { ProjectionEngine } from './projections/engine.ts';
import { ProjectionFaults } from './testing/projection-faults.ts';
import type { Runtime } from './shared/runtime.ts';
import type { Stores } from './stores.ts';
import { UsageCounters } from './usage/counters.ts';
import { countingFetch, outboundCounter, USAGE_PROVIDERS } from './usage/outbound.ts';

export const VERSION = '1.0.0';
export { projections };

export interface AppDeps {
  config: Config;
  stores: Stores;
  runtime: Runtime;
  passwords: PasswordHasher;
  /** Defaults to the provider the configuration names. */
  market?: CachedMarketData;
  logger?: boolean | object;
  /** Tests point Google sign-in at a fake server. */
  googleEndpoints?: Partial<GoogleEndpoints>;
  /** The folder holding shell/ and the mfe folders with their dist; tests use a temporary one. */
  frontendsRoot?: string;
  /** Scheduler and reactor knobs (tests: timers, clock, retry delays). */
  background?: Pick<BackgroundOptions, 'scheduler' | 'reactors'>;
}

export interface App extends Services {
  server: FastifyInstance;
  engine: ProjectionEngine;
  market: CachedMarketData;
  /** Reactors and the scheduler (`app.background.scheduler.runNow('job')` in tests). */
  background: Background;
  /** Stops the server and the projections and closes the stores. */
  close(): Promise<void>;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, stores, runtime } = deps;
  const server = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    logController: new FolioLogController(),
    bodyLimit: 50 * 1024 * 1024,
    trustProxy: config.production,
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(responseSerializer);

  // Test-only projection faults (the fault suite) exist only where DEV_LOGIN does (never in production).
  const projectionFaults = config.devLogin && !config.production ? new ProjectionFaults() : null;
  const engine = new ProjectionEngine({
    events: stores.events, readStore: stores.readStore, projections: projectionFaults ? projectionFaults.wrap(projections) : projections, log: server.log,
  });
  await engine.start();
  const background = createBackground({ config, stores, runtime, log: server.log, ...deps.background });
  // Test-only prices exist only where DEV_LOGIN does (never in production).
  const testPrices = config.devLogin && !config.production ? new PriceOverrides() : null;
  // Every provider's outbound requests are counted here (GET /api/usage); the news sources share it.
  const usage = new UsageCounters(stores.readStore, () => runtime.now());
  const outbound = outboundCounter(usage, server.log);
  const market =
    deps.market ??
    (await createMarketData({
      provider: config.MARKET_DATA_PROVIDER,
      fetch: countingFetch(globalThis.fetch, () => outbound.count(USAGE_PROVIDERS.marketData, config.MARKET_DATA_DAILY_LIMIT)),
      now: () => runtime.now(),
      ...(config.YAHOO_BASE_URL ? { yahooBaseUrl: config.YAHOO_BASE_URL } : {}),
      ...(testPrices ? { wrap: (provider) => testPrices.wrap(provider) } : {}),
    }));
  const featureDeps = { config, stores, runtime, engine, market, usage, passwords: deps.passwords, version: VERSION, googleEndpoints: deps.googleEndpoints, background, testPrices: deps.market ? null : testPrices, projectionFaults };
  const services = createServices(featureDeps);
  services.hub.onError = (error) => server.log.error({ err: error }, 'notification hub failed');
  await services.hub.start();
  services.valuation.onFailure = (error, listId) => server.log.warn({ err: error, listId }, 'valuation warm-up gave up; the next request values the list');

  // CSP belongs to HTML documents: the shell page and the API docs set their own (frontends/csp.ts).
  await server.register(fastifyHelmet, { global: true, contentSecurityPolicy: false });
  await server.register(fastifyCors, { origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false, credentials: true });
  await server.register(fastifyRateLimit, { global: false });
  await registerOpenApi(server, VERSION);
  await server.register(authPlugin, { secret: config.JWT_SECRET, expiresIn: config.JWT_EXPIRES_IN, sessions: services.identity.sessions });
  await server.register(idempotencyPlugin, { readStore: stores.readStore, now: () => runtime.now().getTime() });
  background.scheduler.register(storedAnswersJob(stores.readStore, () => runtime.now().getTime()));
  registerErrorHandling(server);
  await server.register((api) => registerFeatureRoutes(api, featureDeps, services), { prefix: '/api' });
  await server.register(frontendsRoutes, { env: process.env, ...(deps.frontendsRoot ? { rootDir: deps.frontendsRoot } : {}) });
  // Every feature has registered its reactors and jobs by now.
  await background.start();

  return {
    ...services,
    server,
    engine,
    market,
    background,
    async close() {
      await server.close();
      await services.valuation.stop();
      await background.stop();
      await services.hub.stop();
      await engine.stop();
      await stores.events.close();
      await stores.readStore.close();
    },
  };
}
