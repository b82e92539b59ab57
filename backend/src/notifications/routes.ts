import {
  ApiErrorSchema,
  IdParamsSchema,
  MarkReadResponseSchema,
  NotificationsQuerySchema,
  NotificationsResponseSchema,
  NotificationStreamQuerySchema,
  StreamTicketSchema,
  type Notification,
} from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../platform/idempotency.ts';
import { UnauthorizedError } from '../shared/errors.ts';
import type { NotificationHub } from './hub.ts';
import type { NotificationsService } from './service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const common = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

export interface NotificationRouteOptions {
  notifications: NotificationsService;
  hub: NotificationHub;
  /** Comment lines that keep proxies from closing an idle stream. */
  heartbeatMs: number;
}

export const INVALID_TICKET = 'This stream ticket is unknown, used or expired. Ask for a new one.';

// One notification goes to every open stream of its owner: serialise it once.
const messages = new WeakMap<Notification, string>();

/** One SSE message: the notification's log position is its id, so Last-Event-ID resumes after it. */
export function sseMessage(notification: Notification): string {
  let message = messages.get(notification);
  if (message === undefined) {
    message = `id: ${notification.sequence}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`;
    messages.set(notification, message);
  }
  return message;
}

export async function notificationsRoutes(app: FastifyInstance, options: NotificationRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { notifications, hub } = options;
  // Open streams would keep the server from closing: end them first.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  api.get(
    '/notifications',
    { schema: { ...common, summary: "The user's notifications, newest first, with the unread count", querystring: NotificationsQuerySchema, response: { 200: NotificationsResponseSchema, ...errors } } },
    (request) => notifications.list(actorOf(request), request.query.limit),
  );

  api.post(
    '/notifications/:id/read',
    { schema: { ...common, summary: 'Mark a notification read', params: IdParamsSchema, response: { 200: MarkReadResponseSchema, ...errors } } },
    (request) => notifications.markRead(actorOf(request), request.params.id),
  );

  api.post(
    '/notifications/read-all',
    { schema: { ...common, summary: 'Mark every notification read', response: { 200: MarkReadResponseSchema, ...errors } } },
    (request) => notifications.markAllRead(actorOf(request)),
  );

  api.post(
    '/notifications/stream-ticket',
    { schema: { ...common, summary: 'A single-use ticket that opens the live notification stream', response: { 200: StreamTicketSchema, ...errors } } },
    (request) => notifications.tickets.issue(request.userId),
  );

  api.get(
    '/notifications/stream',
    {
      config: { public: true },
      schema: {
        tags: ['notifications'],
        summary: 'Live notifications (Server-Sent Events)',
        description:
          'Opened with a ticket from POST /api/notifications/stream-ticket (EventSource cannot send headers; the session token never goes in a URL). ' +
          'Each event is `event: notification` with the notification as data and its sequence as id; send Last-Event-ID (or lastEventId) to get what was missed.',
        querystring: NotificationStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const userId = await notifications.tickets.redeem(request.query.ticket);
      if (!userId) throw new UnauthorizedError(INVALID_TICKET);
      const header = Number(request.headers['last-event-id']);
      const lastEventId = request.query.lastEventId ?? (Number.isInteger(header) && header >= 0 ? header : null);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: 3000\n: connected\n\n`);
      const close = await hub.connect(userId, lastEventId, (notification) => raw.write(sseMessage(notification)));
      const heartbeat = setInterval(() => raw.write(`: heartbeat ${Date.now()}\n\n`), options.heartbeatMs);
      heartbeat.unref();
      const end = () => {
        if (!open.delete(end)) return;
        clearInterval(heartbeat);
        close();
        raw.end();
      };
      open.add(end);
      request.raw.on('close', end);
      raw.on('error', end);
    },
  );
}
