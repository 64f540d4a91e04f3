import type { AdminProductsQuery } from '@repasse/core/contract/admin-products';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paging.ts';
import { affiliatePrograms, products, users } from '../../db/schema.ts';
import { ofSellerRow, ownerOf, type SellerRow, sellerRow } from '../../db/seller-row.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(query: AdminProductsQuery, only?: SellerRow): SQL | undefined {
  const list: SQL[] = [];
  if (only) list.push(sellerRow(products, only));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    const match = or(
      ilike(products.name, like),
      ilike(users.tradeName, like),
      ilike(users.email, like),
    );
    if (match) list.push(match);
  }
  if (query.active) list.push(eq(products.active, query.active === 'true'));
  if (query.affiliates)
    list.push(
      query.affiliates === 'true'
        ? sql`coalesce(${affiliatePrograms.enabled}, false)`
        : sql`not coalesce(${affiliatePrograms.enabled}, false)`,
    );
  if (query.sellerId) list.push(eq(products.sellerId, query.sellerId));
  return list.length ? and(...list) : undefined;
}

/**
 * Live sales paid through the product (refunded and charged back included) and what buyers paid
 * for them less refunds, read per page from the sellers' order index.
 */
const salesOf = sql<string>`(select count(*) from transactions t
  where t.seller_id = ${products.sellerId} and t.product_id = ${products.id}
    and t.livemode and t.paid_at is not null)`;
const volumeOf = sql<string>`(select coalesce(sum(t.buyer_total - t.refunded_amount), 0)
  from transactions t
  where t.seller_id = ${products.sellerId} and t.product_id = ${products.id}
    and t.livemode and t.status in ('paid', 'in_protest'))`;

/** A product's programme, on the seller both rows share. */
const programOfProduct = ofSellerRow(
  affiliatePrograms.productId,
  affiliatePrograms.sellerId,
  products,
);

/** One page of every seller's products, newest first, with their sales (or `only` that one). */
export async function adminProductRows(db: DbOrTx, query: AdminProductsQuery, only?: SellerRow) {
  const where = conditions(query, only);
  const rows = await paginate(
    db
      .select({
        product: products,
        seller: { id: users.id, email: users.email, tradeName: users.tradeName },
        affiliateProgram: sql<boolean>`coalesce(${affiliatePrograms.enabled}, false)`,
        sales: salesOf,
        volume: volumeOf,
      })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .leftJoin(affiliatePrograms, programOfProduct)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .$dynamic(),
    query,
  );
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(affiliatePrograms, programOfProduct)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export type AdminProductRow = Awaited<ReturnType<typeof adminProductRows>>['rows'][number];

/** The seller of a product an admin names by its id alone (the one read across sellers). */
export const productOwner = (db: DbOrTx, id: string) => ownerOf(db, products, id);

/** By its seller as well as its id (docs/scaling.md). */
export async function lockProduct(db: DbOrTx, product: SellerRow) {
  const [row] = await db.select().from(products).where(sellerRow(products, product)).for('update');
  return row;
}

export async function setProductBlock(
  db: DbOrTx,
  product: SellerRow,
  block: {
    active: boolean;
    blockedAt: Date | null;
    blockedReason: string | null;
    blockedBy: string | null;
  },
  now: Date,
) {
  const [row] = await db
    .update(products)
    .set({ ...block, updatedAt: now })
    .where(sellerRow(products, product))
    .returning();
  return row;
}
