import {
  ApiErrorSchema,
  CreateSmartListRequestSchema,
  IdParamsSchema,
  SmartListPerformanceSchema,
  SmartListSchema,
  SmartListsResponseSchema,
  SuccessSchema,
} from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../platform/idempotency.ts';
import type { SmartListsService } from './service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const common = { tags: ['smart-lists'], security: [{ bearerAuth: [] }] };

export async function smartListsRoutes(app: FastifyInstance, options: { smartLists: SmartListsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { smartLists } = options;

  api.get('/smart-lists', { schema: { ...common, summary: "The user's smart lists", response: { 200: SmartListsResponseSchema, ...errors } } }, (request) =>
    smartLists.all(actorOf(request)),
  );

  api.post(
    '/smart-lists',
    { schema: { ...common, summary: 'Create a smart list (members come with the first rebalance)', body: CreateSmartListRequestSchema, response: { 201: SmartListSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await smartLists.create(actorOf(request), request.body)),
  );

  api.post(
    '/smart-lists/:id/rebalance',
    { schema: { ...common, summary: "Choose a smart list's members and weights from its criteria", params: IdParamsSchema, response: { 200: SmartListSchema, ...errors } } },
    (request) => smartLists.rebalance(actorOf(request), request.params.id),
  );

  api.get(
    '/smart-lists/:id/performance',
    {
      schema: {
        ...common,
        summary: "A smart list's last 30 days on a notional amount",
        params: IdParamsSchema,
        response: { 200: SmartListPerformanceSchema, ...errors, 503: ApiErrorSchema },
      },
    },
    (request) => smartLists.performance(actorOf(request), request.params.id),
  );

  api.delete(
    '/smart-lists/:id',
    { schema: { ...common, summary: 'Delete a smart list', params: IdParamsSchema, response: { 200: SuccessSchema, ...errors } } },
    (request) => smartLists.remove(actorOf(request), request.params.id),
  );
}
