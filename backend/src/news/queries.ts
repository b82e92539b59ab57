/** Every /news answer, built from the store (after a read-through refresh of what they need). */
import {
  DEFAULT_KEY_EVENT_SYMBOLS,
  NEWS_LIMITS,
  type CorrelationImpactItem,
  type IndexPortfolioNewsResponse,
  type NewsArticle,
  type NewsSector,
  type NewsSettings,
  type NewsSummary,
  type PortfolioNewsResponse,
} from '@folio/contracts';
import { LRUCache } from 'lru-cache';
import type { Doc } from '../readstore/port.ts';
import type { Actor } from '../shared/actor.ts';
import { impactRank } from './analysis/impact.ts';
import { toNewsArticle, type StoredArticle } from './article.ts';
import { returnsAfter, type CloseRow } from './correlation.ts';
import { NEWSAPI_MAX_SEARCH_TERMS } from './sources/newsapi.ts';
import { MARKET_KEY, type NewsCore } from './service.ts';

const DAY_MS = 86_400_000;
const MARKET_NEWS_IN_PORTFOLIO = 10;
const KEY_EVENTS = 10;
const TOP_NEWS_DAYS = 7;

export interface PortfolioNewsQuery {
  listId?: string | undefined;
  limit?: number | undefined;
  page?: number | undefined;
  sentiment?: NewsArticle['sentiment'] | undefined;
  impact?: NewsArticle['impact'] | undefined;
  symbol?: string | undefined;
  sector?: NewsSector | undefined;
}

/** Bytes each of the two portfolio memos may hold. */
const MEMO_BYTES = 8 * 1024 * 1024;
/** A memo's bytes: its key's characters, a reference per article, and the entry itself. */
const memoBytes = (key: string, articles: number) => 128 + 2 * key.length + 8 * articles;

interface PortfolioView {
  articles: StoredArticle[];
  sentimentBreakdown: { positive: number; negative: number; neutral: number };
  topStocks: Array<{ symbol: string; count: number }>;
}

interface FollowDoc extends Doc {
  listId: string | null;
  symbols: string[];
  indexedAt: string;
}

export interface NewsQueryDeps {
  /** Daily closes of a symbol between two days (YYYY-MM-DD), oldest first; [] when unknown. */
  closes: (symbol: string, from: string, to: string) => Promise<CloseRow[]>;
}

/** Articles about any of `symbols`, newest first, each once. */
function merged(core: NewsCore, symbols: readonly string[]): StoredArticle[] {
  const seen = new Set<string>();
  const out: StoredArticle[] = [];
  for (const symbol of symbols) for (const article of core.store.forSymbol(symbol)) if (!seen.has(article._id)) {
    seen.add(article._id);
    out.push(article);
  }
  return out.sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0));
}

/** Of the article's companies (few), the most relevant one among `symbols` (companies are sorted by relevance). */
function mostRelevant(article: StoredArticle, symbols: readonly string[]): string | undefined {
  for (const company of article.companies) if (symbols.includes(company)) return company;
  return undefined;
}

