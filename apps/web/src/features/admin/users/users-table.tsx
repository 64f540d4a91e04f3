import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { AdminUserRow } from '@repasse/core/contract/admin-users';
import { IconUsers } from '@tabler/icons-react';
import { formatDocument } from '../../../shared/i18n/format-document.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { UserDocumentStatusBadge } from '../../../shared/ui/document-status-badge.tsx';
import { EmptyRow, LoadingRows } from '../panel-ui/table-body-states.tsx';
import type { FeeProfileName } from './api/fee-profiles.ts';
import { feeProfileCell } from './fee-profile-label.ts';
import { FeeProfileText } from './fee-profile-text.tsx';

const columns = 8;

type UsersTableProps = {
  rows: AdminUserRow[] | undefined;
  loading: boolean;
  profiles: FeeProfileName[] | undefined;
  onOpen: (userId: string) => void;
};

export function UsersTable({ rows, loading, profiles, onOpen }: UsersTableProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Table.ScrollContainer minWidth={920}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('adminUsers.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminUsers.columns.email')}</Table.Th>
            <Table.Th>{t('adminUsers.columns.name')}</Table.Th>
            <Table.Th>{t('adminUsers.columns.document')}</Table.Th>
            <Table.Th>{t('adminUsers.columns.documentStatus')}</Table.Th>
            <Table.Th ta="right">{t('adminUsers.columns.totalInvoiced')}</Table.Th>
            <Table.Th>{t('adminUsers.columns.feeProfile')}</Table.Th>
            <Table.Th>{t('adminUsers.columns.autoWithdrawal')}</Table.Th>
            <Table.Th>{t('adminUsers.columns.role')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !rows ? (
            <LoadingRows columns={columns} />
          ) : rows?.length ? (
            rows.map((user) => (
              <Table.Tr key={user.id} onClick={() => onOpen(user.id)} style={{ cursor: 'pointer' }}>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    fw={600}
                    ta="left"
                    style={{ overflowWrap: 'anywhere' }}
                    aria-label={t('adminUsers.openUser', { email: user.email })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(user.id);
                    }}
                  >
                    {user.email}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{user.fullName}</Text>
                  <Text size="xs" c="dimmed">
                    {user.tradeName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDocument(user.nationality, user.personDocument)}
                  </Text>
                  {user.companyDocument ? (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatDocument(user.nationality, user.companyDocument)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <UserDocumentStatusBadge status={user.documentStatus} size="sm" />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" ff="monospace">
                    {formatMoney(user.totalInvoiced)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <FeeProfileText cell={feeProfileCell(user.feeProfileId, profiles)} />
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={user.autoWithdrawal ? 'teal' : 'gray'}>
                    {t(user.autoWithdrawal ? 'adminUsers.on' : 'adminUsers.off')}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge
                    size="sm"
                    variant={user.role === 'seller' ? 'light' : 'filled'}
                    color={user.role === 'seller' ? 'gray' : 'brand'}
                    style={{ minWidth: 'max-content' }}
                  >
                    {t(`roles.${user.role}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))
          ) : (
            <EmptyRow
              columns={columns}
              icon={<IconUsers size={24} aria-hidden />}
              title={t('adminUsers.empty')}
              description={t('adminUsers.emptyDescription')}
            />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
