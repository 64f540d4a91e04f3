import { describe, expect, it } from 'vitest';
import { checkDeactivationReason } from './deactivation-reason.ts';

describe('checkDeactivationReason', () => {
  it('requires a reason, blanks included', () => {
    expect(checkDeactivationReason('')).toEqual({ ok: false, messageKey: 'validation.required' });
    expect(checkDeactivationReason('   ')).toEqual({
      ok: false,
      messageKey: 'validation.required',
    });
  });

  it('answers the trimmed reason', () => {
    expect(checkDeactivationReason('  Sells counterfeit goods. ')).toEqual({
      ok: true,
      reason: 'Sells counterfeit goods.',
    });
  });

  it('refuses more than 500 characters, as the server does', () => {
    expect(checkDeactivationReason('x'.repeat(501))).toEqual({
      ok: false,
      messageKey: 'validation.tooLong',
    });
    expect(checkDeactivationReason('x'.repeat(500)).ok).toBe(true);
  });
});
