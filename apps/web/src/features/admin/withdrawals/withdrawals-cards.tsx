import { Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { AdminWithdrawal } from '@repasse/core/contract/withdrawals';
import { IconCash, IconChevronRight } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { WithdrawalStatusBadge } from '../../../shared/ui/withdrawal-status-badge.tsx';
import { CardList } from '../panel-ui/card-list.tsx';
import type { QueueSelection } from './use-queue-selection.ts';

type WithdrawalsCardsProps = {
  rows: AdminWithdrawal[] | undefined;
  loading: boolean;
  selection: QueueSelection;
  onOpen: (id: string) => void;
};

/** The queue on phones: one card per withdrawal, its tick box beside it. */
export function WithdrawalsCards({ rows, loading, selection, onOpen }: WithdrawalsCardsProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <CardList
      rows={rows}
      loading={loading}
      label={t('adminWithdrawals.tableLabel')}
      skeletonHeight={96}
      empty={{
        icon: <IconCash size={24} aria-hidden />,
        title: t('adminWithdrawals.empty'),
        description: t('adminWithdrawals.emptyDescription'),
      }}
    >
      {(row) => (
        <Paper component="li" key={row.id} withBorder radius="md" p="sm">
          <Group wrap="nowrap" gap="sm" align="flex-start">
            {row.status === 'pending' ? (
              <Checkbox
                mt={4}
                aria-label={t('adminWithdrawals.selectRow', {
                  seller: row.seller.email,
                  amount: formatMoney(row.amount),
                })}
                checked={selection.has(row.id)}
                onChange={() => selection.toggle(row.id)}
              />
            ) : null}
            <UnstyledButton
              style={{ flex: 1, minWidth: 0 }}
              onClick={() => onOpen(row.id)}
              aria-label={t('adminWithdrawals.open', {
                seller: row.seller.email,
                amount: formatMoney(row.amount),
                date: formatDateTime(row.requestedAt),
              })}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatMoney(row.amount)}
                    </Text>
                    <WithdrawalStatusBadge status={row.status} size="sm" />
                  </Group>
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {row.seller.fullName} · {row.seller.email}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {formatDateTime(row.requestedAt)} · {row.pixKey}
                  </Text>
                </Stack>
                <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
              </Group>
            </UnstyledButton>
          </Group>
        </Paper>
      )}
    </CardList>
  );
}
