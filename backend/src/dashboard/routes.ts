import {
  ApiErrorSchema,
  SetDefaultListRequestSchema,
  SetDefaultListResponseSchema,
  WatchlistQuerySchema,
  WatchlistResponseSchema,
} from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ListsService } from '../lists/service.ts';
import type { CachedMarketData } from '../market/cache.ts';
import { watchlistResponse } from '../market/watchlist.ts';
import { actorOf } from '../platform/idempotency.ts';
import type { PortfolioQueries } from '../portfolio/queries.ts';

const common = { tags: ['dashboard'], security: [{ bearerAuth: [] }] };
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/** The dashboard's watch list widget: every symbol of one list (the default one unless named). */
export async function dashboardRoutes(
  app: FastifyInstance,
  options: { lists: ListsService; queries: PortfolioQueries; market: CachedMarketData },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/dashboard/watchlist',
    { schema: { ...common, querystring: WatchlistQuerySchema, response: { 200: WatchlistResponseSchema, ...errors } } },
    async (request) => {
      const actor = actorOf(request);
      const listId = request.query.listId ?? (await options.lists.defaultListId(actor));
      const positions = await options.queries.positions(actor, { listId });
      return watchlistResponse(options.market, positions.map((position) => position.symbol));
    },
  );

  api.put(
    '/dashboard/set-default-list',
    { schema: { ...common, body: SetDefaultListRequestSchema, response: { 200: SetDefaultListResponseSchema, ...errors } } },
    async (request) => {
      await options.lists.setDefault(actorOf(request), request.body.listId);
      return { success: true };
    },
  );
}
