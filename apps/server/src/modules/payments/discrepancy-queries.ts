import { pageWindow } from '@repasse/core/contract/pagination';
import type { Discrepancy, discrepanciesQuerySchema } from '@repasse/core/contract/reconciliation';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { acquirerDiscrepancies, acquirers, transactions, users } from '../../db/schema.ts';

const sellers = alias(users, 'sellers');
const resolvers = alias(users, 'resolvers');

type Row = {
  held: typeof acquirerDiscrepancies.$inferSelect;
  acquirer: { id: string; name: string } | null;
  seller: { id: string; email: string } | null;
  resolver: { id: string; email: string } | null;
};

const toDiscrepancy = ({ held, acquirer, seller, resolver }: Row): Discrepancy => ({
  id: held.id,
  acquirer: acquirer?.id ? acquirer : null,
  transactionId: held.transactionId,
  seller: seller?.id ? seller : null,
  eventId: held.eventId,
  eventType: held.eventType,
  reason: held.reason as Discrepancy['reason'],
  reportedAmount: held.reportedAmount,
  expectedAmount: held.expectedAmount,
  status: held.status as Discrepancy['status'],
  note: held.note,
  resolvedBy: resolver?.id ? resolver : null,
  resolvedAt: held.resolvedAt?.toISOString() ?? null,
  createdAt: held.createdAt.toISOString(),
});

function selectDiscrepancies(db: DbOrTx) {
  return db
    .select({
      held: acquirerDiscrepancies,
      acquirer: { id: acquirers.id, name: acquirers.name },
      seller: { id: sellers.id, email: sellers.email },
      resolver: { id: resolvers.id, email: resolvers.email },
    })
    .from(acquirerDiscrepancies)
    .leftJoin(acquirers, eq(acquirers.id, acquirerDiscrepancies.acquirerId))
    .leftJoin(transactions, eq(transactions.id, acquirerDiscrepancies.transactionId))
    .leftJoin(sellers, eq(sellers.id, transactions.sellerId))
    .leftJoin(resolvers, eq(resolvers.id, acquirerDiscrepancies.resolvedBy));
}

/** Held acquirer notices, newest first, with how many are still open. */
export async function listDiscrepancies(
  db: DbOrTx,
  query: z.output<typeof discrepanciesQuerySchema>,
) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(acquirerDiscrepancies.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query);
  const base = selectDiscrepancies(db)
    .where(where)
    .orderBy(desc(acquirerDiscrepancies.createdAt), desc(acquirerDiscrepancies.id))
    .offset(offset);
  const rows = limit === undefined ? await base : await base.limit(limit);
  const [total] = await db.select({ n: count() }).from(acquirerDiscrepancies).where(where);
  const [open] = await db
    .select({ n: count() })
    .from(acquirerDiscrepancies)
    .where(eq(acquirerDiscrepancies.status, 'open'));
  return {
    items: rows.map(toDiscrepancy),
    total: total?.n ?? 0,
    open: open?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findDiscrepancy(db: DbOrTx, id: string): Promise<Discrepancy | null> {
  const [row] = await selectDiscrepancies(db).where(eq(acquirerDiscrepancies.id, id));
  return row ? toDiscrepancy(row) : null;
}
