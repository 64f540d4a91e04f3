import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * A seller's row as the statements about its child rows name it: by its seller as well as its
 * id, so a child row is written with its seller and a read names the shard it needs
 * (docs/scaling.md). Any row with both columns is one (a charge, a withdrawal, a product…).
 */
export type SellerRow = { id: string; sellerId: string };

type Ref = { id: string | AnyColumn; sellerId: string | AnyColumn };

/**
 * The rows whose `key` points at the seller's row `row` (values, or the columns of a joined
 * table): by that id and by the seller both rows share.
 */
export const ofSellerRow = (key: AnyColumn, seller: AnyColumn, row: Ref): SQL =>
  sql`(${eq(key, row.id)} and ${eq(seller, row.sellerId)})`;

/** One seller's row of `table`: its id and its seller (a join to a parent row, with columns). */
export const sellerRow = (table: { id: AnyColumn; sellerId: AnyColumn }, row: Ref): SQL =>
  ofSellerRow(table.id, table.sellerId, row);

/**
 * The row a job acts on: by its seller too when the payload names it. A job queued before its
 * payload carried the seller names the id alone.
 */
export const jobRow = (
  table: { id: AnyColumn; sellerId: AnyColumn },
  id: string,
  sellerId: string | undefined,
): SQL => (sellerId === undefined ? eq(table.id, id) : sellerRow(table, { id, sellerId }));

/**
 * The seller of `table`'s row `id`, read by the id alone: the one read across sellers that an
 * action named only by an id makes (an admin's, docs/scaling.md), after which every statement,
 * its lock first, names the seller. A plain read, because under sharding a lock must name its
 * shard. Undefined when there is no such row.
 */
export async function ownerOf(
  db: DbOrTx,
  table: PgTable & { id: PgColumn; sellerId: PgColumn },
  id: string,
): Promise<SellerRow | undefined> {
  const [row] = await db
    .select({ id: table.id, sellerId: table.sellerId })
    .from(table as PgTable)
    .where(eq(table.id, id));
  return row as SellerRow | undefined;
}
