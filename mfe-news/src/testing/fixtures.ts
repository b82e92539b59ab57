/** Sample answers for component tests, shaped exactly as the API sends them. */
import type { CorrelationImpactItem, NewsArticle, NewsSettings, PortfolioNewsResponse } from '@folio/contracts';

let sequence = 0;

export function article(fields: Partial<NewsArticle> = {}): NewsArticle {
  sequence += 1;
  const symbol = fields.companies?.[0] ?? 'AAPL';
  return {
    id: `article-${sequence}`,
    title: `${symbol} headline ${sequence}`,
    description: `What happened to ${symbol}.`,
    content: `The whole story about ${symbol}.`,
    url: `https://news.example.com/${symbol.toLowerCase()}/${sequence}`,
    publishedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    source: 'Folio Demo Wire',
    sentiment: 'positive',
    sentimentScore: 0.4,
    impact: 'medium',
    companies: [symbol],
    topics: ['earnings'],
    relevance: 0.8,
    demo: true,
    ...fields,
  };
}

export function portfolioNews(fields: Partial<PortfolioNewsResponse> = {}): PortfolioNewsResponse {
  const portfolioNews = fields.portfolioNews ?? [article({ companies: ['AAPL'] }), article({ companies: ['JPM'], sentiment: 'negative', impact: 'high' })];
  return {
    portfolioNews,
    marketNews: [article({ companies: [], title: 'Markets climb as yields ease', topics: ['markets'] })],
    summary: {
      totalArticles: portfolioNews.length,
      sentimentBreakdown: { positive: 1, negative: 1, neutral: 0 },
      topStocks: [{ symbol: 'AAPL', count: 1 }, { symbol: 'JPM', count: 1 }],
      symbols: ['AAPL', 'JPM'],
      sectors: ['technology', 'finance'],
      symbolToSector: { AAPL: 'technology', JPM: 'finance' },
    },
    meta: { page: 1, limit: 20, total: portfolioNews.length, hasMore: false },
    ...fields,
  };
}

export function impact(fields: Partial<CorrelationImpactItem> = {}): CorrelationImpactItem {
  sequence += 1;
  return {
    articleId: `article-${sequence}`,
    title: `Impact headline ${sequence}`,
    url: `https://news.example.com/impact/${sequence}`,
    publishedAt: '2026-11-10T14:00:00.000Z',
    symbols: ['AAPL'],
    returns: { '1d': 1.25, '3d': -0.5, '7d': 2 },
    sentiment: 'positive',
    impact: 'high',
    relevance: 0.9,
    ...fields,
  };
}

export function newsSettings(fields: Partial<NewsSettings> = {}): NewsSettings {
  return {
    sources: [
      { name: 'Offline Demo Feed', status: 'active', endpoint: 'offline://demo', requestCount: 12, dailyLimit: 10000, remainingRequests: 9988, lastUsed: new Date(Date.now() - 5 * 60_000).toISOString(), description: 'Deterministic demo headlines', lastError: null },
      { name: 'News API', status: 'inactive', endpoint: 'https://newsapi.org/v2/everything', requestCount: 90, dailyLimit: 95, remainingRequests: 5, lastUsed: null, description: 'NewsAPI.org headlines', lastError: null },
      { name: 'Polygon', status: 'error', endpoint: 'https://api.polygon.io/v2/reference/news', requestCount: 3, dailyLimit: 100, remainingRequests: 97, lastUsed: '2026-11-25T01:00:00.000Z', description: 'Polygon.io news', lastError: 'HTTP 429 Too Many Requests' },
    ],
    configuration: { cacheDuration: 15, refreshInterval: 60, maxArticlesPerRequest: 100, sentimentAnalysis: true, companyExtraction: true, deduplication: true },
    filters: { defaultPortfolioOnly: false, maxDaysBack: 30, includeMarketNews: true, includeSectorNews: true },
    apiKeys: { newsApi: false, alphaVantage: true, polygon: false },
    systemInfo: {
      environment: 'development',
      cacheEnabled: true,
      rateLimiting: true,
      fallbackEnabled: true,
      lastCacheClear: null,
      totalCachedArticles: 1234,
      averageResponseTime: 42.4,
      supportedLanguages: ['en'],
      maxSearchTerms: 10,
      companyNameMapping: 120,
    },
    ...fields,
  };
}
