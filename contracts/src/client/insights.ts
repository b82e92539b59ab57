import type { ChatQuery } from '../insights/chat.ts';
import type { UpdateRecommendationStatus } from '../insights/recommendations.ts';
import { queryString, type RequestFn } from './request.ts';

/** The list an analysis is about (the default list when omitted) and the max position size in percent (default 10). */
export type AnalysisScope = { listId?: string; maxPositionSize?: number };
export type AnalysesQuery = { listId?: string; limit?: number };

const symbolPath = (symbol: string) => `/investments/stocks/${encodeURIComponent(symbol)}`;
const recommendation = (id: string) => `/investments/recommendations/${encodeURIComponent(id)}`;

/** Analyses, recommendations, the analyst's description and its debug log. */
export function insightsApi(request: RequestFn) {
  return {
    analyzeStock: (symbol: string, scope: AnalysisScope = {}) => request('POST', `${symbolPath(symbol)}/analyze${queryString(scope)}`, 'StockAnalysis', {}),
    stockAnalyses: (symbol: string, query: AnalysesQuery = {}) => request('GET', `${symbolPath(symbol)}/analyses${queryString(query)}`, 'StockAnalysesResponse'),
    analyzePortfolio: (scope: AnalysisScope = {}) => request('GET', `/investments/ai-analysis${queryString(scope)}`, 'PortfolioAnalysis'),
    pastAnalyses: (query: AnalysesQuery = {}) => request('GET', `/investments/past-analyses${queryString(query)}`, 'PastAnalysesResponse'),
    /** An analysis with the inputs it was based on. */
    analysis: (id: string) => request('GET', `/investments/analyses/${encodeURIComponent(id)}`, 'AnalysisRecord'),
    /** One list's recommendations, or every list's with `{ getAllLists: true }` (also when nothing is given). */
    recommendations: (scope: { listId?: string; getAllLists?: boolean } = {}) =>
      request('GET', `/investments/recommendations${queryString({ listId: scope.listId, getAllLists: scope.getAllLists ? 'true' : undefined })}`, 'RecommendationsResponse'),
    /** The labelled sample set (`sample: true`), the screen's fallback. */
    sampleRecommendations: () => request('GET', '/investments/recommendations/test', 'RecommendationsResponse'),
    recommendation: (id: string) => request('GET', recommendation(id), 'Recommendation'),
    setRecommendationStatus: (id: string, body: UpdateRecommendationStatus) => request('PATCH', recommendation(id), 'Recommendation', body),
    llmInfo: () => request('GET', '/investments/llm-info', 'LlmInfo'),
    llmLogs: () => request('GET', '/investments/debug/llm-logs', 'LlmLogsResponse'),
    clearLlmLogs: () => request('POST', '/investments/debug/clear-logs', 'ClearLogsResponse', {}),
    /** A log entry by its id, or the latest one of an analysis or recommendation id. */
    llmResponse: (id: string, listId?: string) => request('GET', `/investments/debug/llm-response/${encodeURIComponent(id)}${queryString({ listId })}`, 'LlmLogEntry'),
  };
}

export function chatApi(request: RequestFn) {
  return {
    suggestions: () => request('GET', '/chat/suggestions', 'ChatSuggestionsResponse'),
    query: (body: ChatQuery) => request('POST', '/chat/query', 'ChatResponse', body),
  };
}
