/**
 * /news calls (dashboard-news-tools.md section 7) and the dashboard's Top News, public like the
 * market overview. Lists that are not the caller's are 404 (the portfolio query checks).
 */
import {
  ApiErrorSchema,
  CorrelationImpactsQuerySchema,
  CorrelationImpactsResponseSchema,
  DashboardTopNewsSchema,
  IndexPortfolioNewsQuerySchema,
  IndexPortfolioNewsResponseSchema,
  NewsArticlesSchema,
  NewsListQuerySchema,
  NewsSettingsSchema,
  NewsSummarySchema,
  NewsSymbolParamsSchema,
  PortfolioNewsQuerySchema,
  PortfolioNewsResponseSchema,
  SectorParamsSchema,
} from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../platform/idempotency.ts';
import type { NewsQueries } from './queries.ts';

const common = { tags: ['news'], security: [{ bearerAuth: [] }] };
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

export async function newsRoutes(app: FastifyInstance, options: { news: NewsQueries }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { news } = options;

  api.get(
    '/news/portfolio',
    { schema: { ...common, summary: "News about a list's symbols, with a summary and paging", querystring: PortfolioNewsQuerySchema, response: { 200: PortfolioNewsResponseSchema, ...errors, 404: ApiErrorSchema } } },
    (request) => news.portfolio(actorOf(request), request.query),
  );

  api.post(
    '/news/portfolio',
    { schema: { ...common, summary: "Fetch and store a list's news now (the impact timeline follows its symbols)", querystring: IndexPortfolioNewsQuerySchema, response: { 200: IndexPortfolioNewsResponseSchema, ...errors, 404: ApiErrorSchema } } },
    (request) => news.indexPortfolio(actorOf(request), request.query.listId),
  );

  api.get(
    '/news/market',
    { schema: { ...common, summary: 'Market news, newest first', querystring: NewsListQuerySchema, response: { 200: NewsArticlesSchema, ...errors } } },
    (request) => news.market(request.query.limit),
  );

  api.get(
    '/news/top',
    { schema: { ...common, summary: 'The most important recent news', querystring: NewsListQuerySchema, response: { 200: NewsArticlesSchema, ...errors } } },
    (request) => news.top(request.query.limit),
  );

  api.get(
    '/news/sector/:sector',
    { schema: { ...common, summary: "A sector's news (at most 8 articles)", params: SectorParamsSchema, response: { 200: NewsArticlesSchema, ...errors } } },
    (request) => news.sector(request.params.sector),
  );

  api.get(
    '/news/summary/:symbol',
    { schema: { ...common, summary: "A symbol's key events", params: NewsSymbolParamsSchema, response: { 200: NewsSummarySchema, ...errors } } },
    (request) => news.summary(request.params.symbol),
  );

  api.get(
    '/news/correlation/impacts',
    { schema: { ...common, summary: 'Indexed news with the returns 1, 3 and 7 days after each article', querystring: CorrelationImpactsQuerySchema, response: { 200: CorrelationImpactsResponseSchema, ...errors } } },
    (request) => news.impacts(actorOf(request), request.query),
  );

  api.get(
    '/news/settings',
    { schema: { ...common, summary: 'News sources with their request budgets, configuration and system info', response: { 200: NewsSettingsSchema, 401: ApiErrorSchema } } },
    () => news.settings(),
  );

  api.get(
    '/dashboard/top-news',
    { config: { public: true }, schema: { tags: ['news', 'dashboard'], summary: "The dashboard widget's Top News, for visitors too", response: { 200: DashboardTopNewsSchema, 400: ApiErrorSchema } } },
    async () => ({ success: true, data: await news.top(10) }),
  );
}
