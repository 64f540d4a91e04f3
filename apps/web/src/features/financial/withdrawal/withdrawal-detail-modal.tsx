import { DataList, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Withdrawal } from '@repasse/core/contract/withdrawals';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { WithdrawalStatusBadge } from '../../../shared/ui/withdrawal-status-badge.tsx';
import { WithdrawalTimeline } from '../../../shared/ui/withdrawal-timeline.tsx';
import { useWithdrawal } from '../api/withdrawals.ts';
import { formatArrivalDate } from './arrival-date.ts';

type WithdrawalDetailModalProps = { opened: Withdrawal | null; onClose: () => void };

/** One withdrawal: its amounts, destination and every transition, loaded fresh. */
export function WithdrawalDetailModal({ opened, onClose }: WithdrawalDetailModalProps) {
  const { t } = useTranslation();
  const detail = useWithdrawal(opened?.id ?? null, opened ?? undefined);
  return (
    <ResponsiveModal
      opened={opened !== null}
      onClose={onClose}
      title={t('withdrawals.detail.title')}
      size="lg"
    >
      {detail.data ? (
        <WithdrawalDetail withdrawal={detail.data} />
      ) : detail.isError ? (
        <LoadError
          title={t('withdrawals.detail.loadError')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      ) : (
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton h={40} />
          <Skeleton h={160} />
        </Stack>
      )}
    </ResponsiveModal>
  );
}

function WithdrawalDetail({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const rows: [string, string][] = [
    [t('withdrawals.history.requestedAt'), formatDateTime(w.requestedAt)],
    [t('withdrawals.history.amount'), formatMoney(w.amount)],
    [t('withdrawals.history.fee'), formatMoney(w.fee)],
    [t('withdrawals.history.payout'), formatMoney(w.payout)],
    [
      t('withdrawals.history.pixKey'),
      `${t(`settings.pixKey.types.${w.pixKeyType}`)} · ${w.pixKey}`,
    ],
  ];
  if (w.completedAt)
    rows.push([t('withdrawals.detail.completedAt'), formatDateTime(w.completedAt)]);
  else if (!['rejected', 'failed'].includes(w.status)) {
    rows.push([t('withdrawals.form.arrival'), formatArrivalDate(w.expectedArrivalAt)]);
  }
  if (w.description) rows.push([t('withdrawals.detail.description'), w.description]);
  if (w.rejectionReason) rows.push([t('withdrawals.detail.rejectionReason'), w.rejectionReason]);
  if (w.failureReason) {
    rows.push([
      t('withdrawals.detail.failureReason'),
      t(`withdrawals.failureReasons.${w.failureReason}`, { defaultValue: w.failureReason }),
    ]);
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(w.amount)}
        </Text>
        <WithdrawalStatusBadge status={w.status} size="lg" data-testid="withdrawal-detail-status" />
      </Group>
      <DataList withDivider labelWidth={170}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      <Divider />
      <Title order={3} fz="md">
        {t('withdrawals.timeline.title')}
      </Title>
      <WithdrawalTimeline events={w.timeline} />
    </Stack>
  );
}
