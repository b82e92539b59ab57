/**
 * The insights feature's use cases: analyse a stock or a list, change a recommendation's status,
 * answer a chat question, describe the analyst, read the debug log. An analysis gathers facts,
 * asks the analyst (awaiting only I/O), logs the exchange, then records the analysis and its
 * recommendations as events in `insights-{userId}`; the answer is read back from the read model.
 */
import {
  topRecommendations,
  type ChatQuery,
  type ChatResponse,
  type LlmInfo,
  type PortfolioAnalysis,
  type Recommendation,
  type RecommendationDraft,
  type RecommendationSource,
  type RecommendationStatus,
  type StockAnalysis,
} from '@folio/contracts';
import type { ListsService } from '../lists/service.ts';
import type { CachedMarketData } from '../market/cache.ts';
import type { PortfolioQueries } from '../portfolio/queries.ts';
import type { ReadStore } from '../readstore/port.ts';
import type { Actor } from '../shared/actor.ts';
import { handleCommand, type CommandDeps } from '../shared/commands.ts';
import type { AnalystRun, InsightAnalyst } from './analyst/port.ts';
import { chatRecommendation, sourcesOf } from './chat/context.ts';
import { suggestionsFor } from './chat/suggestions.ts';
import { insightsContext } from './context.ts';
import { newsCitation, type NewsFact } from './analyst/facts.ts';
import { insightsDecider, type InsightsCommand } from './decider.ts';
import { insightsStream, type RecommendationData } from './events.ts';
import { llmLogs, type LogInput } from './llm/logs.ts';
import { LlmError } from './llm/port.ts';
import { insightsQueries } from './queries.ts';

export interface InsightsDeps extends CommandDeps {
  readStore: ReadStore;
  lists: ListsService;
  portfolio: PortfolioQueries;
  market: CachedMarketData;
  analyst: InsightAnalyst;
  /** Recent high-impact news per symbol (the news feature), cited by analyses and the chat. */
  news?: { recentHighImpact(symbol: string): Promise<NewsFact[]> } | undefined;
}

/** Why a deleted list's ACTIVE recommendation was deleted instead of joining the list it moved to. */
export const LIST_DELETED_DUPLICATE = 'Its list was deleted; the list it moved to already has an active recommendation for this symbol';

export interface AnalysisOptions {
  listId?: string | undefined;
  /** Percent; when absent, the list's own max position size preference. */
  maxPositionSize?: number | undefined;
}

