import type { AwardClaimStatus } from '@repasse/core/contract/awards';
import {
  IconCircleCheck,
  IconClockHour4,
  IconThumbUp,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import {
  StatusBadge,
  type StatusBadgeProps,
  type StatusLook,
} from '../../shared/ui/status-badge.tsx';

export const claimStatusLook = {
  requested: { color: 'yellow', icon: IconClockHour4 },
  approved: { color: 'blue', icon: IconThumbUp },
  shipped: { color: 'cyan', icon: IconTruckDelivery },
  delivered: { color: 'teal', icon: IconCircleCheck },
  refused: { color: 'red', icon: IconX },
} as const satisfies Record<AwardClaimStatus, StatusLook>;

/** A claim's status, for sellers and admins alike. */
export function ClaimStatusBadge({
  status,
  ...props
}: StatusBadgeProps & { status: AwardClaimStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge look={claimStatusLook[status]} data-testid="award-claim-status" {...props}>
      {t(`awards.claimStatus.${status}`)}
    </StatusBadge>
  );
}
