import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminWithdrawal } from '@repasse/core/contract/withdrawals';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { ConfirmDialog } from '../panel-ui/confirm-dialog.tsx';
import { useBulkApproveWithdrawals } from './api/admin-withdrawals.ts';
import type { QueueSelection } from './use-queue-selection.ts';

type BulkApproveBarProps = { rows: AdminWithdrawal[]; selection: QueueSelection };

/** What is ticked, its total, and one button to approve it all. */
export function BulkApproveBar({ rows, selection }: BulkApproveBarProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const bulk = useBulkApproveWithdrawals();
  const [confirming, setConfirming] = useState(false);
  const count = selection.selected.length;
  const total = rows
    .filter((row) => selection.selected.includes(row.id))
    .reduce((sum, row) => sum + row.amount, 0);

  const approve = () =>
    bulk.mutate(selection.selected, {
      onSuccess: ({ approved, skipped }) => {
        setConfirming(false);
        selection.clear();
        notifications.show({
          color: skipped.length ? 'yellow' : 'teal',
          message: skipped.length
            ? t('adminWithdrawals.bulk.partial', {
                approved: approved.length,
                skipped: skipped.length,
              })
            : t('adminWithdrawals.bulk.done', { count: approved.length }),
          closeButtonProps: { 'aria-label': t('common.close') },
        });
      },
      onError: (error) => {
        setConfirming(false);
        notifications.show({
          color: 'red',
          title: t('adminWithdrawals.bulk.failed'),
          message: error.message,
          closeButtonProps: { 'aria-label': t('common.close') },
        });
      },
    });

  if (count === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" mb="md" aria-live="polite">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {t('adminWithdrawals.bulk.selected', { count, total: formatMoney(total) })}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={selection.clear}>
            {t('adminWithdrawals.bulk.clear')}
          </Button>
          <Button
            size="xs"
            color="teal"
            leftSection={<IconChecks size={14} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('adminWithdrawals.bulk.approve')}
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('adminWithdrawals.bulk.confirmTitle')}
        confirmLabel={t('adminWithdrawals.bulk.approve')}
        color="teal"
        loading={bulk.isPending}
        onConfirm={approve}
        onClose={() => setConfirming(false)}
      >
        {t('adminWithdrawals.bulk.confirmMessage', { count, total: formatMoney(total) })}
      </ConfirmDialog>
    </Paper>
  );
}
