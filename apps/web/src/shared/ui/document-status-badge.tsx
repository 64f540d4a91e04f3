import { Badge, type BadgeProps } from '@mantine/core';
import type { UserDocumentStatus } from '@repasse/core/contract/common';
import type { DocumentStatus } from '@repasse/core/states/document';
import {
  IconCircleCheck,
  IconCircleDashed,
  IconCircleX,
  IconClockHour4,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const documentLook = {
  pending: { color: 'yellow', icon: IconClockHour4 },
  approved: { color: 'teal', icon: IconCircleCheck },
  refused: { color: 'red', icon: IconCircleX },
  unknown: { color: 'gray', icon: IconCircleDashed },
} as const;

const userLook = {
  validate: { color: 'teal', icon: IconCircleCheck },
  not_validate: { color: 'yellow', icon: IconClockHour4 },
  notApplicable: { color: 'gray', icon: IconShieldCheck },
} as const;

type StatusBadgeProps = Omit<BadgeProps, 'color' | 'leftSection' | 'children'>;

/** One KYC document's status: pending, approved, refused or not sent. */
export function DocumentStatusBadge({
  status,
  ...props
}: StatusBadgeProps & { status: DocumentStatus }) {
  const { t } = useTranslation();
  const { color, icon: StatusIcon } = documentLook[status];
  return (
    <Badge
      variant="light"
      color={color}
      leftSection={<StatusIcon size={12} aria-hidden />}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      {...props}
    >
      {t(`kyc.status.${status}`)}
    </Badge>
  );
}

/** A user's overall verification: verified, not verified or not needed. */
export function UserDocumentStatusBadge({
  status,
  ...props
}: StatusBadgeProps & { status: UserDocumentStatus }) {
  const { t } = useTranslation();
  const { color, icon: StatusIcon } = userLook[status];
  return (
    <Badge
      variant="light"
      color={color}
      leftSection={<StatusIcon size={12} aria-hidden />}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      {...props}
    >
      {t(`kyc.userStatus.${status}`)}
    </Badge>
  );
}
