/**
 * The analyst port: what the insights feature asks of an analyst. Two implementations: the
 * offline rules (offline.ts, the default) and a model behind the LLM port (llm.ts). Both read
 * the same facts and answer with the contracts' shapes, so everything downstream is shared.
 */
import type { Analyst, ChatJudgement, PortfolioJudgement, RecommendationDraft, TokenUsage } from '@folio/contracts';
import type { ChatFacts } from '../chat/context.ts';
import type { Transcript } from '../llm/port.ts';
import type { PortfolioFacts, StockFacts } from './facts.ts';

export interface AnalystRun<T> {
  value: T;
  usage: TokenUsage | null;
  /** Who actually answered (a server may report a more specific model name). */
  analyst: Analyst;
  transcript: Transcript;
}

export interface AnalystDescription {
  description: string;
  baseUrl: string | null;
  timeoutMs: number | null;
  structuredOutput: boolean;
}

export interface InsightAnalyst {
  readonly analyst: Analyst;
  describe(): AnalystDescription;
  stock(facts: StockFacts): Promise<AnalystRun<RecommendationDraft>>;
  portfolio(facts: PortfolioFacts): Promise<AnalystRun<PortfolioJudgement>>;
  /** Sources when the analyst knows which data it used; otherwise the caller names all it was given. */
  chat(facts: ChatFacts): Promise<AnalystRun<ChatJudgement & { sources?: string[] }>>;
}
