/**
 * Recommendations (core.md section 3): the analysis shape an analyst produces, and the stored
 * shape the recommendations screen and the dashboard widget read. Confidence is 0-1.
 */
import { z } from 'zod';

export const RecommendationTypeSchema = z.enum(['buy', 'sell', 'hold', 'neutral', 'diversify', 'rebalance']);
export type RecommendationType = z.infer<typeof RecommendationTypeSchema>;

export const PrioritySchema = z.enum(['high', 'medium', 'low']);
export type Priority = z.infer<typeof PrioritySchema>;

export const RiskLevelSchema = z.enum(['high', 'medium', 'low']);
export type RiskLevel = z.infer<typeof RiskLevelSchema>;

export const RecommendationStatusSchema = z.enum(['ACTIVE', 'DONE', 'DELETED']);
export type RecommendationStatus = z.infer<typeof RecommendationStatusSchema>;

/** Which analyst produced something: the offline rules or a model behind an OpenAI-compatible API. */
export const AnalystSchema = z.object({
  provider: z.enum(['offline', 'openai']),
  /** 'offline-rules-v1' for the offline analyst, else the model name. */
  model: z.string(),
});
export type Analyst = z.infer<typeof AnalystSchema>;

export const TokenUsageSchema = z.object({
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  totalTokens: z.number().int(),
});
export type TokenUsage = z.infer<typeof TokenUsageSchema>;

/**
 * One recommendation as an analyst writes it. Also the structured-output schema a model must
 * answer with, so every field is required (null where there is nothing) and there are no maps.
 */
export const RecommendationDraftSchema = z.object({
  type: RecommendationTypeSchema,
  /** A ticker, or a portfolio-wide name such as 'Diversification' (see isPortfolioWide). */
  symbol: z.string().trim().min(1).max(60),
  title: z.string().max(300),
  description: z.string().max(4000),
  confidence: z.number().min(0).max(1),
  priority: PrioritySchema,
  /** Each item cites the figures it rests on. */
  reasoning: z.array(z.string().max(2000)).max(30),
  actionItems: z.array(z.string().max(1000)).max(15),
  impact: z.string().max(2000),
  targetPrice: z.number().positive().nullable(),
  riskLevel: RiskLevelSchema,
  /** Markdown. */
  aiAnalysis: z.string().max(30000),
});
export type RecommendationDraft = z.infer<typeof RecommendationDraftSchema>;

export const PortfolioContextSchema = z.object({
  totalStocks: z.number().int(),
  hasExistingPosition: z.boolean(),
  /** Percent of the list's market value; null when nothing is held. */
  positionWeight: z.number().nullable(),
  /** Percent of the list's market value in the stock's sector. */
  sectorWeight: z.number().nullable(),
  /** The list's max position size, percent (portfolio preference, default 10). */
  maxPositionSize: z.number(),
  cashBalance: z.number().nullable(),
});
export type PortfolioContext = z.infer<typeof PortfolioContextSchema>;

/** The analysis shape: a draft with when it was made, its portfolio context and its stored twin. */
export const AnalysisRecommendationSchema = RecommendationDraftSchema.extend({
  createdAt: z.string(),
  portfolioContext: PortfolioContextSchema,
  /** The stored recommendation this became (null when none was stored). */
  recommendationId: z.string().nullable(),
  /** The stored recommendation's current status. */
  status: RecommendationStatusSchema,
});
export type AnalysisRecommendation = z.infer<typeof AnalysisRecommendationSchema>;

export const RecommendationSourceSchema = z.enum(['portfolio-analysis', 'stock-analysis']);
export type RecommendationSource = z.infer<typeof RecommendationSourceSchema>;

/** The stored shape, as GET /investments/recommendations answers. */
export const RecommendationSchema = z
  .object({
    id: z.string(),
    symbol: z.string(),
    recommendation: RecommendationTypeSchema,
    title: z.string(),
    description: z.string(),
    confidence: z.number(),
    priority: PrioritySchema,
    /** The reasoning items joined by '; ' (the screens turn them back into bullets). */
    reasoning: z.string(),
    reasoningItems: z.array(z.string()),
    actionItems: z.array(z.string()),
    impact: z.string(),
    targetPrice: z.number().nullable(),
    aiAnalysis: z.string(),
    riskLevel: RiskLevelSchema,
    status: RecommendationStatusSchema,
    statusReason: z.string().nullable(),
    /** True for portfolio-wide items (isPortfolioWide). */
    portfolioWide: z.boolean(),
    source: RecommendationSourceSchema,
    /** 'Portfolio Analysis' or 'Stock Analysis', for the Analysis Source column. */
    analysisSource: z.string(),
    /** The analysis that produced (or last refreshed) it: GET /investments/analyses/{id} shows its inputs. */
    analysisId: z.string(),
    analyst: AnalystSchema,
    listId: z.string(),
    /** For the List Based On column; null when the list no longer exists. */
    listName: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Recommendation' });
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const RecommendationsResponseSchema = z
  .object({
    recommendations: z.array(RecommendationSchema),
    /** True only for the sample set of /recommendations/test. */
    sample: z.boolean(),
  })
  .meta({ id: 'RecommendationsResponse' });
export type RecommendationsResponse = z.infer<typeof RecommendationsResponseSchema>;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

export const RecommendationsQuerySchema = z.object({
  listId: z.string().min(1).optional(),
  /** Every list's recommendations (the screen's 'All Lists'); wins over listId. */
  getAllLists: booleanFlag.optional(),
});
export type RecommendationsQuery = z.input<typeof RecommendationsQuerySchema>;

export const UpdateRecommendationStatusSchema = z
  .object({
    status: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.enum(['ACTIVE', 'DONE', 'DELETED'], { error: 'status must be ACTIVE, DONE or DELETED' }),
    ),
    reason: z
      .string()
      .trim()
      .max(500, 'reason must be at most 500 characters')
      .nullish()
      .transform((value) => value || null),
  })
  .meta({ id: 'UpdateRecommendationStatus' });
export type UpdateRecommendationStatus = z.input<typeof UpdateRecommendationStatusSchema>;
