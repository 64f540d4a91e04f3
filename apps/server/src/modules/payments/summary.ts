import { saoPauloDay } from '@repasse/core/calendar/business-days';
import type { SalesSummary } from '@repasse/core/contract/charges';
import type { FastifyInstance } from 'fastify';
import { dayStart } from '../ledger/statement.ts';
import { paidSalesSince } from './summary-queries.ts';

const dayMs = 86_400_000;

/**
 * The seller's paid live sales today, over the last seven days (today included) and this month,
 * counted in São Paulo days by payment date.
 */
export async function salesSummary(app: FastifyInstance, sellerId: string): Promise<SalesSummary> {
  const now = app.clock.now();
  const today = saoPauloDay(now);
  return paidSalesSince(app.db, sellerId, {
    today: dayStart(today),
    last7Days: dayStart(saoPauloDay(new Date(now.getTime() - 6 * dayMs))),
    thisMonth: dayStart(`${today.slice(0, 7)}-01`),
  });
}
