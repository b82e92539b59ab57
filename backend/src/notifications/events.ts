import type { DomainEvent } from '../shared/decider.ts';

/** What the owner did with their notifications lives in `notifications-{userId}`. */
export const notificationsStream = (userId: string) => `notifications-${userId}`;

export type NotificationRead = DomainEvent<'NotificationRead', { notificationId: string; readAt: string }>;
/** Every notification up to `upToSequence` (a log position) is read. */
export type AllNotificationsRead = DomainEvent<'AllNotificationsRead', { upToSequence: number; readAt: string }>;

export type NotificationEvent = NotificationRead | AllNotificationsRead;
