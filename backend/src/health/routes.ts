import { HealthResponseSchema } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Background } from '../background/index.ts';
import type { EventStore } from '../eventstore/port.ts';
import type { ProjectionEngine } from '../projections/engine.ts';
import type { ReadStore } from '../readstore/port.ts';

export async function healthRoutes(
  app: FastifyInstance,
  options: { events: EventStore; readStore: ReadStore; engine: ProjectionEngine; version: string; background: Background },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: HealthResponseSchema } } },
    async () => {
      const head = await options.events.headPosition();
      const position = options.engine.position;
      const lag = head === null ? 0 : Math.max(0, head - (position ?? 0));
      const error = options.engine.lastError;
      return {
        status: error ? ('degraded' as const) : ('ok' as const),
        version: options.version,
        eventStore: options.events.kind,
        readStore: options.readStore.kind,
        projections: {
          head,
          position,
          lag,
          error,
          appliedAhead: options.engine.appliedAhead,
          each: options.engine.status().map(({ name, checkpoint, failure }) => ({
            name,
            checkpoint,
            lag: head === null ? 0 : Math.max(0, head - (checkpoint ?? 0)),
            error: failure?.error ?? null,
            failingSince: failure?.since ?? null,
            attempts: failure?.attempts ?? 0,
            nextRetryAt: failure?.retryAt ?? null,
          })),
        },
        reactors: await options.background.reactors.status(),
        jobs: await options.background.scheduler.status(),
      };
    },
  );
}
