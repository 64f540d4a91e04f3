import { Group, Paper, Stack, Text } from '@mantine/core';
import type { RecoveryTopUp } from '@repasse/core/contract/recovery';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { TopUpStatusBadge } from './top-up-status-badge.tsx';

/** The history on a phone: one card per top-up, amount and status first. */
export function TopUpHistoryList({ rows }: { rows: RecoveryTopUp[] }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('recovery.topUps.title')}
    >
      {rows.map((row) => (
        <Paper component="li" key={row.id} withBorder radius="md" p="sm" data-testid="top-up-row">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(row.amount)}
            </Text>
            <TopUpStatusBadge status={row.status} size="sm" />
          </Group>
          <Text size="xs" c="dimmed" mt={6}>
            {formatDateTime(row.createdAt)}
          </Text>
          {row.paidAt ? (
            <Text size="xs" c="dimmed">
              {t('recovery.topUps.paidOn', { date: formatDateTime(row.paidAt) })}
            </Text>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
