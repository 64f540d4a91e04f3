import type { RecoveryBalanceResponse, RecoveryTopUp } from '@repasse/core/contract/recovery';
import type { Cents } from '@repasse/core/money/cents';
import { useState } from 'react';
import { centsToText } from '../../../shared/forms/decimal-text.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { newIdempotencyKey } from '../../../shared/http/idempotency-key.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useCreateRecoveryTopUp } from '../api/recovery.ts';
import { AmountStage } from './amount-stage.tsx';
import { PaymentStages } from './payment-stages.tsx';
import { resumableTopUp } from './resumable-top-up.ts';
import { TopUpSteps } from './top-up-steps.tsx';

/** Unreachable, or a fault on the way: the same attempt may be sent again with the same key. */
const retryable = (error: unknown) =>
  !isApiError(error) ||
  error.status === 0 ||
  (error.isServerError && error.code !== 'recovery.topup_unavailable');

type TopUpFlowProps = { balance: RecoveryBalanceResponse; onDone: () => void };

/**
 * The dialog's state: the amount and this attempt's Idempotency-Key, then the top-up being paid.
 * A top-up still payable (balance.pendingTopUp) is resumed at its QR code.
 */
export function TopUpFlow({ balance, onDone }: TopUpFlowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const create = useCreateRecoveryTopUp();
  const [resumed] = useState(() => resumableTopUp(balance, Date.now()));
  const [topUp, setTopUp] = useState<RecoveryTopUp | null>(resumed);
  const [amountText, setAmountText] = useState(() =>
    resumed ? centsToText(resumed.amount, locale) : '',
  );
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = (amount: Cents, key: string) => {
    if (create.isPending) return;
    setError(null);
    create.mutate(
      { body: { amount }, idempotencyKey: key },
      {
        onSuccess: (created) => {
          setTopUp(created);
          // The next attempt (a new code after this one ends) is a new top-up.
          setIdempotencyKey(newIdempotencyKey());
        },
        onError: (failure) => {
          if (!retryable(failure)) setIdempotencyKey(newIdempotencyKey());
          const onAmount = isApiError(failure) ? (failure.fields.amount ?? null) : null;
          if (onAmount) {
            // The limits changed since the balance was read: back to the amount, with the reason.
            setTopUp(null);
            setFieldError(onAmount);
          } else {
            setError(failure instanceof Error ? failure.message : t('common.requestFailed'));
          }
        },
      },
    );
  };

  if (topUp) {
    return (
      <PaymentStages
        key={topUp.id}
        initial={topUp}
        onRegenerate={() => start(topUp.amount, idempotencyKey)}
        regenerating={create.isPending}
        regenerateError={error}
        onDone={onDone}
      />
    );
  }
  return (
    <>
      <TopUpSteps active="amount" />
      <AmountStage
        limits={{ minimum: balance.topUpMinimum, maximum: balance.topUpMaximum }}
        amountText={amountText}
        onAmountChange={(text) => {
          setAmountText(text);
          setFieldError(null);
          // Another amount is another request: a key sent with the old one would be refused.
          if (text !== amountText) setIdempotencyKey(newIdempotencyKey());
        }}
        fieldError={fieldError}
        error={error}
        pending={create.isPending}
        onSubmit={(amount) => start(amount, idempotencyKey)}
      />
    </>
  );
}
