import {
  type AffiliateProgram,
  type AffiliateProgramInput,
  commissionNoticeDays,
} from '@repasse/core/contract/affiliates';
import type { CommissionTerms } from '@repasse/core/fees/affiliate';
import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { affiliatePrograms, affiliateTerms, affiliations, products } from '../../db/schema.ts';
import { ofSellerRow, type SellerRow } from '../../db/seller-row.ts';
import { notFound } from '../../http/errors.ts';
import { randomBase62 } from '../../lib/tokens.ts';
import { normalizePercentage } from '../fees/queries.ts';
import { tellAffiliates } from './affiliate-emails.ts';

export type ProgramRow = typeof affiliatePrograms.$inferSelect;
type TermsRow = typeof affiliateTerms.$inferSelect;

const dayMs = 86_400_000;

export const termsOf = (row: Pick<TermsRow, 'percentage' | 'fixed'>): CommissionTerms => ({
  percentage: normalizePercentage(row.percentage),
  fixed: row.fixed,
});

const productTerms = (product: SellerRow) =>
  ofSellerRow(affiliateTerms.productId, affiliateTerms.sellerId, product);

/** The terms in force at `at` (the latest that started by then); null before the first. */
export async function termsAt(
  db: DbOrTx,
  product: SellerRow,
  at: Date,
): Promise<CommissionTerms | null> {
  const [row] = await db
    .select()
    .from(affiliateTerms)
    .where(and(productTerms(product), lte(affiliateTerms.effectiveFrom, at)))
    .orderBy(desc(affiliateTerms.effectiveFrom), desc(affiliateTerms.createdAt))
    .limit(1);
  return row ? termsOf(row) : null;
}

/** The change announced and not yet in force, if any. */
async function scheduledTerms(db: DbOrTx, product: SellerRow, now: Date) {
  const [row] = await db
    .select()
    .from(affiliateTerms)
    .where(and(productTerms(product), gt(affiliateTerms.effectiveFrom, now)))
    .orderBy(desc(affiliateTerms.effectiveFrom))
    .limit(1);
  return row ? { ...termsOf(row), effectiveFrom: row.effectiveFrom.toISOString() } : null;
}

/** Terms now and announced, shaped for the screens. */
export async function commissionView(db: DbOrTx, product: SellerRow, now: Date) {
  const current = (await termsAt(db, product, now)) ?? { percentage: '0', fixed: 0 };
  return { commission: current, scheduledCommission: await scheduledTerms(db, product, now) };
}

async function ownProduct(db: DbOrTx, sellerId: string, productId: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
  if (!row) throw notFound();
  return row;
}

const programOfProduct = (product: SellerRow) =>
  ofSellerRow(affiliatePrograms.productId, affiliatePrograms.sellerId, product);

async function programRow(db: DbOrTx, product: SellerRow): Promise<ProgramRow | undefined> {
  const [row] = await db.select().from(affiliatePrograms).where(programOfProduct(product));
  return row;
}

async function affiliateCounts(db: DbOrTx, product: SellerRow) {
  const rows = await db
    .select({ status: affiliations.status, n: count() })
    .from(affiliations)
    .where(ofSellerRow(affiliations.productId, affiliations.sellerId, product))
    .groupBy(affiliations.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { pending: of('pending'), approved: of('approved') };
}

async function toProgram(db: DbOrTx, row: ProgramRow, now: Date): Promise<AffiliateProgram> {
  return {
    productId: row.productId,
    enabled: row.enabled,
    ...(await commissionView(db, { id: row.productId, sellerId: row.sellerId }, now)),
    cookieDays: row.cookieDays,
    attribution: row.attribution,
    approval: row.approval,
    listed: row.listed,
    shareBuyerContact: row.shareBuyerContact,
    inviteCode: row.inviteCode,
    affiliates: await affiliateCounts(db, { id: row.productId, sellerId: row.sellerId }),
  };
}

/** A product's programme as its seller sees it; one never set up answers switched off. */
export async function programOf(
  app: FastifyInstance,
  sellerId: string,
  productId: string,
): Promise<AffiliateProgram> {
  const product = await ownProduct(app.db, sellerId, productId);
  const row = await programRow(app.db, product);
  if (row) return toProgram(app.db, row, app.clock.now());
  return {
    productId,
    enabled: false,
    commission: { percentage: '0', fixed: 0 },
    scheduledCommission: null,
    cookieDays: 30,
    attribution: 'last_click',
    approval: 'open',
    listed: true,
    shareBuyerContact: false,
    inviteCode: '',
    affiliates: { pending: 0, approved: 0 },
  };
}

const sameTerms = (a: CommissionTerms | null, b: CommissionTerms) =>
  a !== null && a.percentage === b.percentage && a.fixed === b.fixed;

/**
 * Saves a product's programme. A new commission applies at once while nobody is an affiliate yet;
 * otherwise from `commissionNoticeDays` ahead, for clicks made from then on, and the product's
 * affiliates are told by email. A change back to the terms in force cancels the announcement.
 */
export async function saveProgram(
  app: FastifyInstance,
  sellerId: string,
  productId: string,
  input: AffiliateProgramInput,
): Promise<AffiliateProgram> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const product = await ownProduct(tx, sellerId, productId);
    // The product row orders concurrent saves of one programme (and their terms).
    await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, product.id), eq(products.sellerId, sellerId)))
      .for('update');
    const settings = {
      enabled: input.enabled,
      cookieDays: input.cookieDays,
      attribution: input.attribution,
      approval: input.approval,
      listed: input.listed,
      shareBuyerContact: input.shareBuyerContact,
      updatedAt: now,
    };
    const existing = await programRow(tx, product);
    const row = existing
      ? (
          await tx
            .update(affiliatePrograms)
            .set(settings)
            .where(programOfProduct(product))
            .returning()
        )[0]
      : (
          await tx
            .insert(affiliatePrograms)
            .values({
              productId,
              sellerId,
              inviteCode: randomBase62(10),
              ...settings,
              createdAt: now,
            })
            .returning()
        )[0];
    if (!row) throw notFound();
    await scheduleTerms(app, tx, product, input.commission, now);
    return toProgram(tx, row, now);
  });
}

async function scheduleTerms(
  app: FastifyInstance,
  tx: Tx,
  product: typeof products.$inferSelect,
  wanted: CommissionTerms,
  now: Date,
) {
  const terms = { percentage: normalizePercentage(wanted.percentage), fixed: wanted.fixed };
  const current = await termsAt(tx, product, now);
  const announced = await scheduledTerms(tx, product, now);
  if (announced && sameTerms(announced, terms)) return;
  // A new decision replaces whatever was announced and not yet in force.
  await tx
    .delete(affiliateTerms)
    .where(and(productTerms(product), gt(affiliateTerms.effectiveFrom, now)));
  if (sameTerms(current, terms)) return;
  const { approved } = await affiliateCounts(tx, product);
  const noticed = current !== null && approved > 0;
  const effectiveFrom = noticed ? new Date(now.getTime() + commissionNoticeDays * dayMs) : now;
  await tx.insert(affiliateTerms).values({
    productId: product.id,
    sellerId: product.sellerId,
    percentage: terms.percentage,
    fixed: terms.fixed,
    effectiveFrom,
    createdAt: now,
  });
  if (noticed) await tellAffiliates(app, tx, product, { terms, effectiveFrom });
}
