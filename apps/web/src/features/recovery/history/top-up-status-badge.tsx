import { Badge, type BadgeProps } from '@mantine/core';
import type { RecoveryTopUpStatus } from '@repasse/core/contract/recovery';
import {
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconHourglassOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const look = {
  pending: { color: 'yellow', icon: IconClockHour4 },
  paid: { color: 'teal', icon: IconCircleCheck },
  expired: { color: 'gray', icon: IconHourglassOff },
  failed: { color: 'red', icon: IconCircleX },
} as const satisfies Record<RecoveryTopUpStatus, unknown>;

type TopUpStatusBadgeProps = Omit<BadgeProps, 'color' | 'leftSection' | 'children'> & {
  status: RecoveryTopUpStatus;
};

export function TopUpStatusBadge({ status, ...props }: TopUpStatusBadgeProps) {
  const { t } = useTranslation();
  const { color, icon: StatusIcon } = look[status];
  return (
    <Badge
      variant="light"
      color={color}
      leftSection={<StatusIcon size={12} aria-hidden />}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      {...props}
    >
      {t(`recovery.topUps.status.${status}`)}
    </Badge>
  );
}
