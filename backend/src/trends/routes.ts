import {
  ApiErrorSchema,
  StockTrendsResponseSchema,
  TrendingQuerySchema,
  TrendingStocksResponseSchema,
  TrendsSampleResponseSchema,
  TrendsSymbolParamsSchema,
  UserTrendSummaryResponseSchema,
} from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../platform/idempotency.ts';
import type { TrendsService } from './service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 503: ApiErrorSchema };
const common = { tags: ['trends'], security: [{ bearerAuth: [] }] };

export async function trendsRoutes(app: FastifyInstance, options: { trends: TrendsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { trends } = options;

  api.get(
    '/trends/populate-sample-data',
    {
      schema: {
        ...common,
        summary: 'Trends summary and trending stocks; labelled sample data for an account that holds nothing',
        response: { 200: TrendsSampleResponseSchema, ...errors },
      },
    },
    (request) => trends.populateSampleData(actorOf(request)),
  );

  api.get(
    '/trends/dashboard/user-summary',
    { schema: { ...common, summary: "Counts of the user's trends of the last 30 days, the 5 latest and active alerts", response: { 200: UserTrendSummaryResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, ...(await trends.userSummary(actorOf(request))) }),
  );

  api.get(
    '/trends/dashboard/trending',
    { schema: { ...common, summary: "The user's stocks with the most trends", querystring: TrendingQuerySchema, response: { 200: TrendingStocksResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, ...(await trends.trending(actorOf(request), request.query.limit)) }),
  );

  api.get(
    '/trends/dashboard/stock/:symbol',
    { schema: { ...common, summary: "One stock's trends of the last 30 days", params: TrendsSymbolParamsSchema, response: { 200: StockTrendsResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, ...(await trends.stock(actorOf(request), request.params.symbol)) }),
  );
}
