import type {
  AffiliationDecision,
  AffiliationRequest,
  AffiliationStatus,
} from '@repasse/core/contract/affiliates';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { onUniqueViolation } from '../../db/errors.ts';
import { affiliatePrograms, affiliations, products } from '../../db/schema.ts';
import { ofSellerRow, sellerRow } from '../../db/seller-row.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { randomBase62 } from '../../lib/tokens.ts';
import { tellAffiliateOfDecision, tellProducerOfRequest } from './affiliate-emails.ts';

export type AffiliationRow = typeof affiliations.$inferSelect;

/** The short link of an approved affiliation. */
export const affiliateLinkOf = (publicUrl: string, row: Pick<AffiliationRow, 'status' | 'code'>) =>
  row.status === 'approved' ? `${publicUrl}/go/${row.code}` : null;

async function openProgram(db: DbOrTx, productId: string, invite: string | undefined) {
  const [row] = await db
    .select({ program: affiliatePrograms, product: products })
    .from(affiliatePrograms)
    .innerJoin(
      products,
      sellerRow(products, {
        id: affiliatePrograms.productId,
        sellerId: affiliatePrograms.sellerId,
      }),
    )
    .where(eq(affiliatePrograms.productId, productId));
  // An unlisted programme is as unknown as a missing one without its invite code.
  const reachable =
    row?.program.enabled &&
    row.product.active &&
    (row.program.listed || (invite !== undefined && invite === row.program.inviteCode));
  if (!row || !reachable) throw notFound();
  return row;
}

/**
 * The caller asks to promote a product: approved at once when the programme is open, pending the
 * producer's decision otherwise. Asking again answers the affiliation as it stands (a refused one
 * may ask again; a blocked one may not).
 */
export async function requestAffiliation(
  app: FastifyInstance,
  affiliateId: string,
  input: AffiliationRequest,
): Promise<AffiliationRow> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const { program, product } = await openProgram(tx, input.productId, input.invite);
    if (product.sellerId === affiliateId) throw conflict('affiliates.own_product');
    const status: AffiliationStatus = program.approval === 'open' ? 'approved' : 'pending';
    const [existing] = await tx
      .select()
      .from(affiliations)
      .where(
        and(
          ofSellerRow(affiliations.productId, affiliations.sellerId, product),
          eq(affiliations.affiliateId, affiliateId),
        ),
      )
      .for('update');
    if (existing && existing.status !== 'refused') return existing;
    const decidedAt = status === 'approved' ? now : null;
    const row = existing
      ? (
          await tx
            .update(affiliations)
            .set({ status, reason: null, decidedAt, updatedAt: now })
            .where(
              and(eq(affiliations.id, existing.id), eq(affiliations.sellerId, product.sellerId)),
            )
            .returning()
        )[0]
      : await onUniqueViolation(
          async () =>
            (
              await tx
                .insert(affiliations)
                .values({
                  productId: product.id,
                  sellerId: product.sellerId,
                  affiliateId,
                  code: randomBase62(8),
                  status,
                  decidedAt,
                  createdAt: now,
                  updatedAt: now,
                })
                .returning()
            )[0],
          () => conflict('affiliates.already_requested'),
        );
    if (!row) throw notFound();
    if (status === 'pending') await tellProducerOfRequest(app, tx, product, affiliateId);
    return row;
  });
}

const transitions: Record<
  AffiliationDecision['action'],
  { from: AffiliationStatus[]; to: AffiliationStatus }
> = {
  approve: { from: ['pending', 'refused'], to: 'approved' },
  refuse: { from: ['pending'], to: 'refused' },
  block: { from: ['pending', 'approved'], to: 'blocked' },
  unblock: { from: ['blocked'], to: 'approved' },
};

/** The producer approves, refuses, blocks or unblocks an affiliate of one of their products. */
export async function decideAffiliation(
  app: FastifyInstance,
  sellerId: string,
  affiliationId: string,
  decision: AffiliationDecision,
): Promise<AffiliationRow> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(affiliations)
      .where(and(eq(affiliations.id, affiliationId), eq(affiliations.sellerId, sellerId)))
      .for('update');
    if (!row) throw notFound();
    const move = transitions[decision.action];
    if (row.status === move.to) return row;
    if (!move.from.includes(row.status)) throw new AppError('affiliates.invalid_transition');
    const reason =
      move.to === 'refused' || move.to === 'blocked' ? (decision.reason ?? null) : null;
    const [updated] = await tx
      .update(affiliations)
      .set({ status: move.to, reason, decidedAt: now, updatedAt: now })
      .where(and(eq(affiliations.id, row.id), eq(affiliations.sellerId, sellerId)))
      .returning();
    if (!updated) throw notFound();
    const [product] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, row.productId), eq(products.sellerId, sellerId)));
    if (product && move.to !== 'pending')
      await tellAffiliateOfDecision(app, tx, product, row.affiliateId, {
        status: move.to,
        reason,
      });
    return updated;
  });
}
