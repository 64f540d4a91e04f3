import type { RecoveryMessageStatus } from '@repasse/core/states/recovery';
import { IconChecks, IconCircleX, IconClockHour4, IconEye, IconSend } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation.ts';
import { StatusBadge, type StatusBadgeProps, type StatusLook } from './status-badge.tsx';

const look = {
  queued: { color: 'gray', icon: IconClockHour4 },
  sent: { color: 'blue', icon: IconSend },
  delivered: { color: 'teal', icon: IconChecks },
  read: { color: 'green', icon: IconEye },
  failed: { color: 'red', icon: IconCircleX },
} as const satisfies Record<RecoveryMessageStatus, StatusLook>;

type RecoveryMessageStatusBadgeProps = StatusBadgeProps & { status: RecoveryMessageStatus };

/** An outreach message's status, as the seller's messages, the admin's log and an order show it. */
export function RecoveryMessageStatusBadge({ status, ...props }: RecoveryMessageStatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <StatusBadge look={look[status]} {...props}>
      {t(`recoveryOutreach.messageStatus.${status}`)}
    </StatusBadge>
  );
}
