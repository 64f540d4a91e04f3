import type {
  AdminAwardClaimsQuery,
  AwardClaimStatus,
  AwardKind,
  awardTierInputSchema,
} from '@repasse/core/contract/awards';
import { centsFromSql } from '@repasse/core/money/limits';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paging.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  awardAchievements,
  awardClaimEvents,
  awardClaims,
  awardTiers,
  type awardClaimStatuses as schemaClaimStatuses,
  type awardKinds as schemaKinds,
  users,
} from '../../db/schema.ts';
import { ownerOf, type SellerRow, sellerRow } from '../../db/seller-row.ts';
import { totalInvoicedColumn } from '../admin/queries.ts';

export type TierRow = typeof awardTiers.$inferSelect;
export type ClaimRow = typeof awardClaims.$inferSelect;
export type ClaimEventRow = typeof awardClaimEvents.$inferSelect;
export type TierFields = z.output<typeof awardTierInputSchema>;

// The table's enums and the contract's must say the same (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statusesAgree: Same<(typeof schemaClaimStatuses)[number], AwardClaimStatus> = true;
const kindsAgree: Same<(typeof schemaKinds)[number], AwardKind> = true;
void statusesAgree;
void kindsAgree;

// ------------------------------------------------------------------ Achievements

/**
 * Records every active tier a seller's total invoiced (the admin's rule, `totalInvoicedColumn`)
 * has reached and that is not recorded yet, as reached `now`; one seller's or everyone's.
 * Achievements are never removed: a refund that lowers the total later leaves them be.
 */
export async function recordReachedTiers(
  db: DbOrTx,
  now: Date,
  sellerId?: string,
): Promise<{ sellerId: string; tierId: string }[]> {
  const only = sellerId ? sql`where "users"."id" = ${sellerId}` : sql``;
  const result = await db.execute(sql`
    insert into award_achievements (seller_id, tier_id, reached_at)
    select totals.id, tier.id, ${now.toISOString()}::timestamptz
    from (select "users"."id", ${totalInvoicedColumn} as total from users ${only}) totals
    join award_tiers tier on tier.active and tier.threshold <= totals.total
    on conflict do nothing
    returning seller_id, tier_id`);
  return rowsOf<{ seller_id: string; tier_id: string }>(result).map((row) => ({
    sellerId: row.seller_id,
    tierId: row.tier_id,
  }));
}

/** The seller's total invoiced, in centavos. */
export async function sellerTotalInvoiced(db: DbOrTx, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ total: totalInvoicedColumn })
    .from(users)
    .where(eq(users.id, sellerId));
  return centsFromSql(row?.total);
}

export async function achievementOf(db: DbOrTx, sellerId: string, tierId: string) {
  const [row] = await db
    .select()
    .from(awardAchievements)
    .where(and(eq(awardAchievements.sellerId, sellerId), eq(awardAchievements.tierId, tierId)));
  return row;
}

/** Sellers with achievements nobody told them of yet, the longest waiting first; read without locks. */
export async function sellersToNotify(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ sellerId: awardAchievements.sellerId })
    .from(awardAchievements)
    .where(isNull(awardAchievements.notifiedAt))
    .groupBy(awardAchievements.sellerId)
    .orderBy(sql`min(${awardAchievements.reachedAt})`, awardAchievements.sellerId)
    .limit(limit);
  return rows.map((row) => row.sellerId);
}

/**
 * One seller's achievements nobody told them of yet, with their tier and the seller's contact,
 * locked for this run: a second worker skips them rather than emailing twice.
 */
export async function lockUnnotified(db: DbOrTx, sellerId: string) {
  return db
    .select({
      sellerId: awardAchievements.sellerId,
      tierId: awardAchievements.tierId,
      tierName: awardTiers.name,
      threshold: awardTiers.threshold,
      kind: awardTiers.kind,
      email: users.email,
      locale: users.locale,
      fullName: users.fullName,
    })
    .from(awardAchievements)
    .innerJoin(awardTiers, eq(awardTiers.id, awardAchievements.tierId))
    .innerJoin(users, eq(users.id, awardAchievements.sellerId))
    .where(and(eq(awardAchievements.sellerId, sellerId), isNull(awardAchievements.notifiedAt)))
    .orderBy(asc(awardAchievements.reachedAt), awardTiers.threshold)
    .for('update', { of: awardAchievements, skipLocked: true });
}

