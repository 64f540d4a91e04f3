import {
  IconCircleX,
  IconClockHour4,
  IconRefresh,
  IconSend,
  IconTrashX,
} from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { StatusBadge, type StatusLook } from '../../../shared/ui/status-badge.tsx';

/** What the push job writes: queued, then sent, retried, failed, or pruned (device gone). */
export const pushStatuses = ['queued', 'retrying', 'sent', 'failed', 'pruned'] as const;
type PushStatus = (typeof pushStatuses)[number];

const looks: Record<PushStatus, StatusLook> = {
  queued: { color: 'yellow', icon: IconClockHour4 },
  retrying: { color: 'orange', icon: IconRefresh },
  sent: { color: 'teal', icon: IconSend },
  failed: { color: 'red', icon: IconCircleX },
  pruned: { color: 'gray', icon: IconTrashX },
};

const isPushStatus = (status: string): status is PushStatus =>
  (pushStatuses as readonly string[]).includes(status);

/** A push's status in the outbox; an unknown status shows as it is, in gray. */
export function PushStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge size="sm" look={isPushStatus(status) ? looks[status] : looks.pruned}>
      {t(`pushOutbox.statuses.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
}
