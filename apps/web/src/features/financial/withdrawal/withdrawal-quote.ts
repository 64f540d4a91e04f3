import type { WithdrawalContext } from '@repasse/core/contract/withdrawals';
import { computeWithdrawal, type WithdrawalError } from '@repasse/core/fees/withdrawal';
import type { Cents } from '@repasse/core/money/cents';
import { centsFromText } from '../../../shared/forms/decimal-text.ts';

export type WithdrawalQuote =
  | { ok: true; amount: Cents; fee: Cents; payout: Cents }
  | { ok: false; amount: Cents | null; error: WithdrawalError | 'unreadable' };

/**
 * What typing `text` would withdraw, with the same rules the server applies (docs/money.md
 * §10, packages/core's computeWithdrawal): the fee and what reaches the Pix key, or why not.
 */
export function quoteWithdrawal(text: string, context: WithdrawalContext): WithdrawalQuote {
  const amount = centsFromText(text);
  if (amount === null) return { ok: false, amount: null, error: 'unreadable' };
  const result = computeWithdrawal(amount, {
    withdrawalFee: context.withdrawalFee,
    available: context.available,
    settings: { withdrawalMinimum: context.minimum, withdrawalMaximum: context.maximum },
  });
  if (!result.ok) return { ok: false, amount: amount ?? null, error: result.error };
  return { ok: true, amount: amount as Cents, fee: result.fee, payout: result.payout };
}

/** The message key of a refused amount and the amounts it names. */
export function quoteErrorMessage(
  error: WithdrawalError | 'unreadable',
  context: WithdrawalContext,
): { key: string; amount?: Cents } {
  switch (error) {
    case 'unreadable':
      return { key: 'validation.money' };
    case 'withdrawal.below_minimum':
      return { key: 'withdrawals.form.errors.belowMinimum', amount: context.minimum };
    case 'withdrawal.above_maximum':
      return { key: 'withdrawals.form.errors.aboveMaximum', amount: context.maximum };
    case 'withdrawal.insufficient_funds':
      return { key: 'withdrawals.form.errors.insufficient', amount: context.available };
    case 'withdrawal.not_above_fee':
      return { key: 'withdrawals.form.errors.notAboveFee', amount: context.withdrawalFee };
    default:
      return { key: `errors.${error}` };
  }
}
