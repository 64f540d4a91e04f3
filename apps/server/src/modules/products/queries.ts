import type { CheckoutCharge, Product, productInputSchema } from '@repasse/core/contract/products';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { products, transactionEvents, users } from '../../db/schema.ts';
import { ofSellerRow, type SellerRow, sellerRow } from '../../db/seller-row.ts';
import { paymentInstructionsOf, type TransactionRow } from '../payments/queries.ts';

export type ProductRow = typeof products.$inferSelect;
type UserRow = typeof users.$inferSelect;
export type ProductFields = z.output<typeof productInputSchema>;

/** The image's public address (as on its checkout); null without an image. */
export const productImageUrl = (row: ProductRow, publicUrl: string) =>
  row.imageKey ? `${publicUrl}/web/public/products/${row.id}/image` : null;

export function toProduct(row: ProductRow, publicUrl: string): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    methods: row.methods as PaymentMethod[],
    maxInstalments: row.maxInstalments,
    active: row.active,
    blocked:
      row.blockedAt && row.blockedReason !== null
        ? { at: row.blockedAt.toISOString(), reason: row.blockedReason }
        : null,
    imageUrl: productImageUrl(row, publicUrl),
    checkoutUrl: `${publicUrl}/checkout/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the buyer's page may know about their payment; the decline reason only once refused. */
export function toCheckoutCharge(
  row: TransactionRow,
  declineReason: string | null,
): CheckoutCharge {
  return {
    id: row.id,
    status: row.status,
    method: row.method as PaymentMethod,
    instalments: row.instalments,
    buyerTotal: row.buyerTotal,
    ...paymentInstructionsOf(row),
    declineReason,
    testMode: !row.livemode,
  };
}

/** The note the refusal was recorded with (the acquirer's reason). */
export async function refusalNote(db: DbOrTx, charge: SellerRow): Promise<string | null> {
  const [event] = await db
    .select({ note: transactionEvents.note })
    .from(transactionEvents)
    .where(
      and(
        ofSellerRow(transactionEvents.transactionId, transactionEvents.sellerId, charge),
        eq(transactionEvents.status, 'refused'),
      ),
    );
  return event?.note ?? null;
}

/** The seller's products, newest first. */
export async function sellerProducts(db: DbOrTx, sellerId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.sellerId, sellerId))
    .orderBy(desc(products.createdAt));
}

export async function productRow(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** One of the seller's products; another seller's is undefined, as one that does not exist. */
export async function sellerProduct(
  db: DbOrTx,
  sellerId: string,
  id: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)));
  return row;
}

export async function productWithSeller(
  db: DbOrTx,
  id: string,
): Promise<{ product: ProductRow; seller: UserRow } | undefined> {
  const [row] = await db
    .select({ product: products, seller: users })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(eq(products.id, id));
  return row;
}

const columnsOf = (fields: ProductFields) => ({
  name: fields.name,
  description: fields.description || null,
  price: fields.price,
  methods: fields.methods,
  maxInstalments: fields.maxInstalments,
  active: fields.active,
});

export async function insertProduct(
  db: DbOrTx,
  sellerId: string,
  fields: ProductFields,
  now: Date,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .insert(products)
    .values({ sellerId, ...columnsOf(fields), createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/** Changes one of the seller's products; undefined when the seller has no such product. */
export async function updateSellerProduct(
  db: DbOrTx,
  sellerId: string,
  id: string,
  fields: ProductFields,
  now: Date,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...columnsOf(fields), updatedAt: now })
    .where(
      and(
        eq(products.id, id),
        eq(products.sellerId, sellerId),
        // A product an admin took off sale stays off sale whatever the seller asks.
        fields.active ? isNull(products.blockedAt) : undefined,
      ),
    )
    .returning();
  return row;
}

export async function setProductImageKey(
  db: DbOrTx,
  product: SellerRow,
  imageKey: string,
  now: Date,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ imageKey, updatedAt: now })
    .where(sellerRow(products, product))
    .returning();
  return row;
}
