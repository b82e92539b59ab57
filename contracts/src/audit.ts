import { z } from 'zod';

const HashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hash in hex');

export const AuditEventSchema = z.object({
  position: z.number(),
  revision: z.number(),
  type: z.string(),
  data: z.unknown(),
  /** When the event was recorded (same as recordedAt; kept for existing readers). */
  occurredAt: z.string(),
  recordedAt: z.string(),
  /** The trade or cash-flow date the event is about (YYYY-MM-DD), when it has one. */
  businessDate: z.string().nullable(),
  /** The event's link in the log's hash chain; null for an event stored before the chain existed. */
  hash: z.string().nullable(),
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

export const ChainStartSchema = z.object({ throughPosition: z.number(), events: z.number(), hash: z.string(), at: z.string() });

export const ChainReportSchema = z
  .object({
    ok: z.boolean(),
    events: z.number(),
    head: z.object({ position: z.number(), hash: z.string() }).nullable(),
    /** Present when the log held events before the chain existed: from here on they are covered. */
    chainStart: ChainStartSchema.nullable(),
    firstBroken: z
      .object({
        position: z.number(),
        streamId: z.string(),
        revision: z.number(),
        type: z.string(),
        reason: z.enum(['hash-mismatch', 'hash-missing', 'chain-start-mismatch']),
      })
      .nullable(),
  })
  .meta({ id: 'ChainReport' });
export type ChainReport = z.infer<typeof ChainReportSchema>;

export const VerifyReportSchema = z
  .object({
    ok: z.boolean(),
    eventsReplayed: z.number(),
    /** The whole log's hash chain: an edited, removed or inserted event breaks it. */
    chain: ChainReportSchema,
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

/** A signed statement that the log's chain had `hash` at `position` at time `at`. */
export const AuditCheckpointSchema = z
  .object({
    position: z.number().int().min(0),
    hash: HashSchema,
    at: z.iso.datetime(),
    /** Ed25519 over `folio-checkpoint:v1\n{position}\n{hash}\n{at}`, base64. */
    signature: z.string().min(1).max(200),
    /** SHA-256 of the public key (SPKI DER), hex: which key signed it. */
    keyId: HashSchema,
  })
  .meta({ id: 'AuditCheckpoint' });
export type AuditCheckpoint = z.infer<typeof AuditCheckpointSchema>;

export const AuditCheckpointsSchema = z.object({ checkpoints: z.array(AuditCheckpointSchema) }).meta({ id: 'AuditCheckpoints' });

export const CheckpointCheckSchema = z
  .object({
    /** Both hold: the signature is this server's and the log still has that hash at that position. */
    ok: z.boolean(),
    signatureValid: z.boolean(),
    /** The hash the log's chain has at the checkpoint's position now; null when no event is there. */
    hashNow: z.string().nullable(),
    matches: z.boolean(),
    /** The whole chain checked up to its head (a break after the checkpoint is reported too). */
    chain: ChainReportSchema,
  })
  .meta({ id: 'CheckpointCheck' });
export type CheckpointCheck = z.infer<typeof CheckpointCheckSchema>;
