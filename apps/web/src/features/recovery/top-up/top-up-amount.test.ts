import { describe, expect, it } from 'vitest';
import { checkTopUpAmount } from './top-up-amount.ts';

const limits = { minimum: 2_000, maximum: 500_000 };

describe('checkTopUpAmount', () => {
  it('reads the amount in either notation as centavos', () => {
    expect(checkTopUpAmount('50,00', limits)).toEqual({ ok: true, amount: 5_000 });
    expect(checkTopUpAmount('20.13', limits)).toEqual({ ok: true, amount: 2_013 });
    expect(checkTopUpAmount('5.000,00', limits)).toEqual({ ok: true, amount: 500_000 });
  });

  it('names the limit an amount falls outside of, inclusive at both ends', () => {
    expect(checkTopUpAmount('20,00', limits)).toEqual({ ok: true, amount: 2_000 });
    expect(checkTopUpAmount('19,99', limits)).toEqual({
      ok: false,
      key: 'errors.recovery.topup_below_minimum',
      limit: 2_000,
    });
    expect(checkTopUpAmount('5000,01', limits)).toEqual({
      ok: false,
      key: 'errors.recovery.topup_above_maximum',
      limit: 500_000,
    });
  });

  it('refuses a blank or unreadable amount', () => {
    expect(checkTopUpAmount('  ', limits)).toEqual({ ok: false, key: 'validation.required' });
    expect(checkTopUpAmount('cinquenta', limits)).toEqual({ ok: false, key: 'validation.money' });
    expect(checkTopUpAmount('0', limits)).toEqual({ ok: false, key: 'validation.money' });
  });
});
