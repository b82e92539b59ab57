/** What the assistant knows when it answers: the user's own holdings, summary and active recommendations. */
import type { AllocationSlice, ChatHistoryItem, MarketSource, Recommendation } from '@folio/contracts';
import type { HoldingFact, SummaryFacts } from '../analyst/facts.ts';

export interface ChatRecommendationFact {
  id: string;
  symbol: string;
  recommendation: Recommendation['recommendation'];
  title: string;
  confidence: number;
  priority: Recommendation['priority'];
  riskLevel: Recommendation['riskLevel'];
  targetPrice: number | null;
  reasoning: string[];
  source: string;
  listName: string | null;
  createdAt: string;
}

export interface ChatFacts {
  question: string;
  history: ChatHistoryItem[];
  /** 'Main Portfolio', or 'all lists'. */
  scope: string;
  holdings: HoldingFact[];
  watching: string[];
  totalValue: number;
  cashBalance: number | null;
  maxPositionSize: number;
  summary: SummaryFacts | null;
  sectors: AllocationSlice[];
  recommendations: ChatRecommendationFact[];
  dataSource: MarketSource;
}

export function chatRecommendation(rec: Recommendation): ChatRecommendationFact {
  return {
    id: rec.id,
    symbol: rec.symbol,
    recommendation: rec.recommendation,
    title: rec.title,
    confidence: rec.confidence,
    priority: rec.priority,
    riskLevel: rec.riskLevel,
    targetPrice: rec.targetPrice,
    reasoning: rec.reasoningItems,
    source: rec.analysisSource,
    listName: rec.listName,
    createdAt: rec.createdAt,
  };
}

/** The sources an answer rests on, named for the person reading it. */
export function sourcesOf(facts: ChatFacts, used: { holdings?: boolean; summary?: boolean; recommendations?: ChatRecommendationFact[] }): string[] {
  const out: string[] = [];
  const data = facts.dataSource === 'demo' ? 'demo market data' : 'Yahoo Finance prices';
  if (used.holdings) out.push(`Holdings of ${facts.scope} (${facts.holdings.length} position(s), valued with ${data})`);
  if (used.summary && facts.summary) out.push(`Portfolio summary of ${facts.scope}${facts.summary.from ? ` (${facts.summary.from} to ${facts.summary.to})` : ''}`);
  for (const rec of used.recommendations ?? []) out.push(`${rec.source} recommendation for ${rec.symbol} of ${rec.createdAt.slice(0, 10)}`);
  return out;
}
