/**
 * News (dashboard-news-tools.md sections 3 and 9): the article every news call answers with, the
 * eight sectors, and the limits the screens and the server share.
 */
import { z } from 'zod';

export const NEWS_SENTIMENTS = ['positive', 'negative', 'neutral'] as const;
export const NewsSentimentSchema = z.enum(NEWS_SENTIMENTS, { error: 'Sentiment must be positive, negative or neutral' });
export type NewsSentiment = z.infer<typeof NewsSentimentSchema>;

export const NEWS_IMPACTS = ['high', 'medium', 'low'] as const;
export const NewsImpactSchema = z.enum(NEWS_IMPACTS, { error: 'Impact must be high, medium or low' });
export type NewsImpact = z.infer<typeof NewsImpactSchema>;

/** The sector list of section 9, in its order. */
export const NEWS_SECTORS = ['technology', 'finance', 'healthcare', 'energy', 'consumer', 'industrial', 'utilities', 'general'] as const;
export const NewsSectorSchema = z.enum(NEWS_SECTORS, {
  error: `Sector must be one of ${NEWS_SECTORS.join(', ')}`,
});
export type NewsSector = z.infer<typeof NewsSectorSchema>;

/** Section 9 limits. */
export const NEWS_LIMITS = {
  /** Sector news: at most 8 articles. */
  sectorArticles: 8,
  sectorDescription: 120,
  keyEventDescription: 100,
  widgetTitle: 80,
  widgetDescription: 120,
  companiesShown: 3,
  topicsShown: 3,
  /** The News API usage bar's daily basis; remaining under 10 is shown red. */
  newsApiDailyRequests: 95,
  lowRemaining: 10,
  /** Documented page sizes of the three sources. */
  newsApiPageSize: 100,
  alphaVantageLimit: 50,
  polygonLimit: 100,
  /** Impact timeline: symbols on the overlay chart, default range, price window around an article. */
  timelineSymbols: 5,
  timelineDefaultDays: 30,
  articleWindowDays: 7,
} as const;

/** Key events when the portfolio has no symbols (section 7). */
export const DEFAULT_KEY_EVENT_SYMBOLS = ['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'TSLA', 'META', 'NVDA'] as const;

export const NewsArticleSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    content: z.string(),
    url: z.string(),
    /** ISO 8601 instant. */
    publishedAt: z.string(),
    /** The publisher (for the offline feed: 'Folio Demo Wire'). */
    source: z.string(),
    sentiment: NewsSentimentSchema,
    /** -1 (most negative) to 1 (most positive): the provider's own score when it gives one. */
    sentimentScore: z.number().min(-1).max(1),
    impact: NewsImpactSchema,
    /** Symbols the article is about, most relevant first. */
    companies: z.array(z.string()),
    topics: z.array(z.string()),
    /** 0 to 1: how much the article is about the symbol asked for (or its most relevant company). */
    relevance: z.number().min(0).max(1),
    /** True for the offline feed's generated articles (demo data, not real news). */
    demo: z.boolean(),
  })
  .meta({ id: 'NewsArticle' });
export type NewsArticle = z.infer<typeof NewsArticleSchema>;

export const NewsArticlesSchema = z.array(NewsArticleSchema).meta({ id: 'NewsArticles' });

/** `?limit=` of the market and top lists (default 20, at most 100). */
export const NewsListQuerySchema = z.object({
  limit: z.coerce.number({ error: 'Limit must be a whole number from 1 to 100' })
    .int('Limit must be a whole number from 1 to 100')
    .min(1, 'Limit must be a whole number from 1 to 100')
    .max(100, 'Limit must be a whole number from 1 to 100')
    .optional(),
});
export type NewsListQuery = { limit?: number };

export const SectorParamsSchema = z.object({
  sector: z.string().trim().toLowerCase().pipe(NewsSectorSchema),
});

export const NewsSymbolParamsSchema = z.object({
  symbol: z.string().trim().toUpperCase().min(1, 'Symbol is required').max(20, 'Symbol must be at most 20 characters'),
});

/** GET /news/summary/{symbol}: the symbol's recent key events (high and medium impact first). */
export const NewsSummarySchema = z
  .object({ symbol: z.string(), keyEvents: z.array(NewsArticleSchema) })
  .meta({ id: 'NewsSummary' });
export type NewsSummary = z.infer<typeof NewsSummarySchema>;

/** GET /dashboard/top-news: the widget's Top News tab, for visitors too. */
export const DashboardTopNewsSchema = z
  .object({ success: z.boolean(), data: z.array(NewsArticleSchema), error: z.string().optional() })
  .meta({ id: 'DashboardTopNews' });
export type DashboardTopNews = z.infer<typeof DashboardTopNewsSchema>;
