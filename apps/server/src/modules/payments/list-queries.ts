import type {
  Charge,
  ChargesQuery,
  CustomerSummary,
  CustomersQuery,
} from '@repasse/core/contract/charges';
import { centsFromSql } from '@repasse/core/money/limits';
import { and, count, desc, eq, gte, ilike, lt, max, or, type SQL, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paging.ts';
import { transactions } from '../../db/schema.ts';
import { containsPattern } from '../admin/queries.ts';
import { dayStart, nextDayStart } from '../ledger/statement.ts';
import { anticipatedIds, toCharge } from './queries.ts';

const uuidLike = /^[0-9a-f-]{8,36}$/i;

/** Which charges a list reads: one seller's, of one mode or both, optionally of one buyer. */
export type ChargeListScope = {
  sellerId: string;
  livemode: boolean | null;
  buyerDocument?: string;
};

/** The order filters (docs/product.md §9 date presets arrive as from/to days). */
function chargeConditions(scope: ChargeListScope, q: ChargesQuery): SQL[] {
  const conditions: SQL[] = [eq(transactions.sellerId, scope.sellerId)];
  if (scope.buyerDocument) conditions.push(eq(transactions.buyerDocument, scope.buyerDocument));
  if (scope.livemode !== null) conditions.push(eq(transactions.livemode, scope.livemode));
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
  return conditions;
}

/** One page of a seller's charges, newest first. */
export async function chargesPage(
  db: DbOrTx,
  scope: ChargeListScope,
  q: ChargesQuery,
): Promise<{ items: Charge[]; total: number }> {
  const where = and(...chargeConditions(scope, q));
  const rows = await paginate(
    db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .$dynamic(),
    q,
  );
  const [total] = await db.select({ n: count() }).from(transactions).where(where);
  const anticipated = await anticipatedIds(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => toCharge(row, anticipated.has(row.id))),
    total: total?.n ?? 0,
  };
}

/** One page of a seller's buyers aggregated by document, from their paid orders. */
export async function customersPage(
  db: DbOrTx,
  scope: ChargeListScope,
  q: CustomersQuery,
): Promise<{ items: CustomerSummary[]; total: number }> {
  const conditions: SQL[] = [
    eq(transactions.sellerId, scope.sellerId),
    sql`${transactions.status} in ('paid', 'in_protest')`,
  ];
  if (scope.livemode !== null) conditions.push(eq(transactions.livemode, scope.livemode));
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
  const rows = await paginate(
    db
      .select({
        document: transactions.buyerDocument,
        name: max(transactions.buyerName),
        email: max(transactions.buyerEmail),
        orders: count(),
        totalValue: sum(transactions.price),
        lastPurchase: max(transactions.paidAt),
      })
      .from(transactions)
      .where(where)
      .groupBy(transactions.buyerDocument)
      .orderBy(desc(max(transactions.paidAt)))
      .$dynamic(),
    q,
  );
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
  };
}
