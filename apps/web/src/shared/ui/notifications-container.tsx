import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's notifications container; a chunk of its own, see notifications-host.tsx. */
export function NotificationsContainer() {
  return <Notifications position="bottom-right" />;
}
