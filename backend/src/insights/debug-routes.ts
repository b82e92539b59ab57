/** What answers the AI features, and the owner-scoped debug log of its prompts and answers. */
import { ClearLogsResponseSchema, IdParamsSchema, LlmInfoSchema, LlmLogEntrySchema, LlmLogQuerySchema, LlmLogsResponseSchema } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../platform/idempotency.ts';
import { NotFoundError } from '../shared/errors.ts';
import { common, errors } from './routes.ts';
import type { InsightsService } from './service.ts';

export async function insightsDebugRoutes(app: FastifyInstance, { insights }: { insights: InsightsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/investments/llm-info', { schema: { ...common, response: { 200: LlmInfoSchema, ...errors } } }, (request) => insights.llmInfo(actorOf(request)));

  api.get(
    '/investments/debug/llm-logs',
    { schema: { ...common, description: "The signed-in user's analyst calls, newest first (at most 100).", response: { 200: LlmLogsResponseSchema, ...errors } } },
    async (request) => ({ logs: await insights.debug.logs(actorOf(request)) }),
  );

  api.post(
    '/investments/debug/clear-logs',
    { schema: { ...common, description: "Deletes the signed-in user's debug log.", response: { 200: ClearLogsResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, cleared: await insights.debug.clear(actorOf(request)) }),
  );

  api.get(
    '/investments/debug/llm-response/:id',
    {
      schema: {
        ...common,
        description: 'The prompt and raw answers of a log entry; the id may also be an analysis id or a recommendation id (its latest analysis).',
        params: IdParamsSchema,
        querystring: LlmLogQuerySchema,
        response: { 200: LlmLogEntrySchema, ...errors },
      },
    },
    async (request) => {
      const entry = await insights.debug.entry(actorOf(request), request.params.id, request.query.listId);
      if (!entry) throw new NotFoundError('Log entry not found');
      return entry;
    },
  );
}
