import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminWithdrawal } from '@repasse/core/contract/withdrawals';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { ConfirmDialog } from '../panel-ui/confirm-dialog.tsx';
import { useApproveWithdrawal } from './api/admin-withdrawals.ts';
import { RejectWithdrawalModal } from './reject-withdrawal-modal.tsx';

/** Approve or reject: only a pending withdrawal waits for a decision. */
export function WithdrawalActions({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const approve = useApproveWithdrawal();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  if (withdrawal.status !== 'pending') return null;

  const confirmApprove = () =>
    approve.mutate(withdrawal.id, {
      onSuccess: () => {
        setDialog(null);
        notifications.show({
          color: 'teal',
          message: t('adminWithdrawals.approve.done'),
          closeButtonProps: { 'aria-label': t('common.close') },
        });
      },
      onError: (error) => {
        setDialog(null);
        notifications.show({
          color: 'red',
          title: t('adminWithdrawals.approve.failed'),
          message: error.message,
          closeButtonProps: { 'aria-label': t('common.close') },
        });
      },
    });

  return (
    <Group gap="sm" grow>
      <Button
        color="teal"
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={() => setDialog('approve')}
      >
        {t('adminWithdrawals.approve.button')}
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => setDialog('reject')}
      >
        {t('adminWithdrawals.reject.button')}
      </Button>
      <ConfirmDialog
        opened={dialog === 'approve'}
        title={t('adminWithdrawals.approve.title')}
        confirmLabel={t('adminWithdrawals.approve.confirm')}
        color="teal"
        loading={approve.isPending}
        onConfirm={confirmApprove}
        onClose={() => setDialog(null)}
      >
        {t('adminWithdrawals.approve.message', {
          payout: formatMoney(withdrawal.payout),
          key: withdrawal.pixKey,
          seller: withdrawal.seller.fullName,
        })}
      </ConfirmDialog>
      <RejectWithdrawalModal
        opened={dialog === 'reject'}
        withdrawal={withdrawal}
        onClose={() => setDialog(null)}
      />
    </Group>
  );
}
