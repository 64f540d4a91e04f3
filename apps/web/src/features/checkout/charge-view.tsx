import { Alert, Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import type { CheckoutCharge } from '@repasse/core/contract/products';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { useCheckoutCharge } from './api/checkout.ts';
import { BoletoPayment } from './boleto-payment.tsx';
import { PixPayment } from './pix-payment.tsx';

const declineReasons = ['insufficient_funds', 'fraud', 'generic'] as const;
const declineKey = (reason: string | null) =>
  `checkout.decline.${(declineReasons as readonly string[]).includes(reason ?? '') ? reason : 'generic'}`;

type ChargeViewProps = { initial: CheckoutCharge; onRestart: () => void };

/** The payment after it was sent: what to pay with, then paid or declined, without a reload. */
export function ChargeView({ initial, onRestart }: ChargeViewProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { data: charge } = useCheckoutCharge(initial);

  if (charge.status === 'paid') {
    return (
      <Stack align="center" gap="sm" py="lg" role="status">
        <ThemeIcon size={64} radius="xl" color="green" variant="light">
          <IconCircleCheck size={40} aria-hidden />
        </ThemeIcon>
        <Text component="h2" fz="xl" fw={700} m={0} ta="center">
          {t('checkout.success.title')}
        </Text>
        <Text ta="center">
          {t('checkout.success.description', { amount: money(charge.buyerTotal) })}
        </Text>
        {charge.method === 'card' && charge.instalments > 1 ? (
          <Text size="sm" c="dimmed">
            {t('checkout.success.instalments', { count: charge.instalments })}
          </Text>
        ) : null}
      </Stack>
    );
  }
  if (charge.status === 'pending') {
    if (charge.pix) return <PixPayment charge={charge} pix={charge.pix} onRestart={onRestart} />;
    if (charge.boleto) return <BoletoPayment charge={charge} boleto={charge.boleto} />;
    return (
      <Group gap="sm" py="lg" justify="center" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>{t('checkout.processing')}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert" title={t('checkout.decline.title')}>
        {t(declineKey(charge.declineReason))}
      </Alert>
      <Button onClick={onRestart}>{t('checkout.tryAgain')}</Button>
    </Stack>
  );
}
