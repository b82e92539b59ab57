import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { healthRoutes } from './health/routes.ts';
import { usersProjection } from './identity/projection.ts';
import type { PasswordHasher } from './identity/passwords.ts';
import { googleRoutes, type GoogleEndpoints } from './identity/google.ts';
import { identityRoutes } from './identity/routes.ts';
import { identityService, type IdentityService } from './identity/service.ts';
import { listsProjection } from './lists/projection.ts';
import { listsRoutes } from './lists/routes.ts';
import { listsService, type ListsService } from './lists/service.ts';
import { authPlugin } from './platform/auth.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { ProjectionEngine } from './projections/engine.ts';
import type { Projection } from './projections/projection.ts';
import type { Runtime } from './shared/runtime.ts';
import type { Stores } from './stores.ts';

export const VERSION = '1.0.0';

/** Every read model, in the order the engine feeds them. */
export const projections: Projection[] = [usersProjection, listsProjection];

export interface AppDeps {
  config: Config;
  stores: Stores;
  runtime: Runtime;
  passwords: PasswordHasher;
  logger?: boolean | object;
  /** Tests point Google sign-in at a fake server. */
  googleEndpoints?: Partial<GoogleEndpoints>;
}

export interface App {
  server: FastifyInstance;
  engine: ProjectionEngine;
  identity: IdentityService;
  lists: ListsService;
  /** Stops the server and the projections and closes the stores. */
  close(): Promise<void>;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, stores, runtime } = deps;
  const server = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: config.production,
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);

  const engine = new ProjectionEngine({ events: stores.events, readStore: stores.readStore, projections, log: server.log });
  await engine.start();
  const commandDeps = { events: stores.events, runtime, waitForProjections: (position: number) => engine.waitFor(position) };
  const lists = listsService({
    ...commandDeps,
    readStore: stores.readStore,
    // Lists hold no portfolio items until the portfolio ledger exists.
    itemCounts: async () => new Map(),
  });
  const identity = identityService({
    ...commandDeps,
    readStore: stores.readStore,
    passwords: deps.passwords,
    onUserRegistered: (userId) => lists.ensureDefaultList({ userId }),
  });

  await server.register(fastifyHelmet, { global: true });
  await server.register(fastifyCors, { origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false, credentials: true });
  await server.register(fastifyRateLimit, { global: false });
  await registerOpenApi(server, VERSION);
  await server.register(authPlugin, { secret: config.JWT_SECRET, expiresIn: config.JWT_EXPIRES_IN });
  registerErrorHandling(server);

  await server.register(
    async (api) => {
      await api.register(healthRoutes, { events: stores.events, readStore: stores.readStore, engine, version: VERSION });
      await api.register(identityRoutes, {
        identity,
        production: config.production,
        loginRateLimit: { max: config.LOGIN_RATE_LIMIT_MAX, timeWindow: config.LOGIN_RATE_LIMIT_WINDOW },
      });
      await api.register(googleRoutes, {
        ...deps.googleEndpoints,
        identity,
        configured: config.googleConfigured,
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        publicUrl: config.publicUrl,
        production: config.production,
        now: () => runtime.now(),
      });
      await api.register(listsRoutes, { lists });
    },
    { prefix: '/api' },
  );

  return {
    server,
    engine,
    identity,
    lists,
    async close() {
      await server.close();
      await engine.stop();
      await stores.events.close();
      await stores.readStore.close();
    },
  };
}
