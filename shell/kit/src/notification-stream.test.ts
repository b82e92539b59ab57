import type { Notification } from '@folio/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openNotificationStream } from './notification-stream.ts';

/** A stand-in EventSource the test drives. */
class FakeSource {
  static opened: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners: ((event: { data: string; lastEventId: string }) => void)[] = [];
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSource.opened.push(this);
  }
  addEventListener(_type: string, listener: (event: { data: string; lastEventId: string }) => void) {
    this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  emit(notification: Partial<Notification> & { sequence: number }) {
    for (const listener of this.listeners) listener({ data: JSON.stringify(notification), lastEventId: String(notification.sequence) });
  }
}

afterEach(() => {
  FakeSource.opened = [];
  vi.useRealTimers();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the notification stream client', () => {
  it('opens with a fresh ticket, and after a drop reopens with a new ticket and the last event id', async () => {
    let tickets = 0;
    const received: number[] = [];
    const close = openNotificationStream({
      ticket: async () => ({ ticket: `t${++tickets}` }),
      url: (ticket, last) => `/stream?ticket=${ticket}${last === null ? '' : `&lastEventId=${last}`}`,
      EventSource: FakeSource as unknown as typeof EventSource,
      backoffMs: () => 0,
      onNotification: (notification) => received.push(notification.sequence),
    });
    await settle();
    expect(FakeSource.opened.map((source) => source.url)).toEqual(['/stream?ticket=t1']);
    FakeSource.opened[0]!.emit({ sequence: 7 });
    FakeSource.opened[0]!.emit({ sequence: 9 });
    FakeSource.opened[0]!.onerror!();
    expect(FakeSource.opened[0]!.closed).toBe(true);
    await settle();
    await settle();
    expect(FakeSource.opened.map((source) => source.url)).toEqual(['/stream?ticket=t1', '/stream?ticket=t2&lastEventId=9']);
    expect(received).toEqual([7, 9]);
    close();
    expect(FakeSource.opened[1]!.closed).toBe(true);
  });

  it('stops when the ticket is refused as signed out, and retries other failures', async () => {
    const statuses: string[] = [];
    let calls = 0;
    openNotificationStream({
      ticket: async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        throw Object.assign(new Error('Please sign in to continue.'), { status: 401 });
      },
      EventSource: FakeSource as unknown as typeof EventSource,
      backoffMs: () => 0,
      onNotification: () => undefined,
      onStatus: (status) => statuses.push(status),
    });
    for (let i = 0; i < 5; i++) await settle();
    expect(calls).toBe(2);
    expect(statuses.at(-1)).toBe('closed');
    expect(FakeSource.opened).toHaveLength(0);
  });

  it('starts after the newest notification the page already has', async () => {
    const close = openNotificationStream({
      ticket: async () => ({ ticket: 't' }),
      url: (ticket, last) => `/stream?ticket=${ticket}&lastEventId=${last}`,
      EventSource: FakeSource as unknown as typeof EventSource,
      lastEventId: 12,
      onNotification: () => undefined,
    });
    await settle();
    expect(FakeSource.opened.map((source) => source.url)).toEqual(['/stream?ticket=t&lastEventId=12']);
    close();
  });
});
