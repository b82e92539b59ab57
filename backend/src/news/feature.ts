/** The news feature wired from configuration: sources in fallback order, the store, the queries, the job. */
import type { ScheduledJob } from '../background/index.ts';
import type { Config } from '../config.ts';
import type { ReadStore } from '../readstore/port.ts';
import { UsageCounters } from '../usage/counters.ts';
import type { CloseRow } from './correlation.ts';
import { newsQueries } from './queries.ts';
import { MARKET_KEY, newsCore, type NewsDeps } from './service.ts';
import { alphaVantageSource } from './sources/alpha-vantage.ts';
import { newsApiSource } from './sources/newsapi.ts';
import { offlineSource } from './sources/offline.ts';
import { polygonSource } from './sources/polygon.ts';
import { NewsSources, type BudgetedSource } from './sources/registry.ts';

type NewsEnv = Pick<Config,
  | 'NODE_ENV' | 'NEWS_API_KEY' | 'NEWS_API_BASE_URL' | 'NEWS_API_DAILY_LIMIT' | 'ALPHA_VANTAGE_API_KEY' | 'ALPHA_VANTAGE_BASE_URL'
  | 'ALPHA_VANTAGE_DAILY_LIMIT' | 'POLYGON_API_KEY' | 'POLYGON_BASE_URL' | 'POLYGON_DAILY_LIMIT' | 'NEWS_CACHE_MINUTES'
  | 'NEWS_REFRESH_MINUTES' | 'NEWS_MAX_DAYS_BACK'>;

/** The offline feed's own budget: generous, counted so the settings screen shows it working. */
export const OFFLINE_DAILY_LIMIT = 100_000;

/** NewsAPI, Alpha Vantage, Polygon (those with a key), in that order; the offline feed when none has one. */
export function sourcesFromConfig(config: NewsEnv): BudgetedSource[] {
  const real: BudgetedSource[] = [
    { source: newsApiSource(config.NEWS_API_KEY ?? '', config.NEWS_API_BASE_URL), dailyLimit: config.NEWS_API_DAILY_LIMIT, enabled: Boolean(config.NEWS_API_KEY) },
    { source: alphaVantageSource(config.ALPHA_VANTAGE_API_KEY ?? '', config.ALPHA_VANTAGE_BASE_URL), dailyLimit: config.ALPHA_VANTAGE_DAILY_LIMIT, enabled: Boolean(config.ALPHA_VANTAGE_API_KEY) },
    { source: polygonSource(config.POLYGON_API_KEY ?? '', config.POLYGON_BASE_URL), dailyLimit: config.POLYGON_DAILY_LIMIT, enabled: Boolean(config.POLYGON_API_KEY) },
  ];
  const anyReal = real.some((entry) => entry.enabled);
  return [...real, { source: offlineSource(), dailyLimit: OFFLINE_DAILY_LIMIT, enabled: !anyReal }];
}

export interface NewsFeatureDeps extends Pick<NewsDeps, 'listSymbols' | 'onNewArticle' | 'log'> {
  config: NewsEnv;
  readStore: ReadStore;
  now: () => Date;
  closes: (symbol: string, from: string, to: string) => Promise<CloseRow[]>;
  /** Shared with other providers and /api/usage. */
  usage?: UsageCounters;
}

export function newsFeature(deps: NewsFeatureDeps) {
  const usage = deps.usage ?? new UsageCounters(deps.readStore, deps.now);
  const { config } = deps;
  const sources = new NewsSources(sourcesFromConfig(config), usage);
  const core = newsCore({
    readStore: deps.readStore,
    sources,
    now: deps.now,
    listSymbols: deps.listSymbols,
    ...(deps.onNewArticle ? { onNewArticle: deps.onNewArticle } : {}),
    ...(deps.log ? { log: deps.log } : {}),
    config: {
      cacheMinutes: config.NEWS_CACHE_MINUTES,
      refreshMinutes: config.NEWS_REFRESH_MINUTES,
      maxDaysBack: config.NEWS_MAX_DAYS_BACK,
      maxArticlesPerRequest: 100,
      environment: config.NODE_ENV,
      apiKeys: { newsApi: Boolean(config.NEWS_API_KEY), alphaVantage: Boolean(config.ALPHA_VANTAGE_API_KEY), polygon: Boolean(config.POLYGON_API_KEY) },
    },
  });
  const queries = newsQueries(core, { closes: deps.closes });

  /** Every refreshInterval: the market and every followed symbol, then drop what is older than maxDaysBack. */
  const job: ScheduledJob = {
    name: 'news',
    intervalMs: config.NEWS_REFRESH_MINUTES * 60_000,
    async run(signal) {
      const symbols = await queries.followedSymbols();
      if (signal.aborted) return;
      await core.refresh([MARKET_KEY, ...symbols], { force: true, since: new Date(0) });
      await core.prune();
    },
  };
  return { core, queries, sources, usage, job };
}

export type NewsFeature = ReturnType<typeof newsFeature>;
