import { NEWS_IMPACTS, NEWS_SECTORS, NEWS_SENTIMENTS, NEWS_SOURCE_STATUSES } from '@folio/contracts';
import { MatchersV3 } from '@pact-foundation/pact';

/**
 * What mfe-news relies on in the backend's answers. Example values must also pass the contracts'
 * zod schemas (the real client parses every mock answer). The offline feed's headlines, scores
 * and counts move with the day, so wording and numbers are matched by type and enums by the
 * schema's values.
 */
const { eachLike, integer, like, number, regex, boolean } = MatchersV3;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const timestamp = () => regex(ISO_TIME, '2026-11-20T14:00:00.000Z');
const oneOf = (values: readonly string[], example: string) => regex(new RegExp(`^(${values.join('|')})$`), example);

export const ids = { defaultList: 'list-main' };

export const article = {
  id: like('offline-aapl-2026-11-20-1'),
  title: like('Apple beats quarterly estimates as services grow'),
  description: like('Apple reported revenue above expectations.'),
  content: like('Apple reported revenue above expectations, led by services.'),
  url: like('https://news.folio.local/aapl/2026-11-20/1'),
  publishedAt: timestamp(),
  source: like('Folio Demo Wire'),
  sentiment: oneOf(NEWS_SENTIMENTS, 'positive'),
  sentimentScore: number(0.4),
  impact: oneOf(NEWS_IMPACTS, 'high'),
  companies: eachLike('AAPL'),
  topics: eachLike('earnings'),
  relevance: number(0.9),
  demo: boolean(true),
};

/** Articles a list's news names by symbol; market articles may name none. */
export const anyArticle = { ...article, companies: eachLike('AAPL', 0), topics: eachLike('markets', 0) };

export const portfolioNews = {
  portfolioNews: eachLike(article),
  marketNews: eachLike(anyArticle, 0),
  summary: {
    totalArticles: integer(12),
    sentimentBreakdown: { positive: integer(6), negative: integer(3), neutral: integer(3) },
    topStocks: eachLike({ symbol: 'AAPL', count: integer(12) }),
    symbols: ['AAPL'],
    sectors: ['technology'],
    symbolToSector: { AAPL: 'technology' },
  },
  meta: { page: 1, limit: integer(20), total: integer(12), hasMore: boolean(false) },
};

export const indexed = {
  success: true,
  symbols: ['AAPL'],
  indexed: integer(12),
  totalArticles: integer(12),
  sources: eachLike('offline'),
  indexedAt: timestamp(),
};

export const articles = eachLike(anyArticle);

export const keyEvents = { symbol: 'AAPL', keyEvents: eachLike(article) };

export const impacts = {
  data: eachLike({
    articleId: like('offline-aapl-2026-11-20-1'),
    title: like('Apple beats quarterly estimates as services grow'),
    url: like('https://news.folio.local/aapl/2026-11-20/1'),
    publishedAt: timestamp(),
    symbols: eachLike('AAPL'),
    returns: { '1d': number(1.2), '3d': number(-0.4), '7d': number(2.5) },
    sentiment: oneOf(NEWS_SENTIMENTS, 'positive'),
    impact: oneOf(NEWS_IMPACTS, 'high'),
    relevance: number(0.9),
  }),
};

const source = {
  name: like('Offline demo feed'),
  status: oneOf(NEWS_SOURCE_STATUSES, 'active'),
  endpoint: like('offline://news'),
  requestCount: integer(3),
  dailyLimit: integer(10000),
  remainingRequests: integer(9997),
  lastUsed: like(null),
  description: like('Deterministic demo headlines'),
  lastError: like(null),
};

export const settings = {
  sources: eachLike(source),
  configuration: {
    cacheDuration: number(15),
    refreshInterval: number(60),
    maxArticlesPerRequest: integer(100),
    sentimentAnalysis: boolean(true),
    companyExtraction: boolean(true),
    deduplication: boolean(true),
  },
  filters: { defaultPortfolioOnly: boolean(false), maxDaysBack: integer(30), includeMarketNews: boolean(true), includeSectorNews: boolean(true) },
  apiKeys: { newsApi: boolean(false), alphaVantage: boolean(false), polygon: boolean(false) },
  systemInfo: {
    environment: like('test'),
    cacheEnabled: boolean(true),
    rateLimiting: boolean(true),
    fallbackEnabled: boolean(true),
    lastCacheClear: like(null),
    totalCachedArticles: integer(120),
    averageResponseTime: like(null),
    supportedLanguages: eachLike('en'),
    maxSearchTerms: integer(10),
    companyNameMapping: integer(100),
  },
};

const priceRow = { t: regex(ISO_DAY, '2026-10-05'), o: number(180.1), h: number(182.4), l: number(179.2), c: number(181.7), v: integer(51_000_000) };
const provenance = { source: oneOf(['demo', 'yahoo'], 'demo'), stale: boolean(false) };

export const history = (symbol: string, from: string, to: string) => ({ symbol, interval: '1d', from, to, rows: eachLike(priceRow), ...provenance });

export const multiHistory = (symbols: string[], from: string, to: string) => ({
  interval: '1d',
  from,
  to,
  data: Object.fromEntries(symbols.map((symbol) => [symbol, eachLike(priceRow)])),
  notFound: [],
  unavailable: [],
  ...provenance,
});

export const sectors = NEWS_SECTORS;
