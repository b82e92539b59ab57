/**
 * The notifications read model: one document per AlertTriggered or StopLossTriggered, in the
 * owner's words, with its log position as `sequence` (the SSE event id). Marking read follows
 * the owner's notifications stream.
 */
import type { AlertType, Notification } from '@folio/contracts';
import type { AlertTriggered, StopLossTriggered } from '../alerts/events.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import type { Projection } from '../projections/projection.ts';
import type { Doc, ReadStore } from '../readstore/port.ts';
import type { NotificationEvent } from './events.ts';

export interface NotificationDoc extends Doc, Omit<Notification, 'id'> {
  ownerId: string;
}

export const NOTIFICATIONS = 'notifications';

const TYPE_TITLES: Record<AlertType, string> = {
  PRICE: 'Price alert',
  PERCENT_MOVE: 'Daily move alert',
  NEWS: 'News alert',
  TECHNICAL_ANALYSIS: 'Technical alert',
};

export const NOTIFYING_EVENTS: ReadonlySet<string> = new Set(['AlertTriggered', 'StopLossTriggered']);

/** The notification an event makes (pure: the hub pushes the same document the projection stores). */
export function notificationFromEvent(recorded: RecordedEvent): NotificationDoc | null {
  const event = recorded as unknown as AlertTriggered | StopLossTriggered;
  const ownerId = recorded.metadata.userId ?? recorded.streamId.replace(/^alerts-/, '');
  const common = { _id: recorded.id, ownerId, readAt: null, sequence: recorded.position, message: event.data.message, symbol: event.data.symbol };
  if (event.type === 'AlertTriggered') {
    return {
      ...common, kind: 'ALERT_TRIGGERED', alertId: event.data.alertId, title: `${TYPE_TITLES[event.data.type]}: ${event.data.symbol}`,
      channel: event.data.channel, createdAt: event.data.triggeredAt,
    };
  }
  if (event.type === 'StopLossTriggered') {
    return { ...common, kind: 'STOP_LOSS', alertId: null, title: `Stop loss: ${event.data.symbol}`, channel: 'IN_APP', createdAt: event.data.triggeredAt };
  }
  return null;
}

export function notificationFromDoc({ _id, _position, ownerId, ...rest }: NotificationDoc): Notification {
  return { id: _id, ...rest };
}

export const notificationsProjection: Projection = {
  name: 'notifications',
  collections: [NOTIFICATIONS],
  handles: new Set(['AlertTriggered', 'StopLossTriggered', 'NotificationRead', 'AllNotificationsRead']),

  async setup(store: ReadStore) {
    await store.collection<NotificationDoc>(NOTIFICATIONS).createIndex(['ownerId']);
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const notifications = store.collection<NotificationDoc>(NOTIFICATIONS);
    const at = recorded.position;
    const made = notificationFromEvent(recorded);
    if (made) {
      await notifications.putIfNewer(made, at);
      return;
    }
    const event = recorded as unknown as NotificationEvent;
    const ownerId = recorded.metadata.userId ?? recorded.streamId.replace(/^notifications-/, '');
    if (event.type === 'NotificationRead') {
      // Looked up as the owner's: another user's notification is neither read nor touched.
      const doc = await notifications.findOne({ _id: event.data.notificationId, ownerId });
      if (doc && doc.readAt === null) await notifications.putIfNewer({ ...doc, readAt: event.data.readAt }, at);
    } else if (event.type === 'AllNotificationsRead') {
      const unread = await notifications.find({ ownerId, readAt: null, sequence: { $lte: event.data.upToSequence } });
      for (const doc of unread) await notifications.putIfNewer({ ...doc, readAt: event.data.readAt }, at);
    }
  },
};
