import type { AdminChargesPage } from '@repasse/core/contract/charges';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';

type OrderSeller = NonNullable<AdminChargesPage['seller']>;

/** The sellers of a page of orders (and of its filter), by id. */
export async function sellersById(db: DbOrTx, ids: string[]): Promise<Map<string, OrderSeller>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The product a list is filtered by, with its seller. */
export async function productWithSeller(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; name: string; sellerId: string } | undefined> {
  const [row] = await db
    .select({ id: products.id, name: products.name, sellerId: products.sellerId })
    .from(products)
    .where(eq(products.id, id));
  return row;
}
