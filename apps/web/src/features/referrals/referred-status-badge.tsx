import type { ReferredStatus } from '@repasse/core/contract/affiliates';
import { IconCircleCheck, IconShoppingCart, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { StatusBadge, type StatusLook } from '../../shared/ui/status-badge.tsx';

const look = {
  registered: { color: 'gray', icon: IconUserPlus },
  verified: { color: 'blue', icon: IconCircleCheck },
  selling: { color: 'teal', icon: IconShoppingCart },
} as const satisfies Record<ReferredStatus, StatusLook>;

/** How far a referred seller got: registered, verified (documents approved), selling. */
export function ReferredStatusBadge({ status }: { status: ReferredStatus }) {
  const { t } = useTranslation();
  return <StatusBadge look={look[status]}>{t(`referrals.status.${status}`)}</StatusBadge>;
}
