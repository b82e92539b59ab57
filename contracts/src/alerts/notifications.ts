/**
 * Notifications: what an alert firing (or a stop-loss crossing) tells its owner, in the app and
 * by email. The shell's bell reads GET /api/notifications; new ones arrive over Server-Sent
 * Events (GET /api/notifications/stream) opened with a short-lived single-use ticket.
 */
import { z } from 'zod';
import { AlertChannelSchema } from './alert.ts';

export const NotificationKindSchema = z.enum(['ALERT_TRIGGERED', 'STOP_LOSS']);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

export const NotificationSchema = z
  .object({
    id: z.string(),
    kind: NotificationKindSchema,
    /** The alert that fired; null for a stop-loss notification. */
    alertId: z.string().nullable(),
    symbol: z.string(),
    title: z.string(),
    message: z.string(),
    channel: AlertChannelSchema,
    createdAt: z.string(),
    readAt: z.string().nullable(),
    /** Its place in the event log: the SSE event id, and what Last-Event-ID resumes after. */
    sequence: z.number().int(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsResponseSchema = z
  .object({ notifications: z.array(NotificationSchema), unreadCount: z.number().int().nonnegative() })
  .meta({ id: 'Notifications' });
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

export const NotificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be between 1 and 100').max(100, 'limit must be between 1 and 100').default(20),
});

export const StreamTicketSchema = z
  .object({
    /** Opens GET /api/notifications/stream?ticket=... once, within `expiresInSeconds`. */
    ticket: z.string(),
    expiresInSeconds: z.number().int().positive(),
  })
  .meta({ id: 'StreamTicket' });
export type StreamTicket = z.infer<typeof StreamTicketSchema>;

export const NotificationStreamQuerySchema = z.object({
  ticket: z.string().min(1, 'A stream ticket is required'),
  /** For a new EventSource after a reconnect (it cannot send Last-Event-ID itself). */
  lastEventId: z.coerce.number().int().min(0).optional(),
});

export const MarkReadResponseSchema = z
  .object({ success: z.literal(true), unreadCount: z.number().int().nonnegative() })
  .meta({ id: 'MarkReadResponse' });
