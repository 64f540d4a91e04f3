import type { AffiliationStatus, CommissionStatus } from '@repasse/core/contract/affiliates';
import {
  IconArrowBackUp,
  IconBan,
  IconCircleCheck,
  IconClockHour4,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import {
  StatusBadge,
  type StatusBadgeProps,
  type StatusLook,
} from '../../shared/ui/status-badge.tsx';

const affiliationLook = {
  pending: { color: 'yellow', icon: IconClockHour4 },
  approved: { color: 'teal', icon: IconCircleCheck },
  refused: { color: 'gray', icon: IconX },
  blocked: { color: 'red', icon: IconBan },
} as const satisfies Record<AffiliationStatus, StatusLook>;

/** Where an affiliation stands: awaiting the producer, approved, refused or blocked. */
export function AffiliationStatusBadge({
  status,
  ...props
}: StatusBadgeProps & { status: AffiliationStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge look={affiliationLook[status]} {...props}>
      {t(`affiliates.status.${status}`)}
    </StatusBadge>
  );
}

const commissionLook = {
  pending: { color: 'yellow', icon: IconClockHour4 },
  available: { color: 'teal', icon: IconCircleCheck },
  reversed: { color: 'red', icon: IconArrowBackUp },
} as const satisfies Record<CommissionStatus, StatusLook>;

/** A commission's money: pending release, available, or given back (refund, chargeback). */
export function CommissionStatusBadge({
  status,
  ...props
}: StatusBadgeProps & { status: CommissionStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge look={commissionLook[status]} {...props}>
      {t(`affiliates.commissionStatus.${status}`)}
    </StatusBadge>
  );
}
