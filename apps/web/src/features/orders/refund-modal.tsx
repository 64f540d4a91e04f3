import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Charge } from '@repasse/core/contract/charges';
import { parseBRLInput } from '@repasse/core/money/cents';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { MoneyInput } from '../../shared/ui/money-input.tsx';
import { ResponsiveModal } from '../../shared/ui/responsive-modal.tsx';

type RefundModalProps = {
  /** The seller's or the admin's refund call: no amount refunds everything left. */
  refund: UseMutationResult<Charge, Error, number | undefined>;
  refundable: number;
  opened: boolean;
  onClose: () => void;
};

/** A full refund, or part of what can still be refunded. */
export function RefundModal({ refund, refundable, opened, onClose }: RefundModalProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    let amount: number | undefined;
    if (kind === 'partial') {
      const cents = parseBRLInput(text);
      if (cents === null || cents <= 0) return setError(t('validation.money'));
      if (cents > refundable) return setError(t('errors.refund.above_refundable'));
      amount = cents;
    }
    setError(null);
    refund.mutate(amount, {
      onSuccess: (charge) => {
        // A refund the acquirer has not confirmed yet is on its way, not done.
        const pending = charge.pendingRefundAmount > 0;
        notifications.show({
          color: pending ? 'yellow' : 'green',
          message: t(pending ? 'orders.refund.pending' : 'orders.refund.done'),
        });
        onClose();
      },
    });
  };

  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t('orders.refund.title')}>
      <Stack>
        <Text size="sm">{t('orders.refund.refundable', { amount: money(refundable) })}</Text>
        <SegmentedControl
          fullWidth
          aria-label={t('orders.refund.kind')}
          value={kind}
          onChange={(value) => setKind(value === 'partial' ? 'partial' : 'full')}
          data={[
            { value: 'full', label: t('orders.refund.full') },
            { value: 'partial', label: t('orders.refund.partial') },
          ]}
        />
        {kind === 'partial' ? (
          <MoneyInput
            label={t('orders.refund.amount')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
            data-autofocus
          />
        ) : null}
        {refund.isError ? (
          <Alert color="red" variant="light" role="alert">
            {refund.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('orders.refund.cancel')}
          </Button>
          <Button color="red.9" loading={refund.isPending} onClick={confirm}>
            {t('orders.refund.confirm')}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
