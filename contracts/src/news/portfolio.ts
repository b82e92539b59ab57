/** Portfolio news (GET/POST /news/portfolio) and the impact timeline (GET /news/correlation/impacts). */
import { z } from 'zod';
import { NewsArticleSchema, NewsImpactSchema, NewsSectorSchema, NewsSentimentSchema } from './article.ts';

const page = (label: string, max: number) =>
  z.coerce.number({ error: `${label} must be a whole number from 1 to ${max}` })
    .int(`${label} must be a whole number from 1 to ${max}`)
    .min(1, `${label} must be a whole number from 1 to ${max}`)
    .max(max, `${label} must be a whole number from 1 to ${max}`);

/** listId (the default list when omitted), paging (limit 20 by default, at most 100) and the screen's filters. */
export const PortfolioNewsQuerySchema = z.object({
  listId: z.string().min(1).optional(),
  limit: page('Limit', 100).optional(),
  page: page('Page', 1000).optional(),
  sentiment: NewsSentimentSchema.optional(),
  impact: NewsImpactSchema.optional(),
  symbol: z.string().trim().toUpperCase().min(1).max(20).optional(),
  sector: z.string().trim().toLowerCase().pipe(NewsSectorSchema).optional(),
});
export type PortfolioNewsQuery = {
  listId?: string;
  limit?: number;
  page?: number;
  sentiment?: z.infer<typeof NewsSentimentSchema>;
  impact?: z.infer<typeof NewsImpactSchema>;
  symbol?: string;
  sector?: z.infer<typeof NewsSectorSchema>;
};

export const SentimentBreakdownSchema = z.object({
  positive: z.number().int(),
  negative: z.number().int(),
  neutral: z.number().int(),
});

export const PortfolioNewsSummarySchema = z
  .object({
    totalArticles: z.number().int(),
    sentimentBreakdown: SentimentBreakdownSchema,
    /** Portfolio symbols with the most articles, most first. */
    topStocks: z.array(z.object({ symbol: z.string(), count: z.number().int() })),
    /** The list's symbols. */
    symbols: z.array(z.string()),
    /** News sectors the list's symbols fall in. */
    sectors: z.array(NewsSectorSchema),
    symbolToSector: z.record(z.string(), NewsSectorSchema),
  })
  .meta({ id: 'PortfolioNewsSummary' });
export type PortfolioNewsSummary = z.infer<typeof PortfolioNewsSummarySchema>;

export const PageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});

export const PortfolioNewsResponseSchema = z
  .object({
    portfolioNews: z.array(NewsArticleSchema),
    marketNews: z.array(NewsArticleSchema),
    summary: PortfolioNewsSummarySchema,
    meta: PageMetaSchema,
  })
  .meta({ id: 'PortfolioNewsResponse' });
export type PortfolioNewsResponse = z.infer<typeof PortfolioNewsResponseSchema>;

export const IndexPortfolioNewsQuerySchema = z.object({ listId: z.string().min(1).optional() });

/** POST /news/portfolio: fetched and stored the list's news now; the timeline follows these symbols. */
export const IndexPortfolioNewsResponseSchema = z
  .object({
    success: z.literal(true),
    symbols: z.array(z.string()),
    /** Articles newly stored by this run. */
    indexed: z.number().int(),
    /** Articles stored for the list's symbols after the run. */
    totalArticles: z.number().int(),
    /** The sources that answered, in the order they were asked. */
    sources: z.array(z.string()),
    indexedAt: z.string(),
  })
  .meta({ id: 'IndexPortfolioNewsResponse' });
export type IndexPortfolioNewsResponse = z.infer<typeof IndexPortfolioNewsResponseSchema>;

const isoDate = (label: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`);

/** Optional symbol, from and to (YYYY-MM-DD); the last 30 days by default. */
export const CorrelationImpactsQuerySchema = z.object({
  symbol: z.string().trim().toUpperCase().min(1).max(20).optional(),
  from: isoDate('From').optional(),
  to: isoDate('To').optional(),
});
export type CorrelationImpactsQuery = { symbol?: string; from?: string; to?: string };

/** Percent change of the close 1, 3 and 7 trading days after publication; null when not known yet. */
export const ImpactReturnsSchema = z.object({
  '1d': z.number().nullable(),
  '3d': z.number().nullable(),
  '7d': z.number().nullable(),
});

export const CorrelationImpactItemSchema = z
  .object({
    articleId: z.string(),
    title: z.string(),
    url: z.string(),
    publishedAt: z.string(),
    symbols: z.array(z.string()),
    /** Returns of the first symbol (the one the article is most about). */
    returns: ImpactReturnsSchema,
    sentiment: NewsSentimentSchema,
    impact: NewsImpactSchema,
    relevance: z.number().min(0).max(1),
  })
  .meta({ id: 'CorrelationImpactItem' });
export type CorrelationImpactItem = z.infer<typeof CorrelationImpactItemSchema>;

export const CorrelationImpactsResponseSchema = z
  .object({ data: z.array(CorrelationImpactItemSchema) })
  .meta({ id: 'CorrelationImpactsResponse' });
export type CorrelationImpactsResponse = z.infer<typeof CorrelationImpactsResponseSchema>;
