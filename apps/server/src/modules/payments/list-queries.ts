import type {
  Charge,
  ChargesQuery,
  CustomerSummary,
  CustomersQuery,
} from '@repasse/core/contract/charges';
import { pageWindow } from '@repasse/core/contract/pagination';
import { centsFromSql } from '@repasse/core/money/limits';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  isNotNull,
  lt,
  max,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { countLimit, paginate } from '../../db/paging.ts';
import { ledgerReleases, products, transactions } from '../../db/schema.ts';
import { containsPattern } from '../admin/queries.ts';
import { dayStart, nextDayStart } from '../ledger/statement.ts';
import { type TransactionRow, toCharge } from './queries.ts';

const uuidLike = /^[0-9a-f-]{8,36}$/i;

/**
 * Which charges a list reads: one seller's (every seller's when null: the admin's list), of one
 * mode or both, optionally of one buyer or one product.
 */
export type ChargeListScope = {
  sellerId: string | null;
  livemode: boolean | null;
  buyerDocument?: string;
  productId?: string;
};

/** The orders table under another name. */
type Charges = ReturnType<typeof alias<typeof transactions, string>>;

/**
 * The order filters (docs/product.md §9 date presets arrive as from/to days), on `t`, an alias of
 * the table: each subquery of a page names its own rows, apart from the page's.
 */
function chargeConditions(t: Charges, scope: ChargeListScope, q: ChargesQuery) {
  const conditions: SQL[] = [];
  if (scope.sellerId !== null) conditions.push(eq(t.sellerId, scope.sellerId));
  if (scope.productId) {
    // There is no index on the product: a product has one seller, so its charges are read
    // through the seller's indexes.
    const owner = sql`(select ${products.sellerId} from ${products} where ${products.id} = ${scope.productId})`;
    conditions.push(eq(t.productId, scope.productId), sql`${t.sellerId} = ${owner}`);
  }
  if (scope.buyerDocument) conditions.push(eq(t.buyerDocument, scope.buyerDocument));
  if (scope.livemode !== null) conditions.push(eq(t.livemode, scope.livemode));
  if (q.status) conditions.push(eq(t.status, q.status));
  if (q.method) conditions.push(eq(t.method, q.method));
  if (q.instalments) conditions.push(eq(t.instalments, q.instalments));
  if (q.recovered) conditions.push(eq(t.recovered, q.recovered === 'true'));
  if (q.from) conditions.push(gte(t.createdAt, dayStart(q.from)));
  if (q.to) conditions.push(lt(t.createdAt, nextDayStart(q.to)));
  if (q.search) {
    const byEmail = ilike(t.buyerEmail, containsPattern(q.search));
    const byId = uuidLike.test(q.search)
      ? sql`${t.id}::text like ${`${q.search.toLowerCase()}%`}`
      : undefined;
    const match = byId ? or(byEmail, byId) : byEmail;
    if (match) conditions.push(match);
  }
  return and(...conditions);
}

/** How many charges match, counting no further than `limit`. */
function countUpTo(db: DbOrTx, scope: ChargeListScope, q: ChargesQuery, limit: number) {
  const counted = alias(transactions, 'counted');
  const matching = db
    .select({ one: sql`1` })
    .from(counted)
    .where(chargeConditions(counted, scope, q))
    .limit(limit)
    .as('matching');
  return db.select({ n: count() }).from(matching);
}

/** A charge as a list reads it: its row and whether its funds were anticipated. */
export type ListedChargeRow = TransactionRow & { anticipated: boolean };

/**
 * One page of a seller's charges, newest first, in one statement (each round trip costs the
 * server about as much CPU as building the page; docs/performance.md, finding 7): the page's ids
 * (with the filters on status and method, read from the index alone, OFFSET included), then only
 * their rows, whether their funds were anticipated, and the total counted up to `countLimit`.
 * `totalExact` is false when counting stopped there: more than `total` match.
 */
export async function chargeRowsPage(
  db: DbOrTx,
  scope: ChargeListScope,
  q: ChargesQuery,
): Promise<{ rows: ListedChargeRow[]; total: number; totalExact: boolean }> {
  const { limit, offset } = pageWindow(q);
  // "all" reads every matching row: their number is the total, and nothing needs counting.
  const bound = limit === undefined ? null : countLimit(offset + limit);
  const paged = alias(transactions, 'paged');
  const page = paginate(
    db
      .select({ id: paged.id })
      .from(paged)
      .where(chargeConditions(paged, scope, q))
      .orderBy(desc(paged.createdAt), desc(paged.id))
      .$dynamic(),
    q,
  ).as('page');
  const anticipation = db
    .select({ one: sql`1` })
    .from(ledgerReleases)
    .where(
      and(
        eq(ledgerReleases.saleReference, sql`${transactions.id}::text`),
        eq(ledgerReleases.sellerId, transactions.sellerId),
        isNotNull(ledgerReleases.anticipatedAt),
      ),
    );
  const rows = await db
    .select({
      ...getTableColumns(transactions),
      anticipated: sql<boolean>`exists (${anticipation})`,
      counted:
        bound === null
          ? sql<number | null>`null`
          : sql<number>`(${countUpTo(db, scope, q, bound + 1)})`.mapWith(Number),
    })
    .from(transactions)
    .innerJoin(page, eq(page.id, transactions.id))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  if (bound === null) return { rows, total: rows.length, totalExact: true };
  let counted = rows[0]?.counted ?? 0;
  // A page past the end has no row to carry the count: it is counted alone.
  if (rows.length === 0 && offset > 0) {
    const [alone] = await countUpTo(db, scope, q, bound + 1);
    counted = alone?.n ?? 0;
  }
  return { rows, total: Math.min(counted, bound), totalExact: counted <= bound };
}

/** One page of charges as the seller's lists answer them. */
export async function chargesPage(
  db: DbOrTx,
  scope: ChargeListScope,
  q: ChargesQuery,
): Promise<{ items: Charge[]; total: number; totalExact: boolean }> {
  const { rows, ...count } = await chargeRowsPage(db, scope, q);
  return { items: rows.map((row) => toCharge(row, row.anticipated)), ...count };
}

/** One page of a seller's buyers aggregated by document, from their paid orders. */
export async function customersPage(
  db: DbOrTx,
  scope: ChargeListScope & { sellerId: string },
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
