import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminWithdrawal } from '@repasse/core/contract/withdrawals';
import { rejectWithdrawalSchema } from '@repasse/core/contract/withdrawals';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/api-error.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useRejectWithdrawal } from './api/admin-withdrawals.ts';

type RejectWithdrawalModalProps = {
  opened: boolean;
  withdrawal: AdminWithdrawal;
  onClose: () => void;
};

/** Rejection needs a reason: the seller reads it, and the amount returns to their balance. */
export function RejectWithdrawalModal({ opened, withdrawal, onClose }: RejectWithdrawalModalProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const reject = useRejectWithdrawal();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const finish = () => {
    setReason('');
    setError(null);
    reject.reset();
    onClose();
  };
  const close = () => {
    if (!reject.isPending) finish();
  };
  const submit = () => {
    const parsed = rejectWithdrawalSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.required'));
      return;
    }
    reject.mutate(
      { id: withdrawal.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('adminWithdrawals.reject.done'),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
          finish();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.fields.reason) setError(failure.fields.reason);
        },
      },
    );
  };

  return (
    <ResponsiveModal
      opened={opened}
      onClose={close}
      title={t('adminWithdrawals.reject.title')}
      fullScreen={false}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('adminWithdrawals.reject.message', {
              amount: formatMoney(withdrawal.amount),
              seller: withdrawal.seller.fullName,
            })}
          </Text>
          <Textarea
            label={t('adminWithdrawals.reject.reason')}
            description={t('adminWithdrawals.reject.reasonHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            autosize
            minRows={3}
            maxLength={500}
            data-autofocus
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          {reject.error && !(isApiError(reject.error) && reject.error.fields.reason) ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              title={t('adminWithdrawals.reject.failed')}
              role="alert"
            >
              {reject.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={reject.isPending}>
              {t('adminUsers.cancel')}
            </Button>
            {/* red.9: white text on the default red.6 falls short of WCAG AA contrast. */}
            <Button type="submit" color="red.9" loading={reject.isPending}>
              {t('adminWithdrawals.reject.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