export function newsQueries(core: NewsCore, deps: NewsQueryDeps) {
  const follows = core.deps.readStore.collection<FollowDoc>('news_follows');
  // Both memos hold arrays of the store's own articles, by symbols: bounded by bytes (a 5,000-symbol
  // list's key alone is ~30 KB), least recently used first out.
  const mergedMemo = new LRUCache<string, { version: number; articles: StoredArticle[] }>({ maxSize: MEMO_BYTES, sizeCalculation: (memo, key) => memoBytes(key, memo.articles.length) });

  function portfolioArticles(symbols: string[]): StoredArticle[] {
    const key = symbols.join(',');
    const memo = mergedMemo.get(key);
    if (memo && memo.version === core.store.version) return memo.articles;
    const articles = merged(core, symbols);
    mergedMemo.set(key, { version: core.store.version, articles });
    return articles;
  }

  const viewMemo = new LRUCache<string, { version: number; view: PortfolioView }>({ maxSize: MEMO_BYTES, sizeCalculation: (memo, key) => memoBytes(key, memo.view.articles.length) });

  /** The filtered articles and their counts, kept until the store changes (warm requests only page). */
  function portfolioView(wanted: string[], sentiment: PortfolioNewsQuery['sentiment'], impact: PortfolioNewsQuery['impact']): PortfolioView {
    const key = `${wanted.join(',')}|${sentiment ?? ''}|${impact ?? ''}`;
    const memo = viewMemo.get(key);
    if (memo && memo.version === core.store.version) return memo.view;
    const articles = portfolioArticles(wanted).filter((article) => (!sentiment || article.sentiment === sentiment) && (!impact || article.impact === impact));
    const inList = new Set(wanted);
    const counts = new Map<string, number>();
    const sentimentBreakdown = { positive: 0, negative: 0, neutral: 0 };
    for (const article of articles) {
      sentimentBreakdown[article.sentiment] += 1;
      for (const symbol of article.companies) if (inList.has(symbol)) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    const topStocks = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5).map(([symbol, count]) => ({ symbol, count }));
    const view = { articles, sentimentBreakdown, topStocks };
    viewMemo.set(key, { version: core.store.version, view });
    return view;
  }

  async function listSymbols(actor: Actor, listId: string | undefined): Promise<string[]> {
    return [...new Set(await core.deps.listSymbols(actor, listId))].sort();
  }

  return {
    async portfolio(actor: Actor, query: PortfolioNewsQuery): Promise<PortfolioNewsResponse> {
      const symbols = await listSymbols(actor, query.listId);
      await core.refresh([...symbols, MARKET_KEY]);
      const symbolToSector: Record<string, NewsSector> = {};
      for (const symbol of symbols) symbolToSector[symbol] = core.sectorOf(symbol);
      const wanted = symbols.filter((symbol) => (!query.symbol || symbol === query.symbol) && (!query.sector || symbolToSector[symbol] === query.sector));
      const { articles, sentimentBreakdown, topStocks } = portfolioView(wanted, query.sentiment, query.impact);
      const page = query.page ?? 1;
      const limit = query.limit ?? 20;
      const includeMarket = page === 1;
      return {
        portfolioNews: articles.slice((page - 1) * limit, page * limit).map((article) => toNewsArticle(article, mostRelevant(article, wanted))),
        marketNews: includeMarket ? core.store.market().slice(0, MARKET_NEWS_IN_PORTFOLIO).map((article) => toNewsArticle(article)) : [],
        summary: {
          totalArticles: articles.length,
          sentimentBreakdown,
          topStocks,
          symbols,
          sectors: [...new Set(Object.values(symbolToSector))].sort(),
          symbolToSector,
        },
        meta: { page, limit, total: articles.length, hasMore: page * limit < articles.length },
      };
    },

    /** Fetches the list's news now and makes the impact timeline follow its symbols. */
    async indexPortfolio(actor: Actor, listId: string | undefined): Promise<IndexPortfolioNewsResponse> {
      const symbols = await listSymbols(actor, listId);
      const result = await core.refresh([...symbols, MARKET_KEY], { force: true, since: new Date(0) });
      const indexedAt = core.deps.now().toISOString();
      await follows.upsert({ _id: actor.userId, listId: listId ?? null, symbols, indexedAt });
      return { success: true, symbols, indexed: result.indexed, totalArticles: merged(core, symbols).length, sources: result.sources, indexedAt };
    },

    async market(limit = 20): Promise<NewsArticle[]> {
      await core.refresh([MARKET_KEY]);
      return core.store.market().slice(0, limit).map((article) => toNewsArticle(article));
    },

    /** The most important recent articles: impact first, then how strongly they lean, then recency. */
    async top(limit = 20): Promise<NewsArticle[]> {
      await core.refresh([MARKET_KEY, ...DEFAULT_KEY_EVENT_SYMBOLS]);
      const now = core.deps.now().getTime();
      const recent = core.store.all().filter((article) => now - Date.parse(article.publishedAt) <= TOP_NEWS_DAYS * DAY_MS);
      const score = (article: StoredArticle) => impactRank(article.impact) * 2 + Math.abs(article.sentimentScore) + 1 - (now - Date.parse(article.publishedAt)) / (TOP_NEWS_DAYS * DAY_MS);
      return recent
        .map((article) => ({ article, score: score(article) }))
        .sort((a, b) => b.score - a.score || (a.article.publishedAt < b.article.publishedAt ? 1 : -1))
        .slice(0, limit)
        .map(({ article }) => toNewsArticle(article));
    },

    async sector(sector: NewsSector): Promise<NewsArticle[]> {
      await core.refresh([MARKET_KEY]);
      return core.store.forSector(sector).slice(0, NEWS_LIMITS.sectorArticles).map((article) => toNewsArticle(article));
    },

    /** Key events: the symbol's high- and medium-impact articles of the last 30 days, most important first. */
    async summary(symbol: string): Promise<NewsSummary> {
      await core.refresh([symbol]);
      const since = core.deps.now().getTime() - 30 * DAY_MS;
      const recent = core.store.forSymbol(symbol).filter((article) => Date.parse(article.publishedAt) >= since);
      const important = recent.filter((article) => article.impact !== 'low');
      const keyEvents = (important.length ? important : recent)
        .slice()
        .sort((a, b) => impactRank(b.impact) - impactRank(a.impact) || (a.publishedAt < b.publishedAt ? 1 : -1))
        .slice(0, KEY_EVENTS);
      return { symbol, keyEvents: keyEvents.map((article) => toNewsArticle(article, symbol)) };
    },

    /** Articles about the followed (indexed) symbols, or `symbol`, with the returns after each. */
    async impacts(actor: Actor, query: { symbol?: string | undefined; from?: string | undefined; to?: string | undefined }): Promise<{ data: CorrelationImpactItem[] }> {
      const followed = await follows.findOne({ _id: actor.userId });
      const symbols = query.symbol ? [query.symbol] : followed?.symbols ?? [];
      if (symbols.length === 0) return { data: [] };
      const today = core.deps.now().toISOString().slice(0, 10);
      const to = query.to ?? today;
      const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 30 * DAY_MS).toISOString().slice(0, 10);
      await core.refresh(symbols, { since: new Date(`${from}T00:00:00Z`) });
      const articles = merged(core, symbols).filter((article) => article.publishedAt.slice(0, 10) >= from && article.publishedAt.slice(0, 10) <= to);
      const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
      const closes = new Map<string, CloseRow[]>();
      for (const symbol of symbols) closes.set(symbol, await deps.closes(symbol, shift(from, -10), shift(to, 14) > today ? today : shift(to, 14)));
      return {
        data: articles.map((article) => {
          const primary = mostRelevant(article, symbols) ?? symbols[0]!;
          const mentioned = [primary, ...article.companies.filter((symbol) => symbol !== primary && symbols.includes(symbol))];
          return {
            articleId: article._id,
            title: article.title,
            url: article.url,
            publishedAt: article.publishedAt,
            symbols: mentioned,
            returns: returnsAfter(closes.get(primary) ?? [], article.publishedAt),
            sentiment: article.sentiment,
            impact: article.impact,
            relevance: article.relevance[primary] ?? 0,
          };
        }),
      };
    },

    async settings(): Promise<NewsSettings> {
      await core.store.load();
      const { config } = core.deps;
      const sources = await core.deps.sources.statuses();
      return {
        sources,
        configuration: {
          cacheDuration: config.cacheMinutes,
          refreshInterval: config.refreshMinutes,
          maxArticlesPerRequest: config.maxArticlesPerRequest,
          sentimentAnalysis: true,
          companyExtraction: true,
          deduplication: true,
        },
        filters: { defaultPortfolioOnly: false, maxDaysBack: config.maxDaysBack, includeMarketNews: true, includeSectorNews: true },
        apiKeys: config.apiKeys,
        systemInfo: {
          environment: config.environment,
          cacheEnabled: config.cacheMinutes > 0,
          rateLimiting: true,
          fallbackEnabled: core.deps.sources.enabled.length > 1,
          lastCacheClear: core.store.lastCacheClear,
          totalCachedArticles: core.store.size,
          averageResponseTime: core.deps.sources.averageResponseTime(),
          supportedLanguages: ['en'],
          maxSearchTerms: NEWSAPI_MAX_SEARCH_TERMS,
          companyNameMapping: core.matcher.names.size,
        },
      };
    },

    /** Recent high-impact articles about a symbol (the analyst and the chat cite them). */
    async recentHighImpact(symbol: string, days = 14, limit = 3): Promise<NewsArticle[]> {
      await core.refresh([symbol]);
      const since = core.deps.now().getTime() - days * DAY_MS;
      return core.store.forSymbol(symbol)
        .filter((article) => article.impact === 'high' && Date.parse(article.publishedAt) >= since)
        .slice(0, limit)
        .map((article) => toNewsArticle(article, symbol));
    },

    /** Symbols any user follows (indexed), for the scheduled ingestion. */
    async followedSymbols(): Promise<string[]> {
      const docs = await follows.find({});
      return [...new Set(docs.flatMap((doc) => doc.symbols))].sort();
    },
  };
}

export type NewsQueries = ReturnType<typeof newsQueries>;
