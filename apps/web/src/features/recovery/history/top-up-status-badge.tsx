import type { RecoveryTopUpStatus } from '@repasse/core/contract/recovery';
import {
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconHourglassOff,
} from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import {
  StatusBadge,
  type StatusBadgeProps,
  type StatusLook,
} from '../../../shared/ui/status-badge.tsx';

const look = {
  pending: { color: 'yellow', icon: IconClockHour4 },
  paid: { color: 'teal', icon: IconCircleCheck },
  expired: { color: 'gray', icon: IconHourglassOff },
  failed: { color: 'red', icon: IconCircleX },
} as const satisfies Record<RecoveryTopUpStatus, StatusLook>;

type TopUpStatusBadgeProps = StatusBadgeProps & {
  status: RecoveryTopUpStatus;
};

export function TopUpStatusBadge({ status, ...props }: TopUpStatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <StatusBadge look={look[status]} {...props}>
      {t(`recovery.topUps.status.${status}`)}
    </StatusBadge>
  );
}
