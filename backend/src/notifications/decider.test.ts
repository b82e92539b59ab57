import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { notificationsDecider } from './decider.ts';

const spec = deciderSpec(notificationsDecider);
const at = '2026-03-02T10:00:00.000Z';

describe('marking notifications read', () => {
  it('given nothing read, when one is marked read, then NotificationRead; marking it again records nothing', () => {
    spec.given([]).when({ type: 'MarkRead', data: { notificationId: 'n1', sequence: 5, readAt: at } }).then([{ type: 'NotificationRead', data: { notificationId: 'n1', readAt: at } }]);
    spec.given([{ type: 'NotificationRead', data: { notificationId: 'n1', readAt: at } }]).when({ type: 'MarkRead', data: { notificationId: 'n1', sequence: 5, readAt: at } }).then([]);
  });

  it('given all read up to 10, when 7 is marked read or all up to 9, then nothing; up to 12, then AllNotificationsRead', () => {
    const allRead = { type: 'AllNotificationsRead', data: { upToSequence: 10, readAt: at } } as const;
    spec.given([allRead]).when({ type: 'MarkRead', data: { notificationId: 'n7', sequence: 7, readAt: at } }).then([]);
    spec.given([allRead]).when({ type: 'MarkAllRead', data: { upToSequence: 9, readAt: at } }).then([]);
    spec.given([allRead]).when({ type: 'MarkAllRead', data: { upToSequence: 12, readAt: at } }).then([{ type: 'AllNotificationsRead', data: { upToSequence: 12, readAt: at } }]);
  });
});
