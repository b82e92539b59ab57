/**
 * Analyses and recommendations under /investments. Analyses run on request (the offline analyst
 * in milliseconds; a model while the request awaits its answer, never blocking others) and are
 * rate limited per user, since a model costs money.
 */
import {
  AnalysesQuerySchema,
  AnalysisRecordSchema,
  AnalyzeParamsSchema,
  AnalyzeQuerySchema,
  ApiErrorSchema,
  IdParamsSchema,
  PastAnalysesResponseSchema,
  PortfolioAnalysisSchema,
  RecommendationSchema,
  RecommendationsQuerySchema,
  RecommendationsResponseSchema,
  StockAnalysesResponseSchema,
  StockAnalysisSchema,
  UpdateRecommendationStatusSchema,
} from '@folio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../platform/idempotency.ts';
import type { Runtime } from '../shared/runtime.ts';
import { sampleRecommendations } from './samples.ts';
import type { InsightsService } from './service.ts';

export interface InsightsRouteOptions {
  insights: InsightsService;
  runtime: Runtime;
}

export const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema, 502: ApiErrorSchema, 503: ApiErrorSchema, 504: ApiErrorSchema };
export const common = { tags: ['insights'], security: [{ bearerAuth: [] }] };

/** Analyses and chat answers per user per minute. */
export const AI_RATE_LIMIT = {
  max: 30,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `ai:${request.userId}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
    statusCode: 429,
    error: 'Too Many Requests',
    message: `Too many AI requests. Try again in ${context.after}.`,
  }),
};

export async function insightsRoutes(app: FastifyInstance, { insights, runtime }: InsightsRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { queries } = insights;

  api.post(
    '/investments/stocks/:symbol/analyze',
    {
      config: { rateLimit: AI_RATE_LIMIT },
      schema: {
        ...common,
        description: 'Analyses one stock in the context of a list (the default list when none is given) and records the analysis and its recommendation.',
        params: AnalyzeParamsSchema,
        querystring: AnalyzeQuerySchema,
        response: { 200: StockAnalysisSchema, ...errors },
      },
    },
    (request) => insights.analyzeStock(actorOf(request), request.params.symbol, request.query),
  );

  api.get(
    '/investments/stocks/:symbol/analyses',
    { schema: { ...common, params: AnalyzeParamsSchema, querystring: AnalysesQuerySchema, response: { 200: StockAnalysesResponseSchema, ...errors } } },
    (request) => queries.stockAnalyses(actorOf(request), request.params.symbol, request.query),
  );

  api.get(
    '/investments/ai-analysis',
    {
      config: { rateLimit: AI_RATE_LIMIT },
      schema: {
        ...common,
        description: 'Analyses a list (the default list when none is given) as a whole and records the analysis and its recommendations.',
        querystring: AnalyzeQuerySchema,
        response: { 200: PortfolioAnalysisSchema, ...errors },
      },
    },
    (request) => insights.analyzePortfolio(actorOf(request), request.query),
  );

  api.get(
    '/investments/past-analyses',
    { schema: { ...common, querystring: AnalysesQuerySchema, response: { 200: PastAnalysesResponseSchema, ...errors } } },
    (request) => queries.pastAnalyses(actorOf(request), request.query),
  );

  api.get(
    '/investments/analyses/:id',
    { schema: { ...common, description: 'An analysis with the inputs it was based on.', params: IdParamsSchema, response: { 200: AnalysisRecordSchema, ...errors } } },
    (request) => queries.analysis(actorOf(request), request.params.id),
  );

  api.get(
    '/investments/recommendations',
    { schema: { ...common, querystring: RecommendationsQuerySchema, response: { 200: RecommendationsResponseSchema, ...errors } } },
    async (request) => ({ recommendations: await queries.recommendations(actorOf(request), request.query), sample: false }),
  );

  api.get(
    '/investments/recommendations/test',
    { schema: { ...common, description: 'A fixed sample set (sample: true), the fallback when the recommendations cannot be loaded.', response: { 200: RecommendationsResponseSchema } } },
    () => sampleRecommendations(runtime.now()),
  );

  api.get(
    '/investments/recommendations/:id',
    { schema: { ...common, params: IdParamsSchema, response: { 200: RecommendationSchema, ...errors } } },
    (request) => queries.recommendation(actorOf(request), request.params.id),
  );

  api.patch(
    '/investments/recommendations/:id',
    {
      schema: {
        ...common,
        description: 'ACTIVE -> DONE or DELETED, DONE -> DELETED; with an optional reason. Setting the current status again changes nothing.',
        params: IdParamsSchema,
        body: UpdateRecommendationStatusSchema,
        response: { 200: RecommendationSchema, ...errors },
      },
    },
    (request) => insights.changeStatus(actorOf(request), request.params.id, request.body),
  );
}
