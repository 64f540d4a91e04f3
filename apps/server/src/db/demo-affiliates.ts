import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../lib/clock.ts';
import { randomBase62 } from '../lib/tokens.ts';
import type { Db } from './client.ts';
import { affiliatePrograms, affiliateTerms, affiliations, products } from './schema.ts';

/**
 * The demo's affiliate programme: the seller's first product open to affiliates (30 %, 60 days,
 * last click, open and listed), with the demo affiliate approved on it, so /affiliates and the
 * marketplace have something to show on a fresh start. Written once, with the demo accounts.
 */
export async function seedDemoAffiliates(
  db: Db,
  clock: Clock,
  sellerId: string,
  affiliateId: string,
): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sellerId, sellerId))
    .orderBy(asc(products.createdAt), asc(products.name))
    .limit(1);
  if (!product) return;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(affiliatePrograms)
      .values({
        productId: product.id,
        sellerId,
        enabled: true,
        cookieDays: 60,
        inviteCode: randomBase62(10),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ productId: affiliatePrograms.productId });
    if (!created) return;
    await tx.insert(affiliateTerms).values({
      productId: product.id,
      sellerId,
      percentage: '30',
      fixed: 0,
      effectiveFrom: now,
      createdAt: now,
    });
    await tx.insert(affiliations).values({
      productId: product.id,
      sellerId,
      affiliateId,
      code: randomBase62(8),
      status: 'approved',
      decidedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  });
}
