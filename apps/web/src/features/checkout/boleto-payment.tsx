import { Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { CheckoutCharge } from '@repasse/core/contract/products';
import { formatCalendarDate } from '../../shared/i18n/format-date.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { CopyValueButton } from '../../shared/ui/copy-value-button.tsx';
import { BoletoBarcode } from './boleto-barcode.tsx';
import { SimulateButton } from './simulate-button.tsx';

type BoletoPaymentProps = {
  charge: CheckoutCharge;
  boleto: NonNullable<CheckoutCharge['boleto']>;
};

/** The linha digitável to copy, the barcode to scan and the due date. */
export function BoletoPayment({ charge, boleto }: BoletoPaymentProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Stack gap="md">
      <Text component="h2" fz="lg" fw={700} m={0}>
        {t('checkout.boleto.title', { amount: money(charge.buyerTotal) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('checkout.boleto.instructions')}
      </Text>
      <TextInput
        label={t('checkout.boleto.line')}
        value={boleto.line}
        readOnly
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      <CopyValueButton value={boleto.line} label={t('checkout.boleto.copy')} fullWidth />
      <BoletoBarcode digits={boleto.barcode} label={t('checkout.boleto.barcode')} />
      <Text size="sm">
        {t('checkout.boleto.dueDate', { date: formatCalendarDate(boleto.dueDate) })}
      </Text>
      <Group gap={8} aria-live="polite">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('checkout.waiting')}</Text>
      </Group>
      {charge.testMode ? <SimulateButton chargeId={charge.id} /> : null}
    </Stack>
  );
}
