import {
  IdParamsSchema,
  LotParamsSchema,
  LotRequestSchema,
  PortfolioItemSchema,
  SaleChangeRequestSchema,
  SaleResultSchema,
} from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../platform/idempotency.ts';
import { NotFoundError } from '../shared/errors.ts';
import { POSITION_NOT_FOUND } from './decider.ts';
import type { PortfolioRouteOptions } from './routes.ts';
import { common, errors } from './routes.ts';

const SaleParamsSchema = z.object({ saleId: z.string().min(1) });

/** Editing a position's history one entry at a time: its lots, and its recorded sales. */
export async function lotRoutes(app: FastifyInstance, { commands, queries }: PortfolioRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const itemOrThrow = async (actor: ReturnType<typeof actorOf>, positionId: string) => {
    const item = await queries.item(actor, positionId);
    if (!item) throw new NotFoundError(POSITION_NOT_FOUND);
    return item;
  };

  api.post(
    '/investments/stock/:id/lots',
    {
      schema: {
        ...common, summary: 'Add a purchase to a position as a new lot',
        params: IdParamsSchema, body: LotRequestSchema, response: { 201: PortfolioItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await commands.addLot(actor, request.params.id, request.body);
      return reply.status(201).send(await itemOrThrow(actor, request.params.id));
    },
  );

  api.put(
    '/investments/stock/:id/lots/:lotId',
    {
      schema: {
        ...common, summary: "Change one lot's open shares, price or trade date",
        params: LotParamsSchema, body: LotRequestSchema, response: { 200: PortfolioItemSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await commands.changeLot(actor, { positionId: request.params.id, lotId: request.params.lotId, ...request.body });
      return itemOrThrow(actor, request.params.id);
    },
  );

  api.delete(
    '/investments/stock/:id/lots/:lotId',
    {
      schema: {
        ...common, summary: "Remove a lot's open shares (recorded sales stay)",
        params: LotParamsSchema, response: { 200: PortfolioItemSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await commands.removeLot(actor, request.params.id, request.params.lotId);
      return itemOrThrow(actor, request.params.id);
    },
  );

  api.put(
    '/investments/sales/:saleId',
    {
      schema: {
        ...common, summary: "Change a recorded sale's price, fees, date or notes",
        params: SaleParamsSchema, body: SaleChangeRequestSchema, response: { 200: SaleResultSchema, ...errors },
      },
    },
    (request) => commands.changeSale(actorOf(request), { saleId: request.params.saleId, ...request.body, notes: request.body.notes ?? null }),
  );
}
