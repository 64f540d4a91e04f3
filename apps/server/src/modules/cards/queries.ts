import { and, eq, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cardTokens } from '../../db/schema.ts';

export type CardTokenRow = typeof cardTokens.$inferSelect;

export async function insertCardToken(db: DbOrTx, row: typeof cardTokens.$inferInsert) {
  const [created] = await db.insert(cardTokens).values(row).returning();
  if (!created) throw new Error('card token insert returned nothing');
  return created;
}

/** The seller's token; another seller's is as good as missing. */
export async function cardTokenRow(
  db: DbOrTx,
  sellerId: string,
  id: string,
): Promise<CardTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(cardTokens)
    .where(and(eq(cardTokens.id, id), eq(cardTokens.sellerId, sellerId)));
  return row;
}

export async function sealedCardOf(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: cardTokens.id,
      vaultKeyId: cardTokens.vaultKeyId,
      cardSealed: cardTokens.cardSealed,
      securityCodeSealed: cardTokens.securityCodeSealed,
      expMonth: cardTokens.expMonth,
      expYear: cardTokens.expYear,
    })
    .from(cardTokens)
    .where(eq(cardTokens.id, id));
  return row;
}

/**
 * Expired tokens keep nothing they no longer need: the security code always goes, and so does the
 * card of a token no charge used.
 */
export async function purgeExpiredCardData(db: DbOrTx, now: Date): Promise<number> {
  const expired = lte(cardTokens.expiresAt, now);
  const codes = await db
    .update(cardTokens)
    .set({ securityCodeSealed: null })
    .where(and(expired, isNotNull(cardTokens.securityCodeSealed)))
    .returning({ id: cardTokens.id });
  const cards = await db
    .update(cardTokens)
    .set({ cardSealed: null })
    .where(and(expired, isNull(cardTokens.usedAt), isNotNull(cardTokens.cardSealed)))
    .returning({ id: cardTokens.id });
  return codes.length + cards.length;
}

/** Tokens still holding something sealed under a key other than the current one. */
export async function tokensToReseal(db: DbOrTx, currentKeyId: string, limit: number) {
  return db
    .select()
    .from(cardTokens)
    .where(
      and(
        ne(cardTokens.vaultKeyId, currentKeyId),
        or(isNotNull(cardTokens.cardSealed), isNotNull(cardTokens.securityCodeSealed)),
      ),
    )
    .limit(limit);
}
