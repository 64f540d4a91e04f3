import type { UserDocumentStatus } from '@repasse/core/contract/common';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from './schema.ts';

/**
 * What every sale checks of its seller: live mode allowed, raw card data allowed, and who
 * referred them since when (the referrer's share of the fee runs for a number of months).
 */
export type SellerSettings = {
  documentStatus: UserDocumentStatus;
  rawCardAllowed: boolean;
  referredBy: string | null;
  createdAt: Date;
};

/** From memory until an admin changes a seller (db/read-cache.ts); undefined for no such user. */
export const sellerSettings = (
  app: FastifyInstance,
  sellerId: string,
): Promise<SellerSettings | undefined> =>
  app.reads.read(['users'], `seller:${sellerId}`, async () => {
    const [row] = await app.db
      .select({
        documentStatus: users.documentStatus,
        rawCardAllowed: users.rawCardAllowed,
        referredBy: users.referredBy,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, sellerId));
    return row;
  });