export async function markNotified(
  db: DbOrTx,
  sellerId: string,
  tierIds: string[],
  now: Date,
): Promise<void> {
  await db
    .update(awardAchievements)
    .set({ notifiedAt: now })
    .where(
      and(eq(awardAchievements.sellerId, sellerId), inArray(awardAchievements.tierId, tierIds)),
    );
}

// ------------------------------------------------------------------ Tiers

/** Every tier by threshold, with how many sellers reached it and how many claims wait. */
export async function tiersWithCounts(db: DbOrTx) {
  return db
    .select({
      tier: awardTiers,
      reachedCount:
        sql<number>`(select count(*) from award_achievements a where a.tier_id = "award_tiers"."id")`.mapWith(
          Number,
        ),
      openClaims:
        sql<number>`(select count(*) from award_claims c where c.tier_id = "award_tiers"."id" and c.status in ('requested', 'approved'))`.mapWith(
          Number,
        ),
    })
    .from(awardTiers)
    .orderBy(asc(awardTiers.threshold), awardTiers.id);
}

export async function tierRow(db: DbOrTx, id: string): Promise<TierRow | undefined> {
  const [row] = await db.select().from(awardTiers).where(eq(awardTiers.id, id));
  return row;
}

export async function lockTier(db: DbOrTx, id: string): Promise<TierRow | undefined> {
  const [row] = await db.select().from(awardTiers).where(eq(awardTiers.id, id)).for('update');
  return row;
}

export async function insertTier(db: DbOrTx, fields: TierFields, now: Date): Promise<TierRow> {
  const [row] = await db
    .insert(awardTiers)
    .values({ ...tierColumns(fields), createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('award tier insert returned nothing');
  return row;
}

export async function writeTier(db: DbOrTx, id: string, fields: TierFields, now: Date) {
  const [row] = await db
    .update(awardTiers)
    .set({ ...tierColumns(fields), updatedAt: now })
    .where(eq(awardTiers.id, id))
    .returning();
  return row;
}

export async function setTierImageKey(db: DbOrTx, id: string, key: string, now: Date) {
  const [row] = await db
    .update(awardTiers)
    .set({ imageKey: key, updatedAt: now })
    .where(eq(awardTiers.id, id))
    .returning();
  return row;
}

const tierColumns = (fields: TierFields) => ({
  name: fields.name,
  threshold: fields.threshold,
  description: fields.description || null,
  kind: fields.kind,
  active: fields.active,
});

// ------------------------------------------------------------------ What a seller sees

/** Active tiers, and any other the seller reached or claimed, each with the seller's achievement. */
export async function sellerTiers(db: DbOrTx, sellerId: string) {
  return db
    .select({ tier: awardTiers, reachedAt: awardAchievements.reachedAt })
    .from(awardTiers)
    .leftJoin(
      awardAchievements,
      and(eq(awardAchievements.tierId, awardTiers.id), eq(awardAchievements.sellerId, sellerId)),
    )
    .where(
      or(
        eq(awardTiers.active, true),
        sql`${awardAchievements.sellerId} is not null`,
        sql`exists (select 1 from award_claims c where c.tier_id = "award_tiers"."id" and c.seller_id = ${sellerId})`,
      ),
    )
    .orderBy(asc(awardTiers.threshold), awardTiers.id);
}

export async function sellerClaims(db: DbOrTx, sellerId: string): Promise<ClaimRow[]> {
  return db.select().from(awardClaims).where(eq(awardClaims.sellerId, sellerId));
}

/** The seller's own details the claim form starts with. */
export async function sellerContact(db: DbOrTx, sellerId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, sellerId));
  return row;
}

