import { describe, expect, it } from 'vitest';
import { defaultPlatformSettings } from './platform-settings.ts';
import { computeWithdrawal } from './withdrawal.ts';

const context = { withdrawalFee: 367, available: 50_000, settings: defaultPlatformSettings };

describe('computeWithdrawal', () => {
  it('follows money.md: W = 10000, fee 367 -> 9633 paid out', () => {
    expect(computeWithdrawal(10000, context)).toEqual({ ok: true, fee: 367, payout: 9633 });
  });

  it('accepts the limits themselves', () => {
    const rich = { ...context, available: 2_000_000 };
    expect(computeWithdrawal(5000, rich)).toEqual({ ok: true, fee: 367, payout: 4633 });
    expect(computeWithdrawal(1_000_000, rich)).toEqual({ ok: true, fee: 367, payout: 999_633 });
    expect(computeWithdrawal(50_000, context)).toMatchObject({ ok: true, payout: 49_633 });
  });

  it.each([
    [null, 'withdrawal.amount_required'],
    [undefined, 'withdrawal.amount_required'],
    [0, 'withdrawal.amount_required'],
    [-100, 'withdrawal.amount_required'],
    [4999, 'withdrawal.below_minimum'],
    [1_000_001, 'withdrawal.above_maximum'],
    [50_001, 'withdrawal.insufficient_funds'],
  ] as const)('refuses %s with %s', (amount, error) => {
    expect(computeWithdrawal(amount, context)).toEqual({ ok: false, error });
  });

  it('refuses an amount not above the fee', () => {
    const settings = { ...defaultPlatformSettings, withdrawalMinimum: 100 };
    expect(computeWithdrawal(367, { ...context, settings })).toEqual({
      ok: false,
      error: 'withdrawal.not_above_fee',
    });
    expect(computeWithdrawal(368, { ...context, settings })).toEqual({
      ok: true,
      fee: 367,
      payout: 1,
    });
  });

  it('refuses everything while the balance is negative', () => {
    expect(computeWithdrawal(10000, { ...context, available: -1 })).toEqual({
      ok: false,
      error: 'withdrawal.negative_balance',
    });
    expect(computeWithdrawal(null, { ...context, available: -1 })).toEqual({
      ok: false,
      error: 'withdrawal.negative_balance',
    });
  });

  it('takes no fee when the profile has none', () => {
    expect(computeWithdrawal(10000, { ...context, withdrawalFee: 0 })).toEqual({
      ok: true,
      fee: 0,
      payout: 10000,
    });
  });

  it('throws on amounts that are not whole centavos', () => {
    expect(() => computeWithdrawal(100.5, context)).toThrow(RangeError);
  });
});
