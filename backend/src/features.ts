import type { FastifyInstance } from 'fastify';
import type { Background } from './background/index.ts';
import { alertsProjection } from './alerts/projection.ts';
import { alertsRoutes } from './alerts/routes.ts';
import { alertsService } from './alerts/service.ts';
import { alertsTestingRoutes } from './alerts/testing-routes.ts';
import { alertEvaluationJob, stopLossWatches } from './alerts/wiring.ts';
import { auditRoutes } from './audit/routes.ts';
import { auditService } from './audit/service.ts';
import { auditCheckpointJob, auditSigningKey } from './audit/checkpoints.ts';
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
import { LIST_DELETION_REACTOR, listDeletionReactor } from './insights/list-deletion-reactor.ts';
import { listsProjection } from './lists/projection.ts';
import { smartListsProjection } from './smart-lists/projection.ts';
import { smartListsRoutes } from './smart-lists/routes.ts';
import { smartListsService } from './smart-lists/service.ts';
import { trendDetectionJob } from './trends/job.ts';
import { trendsProjection } from './trends/projection.ts';
import { trendsRoutes } from './trends/routes.ts';
import { trendsService } from './trends/service.ts';
import { gmailFeature } from './gmail/feature.ts';
import { gmailRoutes } from './gmail/routes.ts';
import { UsageCounters } from './usage/counters.ts';
import { countingFetch, outboundCounter, USAGE_PROVIDERS } from './usage/outbound.ts';
import { usageRoutes } from './usage/routes.ts';
import { usageService } from './usage/service.ts';
import { listsRoutes } from './lists/routes.ts';
import { listsService } from './lists/service.ts';
import type { CachedMarketData } from './market/cache.ts';
import { priceWarmUpReactor } from './market/price-warm-up.ts';
import type { PriceOverrides } from './market/price-overrides.ts';
import { marketRoutes } from './market/routes.ts';
import { cashFlowRoutes } from './portfolio/cash-flow-routes.ts';
import { importRoutes } from './portfolio/import-routes.ts';
import { portfolioImports } from './portfolio/import-service.ts';
import { portfolioProjection } from './portfolio/projection.ts';
import { answerBasisProjection } from './portfolio/answer-basis.ts';
import { portfolioQueries } from './portfolio/queries.ts';
import { valuationWarmUp } from './portfolio/valuation-warm-up.ts';
import { baseCurrencyFromLists } from './portfolio/base-currency.ts';
import { portfolioRoutes } from './portfolio/routes.ts';
import { allocationQueries } from './portfolio/allocation/queries.ts';
import { performanceQueries } from './portfolio/performance/queries.ts';
import { chartRoutes } from './portfolio/performance/routes.ts';
import { tradesQueries } from './portfolio/performance/trades.ts';
import { emailNotifier } from './notifications/email-notifier.ts';
import { NotificationHub } from './notifications/hub.ts';
import { mailerFromConfig } from './notifications/mailer.ts';
import { notificationsProjection } from './notifications/projection.ts';
import { notificationsRoutes } from './notifications/routes.ts';
import { notificationsService } from './notifications/service.ts';
import { portfolioCommands } from './portfolio/service.ts';
import { dividendCommands } from './portfolio/dividends/service.ts';
import { dividendQueries } from './portfolio/dividends/queries.ts';
import { dividendRoutes } from './portfolio/dividends/routes.ts';
import { taxReports } from './portfolio/tax/report.ts';
import { taxReportRoutes } from './portfolio/tax/routes.ts';
import type { ProjectionEngine } from './projections/engine.ts';
import type { Projection } from './projections/projection.ts';
import type { OwnEvents } from './shared/commands.ts';
import type { Runtime } from './shared/runtime.ts';
import { StateCache } from './shared/state-cache.ts';
import type { Stores } from './stores.ts';
import { newsFeature } from './news/feature.ts';
import { newsRoutes } from './news/routes.ts';
import { faultTestingRoutes } from './testing/fault-routes.ts';
import type { ProjectionFaults } from './testing/projection-faults.ts';

/** Every read model, in the order the engine feeds them. */
export const projections: Projection[] = [usersProjection, listsProjection, portfolioProjection, insightsProjection, alertsProjection, notificationsProjection, smartListsProjection, trendsProjection, answerBasisProjection];

export interface FeatureDeps {
  config: Config;
  stores: Stores;
  runtime: Runtime;
  engine: ProjectionEngine;
  market: CachedMarketData;
  passwords: PasswordHasher;
  version: string;
  googleEndpoints?: Partial<GoogleEndpoints> | undefined;
  /** Outbound request counters (GET /api/usage); created here when the app does not pass its own. */
  usage?: UsageCounters | undefined;
  /** Register reactors (`background.reactors.register`) and periodic jobs (`background.scheduler.register`) here. */
  background: Background;
  /** Test-only prices (DEV_LOGIN only; never in production). */
  testPrices?: PriceOverrides | null | undefined;
  /** Test-only projection faults for the fault suite (DEV_LOGIN only; never in production). */
  projectionFaults?: ProjectionFaults | null | undefined;
}

