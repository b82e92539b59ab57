import {
  CashFlowRequestSchema,
  CashFlowSchema,
  CashFlowsSchema,
  IdParamsSchema,
  ListIdQuerySchema,
  SuccessSchema,
  TotalCashInvestedSchema,
  UpdateCashFlowRequestSchema,
} from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../platform/idempotency.ts';
import type { Actor } from '../shared/actor.ts';
import { NotFoundError } from '../shared/errors.ts';
import { CASH_FLOW_NOT_FOUND } from './decider.ts';
import { roundMoney } from './lots.ts';
import { common, errors, type PortfolioRouteOptions } from './routes.ts';

/** Deposits and withdrawals of a list (Portfolio settings -> Cash Management). */
export async function cashFlowRoutes(app: FastifyInstance, { commands, queries }: PortfolioRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { ...common, tags: ['cash flows'] };

  const find = async (actor: Actor, id: string) => {
    const flow = (await queries.cashFlows(actor, {})).find((candidate) => candidate.id === id);
    if (!flow) throw new NotFoundError(CASH_FLOW_NOT_FOUND);
    return flow;
  };

  api.post(
    '/investments/cash-flow',
    { schema: { ...schema, body: CashFlowRequestSchema, response: { 201: CashFlowSchema, ...errors } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await commands.recordCashFlow(actor, request.body);
      return reply.status(201).send(await find(actor, id));
    },
  );

  api.get(
    '/investments/cash-flows',
    { schema: { ...schema, querystring: ListIdQuerySchema, response: { 200: CashFlowsSchema, ...errors } } },
    (request) => queries.cashFlows(actorOf(request), request.query),
  );

  api.get(
    '/investments/total-cash-invested',
    { schema: { ...schema, querystring: ListIdQuerySchema, response: { 200: TotalCashInvestedSchema, ...errors } } },
    async (request) => {
      const flows = await queries.cashFlows(actorOf(request), request.query);
      const total = flows.reduce((sum, flow) => sum + (flow.type === 'deposit' ? flow.amount : -flow.amount), 0);
      return { totalCashInvested: roundMoney(total) };
    },
  );

  api.put(
    '/investments/cash-flow/:id',
    { schema: { ...schema, params: IdParamsSchema, body: UpdateCashFlowRequestSchema, response: { 200: CashFlowSchema, ...errors } } },
    async (request) => {
      const actor = actorOf(request);
      await commands.changeCashFlow(actor, request.params.id, request.body);
      return find(actor, request.params.id);
    },
  );

  api.delete(
    '/investments/cash-flow/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: SuccessSchema, ...errors } } },
    async (request) => {
      await commands.removeCashFlow(actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
}
