/**
 * Stock and portfolio analyses (core.md section 3, Portfolio AI analysis; section 7, analyze,
 * analyses, ai-analysis, past-analyses). The `*JudgementSchema`s are what a model must answer
 * with; figures the server can compute itself (allocations, scores, returns) are never asked of it.
 */
import { z } from 'zod';
import { TickerSchema } from '../portfolio/requests.ts';
import {
  AnalysisRecommendationSchema,
  AnalystSchema,
  RecommendationDraftSchema,
  TokenUsageSchema,
} from './recommendations.ts';

/** Portfolio preference 'max position size' (percent, 1-100); anything else falls back to 10. */
export const DEFAULT_MAX_POSITION_SIZE = 10;
/** Given and within 1-100, it is used; otherwise the analysed list's own preference (GET /lists/{id}/preferences). */
const maxPositionSize = z.coerce.number().min(1).max(100).optional().catch(undefined);

export const AnalyzeParamsSchema = z.object({ symbol: TickerSchema });

export const AnalyzeQuerySchema = z.object({
  /** The list whose holdings give the portfolio context; the default list when absent. */
  listId: z.string().min(1).optional(),
  maxPositionSize,
});
export type AnalyzeQuery = z.input<typeof AnalyzeQuerySchema>;

export const AnalysesQuerySchema = z.object({
  listId: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST /investments/stocks/{symbol}/analyze: the analysis shape plus where it came from. */
export const StockAnalysisSchema = AnalysisRecommendationSchema.extend({
  /** The analysis id. */
  id: z.string(),
  listId: z.string(),
  /** The markdown analysis text (the same as aiAnalysis). */
  analysis: z.string(),
  analyst: AnalystSchema,
  usage: TokenUsageSchema.nullable(),
}).meta({ id: 'StockAnalysis' });
export type StockAnalysis = z.infer<typeof StockAnalysisSchema>;

export const AllocationSliceSchema = z.object({
  name: z.string(),
  /** Percent of the invested market value. */
  percent: z.number(),
  value: z.number(),
});
export type AllocationSlice = z.infer<typeof AllocationSliceSchema>;

export const DiversificationAnalysisSchema = z.object({
  sectorAllocation: z.array(AllocationSliceSchema),
  marketCapAllocation: z.array(AllocationSliceSchema),
  geographicAllocation: z.array(AllocationSliceSchema),
  /** 0 (calm) to 10 (very risky). */
  riskScore: z.number().min(0).max(10),
  /** 0 (one bet) to 10 (well spread). */
  diversificationScore: z.number().min(0).max(10),
  /** How the two scores were reached, with the figures used. */
  scoreExplanation: z.array(z.string()),
});
export type DiversificationAnalysis = z.infer<typeof DiversificationAnalysisSchema>;

export const RebalancingRecommendationSchema = z.object({
  symbol: z.string().trim().min(1).max(60),
  /** Percent of the list's market value now. */
  currentAllocation: z.number(),
  targetAllocation: z.number(),
  action: z.enum(['buy', 'sell', 'hold']),
  /** Shares to buy or sell to reach the target (0 for hold). */
  quantity: z.number().min(0),
  reason: z.string().max(2000),
});
export type RebalancingRecommendation = z.infer<typeof RebalancingRecommendationSchema>;

export const PerformanceMetricsSchema = z.object({
  /** Unrealised gain on cost, percent. */
  totalReturn: z.number().nullable(),
  /** Money-weighted (XIRR), percent a year. */
  annualizedReturn: z.number().nullable(),
  /** Annualised return divided by annualised volatility (risk-free rate 0). */
  riskAdjustedReturn: z.number().nullable(),
  /** Annualised volatility of the current holdings' daily returns over the last year, percent. */
  volatility: z.number().nullable(),
  calculationPeriod: z.string(),
  methodology: z.string(),
  analysisDate: z.string(),
  totalStocks: z.number().int(),
});
export type PerformanceMetrics = z.infer<typeof PerformanceMetricsSchema>;

/** What a model answers for a portfolio analysis. */
export const PortfolioJudgementSchema = z.object({
  recommendations: z.array(RecommendationDraftSchema).max(40),
  rebalancingRecommendations: z.array(RebalancingRecommendationSchema).max(40),
  marketCommentary: z.string().max(10000),
  portfolioInsights: z.array(z.string().max(2000)).max(20),
});
export type PortfolioJudgement = z.infer<typeof PortfolioJudgementSchema>;

/** GET /investments/ai-analysis. */
export const PortfolioAnalysisSchema = z
  .object({
    id: z.string(),
    listId: z.string(),
    listName: z.string().nullable(),
    createdAt: z.string(),
    analyst: AnalystSchema,
    usage: TokenUsageSchema.nullable(),
    recommendations: z.array(AnalysisRecommendationSchema),
    diversificationAnalysis: DiversificationAnalysisSchema,
    rebalancingRecommendations: z.array(RebalancingRecommendationSchema),
    marketCommentary: z.string(),
    portfolioInsights: z.array(z.string()),
    performanceMetrics: PerformanceMetricsSchema,
  })
  .meta({ id: 'PortfolioAnalysis' });
export type PortfolioAnalysis = z.infer<typeof PortfolioAnalysisSchema>;

export const PastAnalysisSchema = z.object({ id: z.string(), createdAt: z.string(), result: PortfolioAnalysisSchema });
export const PastAnalysesResponseSchema = z.object({ analyses: z.array(PastAnalysisSchema) }).meta({ id: 'PastAnalyses' });
export type PastAnalysesResponse = z.infer<typeof PastAnalysesResponseSchema>;

/** GET /investments/stocks/{symbol}/analyses. */
export const StockAnalysesResponseSchema = z
  .object({
    stockRecommendations: z.array(StockAnalysisSchema),
    /** Portfolio analyses that said something about this symbol, with just those items. */
    portfolioAnalyses: z.array(
      z.object({
        id: z.string(),
        listId: z.string(),
        createdAt: z.string(),
        analyst: AnalystSchema,
        recommendations: z.array(AnalysisRecommendationSchema),
        rebalancingRecommendations: z.array(RebalancingRecommendationSchema),
      }),
    ),
  })
  .meta({ id: 'StockAnalyses' });
export type StockAnalysesResponse = z.infer<typeof StockAnalysesResponseSchema>;

/** GET /investments/analyses/{id}: an analysis with the inputs it was based on. */
export const AnalysisRecordSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['stock', 'portfolio']),
    listId: z.string(),
    symbol: z.string().nullable(),
    createdAt: z.string(),
    analyst: AnalystSchema,
    usage: TokenUsageSchema.nullable(),
    /** Prices, metrics, indicator values and the holdings snapshot, as the analyst saw them. */
    inputs: z.record(z.string(), z.unknown()),
    result: z.union([StockAnalysisSchema, PortfolioAnalysisSchema]),
  })
  .meta({ id: 'AnalysisRecord' });
export type AnalysisRecord = z.infer<typeof AnalysisRecordSchema>;