/** The services of every feature, wired to each other. */
export function createServices(deps: FeatureDeps) {
  const { stores, runtime, engine } = deps;
  const commandDeps = {
    events: stores.events,
    runtime,
    waitForProjections: (position: number, own?: OwnEvents) => engine.waitFor(position, undefined, own),
    states: new StateCache(),
  };
  const usageCounters = deps.usage ?? new UsageCounters(stores.readStore, () => runtime.now());
  const outbound = outboundCounter(usageCounters);
  const { config } = deps;
  const usage = usageService({
    counters: usageCounters,
    now: () => runtime.now(),
    limits: () => [
      { name: USAGE_PROVIDERS.marketData, limit: config.MARKET_DATA_DAILY_LIMIT },
      { name: USAGE_PROVIDERS.llm, limit: config.LLM_DAILY_LIMIT },
      { name: USAGE_PROVIDERS.newsApi, limit: config.NEWS_API_DAILY_LIMIT },
      { name: USAGE_PROVIDERS.alphaVantage, limit: config.ALPHA_VANTAGE_DAILY_LIMIT },
      { name: USAGE_PROVIDERS.polygon, limit: config.POLYGON_DAILY_LIMIT },
      { name: USAGE_PROVIDERS.gmail, limit: config.GMAIL_DAILY_LIMIT },
    ],
  });
  const lists = listsService({
    ...commandDeps,
    readStore: stores.readStore,
    // A deletion's answer waits for its recommendations to move (and for nothing else).
    waitForReactions: (position) => deps.background.reactors.waitFor(position, 5000, [LIST_DELETION_REACTOR]),
  });
  const portfolio = {
    commands: portfolioCommands({ ...commandDeps, lists, unknownSymbols: (symbols) => deps.market.unknownSymbols(symbols) }),
    queries: portfolioQueries({
      events: stores.events, readStore: stores.readStore, market: deps.market, lists, now: () => runtime.now(), readModelPosition: () => engine.position,
      baseCurrency: baseCurrencyFromLists(lists),
    }),
    imports: portfolioImports({
      ...commandDeps, lists, readStore: stores.readStore, market: deps.market, unknownSymbols: (symbols) => deps.market.unknownSymbols(symbols),
    }),
  };
  const charts = {
    performance: performanceQueries({ portfolio: portfolio.queries, lists, readModelPosition: () => engine.position, now: () => runtime.now() }),
    allocation: allocationQueries({ portfolio: portfolio.queries, lists, market: deps.market, now: () => runtime.now() }),
    trades: tradesQueries({ readStore: stores.readStore, lists, market: deps.market }),
  };
  const dividends = {
    commands: dividendCommands({ ...commandDeps, lists }),
    queries: dividendQueries({ readStore: stores.readStore, market: deps.market, lists, now: () => runtime.now() }),
  };
  const taxes = taxReports({ ...commandDeps, lists, readStore: stores.readStore, market: deps.market, now: () => runtime.now() });
  const identity = identityService({
    ...commandDeps,
    readStore: stores.readStore,
    passwords: deps.passwords,
    onUserRegistered: (userId) => lists.ensureDefaultList({ userId }),
  });
  const audit = auditService({
    events: stores.events, readStore: stores.readStore, projections, identity, signingKey: auditSigningKey(deps.config), now: () => runtime.now(),
  });
  deps.background.scheduler.register(auditCheckpointJob(audit.checkpoints));
  const news = newsFeature({
    config: deps.config,
    readStore: stores.readStore,
    usage: usageCounters,
    now: () => runtime.now(),
    listSymbols: async (actor, listId) => (await portfolio.queries.positions(actor, { listId })).map((position) => position.symbol),
    closes: async (symbol, from, to) => {
      try {
        const history = await deps.market.history(symbol, { from: new Date(`${from}T00:00:00Z`), to: new Date(`${to}T00:00:00Z`), interval: '1d' });
        return history.value.map((row) => ({ t: row.t, c: row.c }));
      } catch {
        return [];
      }
    },
    // NEWS alerts: each newly stored article (alerts is created below; called later).
    onNewArticle: (article) => alerts.onNewsArticle({ id: article._id, title: article.title, url: article.url, impact: article.impact, companies: article.companies }),
  });
  deps.background.scheduler.register(news.job);
  const insights = insightsService({
    ...commandDeps, readStore: stores.readStore, lists, portfolio: portfolio.queries, market: deps.market, analyst: analystFromConfig(deps.config, { fetch: countingFetch(globalThis.fetch, () => outbound.count(USAGE_PROVIDERS.llm, config.LLM_DAILY_LIMIT)) }),
    news: news.queries,
  });
  deps.background.reactors.register(listDeletionReactor(insights));
  deps.background.reactors.register(priceWarmUpReactor(deps.market));
  const valuation = valuationWarmUp({ queries: portfolio.queries, market: deps.market, waitForProjections: commandDeps.waitForProjections });
  deps.background.reactors.register(valuation.reactor);
  const alerts = alertsService({
    ...commandDeps,
    readStore: stores.readStore,
    market: deps.market,
    listIdsOf: async (actor) => (await lists.all(actor)).map((list) => list.id),
    priceAlertsEnabled: async (ownerId, listId) => (await lists.preferences(ownerId, listId)).enablePriceAlerts,
    stopLossWatches: () => stopLossWatches(lists, portfolio.queries),
  });
  deps.background.scheduler.register(alertEvaluationJob(alerts));
  const notifications = notificationsService({ ...commandDeps, readStore: stores.readStore });
  const mailer = mailerFromConfig(deps.config);
  const email = emailNotifier({
    mailer, readStore: stores.readStore, now: () => runtime.now(), emailOf: async (userId) => (await identity.findById(userId))?.email ?? null,
  });
  deps.background.reactors.register(email);
  const hub = new NotificationHub({ events: stores.events, readStore: stores.readStore, waitForProjections: (position) => engine.waitFor(position) });
  const smartLists = smartListsService({ ...commandDeps, readStore: stores.readStore, market: deps.market });
  const trends = trendsService({
    ...commandDeps,
    readStore: stores.readStore,
    market: deps.market,
    activeAlerts: async (userId) => (await alerts.list({ userId })).filter((alert) => alert.isActive).length,
  });
  deps.background.scheduler.register(trendDetectionJob(trends));
  const gmail = gmailFeature({ config: deps.config, readStore: stores.readStore, now: () => runtime.now(), outbound, googleEndpoints: deps.googleEndpoints });
  return { valuation, charts, dividends, taxes, smartLists, trends, usage, outbound, gmail, identity, lists, portfolio, audit, insights, alerts, notifications, hub, mailer, news };
}

