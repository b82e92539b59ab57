import {
  AlertSchema,
  AlertsResponseSchema,
  ApiErrorSchema,
  CreateAlertRequestSchema,
  IdParamsSchema,
  SuccessSchema,
  UpdateAlertRequestSchema,
} from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../platform/idempotency.ts';
import type { AlertsService } from './service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const common = { tags: ['alerts'], security: [{ bearerAuth: [] }] };

/** GET/POST /alerts, PUT/DELETE /alerts/{id}: owner-scoped (another user's alert is 404). */
export async function alertsRoutes(app: FastifyInstance, options: { alerts: AlertsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { alerts } = options;

  api.get('/alerts', { schema: { ...common, summary: "The user's alerts, newest first", response: { 200: AlertsResponseSchema, ...errors } } }, (request) =>
    alerts.list(actorOf(request)),
  );

  api.post(
    '/alerts',
    { schema: { ...common, summary: 'Create an alert', body: CreateAlertRequestSchema, response: { 201: AlertSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await alerts.create(actorOf(request), request.body)),
  );

  api.put(
    '/alerts/:id',
    {
      schema: { ...common, summary: 'Enable or disable an alert', params: IdParamsSchema, body: UpdateAlertRequestSchema, response: { 200: AlertSchema, ...errors } },
    },
    (request) => alerts.setActive(actorOf(request), request.params.id, request.body.isActive),
  );

  api.delete(
    '/alerts/:id',
    { schema: { ...common, summary: 'Delete an alert', params: IdParamsSchema, response: { 200: SuccessSchema, ...errors } } },
    (request) => alerts.remove(actorOf(request), request.params.id),
  );
}
