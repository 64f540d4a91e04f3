import { Table, Text } from '@mantine/core';
import type { BalancesResponse } from '@repasse/core/contract/analytics';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { WithdrawalStatusBadge } from '../../../shared/ui/withdrawal-status-badge.tsx';
import classes from './analytics.module.css';
import { ChartCard } from './chart-card.tsx';
import { useAnalyticsFormat } from './use-analytics-format.ts';

type WithdrawalsWaitingProps = { rows: BalancesResponse['withdrawals'] };

/** Withdrawals not finished yet, now, by status. */
export function WithdrawalsWaiting({ rows }: WithdrawalsWaitingProps) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const title = t('admin.analytics.balances.withdrawals');
  const waiting = rows.filter((row) => row.count > 0);
  return (
    <ChartCard title={title} description={t('admin.analytics.balances.withdrawalsHint')}>
      {waiting.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.analytics.balances.noWithdrawals')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={260} type="native">
          <Table aria-label={title} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.analytics.columns.status')}</Table.Th>
                <Table.Th ta="right">{t('admin.analytics.columns.count')}</Table.Th>
                <Table.Th ta="right">{t('admin.analytics.columns.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody className={classes.figure}>
              {waiting.map((row) => (
                <Table.Tr key={row.status}>
                  <Table.Td>
                    <WithdrawalStatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td ta="right">{format.count(row.count)}</Table.Td>
                  <Table.Td ta="right">{format.money(row.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ChartCard>
  );
}
