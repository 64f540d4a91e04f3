import { Table } from '@mantine/core';
import type { TransactionsResponse } from '@repasse/core/contract/analytics';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { TransactionStatusBadge } from '../../../shared/ui/transaction-status-badge.tsx';
import classes from './analytics.module.css';
import { ChartCard } from './chart-card.tsx';
import { useAnalyticsFormat } from './use-analytics-format.ts';

type StatusTableProps = { rows: TransactionsResponse['byStatus'] };

/** How many charges reached each status in the period, and for how much. */
export function StatusTable({ rows }: StatusTableProps) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const title = t('admin.analytics.transactions.byStatus');
  return (
    <ChartCard title={title} description={t('admin.analytics.transactions.byStatusHint')}>
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
            {rows.map((row) => (
              <Table.Tr key={row.status}>
                <Table.Td>
                  {/* The whole label, not an ellipsis, when the table is narrow. */}
                  <div style={{ width: 'max-content' }}>
                    <TransactionStatusBadge status={row.status} />
                  </div>
                </Table.Td>
                <Table.Td ta="right">{format.count(row.count)}</Table.Td>
                <Table.Td ta="right">{format.money(row.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ChartCard>
  );
}
