export const refundStatuses = ['requested', 'sent', 'confirmed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * A refund is reserved against its charge (`requested`) before the acquirer hears of it, so
 * concurrent refunds can never promise more than the charge holds. `sent` means the acquirer was
 * called and its answer is not known yet (a timeout): the reconciler asks again with the same
 * idempotency reference until it gets one. Only `confirmed` moves money in the ledger.
 */
const transitions: Record<RefundStatus, readonly RefundStatus[]> = {
  requested: ['sent', 'confirmed', 'failed'],
  sent: ['confirmed', 'failed'],
  confirmed: [],
  failed: [],
};

export const canTransitionRefund = (from: RefundStatus, to: RefundStatus) =>
  transitions[from].includes(to);

/** Refunds that hold part of the charge without having moved money yet. */
export const inFlightRefundStatuses = ['requested', 'sent'] as const satisfies RefundStatus[];
