import type { Decider } from '../shared/decider.ts';
import type { NotificationEvent } from './events.ts';

export interface NotificationsState {
  read: Set<string>;
  /** Everything up to this sequence is read. */
  allReadUpTo: number;
}

export type NotificationsCommand =
  | { type: 'MarkRead'; data: { notificationId: string; sequence: number; readAt: string } }
  | { type: 'MarkAllRead'; data: { upToSequence: number; readAt: string } };

/** Marking read twice, or marking what "mark all" already covered, records nothing. */
export const notificationsDecider: Decider<NotificationsState, NotificationsCommand, NotificationEvent> = {
  initialState: () => ({ read: new Set(), allReadUpTo: -1 }),
  decide(command, state) {
    if (command.type === 'MarkRead') {
      const { notificationId, sequence, readAt } = command.data;
      if (state.read.has(notificationId) || sequence <= state.allReadUpTo) return [];
      return [{ type: 'NotificationRead', data: { notificationId, readAt } }];
    }
    if (command.data.upToSequence <= state.allReadUpTo) return [];
    return [{ type: 'AllNotificationsRead', data: command.data }];
  },
  evolve(state, event) {
    if (event.type === 'NotificationRead') return { ...state, read: new Set(state.read).add(event.data.notificationId) };
    return { ...state, allReadUpTo: Math.max(state.allReadUpTo, event.data.upToSequence) };
  },
};
