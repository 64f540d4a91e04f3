import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { AdminWithdrawal } from '@repasse/core/contract/withdrawals';
import { rejectWithdrawalSchema } from '@repasse/core/contract/withdrawals';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRequiredNote } from '../../../shared/forms/use-required-note.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
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
  const reject = useRequiredNote({
    schema: rejectWithdrawalSchema,
    field: 'reason',
    mutation: useRejectWithdrawal(),
    toVariables: (reason) => ({ id: withdrawal.id, reason }),
    doneMessage: t('adminWithdrawals.reject.done'),
    onClose,
  });

  return (
    <ResponsiveModal
      opened={opened}
      onClose={reject.close}
      title={t('adminWithdrawals.reject.title')}
      fullScreen={false}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          reject.submit();
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
            value={reject.text}
            onChange={(event) => reject.setText(event.currentTarget.value)}
            error={reject.error}
          />
          {reject.otherError ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              title={t('adminWithdrawals.reject.failed')}
              role="alert"
            >
              {reject.otherError.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={reject.close} disabled={reject.pending}>
              {t('adminUsers.cancel')}
            </Button>
            {/* red.9: white text on the default red.6 falls short of WCAG AA contrast. */}
            <Button type="submit" color="red.9" loading={reject.pending}>
              {t('adminWithdrawals.reject.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
