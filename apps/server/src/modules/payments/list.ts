import type { chargesQuerySchema, customersQuerySchema } from '@repasse/core/contract/charges';
import { pageWindow } from '@repasse/core/contract/pagination';
import { centsFromSql } from '@repasse/core/money/limits';
import { and, count, desc, eq, gte, ilike, lt, max, or, type SQL, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import { containsPattern } from '../admin/queries.ts';
import { dayStart, nextDayStart } from '../ledger/statement.ts';
import { anticipatedIds, toCharge } from './queries.ts';

const uuidLike = /^[0-9a-f-]{8,36}$/i;

/** A seller's charges with the order filters (docs/product.md §9 date presets arrive as from/to days). */
export async function listCharges(
  db: DbOrTx,
  sellerId: string,
  livemode: boolean | null,
  q: z.output<typeof chargesQuerySchema>,
  only: { buyerDocument?: string } = {},
) {
  const conditions: SQL[] = [eq(transactions.sellerId, sellerId)];
  if (only.buyerDocument) conditions.push(eq(transactions.buyerDocument, only.buyerDocument));
  if (livemode !== null) conditions.push(eq(transactions.livemode, livemode));
  if (q.status) conditions.push(eq(transactions.status, q.status));
  if (q.method) conditions.push(eq(transactions.method, q.method));
  if (q.instalments) conditions.push(eq(transactions.instalments, q.instalments));
  if (q.from) conditions.push(gte(transactions.createdAt, dayStart(q.from)));
  if (q.to) conditions.push(lt(transactions.createdAt, nextDayStart(q.to)));
  if (q.search) {
    const byEmail = ilike(transactions.buyerEmail, containsPattern(q.search));
    const byId = uuidLike.test(q.search)
      ? sql`${transactions.id}::text like ${`${q.search.toLowerCase()}%`}`
      : undefined;
    const match = byId ? or(byEmail, byId) : byEmail;
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(q);
  const query = db
    .select()
    .from(transactions)
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .offset(offset);
  const rows = limit === undefined ? await query : await query.limit(limit);
  const [total] = await db.select({ n: count() }).from(transactions).where(where);
  const anticipated = await anticipatedIds(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => toCharge(row, anticipated.has(row.id))),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Buyers aggregated by document, from their paid orders. */
export async function listCustomers(
  db: DbOrTx,
  sellerId: string,
  livemode: boolean | null,
  q: z.output<typeof customersQuerySchema>,
) {
  const conditions: SQL[] = [
    eq(transactions.sellerId, sellerId),
    sql`${transactions.status} in ('paid', 'in_protest')`,
  ];
  if (livemode !== null) conditions.push(eq(transactions.livemode, livemode));
  if (q.search) {
    const pattern = containsPattern(q.search);
    const match = or(
      ilike(transactions.buyerEmail, pattern),
      ilike(transactions.buyerName, pattern),
      ilike(transactions.buyerDocument, containsPattern(q.search.replace(/\D/g, '') || q.search)),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(q);
  const totalValue = sum(transactions.price);
  const query = db
    .select({
      document: transactions.buyerDocument,
      name: max(transactions.buyerName),
      email: max(transactions.buyerEmail),
      orders: count(),
      totalValue,
      lastPurchase: max(transactions.paidAt),
    })
    .from(transactions)
    .where(where)
    .groupBy(transactions.buyerDocument)
    .orderBy(desc(max(transactions.paidAt)))
    .offset(offset);
  const rows = limit === undefined ? await query : await query.limit(limit);
  const totalRows = await db
    .select({ document: transactions.buyerDocument })
    .from(transactions)
    .where(where)
    .groupBy(transactions.buyerDocument);
  return {
    items: rows.map((row) => {
      const value = centsFromSql(row.totalValue);
      return {
        document: row.document,
        name: row.name ?? '',
        email: row.email ?? '',
        orders: row.orders,
        totalValue: value,
        averageTicket: row.orders ? Math.round(value / row.orders) : 0,
        lastPurchase: row.lastPurchase ? new Date(row.lastPurchase).toISOString() : null,
      };
    }),
    total: totalRows.length,
    page: q.page,
    pageSize: q.pageSize,
  };
}
