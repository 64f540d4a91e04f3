import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { Withdrawal } from '@repasse/core/contract/withdrawals';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { WithdrawalStatusBadge } from '../../../shared/ui/withdrawal-status-badge.tsx';
import { lastChangeAt } from './withdrawal-filter-state.ts';

type WithdrawalHistoryTableProps = { rows: Withdrawal[]; onOpen: (withdrawal: Withdrawal) => void };

/** The seller's withdrawals, newest first; a row opens its timeline. */
export function WithdrawalHistoryTable({ rows, onOpen }: WithdrawalHistoryTableProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const money = { style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table
        verticalSpacing="sm"
        striped
        highlightOnHover
        aria-label={t('withdrawals.history.title')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('withdrawals.history.requestedAt')}</Table.Th>
            <Table.Th>{t('withdrawals.history.status')}</Table.Th>
            <Table.Th ta="right">{t('withdrawals.history.amount')}</Table.Th>
            <Table.Th ta="right">{t('withdrawals.history.fee')}</Table.Th>
            <Table.Th ta="right">{t('withdrawals.history.payout')}</Table.Th>
            <Table.Th>{t('withdrawals.history.pixKey')}</Table.Th>
            <Table.Th>{t('withdrawals.history.updatedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} onClick={() => onOpen(row)} style={{ cursor: 'pointer' }}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  ta="left"
                  aria-label={t('withdrawals.history.open', {
                    amount: formatMoney(row.amount),
                    date: formatDateTime(row.requestedAt),
                  })}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(row);
                  }}
                >
                  {formatDateTime(row.requestedAt)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <WithdrawalStatusBadge status={row.status} size="sm" />
                  {row.rejectionReason ? (
                    <Text size="xs" c="dimmed" maw={220} style={{ overflowWrap: 'anywhere' }}>
                      {row.rejectionReason}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td ta="right" fw={600} {...money}>
                {formatMoney(row.amount)}
              </Table.Td>
              <Table.Td ta="right" {...money}>
                {formatMoney(row.fee)}
              </Table.Td>
              <Table.Td ta="right" {...money}>
                {formatMoney(row.payout)}
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {t(`settings.pixKey.types.${row.pixKeyType}`)}
                </Text>
                <Text size="sm" maw={220} style={{ overflowWrap: 'anywhere' }}>
                  {row.pixKey}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(lastChangeAt(row))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
