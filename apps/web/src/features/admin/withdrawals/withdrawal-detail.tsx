import { Badge, DataList, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminWithdrawalDetail } from '@repasse/core/contract/withdrawals';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { UserDocumentStatusBadge } from '../../../shared/ui/document-status-badge.tsx';
import { WithdrawalStatusBadge } from '../../../shared/ui/withdrawal-status-badge.tsx';
import { WithdrawalTimeline } from '../../../shared/ui/withdrawal-timeline.tsx';
import { WithdrawalActions } from './withdrawal-actions.tsx';
import { WithdrawalNotes } from './withdrawal-notes.tsx';

export function WithdrawalDetail({ detail }: { detail: AdminWithdrawalDetail }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { withdrawal: w, balance } = detail;
  const rows: [string, string][] = [
    [t('adminWithdrawals.columns.requestedAt'), formatDateTime(w.requestedAt)],
    [t('adminWithdrawals.columns.amount'), formatMoney(w.amount)],
    [t('adminWithdrawals.columns.fee'), formatMoney(w.fee)],
    [t('adminWithdrawals.columns.payout'), formatMoney(w.payout)],
    [
      t('adminWithdrawals.columns.pixKey'),
      `${t(`settings.pixKey.types.${w.pixKeyType}`)} · ${w.pixKey}`,
    ],
  ];
  if (w.description) rows.push([t('withdrawals.detail.description'), w.description]);
  if (w.completedAt)
    rows.push([t('withdrawals.detail.completedAt'), formatDateTime(w.completedAt)]);
  if (w.rejectionReason) rows.push([t('withdrawals.detail.rejectionReason'), w.rejectionReason]);
  if (w.failureReason) {
    rows.push([
      t('withdrawals.detail.failureReason'),
      t(`withdrawals.failureReasons.${w.failureReason}`, { defaultValue: w.failureReason }),
    ]);
  }
  if (w.providerReference) {
    rows.push([t('adminWithdrawals.detail.providerReference'), w.providerReference]);
  }
  const balances = [
    ['available', balance.available],
    ['pending', balance.pending],
    ['reserve', balance.reserve],
    ['withdrawing', balance.withdrawing],
  ] as const;

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={2}>
          <Text fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(w.amount)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('adminWithdrawals.detail.payoutLine', { payout: formatMoney(w.payout) })}
          </Text>
        </Stack>
        <WithdrawalStatusBadge status={w.status} size="lg" data-testid="admin-withdrawal-status" />
      </Group>
      <WithdrawalActions withdrawal={w} />
      <section aria-labelledby="withdrawal-seller">
        <Title id="withdrawal-seller" order={3} fz="md" mb="xs">
          {t('adminWithdrawals.detail.seller')}
        </Title>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {w.seller.fullName}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {w.seller.email}
        </Text>
        <Group gap={6} mt={6}>
          <UserDocumentStatusBadge status={w.seller.documentStatus} size="sm" />
          <Badge size="sm" variant="light" color={w.seller.autoWithdrawal ? 'teal' : 'gray'}>
            {t(
              w.seller.autoWithdrawal
                ? 'adminWithdrawals.detail.autoOn'
                : 'adminWithdrawals.detail.autoOff',
            )}
          </Badge>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, xs: 4 }} spacing="xs" mt="sm" mb={0}>
          {balances.map(([key, cents]) => (
            <Stack key={key} gap={2}>
              <Text component="dt" size="xs" c="dimmed">
                {t(`financial.balance.${key}`)}
              </Text>
              <Text
                component="dd"
                m={0}
                size="sm"
                fw={600}
                c={cents < 0 ? 'red' : undefined}
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {formatMoney(cents)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </section>
      <Divider />
      <DataList withDivider labelWidth={150}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      <Divider />
      <section aria-labelledby="withdrawal-timeline">
        <Title id="withdrawal-timeline" order={3} fz="md" mb="sm">
          {t('withdrawals.timeline.title')}
        </Title>
        <WithdrawalTimeline events={w.timeline} actorsKey="adminWithdrawals.actors" />
      </section>
      <Divider />
      <WithdrawalNotes withdrawalId={w.id} notes={w.notes} />
    </Stack>
  );
}
