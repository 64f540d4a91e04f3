import { Table, Text } from '@mantine/core';
import type { AdminRecoveryBalanceRow } from '@repasse/core/contract/recovery';
import { IconHeartHandshake } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { EmptyRow, LoadingRows } from '../panel-ui/table-body-states.tsx';
import { SellerLink } from './seller-link.tsx';

const columns = 5;
const figure = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

type RecoveryBalancesTableProps = {
  rows: AdminRecoveryBalanceRow[] | undefined;
  loading: boolean;
  searching: boolean;
};

export function RecoveryBalancesTable({ rows, loading, searching }: RecoveryBalancesTableProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('adminRecovery.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={240}>{t('adminRecovery.columns.seller')}</Table.Th>
            <Table.Th ta="right">{t('adminRecovery.columns.balance')}</Table.Th>
            <Table.Th ta="right">{t('adminRecovery.columns.toppedUp')}</Table.Th>
            <Table.Th ta="right">{t('adminRecovery.columns.spent')}</Table.Th>
            <Table.Th>{t('adminRecovery.columns.lastTopUp')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !rows ? (
            <LoadingRows columns={columns} />
          ) : rows?.length ? (
            rows.map((row) => (
              <Table.Tr key={row.sellerId}>
                <Table.Td>
                  <SellerLink sellerId={row.sellerId} name={row.name} email={row.email} />
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={600} style={figure}>
                    {formatMoney(row.balance)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={figure}>
                    {formatMoney(row.toppedUp)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={figure}>
                    {formatMoney(row.spent)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={row.lastTopUpAt ? undefined : 'dimmed'} style={figure}>
                    {row.lastTopUpAt ? formatDateTime(row.lastTopUpAt) : t('adminRecovery.never')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))
          ) : (
            <EmptyRow
              columns={columns}
              icon={<IconHeartHandshake size={24} aria-hidden />}
              title={t(searching ? 'adminRecovery.emptySearch' : 'adminRecovery.empty')}
            />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