// ------------------------------------------------------------------ Claims

type ClaimValues = Omit<
  typeof awardClaims.$inferInsert,
  'id' | 'status' | 'carrier' | 'trackingCode' | 'reason'
>;

/** The new claim, or undefined when the seller already claimed that tier. */
export async function insertClaim(db: DbOrTx, values: ClaimValues): Promise<ClaimRow | undefined> {
  const [row] = await db.insert(awardClaims).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertClaimEvent(
  db: DbOrTx,
  event: {
    claimId: string;
    sellerId: string;
    status: AwardClaimStatus;
    actorId: string | null;
    note: string | null;
  },
  now: Date,
) {
  await db.insert(awardClaimEvents).values({ ...event, createdAt: now });
}

/** The seller of a claim an admin names by its id alone (the one read across sellers). */
export const claimOwner = (db: DbOrTx, id: string) => ownerOf(db, awardClaims, id);

/** By its seller as well as its id (docs/scaling.md): an admin naming the id reads the seller first. */
export async function lockClaim(db: DbOrTx, claim: SellerRow): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(awardClaims)
    .where(sellerRow(awardClaims, claim))
    .for('update');
  return row;
}

export async function writeClaimStatus(
  db: DbOrTx,
  claim: SellerRow,
  change: Pick<ClaimRow, 'status' | 'carrier' | 'trackingCode' | 'reason'>,
  now: Date,
): Promise<ClaimRow | undefined> {
  const [row] = await db
    .update(awardClaims)
    .set({ ...change, updatedAt: now })
    .where(sellerRow(awardClaims, claim))
    .returning();
  return row;
}

/**
 * The timelines of these claims, oldest event first, read by their sellers as well as their ids
 * (docs/scaling.md: a read names the shards it needs).
 */
export async function eventsOf(db: DbOrTx, claims: SellerRow[]): Promise<ClaimEventRow[]> {
  if (claims.length === 0) return [];
  return db
    .select()
    .from(awardClaimEvents)
    .where(
      and(
        inArray(
          awardClaimEvents.claimId,
          claims.map((claim) => claim.id),
        ),
        inArray(awardClaimEvents.sellerId, [...new Set(claims.map((claim) => claim.sellerId))]),
      ),
    )
    .orderBy(asc(awardClaimEvents.createdAt), awardClaimEvents.id);
}

const adminClaimColumns = {
  claim: awardClaims,
  tier: { id: awardTiers.id, name: awardTiers.name, threshold: awardTiers.threshold },
  seller: {
    id: users.id,
    email: users.email,
    fullName: users.fullName,
    tradeName: users.tradeName,
  },
};

/** One page of the fulfilment queue, newest first, optionally of one status. */
export async function adminClaimsPage(db: DbOrTx, query: AdminAwardClaimsQuery) {
  const where: SQL | undefined = query.status ? eq(awardClaims.status, query.status) : undefined;
  const rows = await paginate(
    db
      .select(adminClaimColumns)
      .from(awardClaims)
      .innerJoin(awardTiers, eq(awardTiers.id, awardClaims.tierId))
      .innerJoin(users, eq(users.id, awardClaims.sellerId))
      .where(where)
      .orderBy(desc(awardClaims.createdAt), desc(awardClaims.id))
      .$dynamic(),
    query,
  );
  return { rows, total: await db.$count(awardClaims, where) };
}

/** By the id alone when the seller is not known yet (an admin opening one), else by both. */
export async function adminClaimRow(db: DbOrTx, key: string | SellerRow) {
  const [row] = await db
    .select(adminClaimColumns)
    .from(awardClaims)
    .innerJoin(awardTiers, eq(awardTiers.id, awardClaims.tierId))
    .innerJoin(users, eq(users.id, awardClaims.sellerId))
    .where(typeof key === 'string' ? eq(awardClaims.id, key) : sellerRow(awardClaims, key));
  return row;
}

/** A user's email, language and name, for telling them of their claim. */
export async function contactOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, locale: users.locale, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
