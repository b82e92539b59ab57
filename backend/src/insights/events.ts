/**
 * Insights events live in one stream per user, `insights-{userId}`: analyses with the inputs
 * they were based on, the recommendations they created or refreshed, status changes, and moves
 * of a deleted list's recommendations to the list that received its holdings.
 */
import type {
  Analyst,
  DiversificationAnalysis,
  PerformanceMetrics,
  PortfolioJudgement,
  RecommendationDraft,
  RecommendationSource,
  RecommendationStatus,
  TokenUsage,
} from '@folio/contracts';
import type { DomainEvent } from '../shared/decider.ts';
import type { PortfolioFacts, StockFacts } from './analyst/facts.ts';

export const insightsStream = (userId: string) => `insights-${userId}`;

/** A recommendation as an analysis states it; the id is kept by later refreshes. */
export interface RecommendationData extends Omit<RecommendationDraft, 'type'> {
  recommendationId: string;
  analysisId: string;
  listId: string;
  source: RecommendationSource;
  analyst: Analyst;
  recommendation: RecommendationDraft['type'];
}

export type RecommendationCreated = DomainEvent<'RecommendationCreated', RecommendationData>;

/** A newer analysis said something about a list and symbol that already had an ACTIVE recommendation. */
export type RecommendationRefreshed = DomainEvent<'RecommendationRefreshed', RecommendationData>;

export type RecommendationStatusChanged = DomainEvent<
  'RecommendationStatusChanged',
  { recommendationId: string; listId: string; from: RecommendationStatus; to: RecommendationStatus; reason: string | null }
>;

/**
 * A deleted list's recommendations (any status) and analyses now belong to the list that received
 * its holdings. An ACTIVE one that would duplicate an ACTIVE recommendation there is marked
 * DELETED (RecommendationStatusChanged) just before, then moved with the others.
 */
export type RecommendationsMoved = DomainEvent<
  'RecommendationsMoved',
  { fromListId: string; toListId: string; recommendationIds: string[]; analysisIds: string[] }
>;

interface AnalysisData {
  analysisId: string;
  listId: string;
  analyst: Analyst;
  usage: TokenUsage | null;
  /** When the analyst ran (ISO). */
  analyzedAt: string;
}

export type StockAnalyzed = DomainEvent<
  'StockAnalyzed',
  AnalysisData & { symbol: string; inputs: StockFacts; result: RecommendationDraft; recommendationId: string | null }
>;

export type PortfolioAnalyzed = DomainEvent<
  'PortfolioAnalyzed',
  AnalysisData & {
    listName: string | null;
    inputs: PortfolioFacts;
    result: PortfolioJudgement & { diversificationAnalysis: DiversificationAnalysis; performanceMetrics: PerformanceMetrics };
    /** The stored recommendation of each result recommendation, in order (null: a duplicate, not stored). */
    recommendationIds: (string | null)[];
  }
>;

export type InsightsEvent =
  | StockAnalyzed
  | PortfolioAnalyzed
  | RecommendationCreated
  | RecommendationRefreshed
  | RecommendationStatusChanged
  | RecommendationsMoved;
