import { referralCodeSchema } from '@repasse/core/contract/affiliates';
import { describe, expect, it } from 'vitest';
import { referralDays, rememberReferral } from './referral-code.ts';

const day = 24 * 60 * 60 * 1000;

function memory(initial: string | null = null) {
  let value = initial;
  return {
    read: () => value,
    write: (next: string) => {
      value = next;
    },
    get value() {
      return value;
    },
  };
}

describe('referral code', () => {
  it('remembers the code of the address', () => {
    const store = memory();
    expect(rememberReferral('Ref123abc', 1_000, store)).toBe('Ref123abc');
    expect(JSON.parse(store.value ?? '')).toEqual({ code: 'Ref123abc', at: 1_000 });
    expect(rememberReferral(null, 2_000, store)).toBe('Ref123abc');
  });

  it('keeps the first link within 30 days, then takes a new one', () => {
    const store = memory();
    rememberReferral('First123', 0, store);
    expect(rememberReferral('Second123', (referralDays - 1) * day, store)).toBe('First123');
    expect(rememberReferral(null, referralDays * day, store)).toBeNull();
    expect(rememberReferral('Second123', referralDays * day, store)).toBe('Second123');
  });

  it('takes only codes the contract accepts, and survives what storage holds', () => {
    for (const code of ['short', 'has-dash1', 'x'.repeat(21), 'Good1234']) {
      expect(rememberReferral(code, 0, memory())).toBe(
        referralCodeSchema.safeParse(code).success ? code : null,
      );
    }
    expect(rememberReferral('Good1234', 0, memory('not json'))).toBe('Good1234');
    expect(rememberReferral(null, 0, memory('{"code":"<b>","at":0}'))).toBeNull();
  });
});
