import {
  ApiErrorSchema,
  CreateListRequestSchema,
  DeleteListResponseSchema,
  IdParamsSchema,
  ListPreferencesSchema,
  ListSchema,
  ListsResponseSchema,
  UpdateListPreferencesRequestSchema,
  UpdateListRequestSchema,
} from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../platform/idempotency.ts';
import type { ListsService } from './service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const common = { tags: ['lists'], security: [{ bearerAuth: [] }] };

export async function listsRoutes(app: FastifyInstance, options: { lists: ListsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { lists } = options;

  api.get('/lists', { schema: { ...common, response: { 200: ListsResponseSchema, ...errors } } }, (request) =>
    lists.all(actorOf(request)),
  );

  api.post(
    '/lists',
    { schema: { ...common, body: CreateListRequestSchema, response: { 201: ListSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await lists.create(actorOf(request), request.body)),
  );

  api.put(
    '/lists/:id',
    { schema: { ...common, params: IdParamsSchema, body: UpdateListRequestSchema, response: { 200: ListSchema, ...errors } } },
    (request) => lists.update(actorOf(request), request.params.id, request.body),
  );

  api.delete(
    '/lists/:id',
    { schema: { ...common, params: IdParamsSchema, response: { 200: DeleteListResponseSchema, ...errors } } },
    (request) => lists.remove(actorOf(request), request.params.id),
  );

  api.get(
    '/lists/:id/preferences',
    { schema: { ...common, params: IdParamsSchema, response: { 200: ListPreferencesSchema, ...errors } } },
    (request) => lists.preferences(actorOf(request), request.params.id),
  );

  api.put(
    '/lists/:id/preferences',
    { schema: { ...common, params: IdParamsSchema, body: UpdateListPreferencesRequestSchema, response: { 200: ListPreferencesSchema, ...errors } } },
    (request) => lists.setPreferences(actorOf(request), request.params.id, request.body),
  );

  api.post(
    '/lists/:id/set-default',
    { schema: { ...common, params: IdParamsSchema, response: { 200: ListSchema, ...errors } } },
    (request) => lists.setDefault(actorOf(request), request.params.id),
  );
}
