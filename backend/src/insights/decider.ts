/**
 * Recording analyses and changing recommendation statuses. A list keeps at most one ACTIVE
 * recommendation per symbol: a newer analysis refreshes it (same id, new figures) instead of
 * piling up duplicates. Statuses move ACTIVE -> DONE | DELETED and DONE -> DELETED; DELETED is final.
 * When a list is deleted, its recommendations and analyses follow its holdings to another list.
 */
import type { RecommendationStatus } from '@folio/contracts';
import type { Decider } from '../shared/decider.ts';
import { ConflictError, NotFoundError } from '../shared/errors.ts';
import type { InsightsEvent, PortfolioAnalyzed, RecommendationData, StockAnalyzed } from './events.ts';

export const RECOMMENDATION_NOT_FOUND = 'Recommendation not found';

interface RecommendationState {
  listId: string;
  symbol: string;
  key: string;
  status: RecommendationStatus;
}

export interface InsightsState {
  /** analysis id -> the list it is filed under. */
  analyses: Map<string, string>;
  recommendations: Map<string, RecommendationState>;
  /** list + symbol -> id of its ACTIVE recommendation. */
  active: Map<string, string>;
}

export type InsightsCommand =
  | { type: 'RecordStockAnalysis'; data: Omit<StockAnalyzed['data'], 'recommendationId'> & { recommendation: RecommendationData } }
  | { type: 'RecordPortfolioAnalysis'; data: Omit<PortfolioAnalyzed['data'], 'recommendationIds'> & { recommendations: RecommendationData[] } }
  | { type: 'ChangeRecommendationStatus'; data: { recommendationId: string; status: RecommendationStatus; reason: string | null } }
  /** `reason`: recorded on an ACTIVE recommendation the move marks DELETED as a duplicate. */
  | { type: 'MoveListRecommendations'; data: { fromListId: string; toListId: string; reason: string } };

export const recommendationKey = (listId: string, symbol: string) => `${listId} ${symbol.trim().toUpperCase()}`;

/** Created or refreshed events for an analysis' recommendations, and the stored id of each. */
function placeRecommendations(state: InsightsState, recommendations: RecommendationData[]) {
  const events: InsightsEvent[] = [];
  const ids: (string | null)[] = [];
  const seen = new Set<string>();
  for (const rec of recommendations) {
    const key = recommendationKey(rec.listId, rec.symbol);
    if (seen.has(key)) {
      ids.push(null);
      continue;
    }
    seen.add(key);
    const existing = state.active.get(key);
    if (existing) events.push({ type: 'RecommendationRefreshed', data: { ...rec, recommendationId: existing } });
    else events.push({ type: 'RecommendationCreated', data: rec });
    ids.push(existing ?? rec.recommendationId);
  }
  return { events, ids };
}

function changeStatus(state: InsightsState, { recommendationId, status, reason }: { recommendationId: string; status: RecommendationStatus; reason: string | null }): InsightsEvent[] {
  const current = state.recommendations.get(recommendationId);
  if (!current) throw new NotFoundError(RECOMMENDATION_NOT_FOUND);
  if (current.status === status) return [];
  if (current.status === 'DELETED') throw new ConflictError('A deleted recommendation cannot change its status');
  if (status === 'ACTIVE') throw new ConflictError('A recommendation marked done cannot be made active again; run a new analysis instead');
  return [{ type: 'RecommendationStatusChanged', data: { recommendationId, listId: current.listId, from: current.status, to: status, reason } }];
}

/**
 * Everything filed under `fromListId` moves to `toListId` in one event. An ACTIVE recommendation
 * whose symbol is already ACTIVE in `toListId` is marked DELETED first (one ACTIVE per list and
 * symbol), then moved too, so its history stays visible under the list. Nothing left: no events.
 */
function moveList(state: InsightsState, { fromListId, toListId, reason }: { fromListId: string; toListId: string; reason: string }): InsightsEvent[] {
  if (fromListId === toListId) return [];
  const recommendationIds = [...state.recommendations].filter(([, rec]) => rec.listId === fromListId).map(([id]) => id);
  const analysisIds = [...state.analyses].filter(([, listId]) => listId === fromListId).map(([id]) => id);
  if (recommendationIds.length === 0 && analysisIds.length === 0) return [];
  const duplicates: InsightsEvent[] = recommendationIds
    .filter((id) => {
      const rec = state.recommendations.get(id)!;
      return rec.status === 'ACTIVE' && state.active.has(recommendationKey(toListId, rec.symbol));
    })
    .map((recommendationId) => ({ type: 'RecommendationStatusChanged', data: { recommendationId, listId: fromListId, from: 'ACTIVE', to: 'DELETED', reason } }));
  return [...duplicates, { type: 'RecommendationsMoved', data: { fromListId, toListId, recommendationIds, analysisIds } }];
}

export const insightsDecider: Decider<InsightsState, InsightsCommand, InsightsEvent> = {
  initialState: () => ({ analyses: new Map(), recommendations: new Map(), active: new Map() }),

  decide(command, state) {
    switch (command.type) {
      case 'RecordStockAnalysis': {
        const { recommendation, ...analysis } = command.data;
        if (state.analyses.has(analysis.analysisId)) return [];
        const { events, ids } = placeRecommendations(state, [recommendation]);
        return [{ type: 'StockAnalyzed', data: { ...analysis, recommendationId: ids[0] ?? null } }, ...events];
      }
      case 'RecordPortfolioAnalysis': {
        const { recommendations, ...analysis } = command.data;
        if (state.analyses.has(analysis.analysisId)) return [];
        const { events, ids } = placeRecommendations(state, recommendations);
        return [{ type: 'PortfolioAnalyzed', data: { ...analysis, recommendationIds: ids } }, ...events];
      }
      case 'ChangeRecommendationStatus':
        return changeStatus(state, command.data);
      case 'MoveListRecommendations':
        return moveList(state, command.data);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'StockAnalyzed':
      case 'PortfolioAnalyzed':
        state.analyses.set(event.data.analysisId, event.data.listId);
        return state;
      case 'RecommendationCreated': {
        const { recommendationId, listId, symbol } = event.data;
        const key = recommendationKey(listId, symbol);
        state.recommendations.set(recommendationId, { listId, symbol, key, status: 'ACTIVE' });
        state.active.set(key, recommendationId);
        return state;
      }
      case 'RecommendationRefreshed':
        return state;
      case 'RecommendationStatusChanged': {
        const rec = state.recommendations.get(event.data.recommendationId);
        if (!rec) return state;
        rec.status = event.data.to;
        if (event.data.to !== 'ACTIVE' && state.active.get(rec.key) === event.data.recommendationId) state.active.delete(rec.key);
        return state;
      }
      case 'RecommendationsMoved': {
        const { toListId, recommendationIds, analysisIds } = event.data;
        for (const id of recommendationIds) {
          const rec = state.recommendations.get(id);
          if (!rec) continue;
          if (state.active.get(rec.key) === id) state.active.delete(rec.key);
          rec.listId = toListId;
          rec.key = recommendationKey(toListId, rec.symbol);
          if (rec.status === 'ACTIVE' && !state.active.has(rec.key)) state.active.set(rec.key, id);
        }
        for (const id of analysisIds) if (state.analyses.has(id)) state.analyses.set(id, toListId);
        return state;
      }
      default:
        return state;
    }
  },
};
