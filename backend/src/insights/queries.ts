/** Read side of the insights feature, always scoped to the acting user. */
import type { AnalysisRecord, PastAnalysesResponse, Recommendation, StockAnalysesResponse } from '@folio/contracts';
import type { ListsService } from '../lists/service.ts';
import type { Filter, ReadStore } from '../readstore/port.ts';
import type { Actor } from '../shared/actor.ts';
import { NotFoundError } from '../shared/errors.ts';
import { RECOMMENDATION_NOT_FOUND } from './decider.ts';
import { ANALYSES, RECOMMENDATIONS, type AnalysisDoc, type PortfolioAnalysisDoc, type RecommendationDoc, type StockAnalysisDoc } from './projection.ts';
import { portfolioRecommendations, toPortfolioAnalysis, toRecommendation, toStockAnalysis, type Statuses } from './views.ts';

export const ANALYSIS_NOT_FOUND = 'Analysis not found';

export interface InsightsQueryDeps {
  readStore: ReadStore;
  lists: ListsService;
}

export function insightsQueries(deps: InsightsQueryDeps) {
  const recommendations = () => deps.readStore.collection<RecommendationDoc>(RECOMMENDATIONS);
  const analyses = () => deps.readStore.collection<AnalysisDoc>(ANALYSES);

  async function listNames(actor: Actor): Promise<Map<string, string>> {
    return new Map((await deps.lists.all(actor)).map((list) => [list.id, list.name]));
  }

  /** A list filter: the named list (404 unless the actor owns it), or every list. */
  async function scope(actor: Actor, listId: string | undefined): Promise<Filter> {
    if (!listId) return { ownerId: actor.userId };
    await deps.lists.owned(actor, listId);
    return { ownerId: actor.userId, listId };
  }

  async function statusesOf(actor: Actor, ids: (string | null)[]): Promise<Statuses> {
    const wanted = ids.filter((id): id is string => id !== null);
    if (wanted.length === 0) return new Map();
    const docs = await recommendations().find({ ownerId: actor.userId, _id: { $in: wanted } });
    return new Map(docs.map((doc) => [doc._id, doc.status]));
  }

  async function recommendationsOf(actor: Actor, query: { listId?: string | undefined; getAllLists?: boolean | undefined; status?: string }): Promise<Recommendation[]> {
    const filter = await scope(actor, query.getAllLists ? undefined : query.listId);
    if (query.status) filter.status = query.status;
    // A deleted list's recommendations are moved by a reactor (list-deletion-reactor.ts), not here.
    const [docs, names] = await Promise.all([recommendations().find(filter, { sort: { createdAt: -1, _id: 1 } }), listNames(actor)]);
    return docs.map((doc) => toRecommendation(doc, names));
  }

  return {
    recommendations: recommendationsOf,

    async recommendation(actor: Actor, id: string): Promise<Recommendation> {
      const doc = await recommendations().findOne({ _id: id, ownerId: actor.userId });
      if (!doc) throw new NotFoundError(RECOMMENDATION_NOT_FOUND);
      return toRecommendation(doc, await listNames(actor));
    },

    async pastAnalyses(actor: Actor, query: { listId?: string | undefined; limit: number }): Promise<PastAnalysesResponse> {
      const filter = { ...(await scope(actor, query.listId)), kind: 'portfolio' };
      const docs = (await analyses().find(filter, { sort: { createdAt: -1, _id: 1 }, limit: query.limit })) as PortfolioAnalysisDoc[];
      const statuses = await statusesOf(actor, docs.flatMap((doc) => doc.recommendationIds));
      return { analyses: docs.map((doc) => ({ id: doc._id, createdAt: doc.createdAt, result: toPortfolioAnalysis(doc, statuses) })) };
    },

    async stockAnalyses(actor: Actor, symbol: string, query: { listId?: string | undefined; limit: number }): Promise<StockAnalysesResponse> {
      const filter = await scope(actor, query.listId);
      const stockDocs = (await analyses().find({ ...filter, kind: 'stock', symbol }, { sort: { createdAt: -1, _id: 1 }, limit: query.limit })) as StockAnalysisDoc[];
      const portfolioDocs = ((await analyses().find({ ...filter, kind: 'portfolio' }, { sort: { createdAt: -1, _id: 1 } })) as PortfolioAnalysisDoc[])
        .filter((doc) => doc.symbols.includes(symbol))
        .slice(0, query.limit);
      const statuses = await statusesOf(actor, [...stockDocs.map((doc) => doc.recommendationId), ...portfolioDocs.flatMap((doc) => doc.recommendationIds)]);
      return {
        stockRecommendations: stockDocs.map((doc) => toStockAnalysis(doc, statuses)),
        portfolioAnalyses: portfolioDocs.map((doc) => ({
          id: doc._id,
          listId: doc.listId,
          createdAt: doc.createdAt,
          analyst: doc.analyst,
          recommendations: portfolioRecommendations(doc, statuses).filter((rec) => rec.symbol === symbol),
          rebalancingRecommendations: doc.result.rebalancingRecommendations.filter((trade) => trade.symbol === symbol),
        })),
      };
    },

    async analysis(actor: Actor, id: string): Promise<AnalysisRecord> {
      const doc = await analyses().findOne({ _id: id, ownerId: actor.userId });
      if (!doc) throw new NotFoundError(ANALYSIS_NOT_FOUND);
      const ids = doc.kind === 'stock' ? [doc.recommendationId] : doc.recommendationIds;
      const statuses = await statusesOf(actor, ids);
      return {
        id: doc._id,
        kind: doc.kind,
        listId: doc.listId,
        symbol: doc.symbol,
        createdAt: doc.createdAt,
        analyst: doc.analyst,
        usage: doc.usage,
        inputs: doc.inputs,
        result: doc.kind === 'stock' ? toStockAnalysis(doc, statuses) : toPortfolioAnalysis(doc, statuses),
      };
    },

    async stockAnalysis(actor: Actor, id: string) {
      const doc = await analyses().findOne({ _id: id, ownerId: actor.userId, kind: 'stock' });
      if (!doc || doc.kind !== 'stock') throw new NotFoundError(ANALYSIS_NOT_FOUND);
      return toStockAnalysis(doc, await statusesOf(actor, [doc.recommendationId]));
    },

    async portfolioAnalysis(actor: Actor, id: string) {
      const doc = await analyses().findOne({ _id: id, ownerId: actor.userId, kind: 'portfolio' });
      if (!doc || doc.kind !== 'portfolio') throw new NotFoundError(ANALYSIS_NOT_FOUND);
      return toPortfolioAnalysis(doc, await statusesOf(actor, doc.recommendationIds));
    },
  };
}

export type InsightsQueries = ReturnType<typeof insightsQueries>;