export type Services = ReturnType<typeof createServices>;

/** Every feature's routes, under /api. */
export async function registerFeatureRoutes(api: FastifyInstance, deps: FeatureDeps, services: Services) {
  const { config, runtime, stores } = deps;
  await api.register(healthRoutes, { events: stores.events, readStore: stores.readStore, engine: deps.engine, version: deps.version, background: deps.background });
  await api.register(identityRoutes, {
    identity: services.identity,
    googleConfigured: config.googleConfigured,
    devLogin: config.devLogin,
    loginRateLimit: { max: config.LOGIN_RATE_LIMIT_MAX, timeWindow: config.LOGIN_RATE_LIMIT_WINDOW },
    loginAddressRateLimit: { max: config.LOGIN_ADDRESS_RATE_LIMIT_MAX ?? 2 * config.LOGIN_RATE_LIMIT_MAX, timeWindow: config.LOGIN_RATE_LIMIT_WINDOW },
    registerRateLimit: { max: config.REGISTER_RATE_LIMIT_MAX, timeWindow: config.REGISTER_RATE_LIMIT_WINDOW },
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
  await api.register(chartRoutes, services.charts);
  await api.register(dividendRoutes, services.dividends);
  await api.register(taxReportRoutes, { taxReports: services.taxes });
  await api.register(importRoutes, { ...services.portfolio, lists: services.lists, market: deps.market, now: () => runtime.now() });
  await api.register(auditRoutes, { audit: services.audit });
  await api.register(dashboardRoutes, { lists: services.lists, queries: services.portfolio.queries, market: deps.market });
  await api.register(insightsRoutes, { insights: services.insights, runtime });
  await api.register(insightsDebugRoutes, { insights: services.insights });
  await api.register(chatRoutes, { insights: services.insights });
  await api.register(smartListsRoutes, { smartLists: services.smartLists });
  await api.register(trendsRoutes, { trends: services.trends });
  await api.register(usageRoutes, { usage: services.usage });
  await api.register(gmailRoutes, { gmail: services.gmail });
  await api.register(alertsRoutes, { alerts: services.alerts });
  await api.register(newsRoutes, { news: services.news.queries });
  await api.register(notificationsRoutes, { notifications: services.notifications, hub: services.hub, heartbeatMs: 15_000 });
  if (config.devLogin && deps.testPrices) await api.register(alertsTestingRoutes, { alerts: services.alerts, market: deps.market, prices: deps.testPrices });
  if (config.devLogin && !config.production && deps.projectionFaults) {
    await api.register(faultTestingRoutes, { faults: deps.projectionFaults, projectionNames: projections.map((projection) => projection.name), events: stores.events });
  }
}
