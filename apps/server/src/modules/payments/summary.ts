import { saoPauloDay } from '@repasse/core/calendar/business-days';
import type { SalesSummary } from '@repasse/core/contract/charges';
import { centsFromSql } from '@repasse/core/money/limits';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { dayStart } from '../ledger/statement.ts';

const dayMs = 86_400_000;

/**
 * The seller's paid live sales today, over the last seven days (today included) and this month,
 * counted in São Paulo days by payment date. One query: each period is a filtered aggregate.
 */
export async function salesSummary(
  db: DbOrTx,
  clock: Clock,
  sellerId: string,
): Promise<SalesSummary> {
  const now = clock.now();
  const today = saoPauloDay(now);
  const todayStart = dayStart(today);
  const weekStart = dayStart(saoPauloDay(new Date(now.getTime() - 6 * dayMs)));
  const monthStart = dayStart(`${today.slice(0, 7)}-01`);
  const since = weekStart < monthStart ? weekStart : monthStart;
  const value = sql`${transactions.buyerTotal} - ${transactions.refundedAmount}`;
  const period = (start: Date) => ({
    count: sql<string>`count(*) filter (where ${transactions.paidAt} >= ${start})`,
    amount: sql<string>`coalesce(sum(${value}) filter (where ${transactions.paidAt} >= ${start}), 0)`,
  });
  const day = period(todayStart);
  const week = period(weekStart);
  const month = period(monthStart);
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
