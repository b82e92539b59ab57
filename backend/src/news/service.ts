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
/** How far back a request's own refresh reaches for a key fetched for the first time. */
export const READ_THROUGH_DAYS = 30;

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

  const oldest = () => deps.now().getTime() - deps.config.maxDaysBack * DAY_MS;
  /** The earliest time a refresh must reach: `since`, else READ_THROUGH_DAYS back, never past maxDaysBack. */
  const reach = (since: Date | undefined) => Math.max(oldest(), since ? since.getTime() : deps.now().getTime() - READ_THROUGH_DAYS * DAY_MS);

  const isStale = (key: string, force: boolean, since: number) => {
    if (force) return true;
    const last = store.lastFetched(key);
    if (last === undefined || deps.now().getTime() - last > deps.config.cacheMinutes * 60_000) return true;
    return (store.covered(key) ?? last) > since + DAY_MS;
  };

  async function fetchGroup(keys: string[], market: boolean, since: number): Promise<RefreshResult> {
    const now = deps.now();
    // Each key from its last fetch (a day of overlap), or from `since` when it does not reach that far back yet.
    const starts = keys.map((key) => {
      const last = store.lastFetched(key);
      const covered = store.covered(key) ?? last;
      return last === undefined || covered === undefined || covered > since + DAY_MS ? since : last - DAY_MS;
    });
    const from = Math.max(oldest(), Math.min(...starts));
    const outcome = await deps.sources.fetch({
      symbols: market ? [] : keys,
      from: new Date(from),
      to: now,
      limit: deps.config.maxArticlesPerRequest * Math.max(1, keys.length) * 2,
    });
    for (const failure of outcome.failures) deps.log?.warn(failure, 'news source failed');
    const { added } = ingest(outcome.articles, {
      matcher, dedupe: store.dedupe, provider: outcome.source ?? 'none', market, now, notBefore: new Date(oldest()), sectorOf,
    });
    await store.add(added);
    await store.markFetched(keys, now, new Date(from));
    if (deps.onNewArticle) {
      const recent = now.getTime() - DAY_MS;
      for (const article of added) {
        if (Date.parse(article.publishedAt) < recent) continue;
        // An alert that cannot be recorded must not cost the reader their news.
        await deps.onNewArticle(article).catch((error: unknown) => deps.log?.warn({ err: error, articleId: article._id }, 'news alert hook failed'));
      }
    }
    return { indexed: added.length, sources: outcome.source ? [outcome.source] : [] };
  }

  /**
   * Fetches and ingests news for stale keys (symbols, or MARKET_KEY): fetched longer than
   * cacheMinutes ago, or not yet reaching back to `since` (READ_THROUGH_DAYS by default, so a
   * first look at a list is quick; indexing and the timeline ask for more). One refresh at a time.
   */
  async function refresh(keys: readonly string[], options: { force?: boolean; since?: Date } = {}): Promise<RefreshResult> {
    await store.load();
    const force = options.force ?? false;
    const since = reach(options.since);
    if (!keys.some((key) => isStale(key, force, since))) return { indexed: 0, sources: [] };
    const run = queue.then(async () => {
      const stale = [...new Set(keys)].filter((key) => isStale(key, force, since));
      const result: RefreshResult = { indexed: 0, sources: [] };
      const groups: Array<[string[], boolean]> = [];
      if (stale.includes(MARKET_KEY)) groups.push([[MARKET_KEY], true]);
      const symbols = stale.filter((key) => key !== MARKET_KEY);
      for (let i = 0; i < symbols.length; i += SYMBOLS_PER_FETCH) groups.push([symbols.slice(i, i + SYMBOLS_PER_FETCH), false]);
      for (const [group, market] of groups) {
        const part = await fetchGroup(group, market, since);
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
