/**
 * Read models of the insights feature: `recommendations` (the stored shape) and `analyses`
 * (each analysis with its inputs and result). Owner from the stream id; writes only at the
 * event's position, so replays and re-deliveries change nothing.
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
import type { RecordedEvent } from '../eventstore/port.ts';
import type { Projection } from '../projections/projection.ts';
import type { Doc, ReadStore } from '../readstore/port.ts';
import type { InsightsEvent, RecommendationData } from './events.ts';

export const RECOMMENDATIONS = 'recommendations';
export const ANALYSES = 'analyses';

export interface RecommendationDoc extends Doc, Omit<RecommendationData, 'recommendationId'> {
  ownerId: string;
  status: RecommendationStatus;
  statusReason: string | null;
  createdAt: string;
  updatedAt: string;
}

interface AnalysisDocBase extends Doc {
  ownerId: string;
  listId: string;
  analyst: Analyst;
  usage: TokenUsage | null;
  createdAt: string;
  inputs: Record<string, unknown>;
}

export interface StockAnalysisDoc extends AnalysisDocBase {
  kind: 'stock';
  symbol: string;
  result: RecommendationDraft;
  recommendationId: string | null;
}

export interface PortfolioAnalysisDoc extends AnalysisDocBase {
  kind: 'portfolio';
  symbol: null;
  listName: string | null;
  /** Symbols the analysis' recommendations and trades are about, for per-symbol lookups. */
  symbols: string[];
  result: PortfolioJudgement & { diversificationAnalysis: DiversificationAnalysis; performanceMetrics: PerformanceMetrics };
  recommendationIds: (string | null)[];
}

export type AnalysisDoc = StockAnalysisDoc | PortfolioAnalysisDoc;

const ownerOf = (event: RecordedEvent) => event.streamId.replace(/^insights-/, '');

function recommendationDoc(owner: string, data: RecommendationData, createdAt: string, updatedAt: string, status: RecommendationStatus, statusReason: string | null): RecommendationDoc {
  const { recommendationId, ...rest } = data;
  return { _id: recommendationId, ownerId: owner, ...rest, status, statusReason, createdAt, updatedAt };
}

export const insightsProjection: Projection = {
  name: 'insights',
  collections: [RECOMMENDATIONS, ANALYSES],
  handles: new Set<InsightsEvent['type']>([
    'StockAnalyzed', 'PortfolioAnalyzed', 'RecommendationCreated', 'RecommendationRefreshed', 'RecommendationStatusChanged', 'RecommendationsMoved',
  ]),

  async setup(store: ReadStore) {
    await store.collection(RECOMMENDATIONS).createIndex(['ownerId']);
    await store.collection(ANALYSES).createIndex(['ownerId']);
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const recommendations = store.collection<RecommendationDoc>(RECOMMENDATIONS);
    const analyses = store.collection<AnalysisDoc>(ANALYSES);
    const event = recorded as unknown as InsightsEvent;
    const owner = ownerOf(recorded);
    const at = recorded.position;
    const when = recorded.metadata.occurredAt;

    switch (event.type) {
      case 'StockAnalyzed': {
        const { analysisId, listId, analyst, usage, analyzedAt, symbol, inputs, result, recommendationId } = event.data;
        await analyses.putIfNewer(
          { _id: analysisId, ownerId: owner, kind: 'stock', listId, symbol, analyst, usage, createdAt: analyzedAt, inputs: { ...inputs }, result, recommendationId },
          at,
        );
        return;
      }
      case 'PortfolioAnalyzed': {
        const { analysisId, listId, listName, analyst, usage, analyzedAt, inputs, result, recommendationIds } = event.data;
        const symbols = [...new Set([...result.recommendations.map((r) => r.symbol), ...result.rebalancingRecommendations.map((r) => r.symbol)])];
        await analyses.putIfNewer(
          { _id: analysisId, ownerId: owner, kind: 'portfolio', listId, listName, symbol: null, symbols, analyst, usage, createdAt: analyzedAt, inputs: { ...inputs }, result, recommendationIds },
          at,
        );
        return;
      }
      case 'RecommendationCreated':
        await recommendations.putIfNewer(recommendationDoc(owner, event.data, when, when, 'ACTIVE', null), at);
        return;
      case 'RecommendationRefreshed': {
        const current = await recommendations.findOne({ _id: event.data.recommendationId });
        if (!current) return;
        await recommendations.putIfNewer(recommendationDoc(owner, event.data, current.createdAt, when, current.status, current.statusReason), at);
        return;
      }
      case 'RecommendationStatusChanged': {
        const current = await recommendations.findOne({ _id: event.data.recommendationId });
        if (!current) return;
        await recommendations.putIfNewer({ ...current, status: event.data.to, statusReason: event.data.reason, updatedAt: when }, at);
        return;
      }
      case 'RecommendationsMoved': {
        // The event names what moved (decided from the stream), so a replay moves the same documents.
        const { toListId, recommendationIds, analysisIds } = event.data;
        for (const id of recommendationIds) {
          const current = await recommendations.findOne({ _id: id });
          if (current) await recommendations.putIfNewer({ ...current, listId: toListId }, at);
        }
        for (const id of analysisIds) {
          const current = await analyses.findOne({ _id: id });
          if (current) await analyses.putIfNewer({ ...current, listId: toListId }, at);
        }
        return;
      }
    }
  },
};
