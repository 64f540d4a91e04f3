import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';

/**
 * A seller's row as the statements about its child rows name it: by its seller as well as its
 * id, so a child row is written with its seller and a read names the shard it needs
 * (docs/scaling.md). Any row with both columns is one (a charge, a withdrawal, a product…).
 */
export type SellerRow = { id: string; sellerId: string };

type SellerTable = { id: AnyColumn; sellerId: AnyColumn };

/**
 * The condition for one seller's row of `table`: its id and its seller, values or the columns of
 * what points at it (a join to the parent row, on the seller both share).
 */
export const sellerRow = (
  table: SellerTable,
  row: { id: string | AnyColumn; sellerId: string | AnyColumn },
): SQL => sql`(${eq(table.id, row.id)} and ${eq(table.sellerId, row.sellerId)})`;
