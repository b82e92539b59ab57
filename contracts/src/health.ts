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
    }),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
