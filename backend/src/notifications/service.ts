/**
 * Notifications use cases: the owner's list with the unread count, marking one or all read
 * (events on `notifications-{userId}`), and stream tickets for the live feed.
 */
import type { NotificationsResponse } from '@folio/contracts';
import type { ReadStore } from '../readstore/port.ts';
import type { Actor } from '../shared/actor.ts';
import { handleCommand, type CommandDeps } from '../shared/commands.ts';
import { NotFoundError } from '../shared/errors.ts';
import { notificationsDecider, type NotificationsCommand } from './decider.ts';
import { notificationsStream } from './events.ts';
import { NOTIFICATIONS, notificationFromDoc, type NotificationDoc } from './projection.ts';
import { streamTickets } from './tickets.ts';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

export interface NotificationsDeps extends CommandDeps {
  readStore: ReadStore;
}

export function notificationsService(deps: NotificationsDeps) {
  const notifications = () => deps.readStore.collection<NotificationDoc>(NOTIFICATIONS);
  const unreadCount = (userId: string) => notifications().count({ ownerId: userId, readAt: null });
  const tickets = streamTickets({ readStore: deps.readStore, now: () => deps.runtime.now() });

  const record = (actor: Actor, command: NotificationsCommand) =>
    handleCommand(deps, {
      streamId: notificationsStream(actor.userId),
      decider: notificationsDecider,
      command,
      metadata: { userId: actor.userId, correlationId: actor.correlationId },
    });

  return {
    tickets,

    /** The newest first. */
    async list(actor: Actor, limit = 20): Promise<NotificationsResponse> {
      const docs = await notifications().find({ ownerId: actor.userId }, { sort: { sequence: -1 }, limit });
      return { notifications: docs.map(notificationFromDoc), unreadCount: await unreadCount(actor.userId) };
    },

    async markRead(actor: Actor, notificationId: string) {
      const doc = await notifications().findOne({ _id: notificationId });
      if (!doc || doc.ownerId !== actor.userId) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
      await record(actor, { type: 'MarkRead', data: { notificationId, sequence: doc.sequence, readAt: deps.runtime.now().toISOString() } });
      return { success: true as const, unreadCount: await unreadCount(actor.userId) };
    },

    /** Everything the owner has now; a notification arriving later stays unread. */
    async markAllRead(actor: Actor) {
      const [newest] = await notifications().find({ ownerId: actor.userId }, { sort: { sequence: -1 }, limit: 1 });
      if (newest) await record(actor, { type: 'MarkAllRead', data: { upToSequence: newest.sequence, readAt: deps.runtime.now().toISOString() } });
      return { success: true as const, unreadCount: await unreadCount(actor.userId) };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
