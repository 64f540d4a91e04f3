import type { UserDocumentStatus } from '@repasse/core/contract/common';
import type { DocumentStatus } from '@repasse/core/states/document';
import {
  IconCircleCheck,
  IconCircleDashed,
  IconCircleX,
  IconClockHour4,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation.ts';
import { StatusBadge, type StatusBadgeProps, type StatusLook } from './status-badge.tsx';

const documentLook = {
  pending: { color: 'yellow', icon: IconClockHour4 },
  approved: { color: 'teal', icon: IconCircleCheck },
  refused: { color: 'red', icon: IconCircleX },
  unknown: { color: 'gray', icon: IconCircleDashed },
} as const satisfies Record<DocumentStatus, StatusLook>;

const userLook = {
  validate: { color: 'teal', icon: IconCircleCheck },
  not_validate: { color: 'yellow', icon: IconClockHour4 },
  notApplicable: { color: 'gray', icon: IconShieldCheck },
} as const satisfies Record<UserDocumentStatus, StatusLook>;

/** One KYC document's status: pending, approved, refused or not sent. */
export function DocumentStatusBadge({
  status,
  ...props
}: StatusBadgeProps & { status: DocumentStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge look={documentLook[status]} {...props}>
      {t(`kyc.status.${status}`)}
    </StatusBadge>
  );
}

/** A user's overall verification: verified, not verified or not needed. */
export function UserDocumentStatusBadge({
  status,
  ...props
}: StatusBadgeProps & { status: UserDocumentStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge look={userLook[status]} {...props}>
      {t(`kyc.userStatus.${status}`)}
    </StatusBadge>
  );
}
