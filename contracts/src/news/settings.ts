/** GET /news/settings: the sources with their request budgets, configuration, filters, keys and system info. */
import { z } from 'zod';

export const NEWS_SOURCE_STATUSES = ['active', 'inactive', 'error'] as const;
export const NewsSourceStatusSchema = z.enum(NEWS_SOURCE_STATUSES);
export type NewsSourceStatus = z.infer<typeof NewsSourceStatusSchema>;

export const NewsSourceSchema = z
  .object({
    name: z.string(),
    status: NewsSourceStatusSchema,
    endpoint: z.string(),
    /** Requests made today (UTC). */
    requestCount: z.number().int(),
    dailyLimit: z.number().int(),
    remainingRequests: z.number().int(),
    /** ISO instant of the last request, null when never used. */
    lastUsed: z.string().nullable(),
    description: z.string(),
    /** The last failure, when status is error. */
    lastError: z.string().nullable(),
  })
  .meta({ id: 'NewsSource' });
export type NewsSource = z.infer<typeof NewsSourceSchema>;

export const NewsSettingsSchema = z
  .object({
    sources: z.array(NewsSourceSchema),
    configuration: z.object({
      /** Minutes. */
      cacheDuration: z.number(),
      /** Minutes. */
      refreshInterval: z.number(),
      maxArticlesPerRequest: z.number().int(),
      sentimentAnalysis: z.boolean(),
      companyExtraction: z.boolean(),
      deduplication: z.boolean(),
    }),
    filters: z.object({
      defaultPortfolioOnly: z.boolean(),
      maxDaysBack: z.number().int(),
      includeMarketNews: z.boolean(),
      includeSectorNews: z.boolean(),
    }),
    apiKeys: z.object({ newsApi: z.boolean(), alphaVantage: z.boolean(), polygon: z.boolean() }),
    systemInfo: z.object({
      environment: z.string(),
      cacheEnabled: z.boolean(),
      rateLimiting: z.boolean(),
      fallbackEnabled: z.boolean(),
      lastCacheClear: z.string().nullable(),
      totalCachedArticles: z.number().int(),
      /** Milliseconds, measured over the sources' recent requests; null before the first. */
      averageResponseTime: z.number().nullable(),
      supportedLanguages: z.array(z.string()),
      maxSearchTerms: z.number().int(),
      /** Companies whose names the extractor recognises. */
      companyNameMapping: z.number().int(),
    }),
  })
  .meta({ id: 'NewsSettings' });
export type NewsSettings = z.infer<typeof NewsSettingsSchema>;
