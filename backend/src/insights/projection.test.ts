import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../eventstore/port.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import type { InsightsEvent, RecommendationData } from './events.ts';
import { ANALYSES, insightsProjection, RECOMMENDATIONS, type AnalysisDoc, type RecommendationDoc } from './projection.ts';

let store: EmbeddedReadStore;
beforeEach(async () => {
  store = EmbeddedReadStore.open(':memory:');
  await insightsProjection.setup!(store);
});
afterEach(() => store.close());

const data = (over: Partial<RecommendationData> = {}): RecommendationData => ({
  recommendationId: 'r1', analysisId: 'a1', listId: 'main', source: 'portfolio-analysis', analyst: { provider: 'offline', model: 'offline-rules-v1' },
  recommendation: 'buy', symbol: 'AAPL', title: 'Buy AAPL', description: '', confidence: 0.8, priority: 'medium', reasoning: ['RSI 28.0 is below 30'],
  actionItems: [], impact: '', targetPrice: 210, riskLevel: 'low', aiAnalysis: '', ...over,
});

let position = 0;
const recorded = (event: InsightsEvent, day: string, userId = 'u1'): RecordedEvent => ({
  id: `e${++position}`, type: event.type, data: event.data, metadata: { userId, occurredAt: `2026-01-${day}T00:00:00.000Z` },
  streamId: `insights-${userId}`, revision: position - 1, position,
});
const docs = () => store.collection<RecommendationDoc>(RECOMMENDATIONS).find({});

describe('insights projection', () => {
  it('creates, refreshes and changes status; the owner comes from the stream', async () => {
    const events = [
      recorded({ type: 'RecommendationCreated', data: data() }, '01'),
      recorded({ type: 'RecommendationStatusChanged', data: { recommendationId: 'r1', listId: 'main', from: 'ACTIVE', to: 'DONE', reason: 'bought' } }, '02'),
      recorded({ type: 'RecommendationRefreshed', data: data({ analysisId: 'a2', recommendation: 'sell', confidence: 0.9 }) }, '03'),
    ];
    for (const event of events) await insightsProjection.apply(event, store);
    const [doc] = await docs();
    expect(doc).toMatchObject({
      _id: 'r1', ownerId: 'u1', analysisId: 'a2', recommendation: 'sell', confidence: 0.9, status: 'DONE', statusReason: 'bought',
      createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-03T00:00:00.000Z',
    });
  });

  it('changes nothing when events are delivered again, in any order', async () => {
    const created = recorded({ type: 'RecommendationCreated', data: data() }, '01');
    const done = recorded({ type: 'RecommendationStatusChanged', data: { recommendationId: 'r1', listId: 'main', from: 'ACTIVE', to: 'DELETED', reason: null } }, '02');
    for (const event of [created, done]) await insightsProjection.apply(event, store);
    const once = await docs();
    for (const event of [created, done, created]) await insightsProjection.apply(event, store);
    expect(await docs()).toEqual(once);
    expect(once[0]!.status).toBe('DELETED');
  });

  it("files a deleted list's recommendations and analyses under the list they moved to; a replay ends the same", async () => {
    const stockData = {
      analysisId: 'a1', listId: 'growth', symbol: 'AAPL', analyst: data().analyst, usage: null, analyzedAt: '2026-01-01T00:00:00.000Z',
      inputs: {} as never, result: {} as never, recommendationId: 'r1',
    };
    const events = [
      recorded({ type: 'StockAnalyzed', data: stockData }, '01'),
      recorded({ type: 'RecommendationCreated', data: data({ listId: 'growth' }) }, '01'),
      recorded({ type: 'RecommendationCreated', data: data({ recommendationId: 'r2', listId: 'growth', symbol: 'MSFT' }) }, '01'),
      recorded({ type: 'RecommendationStatusChanged', data: { recommendationId: 'r2', listId: 'growth', from: 'ACTIVE', to: 'DELETED', reason: 'duplicate' } }, '02'),
      recorded({ type: 'RecommendationsMoved', data: { fromListId: 'growth', toListId: 'main', recommendationIds: ['r1', 'r2'], analysisIds: ['a1'] } }, '02'),
    ];
    for (const event of events) await insightsProjection.apply(event, store);
    const live = { recommendations: await docs(), analyses: await store.collection<AnalysisDoc>(ANALYSES).find({}) };
    expect(live.recommendations.map((doc) => [doc._id, doc.listId, doc.status])).toEqual([['r1', 'main', 'ACTIVE'], ['r2', 'main', 'DELETED']]);
    expect(live.analyses.map((doc) => [doc._id, doc.listId])).toEqual([['a1', 'main']]);

    // Delivered again (the move before what it moved, too): nothing changes.
    for (const event of [events[4]!, ...events]) await insightsProjection.apply(event, store);
    expect({ recommendations: await docs(), analyses: await store.collection<AnalysisDoc>(ANALYSES).find({}) }).toEqual(live);

    // A replay into an empty store ends with the same read model.
    const replayed = EmbeddedReadStore.open(':memory:');
    await insightsProjection.setup!(replayed);
    for (const event of events) await insightsProjection.apply(event, replayed);
    expect({
      recommendations: await replayed.collection<RecommendationDoc>(RECOMMENDATIONS).find({}),
      analyses: await replayed.collection<AnalysisDoc>(ANALYSES).find({}),
    }).toEqual(live);
    await replayed.close();
  });
});
