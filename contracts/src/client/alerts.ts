import { SuccessSchema } from '../common.ts';
import { AlertSchema, AlertsResponseSchema, type CreateAlertRequest, type UpdateAlertRequest } from '../alerts/alert.ts';
import { MarkReadResponseSchema, NotificationsResponseSchema, StreamTicketSchema } from '../alerts/notifications.ts';
import { queryString, type RequestFn } from './request.ts';

const alert = (id: string) => `/alerts/${encodeURIComponent(id)}`;

export const alertsApi = (request: RequestFn) => ({
  all: () => request('GET', '/alerts', AlertsResponseSchema),
  create: (body: CreateAlertRequest) => request('POST', '/alerts', AlertSchema, body),
  update: (id: string, body: UpdateAlertRequest) => request('PUT', alert(id), AlertSchema, body),
  remove: (id: string) => request('DELETE', alert(id), SuccessSchema),
});

export const notificationsApi = (request: RequestFn, baseUrl: string) => ({
  all: (limit?: number) => request('GET', `/notifications${queryString({ limit })}`, NotificationsResponseSchema),
  markRead: (id: string) => request('POST', `/notifications/${encodeURIComponent(id)}/read`, MarkReadResponseSchema, {}),
  markAllRead: () => request('POST', '/notifications/read-all', MarkReadResponseSchema, {}),
  streamTicket: () => request('POST', '/notifications/stream-ticket', StreamTicketSchema, {}),
  /** The EventSource URL for a ticket (and where to resume). */
  streamUrl: (ticket: string, lastEventId?: number | null) =>
    `${baseUrl}/notifications/stream${queryString({ ticket, lastEventId: lastEventId ?? undefined })}`,
});
