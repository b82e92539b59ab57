import { ApiErrorSchema, ApiUsageSchema } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UsageService } from './service.ts';

export async function usageRoutes(app: FastifyInstance, options: { usage: UsageService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/usage',
    {
      schema: {
        tags: ['usage'],
        security: [{ bearerAuth: [] }],
        summary: "Today's outbound requests per provider against their daily limits",
        response: { 200: ApiUsageSchema, 401: ApiErrorSchema },
      },
    },
    () => options.usage.report(),
  );
}
