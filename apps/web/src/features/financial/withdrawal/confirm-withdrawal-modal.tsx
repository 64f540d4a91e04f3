import { Alert, Button, DataList, Group, Stack } from '@mantine/core';
import type { WithdrawalContext } from '@repasse/core/contract/withdrawals';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { formatArrivalDate } from './arrival-date.ts';

type ConfirmWithdrawalModalProps = {
  opened: boolean;
  quote: { amount: number; fee: number; payout: number };
  pixKey: NonNullable<WithdrawalContext['pixKey']>;
  expectedArrivalAt: string;
  pending: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** The last look before money leaves: amount, fee, what arrives, where and when. */
export function ConfirmWithdrawalModal({
  opened,
  quote,
  pixKey,
  expectedArrivalAt,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmWithdrawalModalProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const rows = [
    [t('withdrawals.confirm.amount'), formatMoney(quote.amount)],
    [t('withdrawals.form.fee'), `−${formatMoney(quote.fee)}`],
    [t('withdrawals.form.payout'), formatMoney(quote.payout)],
    [
      t('withdrawals.form.destination'),
      `${t(`settings.pixKey.types.${pixKey.type}`)} · ${pixKey.key}`,
    ],
    [t('withdrawals.form.arrival'), formatArrivalDate(expectedArrivalAt)],
  ] as const;
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={t('withdrawals.confirm.title')}
      fullScreen={false}
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
    >
      <Stack gap="md">
        <DataList withDivider labelWidth={140}>
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue
                style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
              >
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
        {error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('withdrawals.form.error')}
            role="alert"
          >
            {error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('withdrawals.confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            {error ? t('common.retry') : t('withdrawals.confirm.submit')}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
