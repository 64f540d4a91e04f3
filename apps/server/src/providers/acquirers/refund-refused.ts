export type RefundRefusal =
  | 'not_found'
  | 'not_paid'
  | 'invalid_amount'
  | 'exceeds_refundable'
  | 'reference_reused'
  | 'refused';

/** The acquirer said no to a refund: retrying the same call will not change its mind. */
export class RefundRefusedError extends Error {
  constructor(
    readonly reason: RefundRefusal,
    message: string = reason,
  ) {
    super(message);
  }
}
