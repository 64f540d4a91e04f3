import type { Withdrawal, WithdrawalContext } from '@repasse/core/contract/withdrawals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../shared/http/api-error.ts';
import { newIdempotencyKey } from '../../../shared/http/idempotency-key.ts';
import { useRequestWithdrawal, withdrawalKeys } from '../api/withdrawals.ts';
import { quoteWithdrawal } from './withdrawal-quote.ts';

type FlowCallbacks = {
  onDone: (withdrawal: Withdrawal) => void;
  /** The server said no (4xx): the message is already in the seller's language. */
  onRefused: (error: Error) => void;
};

/**
 * Amount -> confirmation -> request. Each confirmation dialog gets its own Idempotency-Key, so a
 * double click or a retry after a lost answer requests the withdrawal once.
 */
export function useWithdrawalFlow(context: WithdrawalContext, callbacks: FlowCallbacks) {
  const queryClient = useQueryClient();
  const request = useRequestWithdrawal();
  const [amountText, setAmountText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const quote = quoteWithdrawal(amountText, context);

  return {
    amountText,
    quote,
    request,
    /** Field errors show once the seller has tried to continue, then follow the typing. */
    showError: submitted && !quote.ok,
    serverError,
    confirming: idempotencyKey !== null,
    changeAmount: (text: string) => {
      setAmountText(text);
      setServerError(null);
    },
    /** Returns false when the amount is refused, for the caller to focus the field. */
    openConfirmation: () => {
      setSubmitted(true);
      if (!quote.ok) return false;
      request.reset();
      setIdempotencyKey(newIdempotencyKey());
      return true;
    },
    closeConfirmation: () => {
      if (!request.isPending) setIdempotencyKey(null);
    },
    confirm: () => {
      if (!idempotencyKey || !quote.ok || request.isPending) return;
      request.mutate(
        { body: { amount: quote.amount }, idempotencyKey },
        {
          onSuccess: (withdrawal) => {
            setIdempotencyKey(null);
            setAmountText('');
            setSubmitted(false);
            callbacks.onDone(withdrawal);
          },
          onError: (error) => {
            // Unreachable or a server fault: the dialog stays for a retry with the same key.
            if (!isApiError(error) || error.status === 0 || error.isServerError) return;
            setIdempotencyKey(null);
            setServerError(error.fields.amount ?? null);
            // Limits, balance, key or documents may have changed: show them as they are now.
            void queryClient.invalidateQueries({ queryKey: withdrawalKeys.context() });
            callbacks.onRefused(error);
          },
        },
      );
    },
  };
}

export type WithdrawalFlow = ReturnType<typeof useWithdrawalFlow>;
