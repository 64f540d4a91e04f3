import type { WithdrawalStatus } from '@repasse/core/states/withdrawal';
import {
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconLoader2,
  IconThumbUp,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation.ts';
import { StatusBadge, type StatusBadgeProps, type StatusLook } from './status-badge.tsx';

export const withdrawalStatusLook = {
  pending: { color: 'yellow', icon: IconClockHour4 },
  approved: { color: 'blue', icon: IconThumbUp },
  processing: { color: 'cyan', icon: IconLoader2 },
  completed: { color: 'teal', icon: IconCircleCheck },
  failed: { color: 'red', icon: IconCircleX },
  rejected: { color: 'gray', icon: IconX },
} as const satisfies Record<WithdrawalStatus, StatusLook>;

type WithdrawalStatusBadgeProps = StatusBadgeProps & {
  status: WithdrawalStatus;
};

/** A withdrawal's status, for sellers and admins alike. */
export function WithdrawalStatusBadge({ status, ...props }: WithdrawalStatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <StatusBadge look={withdrawalStatusLook[status]} {...props}>
      {t(`withdrawals.status.${status}`)}
    </StatusBadge>
  );
}
