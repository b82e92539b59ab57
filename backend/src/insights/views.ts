/** Read-model documents as the API answers them. Pure: the caller supplies list names and current statuses. */
import {
  isPortfolioWide,
  joinReasoning,
  type AnalysisRecommendation,
  type PortfolioAnalysis,
  type PortfolioContext,
  type Recommendation,
  type RecommendationDraft,
  type RecommendationStatus,
  type StockAnalysis,
} from '@folio/contracts';
import type { PortfolioFacts, PositionFacts, StockFacts } from './analyst/facts.ts';
import type { PortfolioAnalysisDoc, RecommendationDoc, StockAnalysisDoc } from './projection.ts';

export type Statuses = ReadonlyMap<string, RecommendationStatus>;

const SOURCE_LABEL = { 'portfolio-analysis': 'Portfolio Analysis', 'stock-analysis': 'Stock Analysis' } as const;

export function toRecommendation(doc: RecommendationDoc, listNames: ReadonlyMap<string, string>): Recommendation {
  return {
    id: doc._id,
    symbol: doc.symbol,
    recommendation: doc.recommendation,
    title: doc.title,
    description: doc.description,
    confidence: doc.confidence,
    priority: doc.priority,
    reasoning: joinReasoning(doc.reasoning),
    reasoningItems: doc.reasoning,
    actionItems: doc.actionItems,
    impact: doc.impact,
    targetPrice: doc.targetPrice,
    aiAnalysis: doc.aiAnalysis,
    riskLevel: doc.riskLevel,
    status: doc.status,
    statusReason: doc.statusReason,
    portfolioWide: isPortfolioWide(doc.symbol),
    source: doc.source,
    analysisSource: SOURCE_LABEL[doc.source],
    analysisId: doc.analysisId,
    analyst: doc.analyst,
    listId: doc.listId,
    listName: listNames.get(doc.listId) ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

export function contextOf(position: PositionFacts): PortfolioContext {
  return {
    totalStocks: position.totalStocks,
    hasExistingPosition: position.held,
    positionWeight: position.held ? position.weight : null,
    sectorWeight: position.sectorWeight,
    maxPositionSize: position.maxPositionSize,
    cashBalance: position.cashBalance,
  };
}

function analysisRecommendation(draft: RecommendationDraft, createdAt: string, context: PortfolioContext, id: string | null, statuses: Statuses): AnalysisRecommendation {
  return { ...draft, createdAt, portfolioContext: context, recommendationId: id, status: (id && statuses.get(id)) || 'ACTIVE' };
}

export function toStockAnalysis(doc: StockAnalysisDoc, statuses: Statuses): StockAnalysis {
  const inputs = doc.inputs as unknown as StockFacts;
  return {
    ...analysisRecommendation(doc.result, doc.createdAt, contextOf(inputs.position), doc.recommendationId, statuses),
    id: doc._id,
    listId: doc.listId,
    analysis: doc.result.aiAnalysis,
    analyst: doc.analyst,
    usage: doc.usage,
  };
}

/** Each result recommendation with the portfolio context of its stock (or of the list, when portfolio-wide). */
export function portfolioRecommendations(doc: PortfolioAnalysisDoc, statuses: Statuses): AnalysisRecommendation[] {
  const inputs = doc.inputs as unknown as PortfolioFacts;
  const bySymbol = new Map(inputs.stocks.map((stock) => [stock.symbol, stock.position]));
  const listContext: PortfolioContext = {
    totalStocks: inputs.list.holdings.length,
    hasExistingPosition: false,
    positionWeight: null,
    sectorWeight: null,
    maxPositionSize: inputs.list.maxPositionSize,
    cashBalance: inputs.list.cashBalance,
  };
  return doc.result.recommendations.map((draft, index) => {
    const position = bySymbol.get(draft.symbol);
    return analysisRecommendation(draft, doc.createdAt, position ? contextOf(position) : listContext, doc.recommendationIds[index] ?? null, statuses);
  });
}

export function toPortfolioAnalysis(doc: PortfolioAnalysisDoc, statuses: Statuses): PortfolioAnalysis {
  const { result } = doc;
  return {
    id: doc._id,
    listId: doc.listId,
    listName: doc.listName,
    createdAt: doc.createdAt,
    analyst: doc.analyst,
    usage: doc.usage,
    recommendations: portfolioRecommendations(doc, statuses),
    diversificationAnalysis: result.diversificationAnalysis,
    rebalancingRecommendations: result.rebalancingRecommendations,
    marketCommentary: result.marketCommentary,
    portfolioInsights: result.portfolioInsights,
    performanceMetrics: result.performanceMetrics,
  };
}
