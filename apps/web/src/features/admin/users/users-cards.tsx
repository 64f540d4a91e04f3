import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { AdminUserRow } from '@repasse/core/contract/admin-users';
import { IconChevronRight, IconUsers } from '@tabler/icons-react';
import { formatDocument } from '../../../shared/i18n/format-document.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { UserDocumentStatusBadge } from '../../../shared/ui/document-status-badge.tsx';
import { CardList } from '../panel-ui/card-list.tsx';
import type { FeeProfileName } from './api/fee-profiles.ts';
import { feeProfileCell } from './fee-profile-label.ts';
import { FeeProfileText } from './fee-profile-text.tsx';

type UsersCardsProps = {
  rows: AdminUserRow[] | undefined;
  loading: boolean;
  profiles: FeeProfileName[] | undefined;
  onOpen: (userId: string) => void;
};

/** The users table on phones: one card per user, the same columns stacked. */
export function UsersCards({ rows, loading, profiles, onOpen }: UsersCardsProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <CardList
      rows={rows}
      loading={loading}
      label={t('adminUsers.tableLabel')}
      skeletonHeight={120}
      empty={{
        icon: <IconUsers size={24} aria-hidden />,
        title: t('adminUsers.empty'),
        description: t('adminUsers.emptyDescription'),
      }}
    >
      {(user) => (
        <li key={user.id}>
          <UnstyledButton
            w="100%"
            onClick={() => onOpen(user.id)}
            // No aria-label: the card's own text (email, name, status) is its name, as WCAG 2.5.3
            // asks of controls with visible text.
          >
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Stack gap={6} style={{ minWidth: 0 }}>
                  <div>
                    <Text fw={600} size="sm">
                      {user.fullName}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {user.email}
                    </Text>
                  </div>
                  <Group gap={6}>
                    <UserDocumentStatusBadge status={user.documentStatus} size="sm" />
                    <Badge
                      size="sm"
                      variant={user.role === 'seller' ? 'light' : 'filled'}
                      color={user.role === 'seller' ? 'gray' : 'brand'}
                      style={{ minWidth: 'max-content' }}
                    >
                      {t(`roles.${user.role}`)}
                    </Badge>
                  </Group>
                  <Text size="xs">
                    {t('adminUsers.columns.document')}:{' '}
                    {formatDocument(user.nationality, user.personDocument)}
                  </Text>
                  <Text size="xs">
                    {t('adminUsers.columns.totalInvoiced')}: {formatMoney(user.totalInvoiced)}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Text size="xs">{t('adminUsers.columns.feeProfile')}:</Text>
                    <FeeProfileText cell={feeProfileCell(user.feeProfileId, profiles)} />
                  </Group>
                  <Text size="xs">
                    {t('adminUsers.columns.autoWithdrawal')}:{' '}
                    {t(user.autoWithdrawal ? 'adminUsers.on' : 'adminUsers.off')}
                  </Text>
                </Stack>
                <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
              </Group>
            </Paper>
          </UnstyledButton>
        </li>
      )}
    </CardList>
  );
}
