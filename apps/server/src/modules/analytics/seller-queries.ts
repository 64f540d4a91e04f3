import type { AnalyticsPeriod } from '@repasse/core/contract/analytics';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bucketSql, num, readRows } from './figures.ts';
import { livemodeOf } from './period.ts';

export type SellerFigures = {
  created: number;
  paid: number;
  gross: number;
  net: number;
  refundsCount: number;
  refunds: number;
  chargebacksCount: number;
  chargebacks: number;
};

export const emptySellerFigures = (): SellerFigures => ({
  created: 0,
  paid: 0,
  gross: 0,
  net: 0,
  refundsCount: 0,
  refunds: 0,
  chargebacksCount: 0,
  chargebacks: 0,
});

/** One seller's figures of both periods by bucket and method, from the seller grain. */
export async function sellerByBucket(db: DbOrTx, sellerId: string, period: AnalyticsPeriod) {
  const rows = await readRows(
    db,
    sql`select day >= ${period.from}::date as current, ${bucketSql(period.granularity)} as bucket,
      method, sum(created_count) as created, sum(paid_count) as paid, sum(gross) as gross,
      sum(net) as net, sum(refunds_count) as refunds_count, sum(refunds) as refunds,
      sum(chargebacks_count) as chargebacks_count, sum(chargebacks) as chargebacks
    from analytics_seller_daily
    where seller_id = ${sellerId}::uuid and livemode = ${livemodeOf(period.mode)}
      and day >= ${period.previousFrom}::date and day <= ${period.to}::date
    group by 1, 2, 3`,
  );
  return rows.map((row) => ({
    current: row.current === true || row.current === 't',
    bucket: String(row.bucket),
    method: row.method as PaymentMethod,
    figures: {
      created: num(row.created),
      paid: num(row.paid),
      gross: num(row.gross),
      net: num(row.net),
      refundsCount: num(row.refunds_count),
      refunds: num(row.refunds),
      chargebacksCount: num(row.chargebacks_count),
      chargebacks: num(row.chargebacks),
    } satisfies SellerFigures,
  }));
}

/** The seller's best-selling products of the period, by volume. */
export async function sellerTopProducts(
  db: DbOrTx,
  sellerId: string,
  period: AnalyticsPeriod,
  limit: number,
) {
  const rows = await readRows(
    db,
    sql`select r.product_id, p.name, sum(r.gross) as gross, sum(r.paid_count) as count
    from analytics_product_daily r
      join products p on p.id = r.product_id and p.seller_id = ${sellerId}::uuid
    where r.seller_id = ${sellerId}::uuid and r.livemode = ${livemodeOf(period.mode)}
      and r.day >= ${period.from}::date and r.day <= ${period.to}::date
    group by r.product_id, p.name
    having sum(r.paid_count) > 0
    order by gross desc, count desc, r.product_id
    limit ${limit}`,
  );
  return rows.map((row) => ({
    productId: String(row.product_id),
    name: String(row.name),
    gross: num(row.gross),
    count: num(row.count),
  }));
}
