import type { WithdrawalContext } from '@repasse/core/contract/withdrawals';
import { describe, expect, it } from 'vitest';
import { quoteErrorMessage, quoteWithdrawal } from './withdrawal-quote.ts';

const context: WithdrawalContext = {
  available: 50_000,
  withdrawalFee: 367,
  minimum: 5_000,
  maximum: 1_000_000,
  pixKey: { type: 'email', key: 'ana@example.com' },
  documentStatus: 'validate',
  expectedArrivalAt: '2026-11-23T12:00:00.000Z',
  canRequest: true,
  blockedBy: null,
};

describe('quoteWithdrawal', () => {
  it('pays the amount less the fee (money.md: 10000 with fee 367 pays 9633)', () => {
    expect(quoteWithdrawal('100,00', context)).toEqual({
      ok: true,
      amount: 10_000,
      fee: 367,
      payout: 9_633,
    });
    expect(quoteWithdrawal('100.00', context)).toMatchObject({ ok: true, payout: 9_633 });
  });

  it('refuses a blank, unreadable, out-of-range or uncovered amount', () => {
    expect(quoteWithdrawal('', context)).toMatchObject({ error: 'withdrawal.amount_required' });
    expect(quoteWithdrawal('abc', context)).toMatchObject({ error: 'unreadable' });
    expect(quoteWithdrawal('49,99', context)).toMatchObject({
      error: 'withdrawal.below_minimum',
      amount: 4_999,
    });
    expect(quoteWithdrawal('50,00', context)).toMatchObject({ ok: true, payout: 4_633 });
    expect(quoteWithdrawal('10000,01', { ...context, available: 2_000_000 })).toMatchObject({
      error: 'withdrawal.above_maximum',
    });
    expect(quoteWithdrawal('500,01', context)).toMatchObject({
      error: 'withdrawal.insufficient_funds',
    });
    expect(quoteWithdrawal('500,00', context)).toMatchObject({ ok: true, payout: 49_633 });
    expect(quoteWithdrawal('60,00', { ...context, withdrawalFee: 6_000 })).toMatchObject({
      error: 'withdrawal.not_above_fee',
    });
  });

  it('names the limit a refusal is about', () => {
    expect(quoteErrorMessage('withdrawal.below_minimum', context)).toEqual({
      key: 'withdrawals.form.errors.belowMinimum',
      amount: 5_000,
    });
    expect(quoteErrorMessage('withdrawal.amount_required', context)).toEqual({
      key: 'errors.withdrawal.amount_required',
    });
  });
});
