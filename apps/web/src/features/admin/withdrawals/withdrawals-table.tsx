import { Anchor, Checkbox, Stack, Table, Text } from '@mantine/core';
import type { AdminWithdrawal } from '@repasse/core/contract/withdrawals';
import { IconCash } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { WithdrawalStatusBadge } from '../../../shared/ui/withdrawal-status-badge.tsx';
import { EmptyRow, LoadingRows } from '../panel-ui/table-body-states.tsx';
import type { QueueSelection } from './use-queue-selection.ts';

const columns = 7;

type WithdrawalsTableProps = {
  rows: AdminWithdrawal[] | undefined;
  loading: boolean;
  selection: QueueSelection;
  onOpen: (id: string) => void;
};

export function WithdrawalsTable({ rows, loading, selection, onOpen }: WithdrawalsTableProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const money = {
    ta: 'right',
    style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  } as const;
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('adminWithdrawals.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <Checkbox
                aria-label={t('adminWithdrawals.selectAll')}
                checked={selection.allSelected}
                indeterminate={selection.someSelected}
                disabled={selection.selectable.length === 0}
                onChange={selection.toggleAll}
              />
            </Table.Th>
            <Table.Th>{t('adminWithdrawals.columns.requestedAt')}</Table.Th>
            <Table.Th>{t('adminWithdrawals.columns.seller')}</Table.Th>
            <Table.Th ta="right">{t('adminWithdrawals.columns.amount')}</Table.Th>
            <Table.Th ta="right">{t('adminWithdrawals.columns.payout')}</Table.Th>
            <Table.Th>{t('adminWithdrawals.columns.pixKey')}</Table.Th>
            <Table.Th>{t('adminWithdrawals.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !rows ? (
            <LoadingRows columns={columns} />
          ) : rows?.length ? (
            rows.map((row) => (
              <Table.Tr
                key={row.id}
                onClick={() => onOpen(row.id)}
                style={{ cursor: 'pointer' }}
                bg={selection.has(row.id) ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  {row.status === 'pending' ? (
                    <Checkbox
                      aria-label={t('adminWithdrawals.selectRow', {
                        seller: row.seller.email,
                        amount: formatMoney(row.amount),
                      })}
                      checked={selection.has(row.id)}
                      onChange={() => selection.toggle(row.id)}
                    />
                  ) : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    fw={600}
                    aria-label={t('adminWithdrawals.open', {
                      seller: row.seller.email,
                      amount: formatMoney(row.amount),
                      date: formatDateTime(row.requestedAt),
                    })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(row.id);
                    }}
                  >
                    {formatDateTime(row.requestedAt)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {row.seller.fullName}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {row.seller.email}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td fw={600} {...money}>
                  {formatMoney(row.amount)}
                </Table.Td>
                <Table.Td {...money}>{formatMoney(row.payout)}</Table.Td>
                <Table.Td>
                  <Text size="sm" maw={200} style={{ overflowWrap: 'anywhere' }}>
                    {row.pixKey}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <WithdrawalStatusBadge status={row.status} size="sm" />
                </Table.Td>
              </Table.Tr>
            ))
          ) : (
            <EmptyRow
              columns={columns}
              icon={<IconCash size={24} aria-hidden />}
              title={t('adminWithdrawals.empty')}
              description={t('adminWithdrawals.emptyDescription')}
            />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
