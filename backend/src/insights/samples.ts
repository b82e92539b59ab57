/**
 * The sample set GET /investments/recommendations/test answers with: the screen's fallback when
 * the real call fails. Marked `sample: true`, with ids no PATCH will find, so it is never taken
 * for the user's own recommendations.
 */
import { joinReasoning, type Recommendation, type RecommendationsResponse } from '@folio/contracts';
import { OFFLINE_MODEL } from './analyst/offline-markdown.ts';

type Sample = Pick<Recommendation, 'symbol' | 'recommendation' | 'title' | 'confidence' | 'priority' | 'riskLevel'> & { reasoning: string[] };

const SAMPLES: Sample[] = [
  { symbol: 'AAPL', recommendation: 'hold', title: 'Hold AAPL (sample)', confidence: 0.62, priority: 'low', riskLevel: 'medium',
    reasoning: ['Sample data: RSI 55.0 is in the neutral band', 'Sample data: price 4.2% above the 200-day average'] },
  { symbol: 'MSFT', recommendation: 'buy', title: 'Buy MSFT (sample)', confidence: 0.78, priority: 'medium', riskLevel: 'low',
    reasoning: ['Sample data: golden cross 6 days ago', 'Sample data: ROE 32.0% meets the 15% minimum'] },
  { symbol: 'Diversification', recommendation: 'diversify', title: 'Spread the portfolio (sample)', confidence: 0.7, priority: 'medium', riskLevel: 'medium',
    reasoning: ['Sample data: Technology is 55.0% of the invested value'] },
];

export function sampleRecommendations(now: Date): RecommendationsResponse {
  const at = now.toISOString();
  return {
    sample: true,
    recommendations: SAMPLES.map((sample, index) => ({
      ...sample,
      id: `sample-${index + 1}`,
      description: 'Sample recommendation shown because your recommendations could not be loaded.',
      reasoning: joinReasoning(sample.reasoning),
      reasoningItems: sample.reasoning,
      actionItems: [],
      impact: '',
      targetPrice: null,
      aiAnalysis: `## ${sample.title}\n\nThis is sample data, not an analysis of your portfolio.`,
      status: 'ACTIVE',
      statusReason: null,
      portfolioWide: sample.symbol === 'Diversification',
      source: 'portfolio-analysis',
      analysisSource: 'Portfolio Analysis',
      analysisId: 'sample',
      analyst: { provider: 'offline', model: OFFLINE_MODEL },
      listId: 'sample',
      listName: null,
      createdAt: at,
      updatedAt: at,
    })),
  };
}
