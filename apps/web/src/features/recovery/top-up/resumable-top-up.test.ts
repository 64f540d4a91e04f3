import type { RecoveryTopUp } from '@repasse/core/contract/recovery';
import { describe, expect, it } from 'vitest';
import { resumableTopUp } from './resumable-top-up.ts';

const now = Date.parse('2026-11-25T12:00:00Z');
const pending: RecoveryTopUp = {
  id: '7d3c1f4e-1b6a-4c39-9f0e-2f5d8a7b6c51',
  amount: 5_000,
  status: 'pending',
  pix: { brCode: '000201…', expiresAt: '2026-11-25T12:30:00Z' },
  createdAt: '2026-11-25T12:00:00Z',
  paidAt: null,
  expiresAt: '2026-11-25T12:30:00Z',
  failureReason: null,
};

describe('resumableTopUp', () => {
  it('resumes a pending top-up whose Pix code can still be paid', () => {
    expect(resumableTopUp({ pendingTopUp: pending }, now)).toBe(pending);
  });

  it('starts afresh when the code ran out, there is no code, or nothing is pending', () => {
    const ranOut = { ...pending, pix: { brCode: 'x', expiresAt: '2026-11-25T12:00:00Z' } };
    expect(resumableTopUp({ pendingTopUp: ranOut }, now)).toBeNull();
    expect(resumableTopUp({ pendingTopUp: { ...pending, pix: null } }, now)).toBeNull();
    expect(resumableTopUp({ pendingTopUp: null }, now)).toBeNull();
  });
});
