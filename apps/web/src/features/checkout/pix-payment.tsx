import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import type { CheckoutCharge } from '@repasse/core/contract/products';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { CopyValueButton } from '../../shared/ui/copy-value-button.tsx';
import { PixQrCode } from '../../shared/ui/pix-qr-code.tsx';
import { formatCountdown, useSecondsLeft } from '../../shared/ui/use-countdown.ts';
import { SimulateButton } from './simulate-button.tsx';

type PixPaymentProps = {
  charge: CheckoutCharge;
  pix: NonNullable<CheckoutCharge['pix']>;
  onRestart: () => void;
};

/** The QR code and its copy-and-paste text, the time left, and a quiet "waiting" line. */
export function PixPayment({ charge, pix, onRestart }: PixPaymentProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const seconds = useSecondsLeft(pix.expiresAt);
  if (seconds === 0) {
    return (
      <Stack>
        <Alert color="orange" variant="light" role="alert" title={t('checkout.pix.expiredTitle')}>
          {t('checkout.pix.expired')}
        </Alert>
        <Button onClick={onRestart}>{t('checkout.tryAgain')}</Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="md">
      <Text component="h2" fz="lg" fw={700} m={0} ta="center">
        {t('checkout.pix.title', { amount: money(charge.buyerTotal) })}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {t('checkout.pix.instructions')}
      </Text>
      <PixQrCode brCode={pix.brCode} label={t('checkout.pix.qrLabel')} />
      <Textarea
        w="100%"
        label={t('checkout.pix.code')}
        value={pix.brCode}
        readOnly
        autosize
        minRows={2}
        maxRows={5}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } }}
      />
      <CopyValueButton value={pix.brCode} label={t('checkout.pix.copy')} fullWidth />
      <Group gap={6} c="dimmed">
        <IconClockHour4 size={16} aria-hidden />
        <Text size="sm" role="timer" aria-live="off">
          {t('checkout.pix.expiresIn', { time: formatCountdown(seconds) })}
        </Text>
      </Group>
      <Group gap={8} aria-live="polite">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('checkout.waiting')}</Text>
      </Group>
      {charge.testMode ? <SimulateButton chargeId={charge.id} /> : null}
    </Stack>
  );
}
