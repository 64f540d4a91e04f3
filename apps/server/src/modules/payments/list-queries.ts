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
  type Column,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  max,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { escapeName } from '../../db/compile-sql.ts';
import { countLimit, paginate } from '../../db/paging.ts';
import { runPrepared } from '../../db/prepared.ts';
import { transactions } from '../../db/schema.ts';
import { tableRowOf } from '../../db/statement-rows.ts';
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

/** `alias.column` for a column of the orders table. */
const named = (alias: string, column: Column) => sql.raw(`${alias}.${escapeName(column.name)}`);

/**
 * The order filters (docs/product.md §9 date presets arrive as from/to days), on the rows named
 * `alias`: each subquery of a page names its own rows, apart from the page's. Written as text and
 * values rather than drizzle's builders: building the page's statement in drizzle was the largest
 * item of the server's CPU under the orders list load (docs/performance.md, finding 10).
 */
function chargeConditions(alias: string, scope: ChargeListScope, q: ChargesQuery): SQL {
  const t = (column: Column) => named(alias, column);
  const conditions: SQL[] = [];
  if (scope.sellerId !== null)
    conditions.push(sql`${t(transactions.sellerId)} = ${scope.sellerId}`);
  if (scope.productId) {
    // There is no index on the product: a product has one seller, so its charges are read
    // through the seller's indexes.
    conditions.push(
      sql`${t(transactions.productId)} = ${scope.productId}`,
      sql`${t(transactions.sellerId)} = (select seller_id from products where id = ${scope.productId})`,
    );
  }
  if (scope.buyerDocument)
    conditions.push(sql`${t(transactions.buyerDocument)} = ${scope.buyerDocument}`);
  if (scope.livemode !== null)
    conditions.push(sql`${t(transactions.livemode)} = ${scope.livemode}`);
  if (q.status) conditions.push(sql`${t(transactions.status)} = ${q.status}`);
  if (q.method) conditions.push(sql`${t(transactions.method)} = ${q.method}`);
  if (q.instalments) conditions.push(sql`${t(transactions.instalments)} = ${q.instalments}`);
  if (q.recovered) conditions.push(sql`${t(transactions.recovered)} = ${q.recovered === 'true'}`);
  if (q.from)
    conditions.push(sql`${t(transactions.createdAt)} >= ${dayStart(q.from).toISOString()}`);
  if (q.to)
    conditions.push(sql`${t(transactions.createdAt)} < ${nextDayStart(q.to).toISOString()}`);
  if (q.search) {
    const byEmail = sql`${t(transactions.buyerEmail)} ilike ${containsPattern(q.search)}`;
    conditions.push(
      uuidLike.test(q.search)
        ? sql`(${byEmail} or ${t(transactions.id)}::text like ${`${q.search.toLowerCase()}%`})`
        : byEmail,
    );
  }
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** How many charges match, counting no further than `limit`. */
const countUpTo = (scope: ChargeListScope, q: ChargesQuery, limit: number) =>
  sql`select count(*)::int from (select 1 from transactions counted
    ${chargeConditions('counted', scope, q)} limit ${limit}) matching`;

/** Every column of the orders table, as `t.<column>`, written once. */
let listedColumns: SQL | undefined;
const columnsOfT = () => {
  listedColumns ??= sql.raw(
    Object.values(getTableColumns(transactions))
      .map((column) => `t.${escapeName(column.name)}`)
      .join(', '),
  );
  return listedColumns;
};

/** A charge as a list reads it: its row and whether its funds were anticipated. */
export type ListedChargeRow = TransactionRow & { anticipated: boolean };

/**
 * One page of a seller's charges, newest first, in one statement (each round trip costs the
 * server about as much CPU as building the page; docs/performance.md, finding 7): the page's ids
 * (with the filters on status and method, read from the index alone, OFFSET included), then only
 * their rows, whether their funds were anticipated, and the total counted up to `countLimit`.
 * `totalExact` is false when counting stopped there: more than `total` match.
 *
 * A prepared statement (planned once per connection: planning was a third of the database's time
 * per page), except with a text search or dates: a generic plan guesses their selectivity (half a
 * per cent of rows for any range), and a seller's whole year is not that; those are planned for
 * their values on every run.
 */
export async function chargeRowsPage(
  database: Database,
  scope: ChargeListScope,
  q: ChargesQuery,
): Promise<{ rows: ListedChargeRow[]; total: number; totalExact: boolean }> {
  const { limit, offset } = pageWindow(q);
  // "all" reads every matching row: their number is the total, and nothing needs counting.
  const bound = limit === undefined ? null : countLimit(offset + limit);
  const planEachRun = Boolean(q.search || q.from || q.to);
  const raws = await runPrepared(
    database,
    sql`select ${columnsOfT()},
      exists (select 1 from ledger_releases r where r.sale_reference = t.id::text
        and r.seller_id = t.seller_id and r.anticipated_at is not null) as listed_anticipated,
      ${bound === null ? sql`null` : sql`(${countUpTo(scope, q, bound + 1)})`} as listed_counted
    from transactions t
    join (select paged.id, paged.seller_id from transactions paged
      ${chargeConditions('paged', scope, q)}
      order by paged.created_at desc, paged.id desc
      ${limit === undefined ? sql`` : sql`limit ${limit}`} offset ${offset}) page
      on page.id = t.id and page.seller_id = t.seller_id
    order by t.created_at desc, t.id desc`,
    { planEachRun },
  );
  const rows = raws.map((raw) => ({
    ...tableRowOf(transactions, raw),
    anticipated: raw.listed_anticipated === true,
  }));
  if (bound === null) return { rows, total: rows.length, totalExact: true };
  let counted = Number(raws[0]?.listed_counted ?? 0);
  // A page past the end has no row to carry the count: it is counted alone.
  if (rows.length === 0 && offset > 0) {
    const [alone] = await runPrepared(database, countUpTo(scope, q, bound + 1), { planEachRun });
    counted = Number(alone?.count ?? 0);
  }
  return { rows, total: Math.min(counted, bound), totalExact: counted <= bound };
}

/** One page of charges as the seller's lists answer them. */
export async function chargesPage(
  database: Database,
  scope: ChargeListScope,
  q: ChargesQuery,
): Promise<{ items: Charge[]; total: number; totalExact: boolean }> {
  const { rows, ...count } = await chargeRowsPage(database, scope, q);
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
