import type { AnalyticsPeriod } from '@repasse/core/contract/analytics';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import type { TransactionStatus } from '@repasse/core/states/transaction';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bucketSql, num, readRows } from './figures.ts';
import { livemodeOf } from './period.ts';

/** The platform grain's figures of one bucket and method. */
export type SalesFigures = {
  createdCount: number;
  createdAmount: number;
  paidCount: number;
  gross: number;
  sellerFees: number;
  instalmentFees: number;
  platformRevenue: number;
  acquirerCosts: number;
  refundsCount: number;
  refunds: number;
  chargebacksCount: number;
  chargebacks: number;
  cardFallbacks: number;
};
export type SalesRow = {
  current: boolean;
  bucket: string;
  method: PaymentMethod;
  figures: SalesFigures;
};

const salesColumns = {
  createdCount: 'created_count',
  createdAmount: 'created_amount',
  paidCount: 'paid_count',
  gross: 'gross',
  sellerFees: 'seller_fees',
  instalmentFees: 'instalment_fees',
  platformRevenue: 'platform_revenue',
  acquirerCosts: 'acquirer_costs',
  refundsCount: 'refunds_count',
  refunds: 'refunds',
  chargebacksCount: 'chargebacks_count',
  chargebacks: 'chargebacks',
  cardFallbacks: 'card_fallbacks',
} as const satisfies Record<keyof SalesFigures, string>;

export const emptySales = (): SalesFigures =>
  Object.fromEntries(Object.keys(salesColumns).map((key) => [key, 0])) as SalesFigures;

const sums = sql.raw(
  Object.entries(salesColumns)
    .map(([key, column]) => `sum(${column}) as "${key}"`)
    .join(', '),
);

/** Both periods' sales by bucket and method (the previous period's buckets are only summed). */
export async function salesByBucket(db: DbOrTx, period: AnalyticsPeriod): Promise<SalesRow[]> {
  const rows = await readRows(
    db,
    sql`select day >= ${period.from}::date as current, ${bucketSql(period.granularity)} as bucket,
      method, ${sums}
    from analytics_sales_daily
    where livemode = ${livemodeOf(period.mode)}
      and day >= ${period.previousFrom}::date and day <= ${period.to}::date
    group by 1, 2, 3`,
  );
  return rows.map((row) => {
    const figures = emptySales();
    for (const key of Object.keys(salesColumns) as (keyof SalesFigures)[])
      figures[key] = num(row[key]);
    return {
      current: row.current === true || row.current === 't',
      bucket: String(row.bucket),
      method: row.method as PaymentMethod,
      figures,
    };
  });
}

/** What payout providers charged, by bucket (live money only: test mode has no withdrawals). */
export async function payoutCostsByBucket(
  db: DbOrTx,
  period: AnalyticsPeriod,
): Promise<{ current: boolean; bucket: string; costs: number }[]> {
  if (period.mode !== 'live') return [];
  const rows = await readRows(
    db,
    sql`select day >= ${period.from}::date as current, ${bucketSql(period.granularity)} as bucket,
      sum(provider_costs) as costs
    from analytics_payouts_daily
    where day >= ${period.previousFrom}::date and day <= ${period.to}::date
    group by 1, 2`,
  );
  return rows.map((row) => ({
    current: row.current === true || row.current === 't',
    bucket: String(row.bucket),
    costs: num(row.costs),
  }));
}

export async function statusesInPeriod(
  db: DbOrTx,
  period: AnalyticsPeriod,
): Promise<Map<TransactionStatus, { count: number; amount: number }>> {
  const rows = await readRows(
    db,
    sql`select status, sum(count) as count, sum(amount) as amount
    from analytics_status_daily
    where livemode = ${livemodeOf(period.mode)}
      and day >= ${period.from}::date and day <= ${period.to}::date
    group by status`,
  );
  return new Map(
    rows.map((row) => [
      row.status as TransactionStatus,
      { count: num(row.count), amount: num(row.amount) },
    ]),
  );
}

/** Attempts in the period by acquirer and outcome, with the acquirer's name. */
export async function attemptsInPeriod(
  db: DbOrTx,
  period: AnalyticsPeriod,
): Promise<{ acquirerId: string; name: string; outcome: string; count: number }[]> {
  const rows = await readRows(
    db,
    sql`select r.acquirer_id, coalesce(a.name, '') as name, r.outcome, sum(r.count) as count
    from analytics_attempts_daily r left join acquirers a on a.id = r.acquirer_id
    where r.livemode = ${livemodeOf(period.mode)} and r.acquirer_id is not null
      and r.day >= ${period.from}::date and r.day <= ${period.to}::date
    group by r.acquirer_id, a.name, r.outcome`,
  );
  return rows.map((row) => ({
    acquirerId: String(row.acquirer_id),
    name: String(row.name),
    outcome: String(row.outcome),
    count: num(row.count),
  }));
}
