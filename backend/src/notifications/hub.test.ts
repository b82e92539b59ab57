import type { Notification } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent, SubscribeOptions } from '../eventstore/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import { NotificationHub } from './hub.ts';
import { notificationFromEvent, type NotificationDoc } from './projection.ts';

const triggered = (position: number, userId = 'u1'): RecordedEvent => ({
  id: `evt-${position}`,
  type: 'AlertTriggered',
  streamId: `alerts-${userId}`,
  revision: position,
  position,
  metadata: { userId, occurredAt: '2026-03-02T15:00:00.000Z' },
  data: { alertId: 'a1', symbol: 'AAPL', type: 'PRICE', channel: 'IN_APP', triggeredAt: '2026-03-02T15:00:00.000Z', observed: {}, message: `m${position}` },
});

/** A hub on a log the test feeds and a read model whose reads the test releases. */
function hubWith(stored: RecordedEvent[]) {
  let feed: SubscribeOptions['onEvents'] = () => undefined;
  const events = {
    headPosition: async () => 0,
    subscribeToAll: (options: SubscribeOptions) => {
      feed = options.onEvents;
      return { stop: async () => undefined };
    },
  } as unknown as EventStore;
  let release: () => void = () => undefined;
  const readStore = {
    collection: () => ({
      find: async (filter: { ownerId: string; sequence: { $gt: number } }) => {
        await new Promise<void>((resolve) => (release = resolve));
        return stored.map((event) => notificationFromEvent(event)!).filter((doc: NotificationDoc) => doc.ownerId === filter.ownerId && doc.sequence > filter.sequence.$gt);
      },
    }),
  } as unknown as ReadStore;
  const hub = new NotificationHub({ events, readStore, waitForProjections: async () => true });
  return { hub, feed: (batch: RecordedEvent[]) => feed(batch), release: () => release() };
}

describe('the notification hub', () => {
  it('a reconnect gets what it missed, then what arrived meanwhile, each once and in order', async () => {
    const { hub, feed, release } = hubWith([triggered(6), triggered(7), triggered(9)]);
    await hub.start();
    const sent: number[] = [];
    const connecting = hub.connect('u1', 5, (notification: Notification) => sent.push(notification.sequence));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await feed([triggered(9), triggered(10)]); // live while the missed ones are being read
    release();
    await connecting;
    expect(sent).toEqual([6, 7, 9, 10]);
    await feed([triggered(11), triggered(12, 'someone-else')]);
    expect(sent).toEqual([6, 7, 9, 10, 11]);
  });

  it('a fresh stream gets only new notifications, and none after it closes', async () => {
    const { hub, feed } = hubWith([triggered(3)]);
    await hub.start();
    const sent: number[] = [];
    const close = await hub.connect('u1', null, (notification: Notification) => sent.push(notification.sequence));
    await feed([triggered(4)]);
    close();
    await feed([triggered(5)]);
    expect(sent).toEqual([4]);
    expect(hub.connectionCount).toBe(0);
  });
});
