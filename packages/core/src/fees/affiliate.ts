import { assertCents, type Cents, centsFromBigInt } from '../money/cents.ts';
import { mulDivRoundHalfUp, type Percentage, pct } from '../money/percentage.ts';
import type { SaleBreakdown } from './sale.ts';

/** What a product pays its affiliates on a sale: a share of the seller's net, plus a fixed amount. */
export type CommissionTerms = { percentage: Percentage; fixed: Cents };

/**
 * The affiliate's commission on a sale of net `N` (docs/money.md §13): `pct(N, percentage)` plus
 * the fixed amount, never more than `N` — it comes out of the seller's net, never the platform's
 * fee or the buyer's instalment fee.
 */
export function commissionOf(net: Cents, terms: CommissionTerms): Cents {
  assertCents(net);
  assertCents(terms.fixed);
  if (net <= 0) return 0;
  return Math.min(net, pct(net, terms.percentage) + terms.fixed);
}

/** The referrer's share of the seller's fee `F` on a referred seller's sale. */
export function referralShareOf(sellerFee: Cents, percentage: Percentage): Cents {
  assertCents(sellerFee);
  return sellerFee <= 0 ? 0 : pct(sellerFee, percentage);
}

/**
 * When a referred seller's sales stop paying their referrer: `months` calendar months (UTC) after
 * the seller registered.
 */
export function referralEnd(registeredAt: Date, months: number): Date {
  const end = new Date(registeredAt.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export type SaleSplit = {
  seller: { pending: Cents; reserve: Cents };
  affiliate: { pending: Cents; reserve: Cents };
  /** Moved from the platform's revenue to the referrer, on the pending schedule. */
  referral: Cents;
  /** What the platform keeps of the sale once the referrer is paid. */
  platformRevenue: Cents;
};

type Splittable = Pick<SaleBreakdown, 'net' | 'reserve' | 'platformRevenue' | 'sellerFee'>;

/**
 * Splits a sale's net between the seller and an affiliate, and the platform's revenue with a
 * referrer. The affiliate's reserve is the sale's reserve in the proportion `C / N` (rounded half
 * up), so the reserve held on the sale as a whole is the one of docs/money.md §4 and both parties'
 * pending and reserve stay at zero or above.
 */
export function splitSale(b: Splittable, commission: Cents, referral: Cents): SaleSplit {
  assertCents(commission);
  assertCents(referral);
  if (commission < 0 || commission > b.net) throw new RangeError('Commission beyond the net');
  if (referral < 0 || referral > b.sellerFee) throw new RangeError('Referral beyond the fee');
  const affiliateReserve =
    commission === 0
      ? 0
      : centsFromBigInt(mulDivRoundHalfUp(BigInt(b.reserve), BigInt(commission), BigInt(b.net)));
  const sellerReserve = b.reserve - affiliateReserve;
  return {
    seller: { pending: b.net - commission - sellerReserve, reserve: sellerReserve },
    affiliate: { pending: commission - affiliateReserve, reserve: affiliateReserve },
    referral,
    platformRevenue: b.platformRevenue - referral,
  };
}