export function insightsService(deps: InsightsDeps) {
  const queries = insightsQueries(deps);
  const context = insightsContext({ ...deps, now: () => deps.runtime.now() });
  /** At most two recent high-impact articles per symbol; news trouble never fails an analysis. */
  const newsAbout = async (symbols: string[]): Promise<NewsFact[]> => {
    if (!deps.news) return [];
    const lists = await Promise.all(symbols.map((symbol) => deps.news!.recentHighImpact(symbol).catch(() => [])));
    return lists.flatMap((items) => items.slice(0, 2)).map(({ title, source, publishedAt, url, sentiment, impact, demo }) => ({ title, source, publishedAt, url, sentiment, impact, demo }));
  };
  const logs = llmLogs({ readStore: deps.readStore, now: () => deps.runtime.now(), newId: () => deps.runtime.newId() });
  const newId = (actor: Actor) => actor.newId?.() ?? deps.runtime.newId();

  const record = (actor: Actor, command: InsightsCommand) =>
    handleCommand(deps, {
      streamId: insightsStream(actor.userId),
      decider: insightsDecider,
      command,
      metadata: { userId: actor.userId, correlationId: actor.correlationId },
      eventId: actor.newId ? () => actor.newId!() : undefined,
    });

  /**
   * Files a deleted list's recommendations and analyses under the list its holdings moved to.
   * Idempotent; the list-deletion reactor calls it for every ListDeleted.
   */
  async function moveListRecommendations(actor: Actor, fromListId: string, toListId: string): Promise<number> {
    const { events } = await record(actor, { type: 'MoveListRecommendations', data: { fromListId, toListId, reason: LIST_DELETED_DUPLICATE } });
    return events.length;
  }

  /** Runs the analyst and writes the exchange to the debug log, whether it worked or not. */
  async function logged<T>(actor: Actor, meta: Omit<LogInput, 'analyst' | 'status' | 'durationMs' | 'error' | 'transcript'>, ask: () => Promise<AnalystRun<T>>) {
    const started = performance.now();
    const durationMs = () => Math.round(performance.now() - started);
    try {
      const run = await ask();
      await logs.record(actor.userId, { ...meta, analyst: run.analyst, status: 'ok', durationMs: durationMs(), error: null, transcript: run.transcript });
      return run;
    } catch (error) {
      if (error instanceof LlmError) {
        await logs.record(actor.userId, { ...meta, analyst: deps.analyst.analyst, status: 'error', durationMs: durationMs(), error: error.message, transcript: error.transcript });
      }
      throw error;
    }
  }

  const stored = (draft: RecommendationDraft, ids: { recommendationId: string; analysisId: string; listId: string }, source: RecommendationSource, analyst: AnalystRun<unknown>['analyst']): RecommendationData => {
    const { type, ...rest } = draft;
    return { ...rest, ...ids, recommendation: type, source, analyst };
  };

  return {
    queries,
    moveListRecommendations,

    async analyzeStock(actor: Actor, symbol: string, options: AnalysisOptions): Promise<StockAnalysis> {
      const { list, facts: observed } = await context.stock(actor, symbol, options.listId, options.maxPositionSize);
      const news = await newsAbout([symbol]);
      const facts = news.length ? { ...observed, news } : observed;
      const analysisId = newId(actor);
      const run = await logged(actor, { purpose: 'stock-analysis', analysisId, listId: list.id, symbol }, () => deps.analyst.stock(facts));
      const ids = { recommendationId: newId(actor), analysisId, listId: list.id };
      await record(actor, {
        type: 'RecordStockAnalysis',
        data: {
          analysisId, listId: list.id, symbol, analyst: run.analyst, usage: run.usage, analyzedAt: deps.runtime.now().toISOString(),
          inputs: facts, result: run.value, recommendation: stored(run.value, ids, 'stock-analysis', run.analyst),
        },
      });
      return queries.stockAnalysis(actor, analysisId);
    },

    async analyzePortfolio(actor: Actor, options: AnalysisOptions): Promise<PortfolioAnalysis> {
      const { list, facts } = await context.portfolio(actor, options.listId, options.maxPositionSize);
      const analysisId = newId(actor);
      const run = await logged(actor, { purpose: 'portfolio-analysis', analysisId, listId: list.id, symbol: null }, () => deps.analyst.portfolio(facts));
      const recommendations = run.value.recommendations.map((draft) =>
        stored(draft, { recommendationId: newId(actor), analysisId, listId: list.id }, 'portfolio-analysis', run.analyst),
      );
      await record(actor, {
        type: 'RecordPortfolioAnalysis',
        data: {
          analysisId, listId: list.id, listName: list.name, analyst: run.analyst, usage: run.usage, analyzedAt: deps.runtime.now().toISOString(),
          inputs: facts,
          result: { ...run.value, diversificationAnalysis: facts.diversification, performanceMetrics: facts.performance },
          recommendations,
        },
      });
      return queries.portfolioAnalysis(actor, analysisId);
    },

    async changeStatus(actor: Actor, recommendationId: string, change: { status: RecommendationStatus; reason: string | null }): Promise<Recommendation> {
      await queries.recommendation(actor, recommendationId);
      await record(actor, { type: 'ChangeRecommendationStatus', data: { recommendationId, ...change } });
      return queries.recommendation(actor, recommendationId);
    },

    async suggestions(actor: Actor) {
      const [positions, active] = await Promise.all([
        deps.portfolio.positions(actor, {}),
        queries.recommendations(actor, { status: 'ACTIVE' }),
      ]);
      // Largest by cost: suggestions must not wait for prices.
      const largest = positions.filter((p) => p.quantity > 0).sort((a, b) => b.quantity * (b.purchasePrice ?? 0) - a.quantity * (a.purchasePrice ?? 0))[0];
      const [strongest] = topRecommendations(active.filter((rec) => !rec.portfolioWide), 1);
      return { suggestions: suggestionsFor(largest?.symbol ?? null, strongest ?? null) };
    },

    async chat(actor: Actor, query: ChatQuery & { chatHistory: NonNullable<ChatQuery['chatHistory']> }): Promise<ChatResponse> {
      const [{ list, facts: listFacts, summary, sectors }, active] = await Promise.all([
        context.holdings(actor, query.listId, undefined),
        queries.recommendations(actor, { listId: query.listId, status: 'ACTIVE' }),
      ]);
      const facts = {
        question: query.question,
        history: query.chatHistory,
        scope: list.name,
        holdings: listFacts.holdings,
        watching: listFacts.watching,
        totalValue: listFacts.totalValue,
        cashBalance: listFacts.cashBalance,
        maxPositionSize: listFacts.maxPositionSize,
        summary: listFacts.holdings.length ? summary : null,
        sectors,
        recommendations: active.slice(0, 30).map(chatRecommendation),
        dataSource: deps.market.source,
      };
      const run = await logged(actor, { purpose: 'chat', analysisId: null, listId: query.listId ?? null, symbol: null }, () => deps.analyst.chat(facts));
      const { sources, ...answer } = run.value;
      // News about the symbols the question names (or the largest holdings) is cited too.
      const named = [...listFacts.holdings.map((h) => h.symbol), ...listFacts.watching].filter((symbol) => new RegExp(`\\b${symbol.replace(/[.^$]/g, '\\$&')}\\b`, 'i').test(query.question));
      const largest = [...listFacts.holdings].sort((a, b) => b.weight - a.weight).map((h) => h.symbol);
      const news = await newsAbout((named.length ? named : largest).slice(0, 3));
      const cited = sources ?? sourcesOf(facts, { holdings: true, summary: true, recommendations: facts.recommendations });
      return { ...answer, sources: [...cited, ...news.map(newsCitation)], analyst: run.analyst };
    },

    async llmInfo(actor: Actor): Promise<LlmInfo> {
      const described = deps.analyst.describe();
      return { ...deps.analyst.analyst, ...described, usage: await logs.usage(actor.userId) };
    },

    debug: {
      logs: (actor: Actor) => logs.list(actor.userId),
      clear: (actor: Actor) => logs.clear(actor.userId),
      /** A log by its id, or the latest log of an analysis or of a recommendation's analysis. */
      async entry(actor: Actor, id: string, listId?: string) {
        const direct = await logs.find(actor.userId, id, listId);
        if (direct) return direct;
        const rec = await queries.recommendation(actor, id).catch(() => null);
        return rec ? logs.find(actor.userId, rec.analysisId, listId) : null;
      },
    },
  };
}

export type InsightsService = ReturnType<typeof insightsService>;
