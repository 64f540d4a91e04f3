import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import {
  BuyerContact,
  NextStep,
  RecoveredOrder,
  RecoveryLinkCopy,
  RunMessages,
} from './run-cells.tsx';
import { RunStatus } from './run-status-badge.tsx';
import type { RunsListProps } from './runs-table.tsx';

/** The buyers on a phone: one card each, who and where they are first. */
export function RunsCards({ rows, onOpenMessages }: RunsListProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('recoveryOutreach.buyers.tableLabel')}
    >
      {rows.map((run) => (
        <Paper
          component="li"
          key={run.id}
          withBorder
          radius="md"
          p="sm"
          data-testid="recovery-run-row"
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <BuyerContact run={run} />
              <RunStatus run={run} />
            </Group>
            <Text size="xs">
              {t(`recoveryOutreach.events.${run.event}.title`)} · {run.productName} ·{' '}
              {money(run.amount)}
            </Text>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
              <Text size="xs" c="dimmed">
                {t('recoveryOutreach.buyers.columns.started')}
              </Text>
              <Text size="xs" ta="right">
                {formatDateTime(run.createdAt)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('recoveryOutreach.buyers.columns.messages')}
              </Text>
              <Stack gap={0} align="flex-end">
                <RunMessages run={run} onOpen={() => onOpenMessages(run)} />
                <NextStep run={run} />
              </Stack>
              <Text size="xs" c="dimmed">
                {t('recoveryOutreach.buyers.columns.recovered')}
              </Text>
              <Group justify="flex-end">
                <RecoveredOrder run={run} />
              </Group>
            </SimpleGrid>
            <RecoveryLinkCopy run={run} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
