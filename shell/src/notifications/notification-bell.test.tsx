// @vitest-environment happy-dom
import type { Notification } from '@folio/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import NotificationBell from './NotificationBell.tsx';

const notification = (fields: Partial<Notification> = {}): Notification => ({
  id: 'n1', kind: 'ALERT_TRIGGERED', alertId: 'a1', symbol: 'AAPL', title: 'Price alert: AAPL', message: 'AAPL is at $510.50, above your target of $500.00',
  channel: 'IN_APP', createdAt: '2026-03-02T15:00:00.000Z', readAt: null, sequence: 12, ...fields,
});

/** The EventSource the bell opens, driven by the test. */
class FakeSource {
  static last: FakeSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listener: ((event: { data: string; lastEventId: string }) => void) | null = null;
  constructor() {
    FakeSource.last = this;
  }
  addEventListener(_type: string, listener: (event: { data: string; lastEventId: string }) => void) {
    this.listener = listener;
  }
  close() {}
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <NotificationBell />
    </QueryClientProvider>,
  );
  return { invalidate };
}

describe('the notification bell', () => {
  it('shows the unread count', async () => {
    vi.spyOn(api.notifications, 'all').mockResolvedValue({ notifications: [notification(), notification({ id: 'n2' })], unreadCount: 2 });
    vi.spyOn(api.notifications, 'streamTicket').mockRejectedValue(Object.assign(new Error('signed out'), { status: 401 }));
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(screen.getByTestId('unread-count').textContent).toBe('2');
  });

  it('toasts a pushed notification and refreshes the bell and the alerts', async () => {
    vi.stubGlobal('EventSource', FakeSource);
    vi.spyOn(api.notifications, 'all').mockResolvedValue({ notifications: [], unreadCount: 0 });
    vi.spyOn(api.notifications, 'streamTicket').mockResolvedValue({ ticket: 't', expiresInSeconds: 60 });
    const { invalidate } = renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(FakeSource.last?.listener).toBeTruthy());
    FakeSource.last!.listener!({ data: JSON.stringify(notification()), lastEventId: '12' });
    expect((await screen.findByTestId('alert-toast')).textContent).toContain('AAPL is at $510.50, above your target of $500.00');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['alerts'] });
  });
});
