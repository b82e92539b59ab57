import {
  AddStockRequestSchema,
  ApiErrorSchema,
  IdParamsSchema,
  ListIdQuerySchema,
  PortfolioItemSchema,
  PortfolioItemsSchema,
  PortfolioSummarySchema,
  SaleResultSchema,
  SellPositionRequestSchema,
  SuccessSchema,
  TransactionsPageSchema,
  TransactionsQuerySchema,
  UpdateStockRequestSchema,
} from '@folio/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../platform/idempotency.ts';
import { NotFoundError } from '../shared/errors.ts';
import { POSITION_NOT_FOUND } from './decider.ts';
import type { Enrichment } from './prices.ts';
import type { PortfolioQueries } from './queries.ts';
import type { PortfolioCommands } from './service.ts';
import { lotRoutes } from './lot-routes.ts';

export interface PortfolioRouteOptions {
  commands: PortfolioCommands;
  queries: PortfolioQueries;
}

export const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema };
export const common = { tags: ['investments'], security: [{ bearerAuth: [] }] };
/** An answer already serialised (and checked against its schema when it was built): sent as is. */
const sendSerialised = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json);

/** Holdings: the item views, adding, editing, deleting and selling positions, the ledger. */
export async function portfolioRoutes(app: FastifyInstance, { commands, queries }: PortfolioRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const views: [string, Enrichment, string][] = [
    ['/investments', 'quote', 'Holdings with current prices.'],
    ['/investments/fast', 'cache', 'Holdings priced only from the market-data cache: never waits for upstream.'],
    ['/investments/enriched', 'full', 'Holdings with every stock metric.'],
    ['/investments/dashboard', 'full', 'Holdings for the dashboard, with every stock metric.'],
  ];
  for (const [url, enrichment, description] of views) {
    api.get(
      url,
      { schema: { ...common, description, querystring: ListIdQuerySchema, response: { 200: PortfolioItemsSchema, ...errors } } },
      async (request, reply) => sendSerialised(reply, await queries.itemsJson(actorOf(request), request.query, enrichment)),
    );
  }

  api.get(
    '/investments/summary',
    { schema: { ...common, querystring: ListIdQuerySchema, response: { 200: PortfolioSummarySchema, ...errors } } },
    async (request, reply) => sendSerialised(reply, await queries.summaryJson(actorOf(request), request.query)),
  );

  const itemOrThrow = async (actor: ReturnType<typeof actorOf>, positionId: string) => {
    const item = await queries.item(actor, positionId);
    if (!item) throw new NotFoundError(POSITION_NOT_FOUND);
    return item;
  };

  api.post(
    '/investments/stock',
    { schema: { ...common, body: AddStockRequestSchema, response: { 201: PortfolioItemSchema, ...errors } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const positionId = await commands.addStock(actor, request.body);
      return reply.status(201).send(await itemOrThrow(actor, positionId));
    },
  );

  api.put(
    '/investments/stock/:id',
    { schema: { ...common, params: IdParamsSchema, body: UpdateStockRequestSchema, response: { 200: PortfolioItemSchema, ...errors } } },
    async (request) => {
      const actor = actorOf(request);
      await commands.updateStock(actor, request.params.id, request.body);
      return itemOrThrow(actor, request.params.id);
    },
  );

  api.delete(
    '/investments/stock/:id',
    { schema: { ...common, params: IdParamsSchema, response: { 200: SuccessSchema, ...errors } } },
    async (request) => {
      await commands.removeStock(actorOf(request), request.params.id);
      return { success: true as const };
    },
  );

  api.post(
    '/investments/sell-position',
    { schema: { ...common, body: SellPositionRequestSchema, response: { 200: SaleResultSchema, ...errors } } },
    (request) => commands.sell(actorOf(request), request.body),
  );

  api.get(
    '/investments/transactions',
    { schema: { ...common, querystring: TransactionsQuerySchema, response: { 200: TransactionsPageSchema, ...errors } } },
    (request) => queries.transactions(actorOf(request), request.query),
  );

  await lotRoutes(app, { commands, queries });
}
