import type { Cents } from '@repasse/core/money/cents';
import { centsFromText } from '../../../shared/forms/decimal-text.ts';

export type TopUpAmountCheck =
  | { ok: true; amount: Cents }
  | { ok: false; key: string; limit?: Cents };

/**
 * The typed amount against the platform's limits, as the server checks them (it answers
 * recovery.topup_below_minimum / _above_maximum with the same messages).
 */
export function checkTopUpAmount(
  text: string,
  limits: { minimum: Cents; maximum: Cents },
): TopUpAmountCheck {
  const amount = centsFromText(text);
  if (amount === undefined) return { ok: false, key: 'validation.required' };
  if (amount === null || amount <= 0) return { ok: false, key: 'validation.money' };
  if (amount < limits.minimum)
    return { ok: false, key: 'errors.recovery.topup_below_minimum', limit: limits.minimum };
  if (amount > limits.maximum)
    return { ok: false, key: 'errors.recovery.topup_above_maximum', limit: limits.maximum };
  return { ok: true, amount };
}
