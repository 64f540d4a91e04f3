import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Discrepancy, DiscrepancyStatus } from '@repasse/core/contract/reconciliation';
import { IconChecks } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CardList } from '../panel-ui/card-list.tsx';
import {
  DiscrepancyReason,
  DiscrepancyStatusBadge,
  NoticeAmount,
  Resolution,
  SellerAndOrder,
  useEmptyText,
  useEventLabel,
  useResolveLabel,
} from './discrepancy-parts.tsx';

type DiscrepanciesCardsProps = {
  status: DiscrepancyStatus;
  rows: Discrepancy[] | undefined;
  loading: boolean;
  onResolve: (discrepancy: Discrepancy) => void;
};

/** Held notices on phones: the reason and both amounts first, then where it came from. */
export function DiscrepanciesCards({ status, rows, loading, onResolve }: DiscrepanciesCardsProps) {
  const { t } = useTranslation();
  const eventLabel = useEventLabel();
  const resolveLabel = useResolveLabel();
  const empty = useEmptyText(status);
  return (
    <CardList
      rows={rows}
      loading={loading}
      label={t('adminReconciliation.tableLabel')}
      skeletonHeight={220}
      empty={{ icon: <IconChecks size={24} aria-hidden />, ...empty }}
    >
      {(row) => (
        <Paper component="li" key={row.id} withBorder radius="md" p="sm">
          <Stack gap="sm">
            <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
              <DiscrepancyReason reason={row.reason} withAdvice={false} />
              <DiscrepancyStatusBadge status={row.status} />
            </Group>
            <SimpleGrid cols={2} spacing="xs">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('adminReconciliation.columns.reported')}
                </Text>
                <NoticeAmount cents={row.reportedAmount} side="reported" />
              </Stack>
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('adminReconciliation.columns.expected')}
                </Text>
                <NoticeAmount cents={row.expectedAmount} side="expected" />
              </Stack>
            </SimpleGrid>
            <SellerAndOrder discrepancy={row} />
            <Text size="xs" c="dimmed">
              {eventLabel(row.eventType)} ·{' '}
              {row.acquirer?.name ?? t('adminReconciliation.unknownAcquirer')} ·{' '}
              {formatDateTime(row.createdAt)}
            </Text>
            {row.status === 'open' ? (
              <>
                <Text size="xs">{t(`adminReconciliation.reasons.${row.reason}.advice`)}</Text>
                <Button
                  size="xs"
                  fullWidth
                  onClick={() => onResolve(row)}
                  aria-label={resolveLabel(row)}
                >
                  {t('adminReconciliation.resolve.button')}
                </Button>
              </>
            ) : (
              <Resolution discrepancy={row} />
            )}
          </Stack>
        </Paper>
      )}
    </CardList>
  );
}
