import { describe, expect, it } from 'vitest';
import { canTransitionRefund, inFlightRefundStatuses, refundStatuses } from './refund.ts';

describe('refund states', () => {
  it('moves money only once, at confirmation, and never leaves a final state', () => {
    expect(canTransitionRefund('requested', 'sent')).toBe(true);
    expect(canTransitionRefund('sent', 'confirmed')).toBe(true);
    expect(canTransitionRefund('sent', 'failed')).toBe(true);
    for (const to of refundStatuses) {
      expect(canTransitionRefund('confirmed', to)).toBe(false);
      expect(canTransitionRefund('failed', to)).toBe(false);
    }
    expect(canTransitionRefund('sent', 'requested')).toBe(false);
  });

  it('counts requested and sent refunds as holding part of the charge', () => {
    expect([...inFlightRefundStatuses]).toEqual(['requested', 'sent']);
  });
});
