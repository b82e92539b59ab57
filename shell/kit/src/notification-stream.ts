/**
 * The live notification feed over Server-Sent Events. EventSource cannot send the session's
 * bearer token (and it must never go in a URL), so each connection first buys a single-use
 * ticket with an authenticated POST. A dropped connection is reopened with a fresh ticket and
 * `lastEventId`, so the server replays whatever arrived in between: nothing is missed.
 */
import type { Notification } from '@folio/contracts';
import { useEffect, useRef } from 'react';
import { api } from './api.ts';

export type StreamStatus = 'connecting' | 'open' | 'closed';

export interface NotificationStreamOptions {
  onNotification(notification: Notification): void;
  onStatus?(status: StreamStatus): void;
  /** Buys a ticket (default: POST /api/notifications/stream-ticket). */
  ticket?(): Promise<{ ticket: string }>;
  /** The stream URL (default: /api/notifications/stream?ticket=...&lastEventId=...). */
  url?(ticket: string, lastEventId: number | null): string;
  EventSource?: typeof EventSource;
  /** Delay before reconnect attempt n (1, 2, ...). */
  backoffMs?(attempt: number): number;
  /** The newest notification already shown: the first connection starts after it (null: only new ones). */
  lastEventId?: number | null;
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));

/** Opens the stream; returns the function that closes it for good. */
export function openNotificationStream(options: NotificationStreamOptions): () => void {
  const Source = options.EventSource ?? globalThis.EventSource;
  const ticket = options.ticket ?? (() => api.notifications.streamTicket());
  const url = options.url ?? ((value: string, last: number | null) => api.notifications.streamUrl(value, last));
  const backoff = options.backoffMs ?? defaultBackoff;
  let lastEventId: number | null = options.lastEventId ?? null;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let closed = false;

  const retry = () => {
    if (closed) return;
    attempt += 1;
    options.onStatus?.('connecting');
    timer = setTimeout(() => void connect(), backoff(attempt));
  };

  async function connect() {
    timer = null;
    if (closed || !Source) return;
    options.onStatus?.('connecting');
    let value: string;
    try {
      value = (await ticket()).ticket;
    } catch (error) {
      // Signed out: nothing to stream. Anything else (network, server) is worth another try.
      if ((error as { status?: number }).status === 401) {
        options.onStatus?.('closed');
        return;
      }
      retry();
      return;
    }
    if (closed) return;
    const current = new Source(url(value, lastEventId));
    source = current;
    current.onopen = () => {
      attempt = 0;
      options.onStatus?.('open');
    };
    current.addEventListener('notification', (event) => {
      const message = event as MessageEvent<string>;
      const id = Number(message.lastEventId);
      if (Number.isInteger(id)) lastEventId = Math.max(lastEventId ?? -1, id);
      options.onNotification(JSON.parse(message.data) as Notification);
    });
    // The ticket is spent: the browser's own reconnect would be refused, so reconnect here.
    current.onerror = () => {
      current.close();
      if (source === current) source = null;
      retry();
    };
  }

  void connect();
  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    source?.close();
    options.onStatus?.('closed');
  };
}

/**
 * Keeps the stream open while the component is mounted and `enabled`. `since`: the newest
 * notification the component already has (read when the stream opens), so one that arrives
 * between that read and the stream opening is still delivered.
 */
export function useNotificationStream(onNotification: (notification: Notification) => void, enabled = true, since: number | null = null): void {
  const handler = useRef(onNotification);
  handler.current = onNotification;
  const first = useRef(since);
  first.current = since;
  useEffect(() => {
    if (!enabled) return undefined;
    return openNotificationStream({ onNotification: (notification) => handler.current(notification), lastEventId: first.current });
  }, [enabled]);
}
