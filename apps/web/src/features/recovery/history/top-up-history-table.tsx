import { Table } from '@mantine/core';
import type { RecoveryTopUp } from '@repasse/core/contract/recovery';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { TopUpStatusBadge } from './top-up-status-badge.tsx';

const nowrap = { style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;

/** The seller's top-ups, newest first. */
export function TopUpHistoryTable({ rows }: { rows: RecoveryTopUp[] }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table verticalSpacing="sm" striped aria-label={t('recovery.topUps.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('recovery.topUps.createdAt')}</Table.Th>
            <Table.Th ta="right">{t('recovery.topUps.amount')}</Table.Th>
            <Table.Th>{t('recovery.topUps.statusLabel')}</Table.Th>
            <Table.Th>{t('recovery.topUps.paidAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="top-up-row">
              <Table.Td {...nowrap}>{formatDateTime(row.createdAt)}</Table.Td>
              <Table.Td ta="right" fw={600} {...nowrap}>
                {formatMoney(row.amount)}
              </Table.Td>
              <Table.Td>
                <TopUpStatusBadge status={row.status} size="sm" />
              </Table.Td>
              <Table.Td {...nowrap}>{row.paidAt ? formatDateTime(row.paidAt) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
