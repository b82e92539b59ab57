/**
 * The top bar's bell: the unread count, the latest notifications (mark one or all read), and a
 * toast when an alert fires. New notifications arrive over the kit's SSE stream; each one
 * refreshes the bell and the alerts (so the Alerts page shows "Last triggered" at once).
 */
import { Button, Classes, Intent, Menu, MenuDivider, MenuItem, OverlayToaster, PopoverNext } from '@blueprintjs/core';
import type { Notification } from '@folio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { alertKeys, notificationKeys } from '@folio/shell-kit';
import { api, useNotificationStream } from '@folio/shell-kit/api';

export const NO_NOTIFICATIONS = 'No notifications yet';

export function bellLabel(unread: number): string {
  return unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
}

export default function NotificationBell() {
  const client = useQueryClient();
  const toaster = useRef<OverlayToaster>(null);
  const notifications = useQuery({ queryKey: notificationKeys.all, queryFn: () => api.notifications.all() });
  const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.all });
  const markRead = useMutation({ mutationFn: (id: string) => api.notifications.markRead(id), onSettled: refresh });
  const markAll = useMutation({ mutationFn: () => api.notifications.markAllRead(), onSettled: refresh });

  // Opened once the list has been asked for: anything newer than what it shows arrives over the stream.
  const newest = notifications.data ? (notifications.data.notifications[0]?.sequence ?? 0) : null;
  useNotificationStream((notification: Notification) => {
    toaster.current?.show({
      intent: Intent.PRIMARY,
      icon: 'notifications',
      timeout: 10_000,
      message: (
        <span data-testid="alert-toast">
          <strong>{notification.title}</strong>
          <br />
          {notification.message}
        </span>
      ),
    });
    refresh();
    void client.invalidateQueries({ queryKey: alertKeys.all });
  }, !notifications.isPending, newest);

  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.notifications ?? [];
  const menu = (
    <Menu aria-label="Notifications" className="folio-notification-menu">
      {items.length === 0 ? (
        <MenuItem text={NO_NOTIFICATIONS} disabled />
      ) : (
        items.map((item) => (
          <MenuItem
            key={item.id}
            icon={item.readAt ? 'tick' : 'dot'}
            multiline
            text={
              <span className={item.readAt ? Classes.TEXT_MUTED : undefined}>
                <strong>{item.title}</strong>
                <br />
                {item.message}
              </span>
            }
            onClick={() => (item.readAt ? undefined : markRead.mutate(item.id))}
          />
        ))
      )}
      {unread > 0 && (
        <>
          <MenuDivider />
          <MenuItem icon="tick-circle" text="Mark all as read" onClick={() => markAll.mutate()} />
        </>
      )}
    </Menu>
  );

  return (
    <>
      <PopoverNext content={menu} placement="bottom-end">
        <Button variant="minimal" icon="notifications" aria-label={bellLabel(unread)} data-testid="notification-bell">
          {unread > 0 && (
            <span className="folio-bell-count" data-testid="unread-count" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </PopoverNext>
      <OverlayToaster ref={toaster} position="top-right" maxToasts={3} />
    </>
  );
}
