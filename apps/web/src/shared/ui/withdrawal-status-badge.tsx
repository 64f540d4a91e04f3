import { Badge, type BadgeProps } from '@mantine/core';
import type { WithdrawalStatus } from '@repasse/core/states/withdrawal';
import {
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconLoader2,
  IconThumbUp,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const withdrawalStatusLook = {
  pending: { color: 'yellow', icon: IconClockHour4 },
  approved: { color: 'blue', icon: IconThumbUp },
  processing: { color: 'cyan', icon: IconLoader2 },
  completed: { color: 'teal', icon: IconCircleCheck },
  failed: { color: 'red', icon: IconCircleX },
  rejected: { color: 'gray', icon: IconX },
} as const satisfies Record<WithdrawalStatus, unknown>;

type WithdrawalStatusBadgeProps = Omit<BadgeProps, 'color' | 'leftSection' | 'children'> & {
  status: WithdrawalStatus;
};

/** A withdrawal's status, for sellers and admins alike. */
export function WithdrawalStatusBadge({ status, ...props }: WithdrawalStatusBadgeProps) {
  const { t } = useTranslation();
  const { color, icon: StatusIcon } = withdrawalStatusLook[status];
  return (
    <Badge
      variant="light"
      color={color}
      leftSection={<StatusIcon size={12} aria-hidden />}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      {...props}
    >
      {t(`withdrawals.status.${status}`)}
    </Badge>
  );
}
