import { ApiErrorSchema, AuditEventsPageSchema, AuditEventsQuerySchema, IdParamsSchema, VerifyReportSchema } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { actorOf } from '../platform/idempotency.ts';
import type { AuditService } from './service.ts';

const common = { tags: ['audit'], security: [{ bearerAuth: [] }] };
const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema };

/** History for auditors: a list's events, as pages or NDJSON, and a check of the read models. */
export async function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/audit/lists/:id/events',
    { schema: { ...common, params: IdParamsSchema, querystring: AuditEventsQuerySchema, response: { 200: AuditEventsPageSchema, ...errors } } },
    (request) => audit.listEvents(actorOf(request), request.params.id, request.query.page, request.query.limit),
  );

  api.get(
    '/audit/lists/:id/events/export',
    { schema: { ...common, params: IdParamsSchema, description: 'Every event of the list as NDJSON, oldest first.' } },
    async (request, reply) => {
      const lines = audit.exportListEvents(actorOf(request), request.params.id);
      const first = await lines.next(); // fails with 404 before any byte is sent
      async function* all() {
        if (!first.done) yield first.value;
        yield* lines;
      }
      return reply
        .type('application/x-ndjson')
        .header('content-disposition', `attachment; filename="list-${request.params.id}-events.ndjson"`)
        .send(Readable.from(all()));
    },
  );

  api.post(
    '/audit/verify',
    { schema: { ...common, description: 'Rebuilds your read models from the event log and reports any difference.', response: { 200: VerifyReportSchema, ...errors } } },
    (request) => audit.verify(actorOf(request)),
  );
}
