import { z } from 'zod';

export const HealthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    eventStore: z.enum(['embedded', 'eventstoredb']),
    readStore: z.enum(['embedded', 'mongodb']),
    projections: z.object({
      /** Global position of the newest event in the log. */
      head: z.number().nullable(),
      /** Position the read models have reached. */
      position: z.number().nullable(),
      /** Events written but not yet in the read models. */
      lag: z.number().int().nonnegative(),
      error: z.string().nullable(),
      /**
       * Commands' events applied ahead of other users' events queued before them, since start:
       * read-your-writes that did not wait for another user's import to be projected.
       */
      appliedAhead: z.number().int().nonnegative(),
      /**
       * Each projection: a failing one is set aside (its read model falls behind, the others keep
       * up) and retried with a growing pause until it catches up.
       */
      each: z.array(
        z.object({
          name: z.string(),
          checkpoint: z.number().nullable(),
          lag: z.number().int().nonnegative(),
          error: z.string().nullable(),
          failingSince: z.string().nullable(),
          attempts: z.number().int().nonnegative(),
          nextRetryAt: z.string().nullable(),
        }),
      ),
    }),
    /** Each reactor's progress through the log and the events it gave up on. */
    reactors: z.array(
      z.object({
        name: z.string(),
        checkpoint: z.number().nullable(),
        lag: z.number().int().nonnegative(),
        /** Events parked after their retries failed. */
        parked: z.number().int().nonnegative(),
        lastError: z.string().nullable(),
      }),
    ),
    /** Each periodic job: its interval, last run (whichever instance ran it) and this instance's next run. */
    jobs: z.array(
      z.object({
        name: z.string(),
        intervalMs: z.number().int().positive(),
        running: z.boolean(),
        lastRunAt: z.string().nullable(),
        lastDurationMs: z.number().int().nonnegative().nullable(),
        lastError: z.string().nullable(),
        nextRunAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
