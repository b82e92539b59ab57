import { z } from 'zod';

export const AuditEventSchema = z.object({
  position: z.number(),
  revision: z.number(),
  type: z.string(),
  data: z.unknown(),
  occurredAt: z.string(),
  by: z.object({ userId: z.string().nullable(), email: z.string().nullable() }),
  correlationId: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditEventsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export const AuditEventsPageSchema = z
  .object({ events: z.array(AuditEventSchema), page: z.number(), limit: z.number(), total: z.number(), hasMore: z.boolean() })
  .meta({ id: 'AuditEventsPage' });

export const VerifyReportSchema = z
  .object({
    ok: z.boolean(),
    eventsReplayed: z.number(),
    collections: z.array(
      z.object({
        name: z.string(),
        stored: z.number(),
        rebuilt: z.number(),
        differences: z.array(z.object({ id: z.string(), kind: z.enum(['missing', 'unexpected', 'changed']) })),
      }),
    ),
  })
  .meta({ id: 'VerifyReport' });
export type VerifyReport = z.infer<typeof VerifyReportSchema>;
