import { splitSale } from '@repasse/core/fees/affiliate';
import type { SaleBreakdown } from '@repasse/core/fees/sale';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { acquirerReceivable, platform, seller } from './accounts.ts';
import { type Movement, type PostingInput, post, type ScheduledRelease } from './post.ts';

export type SaleToRecord = {
  sellerId: string;
  /** The order's id: the sale posts once per order, whatever retries happen. */
  saleId: string;
  acquirer: string;
  breakdown: SaleBreakdown;
  /** What the acquirer charges the platform for this sale. */
  acquirerCost: number;
  paidAt: Date;
  /** The affiliate the sale is attributed to and their commission out of the net. */
  affiliate?: { id: string; commission: number } | null;
  /** The seller's referrer and their share of the platform's fee. */
  referral?: { id: string; share: number } | null;
};

type Bucket = 'pending' | 'reserve';

/**
 * A paid sale (docs/money.md §4): the acquirer owes the buyer's total; the seller's net goes to
 * pending (or straight to available with zero release days) and reserve; the platform keeps its fee
 * and bears the acquirer's cost. Release dates are scheduled in the same transaction.
 */
export function recordSale(tx: DbOrTx, clock: Clock, sale: SaleToRecord) {
  return post(tx, clock, salePosting(sale));
}

/**
 * The posting of a paid sale, with its release dates: what `recordSale` writes. An affiliate's
 * commission goes to their own pending and reserve on the sale's dates; a referrer's share leaves
 * the platform's revenue for their pending (docs/money.md §13). One posting, so every seller
 * account it touches is locked in one order.
 */
export function salePosting(sale: SaleToRecord): PostingInput & { releases: ScheduledRelease[] } {
  const { breakdown: b, sellerId } = sale;
  const affiliate = sale.affiliate?.commission ? sale.affiliate : null;
  const referral = sale.referral?.share ? sale.referral : null;
  const split = splitSale(b, affiliate?.commission ?? 0, referral?.share ?? 0);
  const receivable = acquirerReceivable(sale.acquirer);
  const dueNow = { pending: b.releaseAt, reserve: b.reserveReleaseAt };
  const isNow = (bucket: Bucket) => dueNow[bucket].getTime() <= sale.paidAt.getTime();
  const movements: Movement[] = [];
  const releases: ScheduledRelease[] = [];
  const credit = (owner: string, bucket: Bucket, amount: number, from = receivable) => {
    movements.push({ from, to: seller(owner, isNow(bucket) ? 'available' : bucket), amount });
    if (amount > 0 && !isNow(bucket))
      releases.push({
        sellerId: owner,
        saleReference: sale.saleId,
        method: b.method,
        bucket,
        amount,
        releaseAt: dueNow[bucket],
      });
  };
  credit(sellerId, 'pending', split.seller.pending);
  credit(sellerId, 'reserve', split.seller.reserve);
  if (affiliate) {
    credit(affiliate.id, 'pending', split.affiliate.pending);
    credit(affiliate.id, 'reserve', split.affiliate.reserve);
  }
  movements.push({ from: receivable, to: platform('revenue'), amount: b.platformRevenue });
  if (referral) credit(referral.id, 'pending', referral.share, platform('revenue'));
  movements.push({ from: platform('costs'), to: receivable, amount: sale.acquirerCost });
  return {
    reference: `sale:${sale.saleId}`,
    type: 'sale',
    sellerId,
    metadata: {
      saleId: sale.saleId,
      method: b.method,
      instalments: b.instalments,
      price: b.price,
      buyerTotal: b.buyerTotal,
      sellerFee: b.sellerFee,
      instalmentFee: b.instalmentFee,
      net: b.net,
      ...(affiliate
        ? { affiliateId: affiliate.id, affiliateCommission: affiliate.commission }
        : {}),
      ...(referral ? { referrerId: referral.id, referralShare: referral.share } : {}),
    },
    movements,
    releases,
  };
}
