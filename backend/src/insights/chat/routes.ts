/** The assistant chat. The session says who is asking; a user id in the body is ignored. */
import { ChatQueryRequestSchema, ChatResponseSchema, ChatSuggestionsResponseSchema } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/idempotency.ts';
import { AI_RATE_LIMIT, errors } from '../routes.ts';
import type { InsightsService } from '../service.ts';

const common = { tags: ['chat'], security: [{ bearerAuth: [] }] };

export async function chatRoutes(app: FastifyInstance, { insights }: { insights: InsightsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/chat/suggestions', { schema: { ...common, response: { 200: ChatSuggestionsResponseSchema, ...errors } } }, (request) =>
    insights.suggestions(actorOf(request)),
  );

  api.post(
    '/chat/query',
    {
      config: { rateLimit: AI_RATE_LIMIT },
      schema: {
        ...common,
        description: "Answers from the signed-in user's own holdings, summary and active recommendations (one list with listId, else all lists).",
        body: ChatQueryRequestSchema,
        response: { 200: ChatResponseSchema, ...errors },
      },
    },
    (request) => insights.chat(actorOf(request), request.body),
  );
}
