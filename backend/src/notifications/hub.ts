/**
 * Live notifications: follows the event log (from its head at start) and hands each new
 * notification to its owner's open streams once the read model holds it, so a client that
 * reloads the list after a push sees the same thing. A stream opened with Last-Event-ID first
 * gets what it missed from the read model, then the live ones, in order, each once.
 */
import type { Notification } from '@folio/contracts';
import type { EventStore, RecordedEvent, Subscription } from '../eventstore/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import { NOTIFICATIONS, NOTIFYING_EVENTS, notificationFromDoc, notificationFromEvent, type NotificationDoc } from './projection.ts';

interface Client {
  userId: string;
  send(notification: Notification): void;
  /** The sequence of the last notification sent. */
  lastSent: number;
  /** Live notifications that arrived while the missed ones were being read. */
  pending: Notification[] | null;
}

export interface HubDeps {
  events: EventStore;
  readStore: ReadStore;
  /** Resolves once the read models include `position`. */
  waitForProjections(position: number): Promise<unknown>;
  onError?(error: unknown): void;
}

/** How many missed notifications a reconnect replays at most. */
export const MISSED_LIMIT = 200;

export class NotificationHub {
  private readonly clients = new Map<string, Set<Client>>();
  private subscription: Subscription | null = null;
  private readonly deps: HubDeps;
  /** When the last notification was handed to every open stream of its owner (ms, performance.now()). */
  lastFanOut: { sequence: number; streams: number; at: number } | null = null;
  /** Where failures are reported (the app sets its logger). */
  onError: ((error: unknown) => void) | null = null;

  constructor(deps: HubDeps) {
    this.deps = deps;
  }

  get connectionCount(): number {
    let count = 0;
    for (const set of this.clients.values()) count += set.size;
    return count;
  }

  async start(): Promise<void> {
    const head = await this.deps.events.headPosition();
    this.subscription = this.deps.events.subscribeToAll({
      after: head,
      onEvents: (batch) => this.dispatch(batch),
      onError: (error) => (this.onError ?? this.deps.onError)?.(error),
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
    this.clients.clear();
  }

  private async dispatch(batch: RecordedEvent[]) {
    const notifying = batch.filter((event) => NOTIFYING_EVENTS.has(event.type));
    const made = notifying.map(notificationFromEvent).filter((doc) => doc !== null);
    if (made.length === 0) return;
    await this.deps.waitForProjections(made.at(-1)!.sequence);
    for (const doc of made) {
      const clients = this.clients.get(doc.ownerId);
      if (!clients) continue;
      const notification = notificationFromDoc(doc);
      for (const client of clients) this.deliver(client, notification);
      this.lastFanOut = { sequence: doc.sequence, streams: clients.size, at: performance.now() };
    }
  }

  private deliver(client: Client, notification: Notification) {
    if (client.pending) {
      client.pending.push(notification);
      return;
    }
    if (notification.sequence <= client.lastSent) return;
    client.lastSent = notification.sequence;
    client.send(notification);
  }

  /**
   * Opens a stream for `userId`. With `lastEventId`, the notifications after it are sent first.
   * Returns the function that closes it.
   */
  async connect(userId: string, lastEventId: number | null, send: (notification: Notification) => void): Promise<() => void> {
    const client: Client = { userId, send, lastSent: lastEventId ?? -1, pending: lastEventId === null ? null : [] };
    let set = this.clients.get(userId);
    if (!set) this.clients.set(userId, (set = new Set()));
    set.add(client);
    const close = () => {
      const current = this.clients.get(userId);
      current?.delete(client);
      if (current?.size === 0) this.clients.delete(userId);
    };
    if (lastEventId !== null) {
      const missed = await this.deps.readStore
        .collection<NotificationDoc>(NOTIFICATIONS)
        .find({ ownerId: userId, sequence: { $gt: lastEventId } }, { sort: { sequence: 1 }, limit: MISSED_LIMIT });
      const live = client.pending ?? [];
      client.pending = null;
      for (const doc of missed) this.deliver(client, notificationFromDoc(doc));
      for (const notification of live) this.deliver(client, notification);
    }
    return close;
  }
}
