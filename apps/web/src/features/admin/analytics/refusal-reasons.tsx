import { Group, Progress, Stack, Text } from '@mantine/core';
import type { TransactionsResponse } from '@repasse/core/contract/analytics';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import classes from './analytics.module.css';
import { ChartCard } from './chart-card.tsx';
import { useAnalyticsFormat } from './use-analytics-format.ts';

type RefusalReasonsProps = { rows: TransactionsResponse['refusalReasons'] };

/** Why acquirers refused, most frequent first, each bar against the most frequent. */
export function RefusalReasons({ rows }: RefusalReasonsProps) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const title = t('admin.analytics.transactions.refusalReasons');
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <ChartCard title={title}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.analytics.transactions.noRefusals')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
          {rows.map((row) => (
            <Stack component="li" key={row.reason} gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t(`adminOrder.attempts.reasons.${row.reason}`, { defaultValue: row.reason })}
                </Text>
                <Text size="sm" fw={600} className={classes.figure}>
                  {format.count(row.count)}
                </Text>
              </Group>
              <Progress value={(row.count * 100) / most} size="sm" color="orange" aria-hidden />
            </Stack>
          ))}
        </Stack>
      )}
    </ChartCard>
  );
}
