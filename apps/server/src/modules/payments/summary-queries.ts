import type { SalesSummary } from '@repasse/core/contract/charges';
import { centsFromSql } from '@repasse/core/money/limits';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';

/** Where each period of the summary starts. */
export type SummaryStarts = { today: Date; last7Days: Date; thisMonth: Date };

/**
 * The seller's paid live sales since each start, by payment date. One query: each period is a
 * filtered aggregate.
 */
export async function paidSalesSince(
  db: DbOrTx,
  sellerId: string,
  starts: SummaryStarts,
): Promise<SalesSummary> {
  const since = starts.last7Days < starts.thisMonth ? starts.last7Days : starts.thisMonth;
  const value = sql`${transactions.buyerTotal} - ${transactions.refundedAmount}`;
  const period = (start: Date) => ({
    count: sql<string>`count(*) filter (where ${transactions.paidAt} >= ${start})`,
    amount: sql<string>`coalesce(sum(${value}) filter (where ${transactions.paidAt} >= ${start}), 0)`,
  });
  const day = period(starts.today);
  const week = period(starts.last7Days);
  const month = period(starts.thisMonth);
  const [row] = await db
    .select({
      todayCount: day.count,
      todayAmount: day.amount,
      weekCount: week.count,
      weekAmount: week.amount,
      monthCount: month.count,
      monthAmount: month.amount,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.sellerId, sellerId),
        eq(transactions.livemode, true),
        inArray(transactions.status, ['paid', 'in_protest']),
        gte(transactions.paidAt, since),
      ),
    );
  const pair = (count: unknown, amount: unknown) => ({
    count: Number(count ?? 0),
    amount: centsFromSql(amount as string | null),
  });
  return {
    today: pair(row?.todayCount, row?.todayAmount),
    last7Days: pair(row?.weekCount, row?.weekAmount),
    thisMonth: pair(row?.monthCount, row?.monthAmount),
  };
}
