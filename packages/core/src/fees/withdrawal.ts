import { assertCents, type Cents } from '../money/cents.ts';
import type { PlatformSettings } from './platform-settings.ts';

export const withdrawalErrors = [
  'withdrawal.amount_required',
  'withdrawal.below_minimum',
  'withdrawal.above_maximum',
  'withdrawal.insufficient_funds',
  'withdrawal.not_above_fee',
  'withdrawal.negative_balance',
] as const;
export type WithdrawalError = (typeof withdrawalErrors)[number];

export type WithdrawalContext = {
  withdrawalFee: Cents;
  available: Cents;
  settings: Pick<PlatformSettings, 'withdrawalMinimum' | 'withdrawalMaximum'>;
};

export type WithdrawalResult =
  | { ok: true; fee: Cents; payout: Cents }
  | { ok: false; error: WithdrawalError };

/**
 * Checks a withdrawal of `amount` against docs/money.md §10: the whole amount leaves the
 * available balance, the Pix key receives `payout` and the platform keeps `fee`.
 */
export function computeWithdrawal(
  amount: Cents | null | undefined,
  { withdrawalFee, available, settings }: WithdrawalContext,
): WithdrawalResult {
  assertCents(withdrawalFee);
  assertCents(available);
  // A negative balance blocks every withdrawal, so it is the first thing to tell the seller.
  if (available < 0) return { ok: false, error: 'withdrawal.negative_balance' };
  if (amount === null || amount === undefined || amount <= 0) {
    return { ok: false, error: 'withdrawal.amount_required' };
  }
  assertCents(amount);
  if (amount < settings.withdrawalMinimum) return { ok: false, error: 'withdrawal.below_minimum' };
  if (amount > settings.withdrawalMaximum) return { ok: false, error: 'withdrawal.above_maximum' };
  if (amount > available) return { ok: false, error: 'withdrawal.insufficient_funds' };
  if (amount <= withdrawalFee) return { ok: false, error: 'withdrawal.not_above_fee' };
  return { ok: true, fee: withdrawalFee, payout: amount - withdrawalFee };
}
