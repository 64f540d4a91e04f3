import {
  Avatar,
  Badge,
  DataList,
  Divider,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminUserDetail } from '@repasse/core/contract/admin-users';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { formatDocument } from '../../../shared/i18n/format-document.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useMe } from '../../../shared/session/me-query.ts';
import { UserDocumentStatusBadge } from '../../../shared/ui/document-status-badge.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useAdminUser } from './api/admin-user.ts';
import { ImpersonateButton } from './impersonate-button.tsx';
import { UserAccessSection } from './user-access-section.tsx';
import { UserAcquirersSection } from './user-acquirers-section.tsx';
import { UserDocumentsSection } from './user-documents-section.tsx';
import { UserSessionsSection } from './user-sessions-section.tsx';

type UserDrawerProps = { userId: string | null; onClose: () => void };

/** One user: who they are, access and fees, documents, sessions and "act as this seller". */
export function UserDrawer({ userId, onClose }: UserDrawerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const detail = useAdminUser(userId);
  return (
    <Drawer
      opened={userId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 560}
      title={
        <Text fw={700} fz="lg">
          {t('adminUsers.detail.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {detail.isPending ? (
        <Stack gap="md" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton h={56} />
          <Skeleton h={160} />
          <Skeleton h={120} />
        </Stack>
      ) : detail.isError ? (
        <LoadError
          title={t('adminUsers.errors.loadUser')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      ) : (
        <UserDetailContent key={detail.data.user.id} detail={detail.data} />
      )}
    </Drawer>
  );
}

function UserDetailContent({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const me = useMe();
  const { user } = detail;
  const viewer = me.data ? { id: me.data.user.id, role: me.data.user.role } : undefined;
  const initials = user.fullName
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  const rows = [
    [t('adminUsers.columns.document'), formatDocument(user.nationality, user.personDocument)],
    [
      t('adminUsers.detail.companyDocument'),
      user.companyDocument ? formatDocument(user.nationality, user.companyDocument) : '—',
    ],
    [t('register.fields.tradeName'), user.tradeName],
    [t('register.fields.corporateName'), user.corporateName ?? '—'],
    [t('account.fields.phone'), `${user.phoneCountryCode} ${user.phoneNumber}`],
    [t('adminUsers.detail.location'), `${user.city} / ${user.state}`],
    [t('register.fields.websiteUrl'), user.websiteUrl],
    [t('adminUsers.detail.createdAt'), formatDateTime(user.createdAt)],
  ] as const;

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar radius="xl" size={48} color="brand" variant="filled" aria-hidden>
          {initials}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {user.fullName}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Group gap={6}>
            <Badge
              variant="light"
              color={user.role === 'seller' ? 'gray' : 'brand'}
              size="sm"
              style={{ minWidth: 'max-content' }}
            >
              {t(`roles.${user.role}`)}
            </Badge>
            <UserDocumentStatusBadge status={user.documentStatus} size="sm" />
          </Group>
        </Stack>
      </Group>
      {user.role === 'seller' ? <ImpersonateButton userId={user.id} name={user.fullName} /> : null}
      <DataList withDivider labelWidth={150}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      <Divider />
      <UserAccessSection user={user} viewer={viewer} />
      {user.role === 'seller' ? (
        <>
          <Divider />
          <UserAcquirersSection userId={user.id} />
          <Divider />
          <UserDocumentsSection sellerId={user.id} documents={detail.documents} />
        </>
      ) : null}
      <Divider />
      <UserSessionsSection sessions={detail.sessions} />
    </Stack>
  );
}
