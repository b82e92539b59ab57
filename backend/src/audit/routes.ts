import {
  ApiErrorSchema,
  AuditCheckpointSchema,
  AuditCheckpointsSchema,
  AuditEventsPageSchema,
  AuditEventsQuerySchema,
  CheckpointCheckSchema,
  IdParamsSchema,
  VerifyReportSchema,
} from '@folio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { actorOf } from '../platform/idempotency.ts';
import type { AuditService } from './service.ts';

const common = { tags: ['audit'], security: [{ bearerAuth: [] }] };
const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema };
/** Each of these walks the whole log: a few per user and minute. */
const walksTheLog = { rateLimit: { max: 10, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => `audit|${request.userId}` } };

/** History for auditors: a list's events, as pages or NDJSON, a check of the log and read models, signed checkpoints. */
export async function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/audit/lists/:id/events',
    { schema: { ...common, params: IdParamsSchema, querystring: AuditEventsQuerySchema, response: { 200: AuditEventsPageSchema, ...errors } } },
    (request) => audit.listEvents(actorOf(request), request.params.id, request.query.page, request.query.limit),
  );

  api.get(
    '/audit/lists/:id/events/export',
    { schema: { ...common, params: IdParamsSchema, description: 'Every event of the list as NDJSON, oldest first, each with its hash-chain link.' } },
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
    {
      config: walksTheLog,
      schema: {
        ...common,
        description: "Checks the whole log's hash chain (naming the first broken event) and rebuilds your read models from the log, reporting any difference.",
        response: { 200: VerifyReportSchema, ...errors, 429: ApiErrorSchema },
      },
    },
    (request) => audit.verify(actorOf(request)),
  );

  api.get(
    '/audit/checkpoints',
    { schema: { ...common, summary: 'List signed checkpoints', description: 'Signed checkpoints of the hash chain, oldest first (one a day, and any made on demand).', response: { 200: AuditCheckpointsSchema, 401: ApiErrorSchema } } },
    async () => ({ checkpoints: await audit.checkpoints.list() }),
  );

  api.get(
    '/audit/checkpoints/export',
    { schema: { ...common, summary: 'Export signed checkpoints', description: 'The checkpoints as a JSON file to keep, for a later POST /api/audit/checkpoints/verify.', response: { 200: AuditCheckpointsSchema, 401: ApiErrorSchema } } },
    async (_request, reply) => {
      reply.header('content-disposition', 'attachment; filename="folio-checkpoints.json"');
      return { checkpoints: await audit.checkpoints.list() };
    },
  );

  api.post(
    '/audit/checkpoints',
    {
      config: walksTheLog,
      schema: {
        ...common,
        summary: 'Sign a checkpoint now',
        description: 'Checks the chain and signs its head. 409 when the chain is broken or the log is empty.',
        response: { 201: AuditCheckpointSchema, 401: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (_request, reply) => reply.status(201).send(await audit.checkpoints.create()),
  );

  api.post(
    '/audit/checkpoints/verify',
    {
      config: walksTheLog,
      schema: {
        ...common,
        summary: 'Check a kept checkpoint',
        description: "Whether a checkpoint exported earlier is signed by this server's key and the log still has that hash at that position.",
        body: AuditCheckpointSchema,
        response: { 200: CheckpointCheckSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    (request) => audit.checkpoints.check(request.body),
  );

  api.get(
    '/audit/public-key',
    { schema: { ...common, summary: 'Download the checkpoint public key', description: 'The Ed25519 public key that signs checkpoints (SPKI PEM).' } },
    async (_request, reply) =>
      reply.type('application/x-pem-file').header('content-disposition', 'attachment; filename="folio-audit-public-key.pem"').send(audit.checkpoints.publicKeyPem()),
  );
}
