import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit/routes.ts';
import { auditService } from './audit/service.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import type { Config } from './config.ts';
import { healthRoutes } from './health/routes.ts';
import { googleRoutes, type GoogleEndpoints } from './identity/google.ts';
import type { PasswordHasher } from './identity/passwords.ts';
import { usersProjection } from './identity/projection.ts';
import { identityRoutes } from './identity/routes.ts';
import { identityService } from './identity/service.ts';
import { analystFromConfig } from './insights/analyst/from-config.ts';
import { chatRoutes } from './insights/chat/routes.ts';
import { insightsDebugRoutes } from './insights/debug-routes.ts';
import { insightsProjection } from './insights/projection.ts';
import { insightsRoutes } from './insights/routes.ts';
import { insightsService } from './insights/service.ts';
import { listsProjection } from './lists/projection.ts';
import { listsRoutes } from './lists/routes.ts';
import { listsService } from './lists/service.ts';
import type { CachedMarketData } from './market/cache.ts';
import { marketRoutes } from './market/routes.ts';
import { cashFlowRoutes } from './portfolio/cash-flow-routes.ts';
import { importRoutes } from './portfolio/import-routes.ts';
import { portfolioProjection } from './portfolio/projection.ts';
import { portfolioQueries } from './portfolio/queries.ts';
import { portfolioRoutes } from './portfolio/routes.ts';
import { portfolioCommands } from './portfolio/service.ts';
import type { ProjectionEngine } from './projections/engine.ts';
import type { Projection } from './projections/projection.ts';
import type { Runtime } from './shared/runtime.ts';
import { StateCache } from './shared/state-cache.ts';
import type { Stores } from './stores.ts';

/** Every read model, in the order the engine feeds them. */
export const projections: Projection[] = [usersProjection, listsProjection, portfolioProjection, insightsProjection];

export interface FeatureDeps {
  config: Config;
  stores: Stores;
  runtime: Runtime;
  engine: ProjectionEngine;
  market: CachedMarketData;
  passwords: PasswordHasher;
  version: string;
  googleEndpoints?: Partial<GoogleEndpoints> | undefined;
}

/** The services of every feature, wired to each other. */
export function createServices(deps: FeatureDeps) {
  const { stores, runtime, engine } = deps;
  const commandDeps = {
    events: stores.events,
    runtime,
    waitForProjections: (position: number) => engine.waitFor(position),
    states: new StateCache(),
  };
  const lists = listsService({
    ...commandDeps,
    readStore: stores.readStore,
    // A deleted list's recommendations follow its holdings (insights is created below; called later).
    onListDeleted: async (actor, { listId, movedTo }) => {
      await insights.moveListRecommendations(actor, listId, movedTo);
    },
  });
  const portfolio = {
    commands: portfolioCommands({ ...commandDeps, lists, unknownSymbols: (symbols) => deps.market.unknownSymbols(symbols) }),
    queries: portfolioQueries({
      events: stores.events, readStore: stores.readStore, market: deps.market, lists, now: () => runtime.now(), readModelPosition: () => engine.position,
    }),
  };
  const identity = identityService({
    ...commandDeps,
    readStore: stores.readStore,
    passwords: deps.passwords,
    onUserRegistered: (userId) => lists.ensureDefaultList({ userId }),
  });
  const audit = auditService({ events: stores.events, readStore: stores.readStore, projections, identity });
  const insights = insightsService({
    ...commandDeps, readStore: stores.readStore, lists, portfolio: portfolio.queries, market: deps.market, analyst: analystFromConfig(deps.config),
  });
  return { identity, lists, portfolio, audit, insights };
}

export type Services = ReturnType<typeof createServices>;

/** Every feature's routes, under /api. */
export async function registerFeatureRoutes(api: FastifyInstance, deps: FeatureDeps, services: Services) {
  const { config, runtime, stores } = deps;
  await api.register(healthRoutes, { events: stores.events, readStore: stores.readStore, engine: deps.engine, version: deps.version });
  await api.register(identityRoutes, {
    identity: services.identity,
    googleConfigured: config.googleConfigured,
    devLogin: config.devLogin,
    loginRateLimit: { max: config.LOGIN_RATE_LIMIT_MAX, timeWindow: config.LOGIN_RATE_LIMIT_WINDOW },
  });
  await api.register(googleRoutes, {
    ...deps.googleEndpoints,
    identity: services.identity,
    configured: config.googleConfigured,
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    publicUrl: config.publicUrl,
    production: config.production,
    now: () => runtime.now(),
  });
  await api.register(listsRoutes, { lists: services.lists });
  await api.register(marketRoutes, { market: deps.market, now: () => runtime.now() });
  await api.register(portfolioRoutes, services.portfolio);
  await api.register(cashFlowRoutes, services.portfolio);
  await api.register(importRoutes, { ...services.portfolio, lists: services.lists, market: deps.market, now: () => runtime.now() });
  await api.register(auditRoutes, { audit: services.audit });
  await api.register(dashboardRoutes, { lists: services.lists, queries: services.portfolio.queries, market: deps.market });
  await api.register(insightsRoutes, { insights: services.insights, runtime });
  await api.register(insightsDebugRoutes, { insights: services.insights });
  await api.register(chatRoutes, { insights: services.insights });
}
