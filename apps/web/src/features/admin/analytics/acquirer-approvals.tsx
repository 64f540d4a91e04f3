import { Progress, Stack, Table, Text } from '@mantine/core';
import type { TransactionsResponse } from '@repasse/core/contract/analytics';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import classes from './analytics.module.css';
import { ChartCard } from './chart-card.tsx';
import { useAnalyticsFormat } from './use-analytics-format.ts';

type AcquirerApprovalsProps = { rows: TransactionsResponse['byAcquirer'] };

/** Every acquirer's attempts in the period and the share it approved, with a bar to compare. */
export function AcquirerApprovals({ rows }: AcquirerApprovalsProps) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const title = t('admin.analytics.transactions.byAcquirer');
  return (
    <ChartCard title={title} description={t('admin.analytics.transactions.byAcquirerHint')}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.analytics.transactions.noAttempts')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={340} type="native">
          <Table aria-label={title} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.analytics.columns.acquirer')}</Table.Th>
                <Table.Th ta="right">{t('admin.analytics.columns.attempts')}</Table.Th>
                <Table.Th ta="right">{t('admin.analytics.columns.approved')}</Table.Th>
                <Table.Th w="34%">{t('admin.analytics.transactions.approvalRate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody className={classes.figure}>
              {rows.map((row) => (
                <Table.Tr key={row.acquirerId}>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {row.name}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{format.count(row.attempts)}</Table.Td>
                  <Table.Td ta="right">{format.count(row.approved)}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text size="sm">{format.rate(row.approvalRate)}</Text>
                      <Progress
                        value={row.approvalRate === null ? 0 : Number(row.approvalRate)}
                        size="sm"
                        color="blue"
                        aria-hidden
                      />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ChartCard>
  );
}
