import type {
  DiscrepanciesQuery,
  Discrepancy,
  DiscrepancyReason,
} from '@repasse/core/contract/reconciliation';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { paginate } from '../../db/paging.ts';
import { acquirerDiscrepancies, acquirers, transactions, users } from '../../db/schema.ts';
import { sellerRow } from '../../db/seller-row.ts';

const sellers = alias(users, 'sellers');
const resolvers = alias(users, 'resolvers');

export type DiscrepancyRow = typeof acquirerDiscrepancies.$inferSelect;

type Row = {
  held: DiscrepancyRow;
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
    .leftJoin(
      transactions,
      sellerRow(transactions, {
        id: acquirerDiscrepancies.transactionId,
        sellerId: acquirerDiscrepancies.sellerId,
      }),
    )
    .leftJoin(sellers, eq(sellers.id, transactions.sellerId))
    .leftJoin(resolvers, eq(resolvers.id, acquirerDiscrepancies.resolvedBy));
}

/** One page of held acquirer notices, newest first, with how many are still open. */
export async function discrepanciesPage(
  db: DbOrTx,
  query: DiscrepanciesQuery,
): Promise<{ items: Discrepancy[]; total: number; open: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(acquirerDiscrepancies.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await paginate(
    selectDiscrepancies(db)
      .where(where)
      .orderBy(desc(acquirerDiscrepancies.createdAt), desc(acquirerDiscrepancies.id))
      .$dynamic(),
    query,
  );
  const [total] = await db.select({ n: count() }).from(acquirerDiscrepancies).where(where);
  const [open] = await db
    .select({ n: count() })
    .from(acquirerDiscrepancies)
    .where(eq(acquirerDiscrepancies.status, 'open'));
  return { items: rows.map(toDiscrepancy), total: total?.n ?? 0, open: open?.n ?? 0 };
}

export async function findDiscrepancy(db: DbOrTx, id: string): Promise<Discrepancy | null> {
  const [row] = await selectDiscrepancies(db).where(eq(acquirerDiscrepancies.id, id));
  return row ? toDiscrepancy(row) : null;
}

export async function lockDiscrepancy(tx: Tx, id: string): Promise<DiscrepancyRow | undefined> {
  const [held] = await tx
    .select()
    .from(acquirerDiscrepancies)
    .where(eq(acquirerDiscrepancies.id, id))
    .for('update');
  return held;
}

export async function markDiscrepancyResolved(
  tx: Tx,
  id: string,
  resolution: { note: string; resolvedBy: string | null; resolvedAt: Date },
) {
  await tx
    .update(acquirerDiscrepancies)
    .set({ status: 'resolved', ...resolution })
    .where(eq(acquirerDiscrepancies.id, id));
}

/** What an acquirer said that did not reconcile, and what the ledger expected. */
export type HeldNotice = {
  acquirerId: string | null;
  eventId: string | null;
  eventType: string;
  reason: DiscrepancyReason;
  reportedAmount: number | null;
  expectedAmount: number | null;
} & (
  | { transactionId: null; sellerId?: undefined }
  // The charge's seller, which the notice is then filed under.
  | { transactionId: string; sellerId: string }
);

export async function insertDiscrepancy(tx: Tx, held: HeldNotice, now: Date) {
  await tx
    .insert(acquirerDiscrepancies)
    .values({ ...held, sellerId: held.sellerId ?? null, createdAt: now });
}
