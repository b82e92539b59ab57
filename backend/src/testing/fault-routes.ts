/**
 * Test-only routes (registered only when DEV_LOGIN is on, which production refuses) for the fault
 * and load suite (`npm run soak`): make a projection throw, and make the embedded event store
 * answer SQLITE_FULL as a full disk would (SQLite's own page limit, so the failure is real).
 */
import { ApiErrorSchema } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventStore } from '../eventstore/port.ts';
import { SqliteEventStore } from '../eventstore/sqlite.ts';
import { NotFoundError } from '../shared/errors.ts';
import type { ProjectionFaults } from './projection-faults.ts';

/** SQLite's default max_page_count. */
const NO_LIMIT = 4_294_967_294;

export async function faultTestingRoutes(app: FastifyInstance, options: { faults: ProjectionFaults; projectionNames: string[]; events: EventStore }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['testing'], security: [{ bearerAuth: [] }] };

  api.put(
    '/testing/projections/:name/fault',
    {
      schema: {
        ...common,
        summary: 'Test only: make a projection throw',
        description: 'Only when DEV_LOGIN is enabled (tests), never in production. message null lifts the fault.',
        params: z.object({ name: z.string().min(1).max(100) }),
        body: z.object({ message: z.string().min(1).max(500).nullable() }),
        response: { 200: z.object({ name: z.string(), message: z.string().nullable() }), 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    (request) => {
      const { name } = request.params;
      if (!options.projectionNames.includes(name)) throw new NotFoundError(`No projection named ${name}`);
      options.faults.set(name, request.body.message);
      return { name, message: request.body.message };
    },
  );

  api.put(
    '/testing/event-store/space',
    {
      schema: {
        ...common,
        summary: 'Test only: limit the event store file to its size plus some pages',
        description:
          'Only when DEV_LOGIN is enabled (tests), never in production, embedded store only. SQLite then answers SQLITE_FULL, as on a full disk; freePages null lifts the limit.',
        body: z.object({ freePages: z.number().int().min(0).max(1_000_000).nullable() }),
        response: { 200: z.object({ pageCount: z.number(), maxPageCount: z.number() }), 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    (request) => {
      if (!(options.events instanceof SqliteEventStore)) throw new NotFoundError('Only the embedded event store can be limited');
      const db = options.events.database;
      const pageCount = (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
      const limit = request.body.freePages === null ? NO_LIMIT : pageCount + request.body.freePages;
      const maxPageCount = (db.prepare(`PRAGMA max_page_count = ${limit}`).get() as { max_page_count: number }).max_page_count;
      return { pageCount, maxPageCount };
    },
  );
}
