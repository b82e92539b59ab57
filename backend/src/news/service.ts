/**
 * The news feature: keeps the stored articles fresh for the symbols asked about (read-through,
 * per cacheDuration, and on the scheduler), and answers every /news query from the store.
 */
import type { NewsSector } from '@folio/contracts';
import type { ReadStore } from '../readstore/port.ts';
import type { Actor } from '../shared/actor.ts';
import { companyMatcher } from './analysis/companies.ts';
import { ingest } from './analysis/ingest.ts';
import { sectorOfSymbol } from './analysis/sectors.ts';
import type { StoredArticle } from './article.ts';
import type { NewsSources } from './sources/registry.ts';
import { NewsStore } from './store.ts';

export interface NewsConfig {
  /** Minutes a symbol's news is served from the store before it is fetched again. */
  cacheMinutes: number;
  /** Minutes between scheduled ingestion runs. */
  refreshMinutes: number;
  maxDaysBack: number;
  maxArticlesPerRequest: number;
  environment: string;
  apiKeys: { newsApi: boolean; alphaVantage: boolean; polygon: boolean };
}

export interface NewsDeps {
  readStore: ReadStore;
  sources: NewsSources;
  config: NewsConfig;
  now: () => Date;
  /** Symbols of the actor's list (the default list's... every list's when none is named); 404 for a foreign list. */
  listSymbols: (actor: Actor, listId: string | undefined) => Promise<string[]>;
  /** Called for each newly stored article published in the last day (NEWS alerts). */
  onNewArticle?: (article: StoredArticle) => Promise<unknown>;
  log?: { warn(object: unknown, message: string): void };
}

export const MARKET_KEY = 'market';
/** NewsAPI ORs at most this many search terms per request: symbols are fetched in groups of it. */
export const SYMBOLS_PER_FETCH = 10;
const DAY_MS = 86_400_000;

export interface RefreshResult {
  indexed: number;
  sources: string[];
}

export function newsCore(deps: NewsDeps) {
  const store = new NewsStore(deps.readStore);
  const matcher = companyMatcher();
  const sectorMemo = new Map<string, NewsSector>();
  let queue: Promise<unknown> = Promise.resolve();

  const sectorOf = (symbol: string): NewsSector => {
    let sector = sectorMemo.get(symbol);
    if (!sector) sectorMemo.set(symbol, (sector = sectorOfSymbol(symbol)));
    return sector;
  };

  const isStale = (key: string, force: boolean) => {
    if (force) return true;
    const last = store.lastFetched(key);
    return last === undefined || deps.now().getTime() - last > deps.config.cacheMinutes * 60_000;
  };

  async function fetchGroup(keys: string[], market: boolean): Promise<RefreshResult> {
    const now = deps.now();
    const oldest = now.getTime() - deps.config.maxDaysBack * DAY_MS;
    const from = Math.max(oldest, Math.min(...keys.map((key) => (store.lastFetched(key) ?? oldest + DAY_MS) - DAY_MS)));
    const outcome = await deps.sources.fetch({
      symbols: market ? [] : keys,
      from: new Date(from),
      to: now,
      limit: deps.config.maxArticlesPerRequest * Math.max(1, keys.length) * 2,
    });
    for (const failure of outcome.failures) deps.log?.warn(failure, 'news source failed');
    const { added } = ingest(outcome.articles, {
      matcher, dedupe: store.dedupe, provider: outcome.source ?? 'none', market, now, notBefore: new Date(oldest), sectorOf,
    });
    await store.add(added);
    await store.markFetched(keys, now);
    if (deps.onNewArticle) {
      const recent = now.getTime() - DAY_MS;
      for (const article of added) if (Date.parse(article.publishedAt) >= recent) await deps.onNewArticle(article);
    }
    return { indexed: added.length, sources: outcome.source ? [outcome.source] : [] };
  }

  /** Fetches and ingests news for stale keys (symbols, or MARKET_KEY); one refresh at a time. */
  async function refresh(keys: readonly string[], force = false): Promise<RefreshResult> {
    await store.load();
    if (!keys.some((key) => isStale(key, force))) return { indexed: 0, sources: [] };
    const run = queue.then(async () => {
      const stale = [...new Set(keys)].filter((key) => isStale(key, force));
      const result: RefreshResult = { indexed: 0, sources: [] };
      const groups: Array<[string[], boolean]> = [];
      if (stale.includes(MARKET_KEY)) groups.push([[MARKET_KEY], true]);
      const symbols = stale.filter((key) => key !== MARKET_KEY);
      for (let i = 0; i < symbols.length; i += SYMBOLS_PER_FETCH) groups.push([symbols.slice(i, i + SYMBOLS_PER_FETCH), false]);
      for (const [group, market] of groups) {
        const part = await fetchGroup(group, market);
        result.indexed += part.indexed;
        for (const source of part.sources) if (!result.sources.includes(source)) result.sources.push(source);
      }
      return result;
    });
    queue = run.catch(() => undefined);
    return run;
  }

  /** Drops articles older than maxDaysBack. */
  const prune = () => store.prune(new Date(deps.now().getTime() - deps.config.maxDaysBack * DAY_MS), deps.now());

  return { store, matcher, sectorOf, refresh, prune, deps };
}

export type NewsCore = ReturnType<typeof newsCore>;
