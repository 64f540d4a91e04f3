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
};

/**
 * A paid sale (docs/money.md §4): the acquirer owes the buyer's total; the seller's net goes to
 * pending (or straight to available with zero release days) and reserve; the platform keeps its fee
 * and bears the acquirer's cost. Release dates are scheduled in the same transaction.
 */
export function recordSale(tx: DbOrTx, clock: Clock, sale: SaleToRecord) {
  return post(tx, clock, salePosting(sale));
}

/** The posting of a paid sale, with its release dates: what `recordSale` writes. */
export function salePosting(sale: SaleToRecord): PostingInput & { releases: ScheduledRelease[] } {
  const { breakdown: b, sellerId } = sale;
  const receivable = acquirerReceivable(sale.acquirer);
  const pendingNow = b.releaseAt.getTime() <= sale.paidAt.getTime();
  const reserveNow = b.reserveReleaseAt.getTime() <= sale.paidAt.getTime();
  const movements: Movement[] = [
    {
      from: receivable,
      to: seller(sellerId, pendingNow ? 'available' : 'pending'),
      amount: b.pending,
    },
    {
      from: receivable,
      to: seller(sellerId, reserveNow ? 'available' : 'reserve'),
      amount: b.reserve,
    },
    { from: receivable, to: platform('revenue'), amount: b.platformRevenue },
    { from: platform('costs'), to: receivable, amount: sale.acquirerCost },
  ];
  const releases = [
    { bucket: 'pending', amount: b.pending, releaseAt: b.releaseAt, now: pendingNow },
    { bucket: 'reserve', amount: b.reserve, releaseAt: b.reserveReleaseAt, now: reserveNow },
  ].filter((r) => r.amount > 0 && !r.now);
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
    },
    movements,
    releases: releases.map((r) => ({
      sellerId,
      saleReference: sale.saleId,
      method: b.method,
      bucket: r.bucket,
      amount: r.amount,
      releaseAt: r.releaseAt,
    })),
  };
}
