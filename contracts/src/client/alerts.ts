import type { CreateAlertRequest, UpdateAlertRequest } from '../alerts/alert.ts';
import { queryString, type RequestFn } from './request.ts';

const alert = (id: string) => `/alerts/${encodeURIComponent(id)}`;

export const alertsApi = (request: RequestFn) => ({
  all: () => request('GET', '/alerts', 'AlertsResponse'),
  create: (body: CreateAlertRequest) => request('POST', '/alerts', 'Alert', body),
  update: (id: string, body: UpdateAlertRequest) => request('PUT', alert(id), 'Alert', body),
  remove: (id: string) => request('DELETE', alert(id), 'Success'),
});

export const notificationsApi = (request: RequestFn, baseUrl: string) => ({
  all: (limit?: number) => request('GET', `/notifications${queryString({ limit })}`, 'NotificationsResponse'),
  markRead: (id: string) => request('POST', `/notifications/${encodeURIComponent(id)}/read`, 'MarkReadResponse', {}),
  markAllRead: () => request('POST', '/notifications/read-all', 'MarkReadResponse', {}),
  streamTicket: () => request('POST', '/notifications/stream-ticket', 'StreamTicket', {}),
  /** The EventSource URL for a ticket (and where to resume). */
  streamUrl: (ticket: string, lastEventId?: number | null) =>
    `${baseUrl}/notifications/stream${queryString({ ticket, lastEventId: lastEventId ?? undefined })}`,
});
