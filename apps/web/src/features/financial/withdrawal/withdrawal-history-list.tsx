import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Withdrawal } from '@repasse/core/contract/withdrawals';
import { IconChevronRight } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { WithdrawalStatusBadge } from '../../../shared/ui/withdrawal-status-badge.tsx';

type WithdrawalHistoryListProps = { rows: Withdrawal[]; onOpen: (withdrawal: Withdrawal) => void };

/** The history on a phone: one card per withdrawal, the amount and status always in sight. */
export function WithdrawalHistoryList({ rows, onOpen }: WithdrawalHistoryListProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('withdrawals.history.title')}
    >
      {rows.map((row) => (
        <li key={row.id}>
          <UnstyledButton
            w="100%"
            onClick={() => onOpen(row)}
            aria-label={t('withdrawals.history.open', {
              amount: formatMoney(row.amount),
              date: formatDateTime(row.requestedAt),
            })}
          >
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={6} style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatMoney(row.amount)}
                    </Text>
                    <WithdrawalStatusBadge status={row.status} size="sm" />
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('withdrawals.history.payoutShort', {
                      payout: formatMoney(row.payout),
                      fee: formatMoney(row.fee),
                    })}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {formatDateTime(row.requestedAt)} · {row.pixKey}
                  </Text>
                  {row.rejectionReason ? (
                    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                      {row.rejectionReason}
                    </Text>
                  ) : null}
                </Stack>
                <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
              </Group>
            </Paper>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
