import { Button, Stack, Table, Text } from '@mantine/core';
import type { Discrepancy, DiscrepancyStatus } from '@repasse/core/contract/reconciliation';
import { IconChecks } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyRow, LoadingRows } from '../panel-ui/table-body-states.tsx';
import {
  DiscrepancyReason,
  DiscrepancyStatusBadge,
  NoticeAmounts,
  Resolution,
  SellerAndOrder,
  useEmptyText,
  useEventLabel,
  useResolveLabel,
} from './discrepancy-parts.tsx';

const columns = 5;

type DiscrepanciesTableProps = {
  status: DiscrepancyStatus;
  rows: Discrepancy[] | undefined;
  loading: boolean;
  onResolve: (discrepancy: Discrepancy) => void;
};

export function DiscrepanciesTable({ status, rows, loading, onResolve }: DiscrepanciesTableProps) {
  const { t } = useTranslation();
  const eventLabel = useEventLabel();
  const resolveLabel = useResolveLabel();
  const empty = useEmptyText(status);
  return (
    <Table.ScrollContainer minWidth={840}>
      <Table verticalSpacing="sm" aria-label={t('adminReconciliation.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminReconciliation.columns.notice')}</Table.Th>
            <Table.Th>{t('adminReconciliation.columns.sellerOrder')}</Table.Th>
            <Table.Th>{t('adminReconciliation.columns.reason')}</Table.Th>
            <Table.Th>{t('adminReconciliation.columns.amounts')}</Table.Th>
            <Table.Th>{t('adminReconciliation.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !rows ? (
            <LoadingRows columns={columns} />
          ) : rows?.length ? (
            rows.map((row) => (
              <Table.Tr key={row.id} style={{ verticalAlign: 'top' }}>
                <Table.Td w={150}>
                  <Stack gap={2}>
                    <Text size="sm" fw={500}>
                      {eventLabel(row.eventType)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.acquirer?.name ?? t('adminReconciliation.unknownAcquirer')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(row.createdAt)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td w={210}>
                  <SellerAndOrder discrepancy={row} />
                </Table.Td>
                <Table.Td miw={220}>
                  {/* Once resolved, the note says what was done: the advice would only crowd it. */}
                  <DiscrepancyReason reason={row.reason} withAdvice={row.status === 'open'} />
                </Table.Td>
                <Table.Td w={170}>
                  <NoticeAmounts discrepancy={row} />
                </Table.Td>
                <Table.Td miw={120} maw={280}>
                  <Stack gap={8} align="flex-start">
                    <DiscrepancyStatusBadge status={row.status} />
                    {row.status === 'open' ? (
                      <Button
                        size="xs"
                        onClick={() => onResolve(row)}
                        aria-label={resolveLabel(row)}
                      >
                        {t('adminReconciliation.resolve.button')}
                      </Button>
                    ) : (
                      <Resolution discrepancy={row} />
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))
          ) : (
            <EmptyRow
              columns={columns}
              icon={<IconChecks size={24} aria-hidden />}
              title={empty.title}
              description={empty.description}
            />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
