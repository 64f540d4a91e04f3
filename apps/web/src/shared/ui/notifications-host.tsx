import { notificationsStore } from '@mantine/notifications';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { lazyComponent } from '../../app/chunk-reload.ts';

const NotificationsContainer = lazyComponent(
  () => import('./notifications-container.tsx'),
  (m) => m.NotificationsContainer,
);

const anyNotification = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

/**
 * Mantine's notifications container, downloaded with the first notification: no page needs it to
 * start. `notifications.show` only writes Mantine's store (a small module), so a notification
 * shown before the container arrives is displayed when it does; once there, it stays.
 */
export function NotificationsHost() {
  const shown = useSyncExternalStore(notificationsStore.subscribe, anyNotification);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (shown) setWanted(true);
  }, [shown]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
