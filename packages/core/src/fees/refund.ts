import { assertCents, type Cents, centsFromBigInt } from '../money/cents.ts';
import { mulDivRoundHalfUp } from '../money/percentage.ts';
import type { SaleBreakdown } from './sale.ts';

export type RefundableSale = Pick<SaleBreakdown, 'price' | 'buyerTotal'> & {
  /** The affiliate's commission `C` the sale paid, out of the seller's net (0 without one). */
  affiliateCommission?: Cents;
  /** The referrer's share `Q` of the platform's fee the sale paid (0 without one). */
  referralShare?: Cents;
};

export type Refund = {
  /** What the buyer gets back. */
  amount: Cents;
  /**
   * The share of the price taken back: the seller's net plus the fee, which is not returned. Of
   * it, `affiliateDebit` comes from the affiliate's balance and the rest from the seller's.
   */
  sellerDebit: Cents;
  /** The share of the affiliate's commission reversed, part of `sellerDebit`. */
  affiliateDebit: Cents;
  /** The share of the referrer's earnings moved back to the platform's revenue. */
  referralDebit: Cents;
  /** Given back by the platform: the instalment fee the buyer paid, if any. */
  platformReturn: Cents;
  /** True when this refund completes the buyer total. */
  full: boolean;
};

export const refundErrors = [
  'refund.amount_required',
  'refund.above_refundable',
  'refund.already_refunded',
] as const;
export type RefundError = (typeof refundErrors)[number];
export type RefundResult = { ok: true; refund: Refund } | { ok: false; error: RefundError };

/** The seller's share of the first `refunded` centavos of the buyer total: P × refunded / T. */
const sellerShare = (sale: RefundableSale, refunded: Cents) =>
  centsFromBigInt(mulDivRoundHalfUp(BigInt(sale.price), BigInt(refunded), BigInt(sale.buyerTotal)));

/**
 * Of the seller's share taken back so far, what the affiliate gives back: `C × debited / P`. A
 * share of the seller's running debit (rather than of the refunded amount) keeps both the
 * affiliate's and the seller's own steps at zero or above, and reaches `C` exactly at `P`.
 */
const affiliateShare = (sale: RefundableSale, debited: Cents) =>
  sale.affiliateCommission
    ? centsFromBigInt(
        mulDivRoundHalfUp(BigInt(sale.affiliateCommission), BigInt(debited), BigInt(sale.price)),
      )
    : 0;

/** The referrer's earnings taken back by the first `refunded` centavos: `Q × refunded / T`. */
const referralShareBack = (sale: RefundableSale, refunded: Cents) =>
  sale.referralShare
    ? centsFromBigInt(
        mulDivRoundHalfUp(BigInt(sale.referralShare), BigInt(refunded), BigInt(sale.buyerTotal)),
      )
    : 0;

/**
 * Refunds `amount` of the buyer total T (all that is left when omitted), docs/money.md §8.
 * In full, the seller is debited P and the platform returns T − P, which is S when the buyer
 * paid it and 0 otherwise.
 *
 * A partial refund splits in the same proportion. Rounding P × x / T and S × x / T half up on
 * their own can overshoot x by a centavo at an exact half, so the seller's debit is rounded half
 * up and the platform returns the rest. The debit is computed on the running total refunded
 * (`refundedBefore` + `amount`) minus the debit already taken, so partial refunds that add up
 * to T debit exactly P and return exactly S between them.
 */
export function computeRefund(
  sale: RefundableSale,
  amount?: Cents,
  refundedBefore: Cents = 0,
): RefundResult {
  assertCents(sale.price);
  assertCents(sale.buyerTotal);
  assertCents(refundedBefore);
  if (sale.buyerTotal <= 0 || sale.price > sale.buyerTotal || refundedBefore < 0) {
    throw new RangeError('Not a refundable sale');
  }
  const refundable = sale.buyerTotal - refundedBefore;
  if (refundable <= 0) return { ok: false, error: 'refund.already_refunded' };
  const refund = amount ?? refundable;
  assertCents(refund);
  if (refund <= 0) return { ok: false, error: 'refund.amount_required' };
  if (refund > refundable) return { ok: false, error: 'refund.above_refundable' };
  const refundedAfter = refundedBefore + refund;
  const debitedBefore = sellerShare(sale, refundedBefore);
  const debitedAfter = sellerShare(sale, refundedAfter);
  const sellerDebit = debitedAfter - debitedBefore;
  return {
    ok: true,
    refund: {
      amount: refund,
      sellerDebit,
      affiliateDebit: affiliateShare(sale, debitedAfter) - affiliateShare(sale, debitedBefore),
      referralDebit:
        referralShareBack(sale, refundedAfter) - referralShareBack(sale, refundedBefore),
      platformReturn: refund - sellerDebit,
      full: refundedAfter === sale.buyerTotal,
    },
  };
}

export type DebitSources = { pending: Cents; reserve: Cents; available: Cents };

/**
 * Where a seller debit comes from: the sale's funds still pending, then its reserve, then the
 * available balance, which may go negative.
 */
export function allocateSellerDebit(
  debit: Cents,
  sale: Pick<DebitSources, 'pending' | 'reserve'>,
): DebitSources {
  assertCents(debit);
  const pending = Math.min(debit, Math.max(0, sale.pending));
  const reserve = Math.min(debit - pending, Math.max(0, sale.reserve));
  return { pending, reserve, available: debit - pending - reserve };
}
