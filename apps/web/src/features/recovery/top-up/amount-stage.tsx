import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Cents } from '@repasse/core/money/cents';
import { IconAlertCircle, IconQrcode } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { checkTopUpAmount } from './top-up-amount.ts';

type AmountStageProps = {
  limits: { minimum: Cents; maximum: Cents };
  amountText: string;
  onAmountChange: (text: string) => void;
  /** The server's message on the amount (already translated). */
  fieldError: string | null;
  /** Any other refusal or failure, to show above the button. */
  error: string | null;
  pending: boolean;
  onSubmit: (amount: Cents) => void;
};

/** Stage 1: how much to add, within the platform's limits. */
export function AmountStage({
  limits,
  amountText,
  onAmountChange,
  fieldError,
  error,
  pending,
  onSubmit,
}: AmountStageProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const inputRef = useRef<HTMLInputElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const check = checkTopUpAmount(amountText, limits);
  const clientError =
    submitted && !check.ok
      ? t(check.key, {
          minimum: formatMoney(limits.minimum),
          maximum: formatMoney(limits.maximum),
        })
      : null;

  return (
    <form
      noValidate
      aria-label={t('recovery.topUp.amountForm')}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!check.ok) {
          inputRef.current?.focus();
          return;
        }
        onSubmit(check.amount);
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('recovery.topUp.amountIntro')}
        </Text>
        <MoneyInput
          ref={inputRef}
          data-autofocus
          label={t('recovery.topUp.amount')}
          description={t('recovery.topUp.limits', {
            minimum: formatMoney(limits.minimum),
            maximum: formatMoney(limits.maximum),
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          value={amountText}
          onChange={(event) => onAmountChange(event.currentTarget.value)}
          error={fieldError ?? clientError ?? undefined}
        />
        {error ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('recovery.topUp.createFailed')}
          >
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={pending}
            leftSection={<IconQrcode size={16} aria-hidden />}
          >
            {t('recovery.topUp.generate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
