import type { FeeProfileResponse, FeeProfilesQuery } from '@repasse/core/contract/fees';
import { defaultFeeProfile, type FeeProfile } from '@repasse/core/fees/fee-profile';
import {
  defaultPlatformSettings,
  type PlatformSettings,
  platformSettingsSchema,
} from '@repasse/core/fees/platform-settings';
import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { paginate } from '../../db/paging.ts';
import { feeProfiles, platformSettings, users } from '../../db/schema.ts';
import { containsPattern } from '../admin/queries.ts';

export type FeeProfileRow = typeof feeProfiles.$inferSelect;

/** PostgreSQL answers numeric(9,4) as "4.9900"; percentages travel as "4.99". */
export function normalizePercentage(value: string): string {
  if (!value.includes('.')) return value;
  const trimmed = value.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '' || trimmed === '-' ? '0' : trimmed;
}

export function toFeeProfile(row: FeeProfileRow): FeeProfile {
  const p = normalizePercentage;
  return {
    uniqueId: row.uniqueId,
    referenceCode: row.referenceCode,
    pix: { percentage: p(row.pixPercentage), fixed: row.pixFixed },
    boleto: { percentage: p(row.boletoPercentage), fixed: row.boletoFixed },
    card: { percentage: p(row.cardPercentage), fixed: row.cardFixed },
    instalmentFees: row.instalmentFees.map(p),
    withdrawalFee: row.withdrawalFee,
    retention: {
      pix: p(row.retentionPix),
      boleto: p(row.retentionBoleto),
      card: p(row.retentionCard),
    },
    anticipationFee: p(row.anticipationFee),
    releaseDays: {
      pix: row.releaseDaysPix,
      boleto: row.releaseDaysBoleto,
      card: row.releaseDaysCard,
    },
  };
}

export function toFeeProfileColumns(profile: FeeProfile) {
  return {
    uniqueId: profile.uniqueId,
    referenceCode: profile.referenceCode || null,
    pixPercentage: profile.pix.percentage,
    pixFixed: profile.pix.fixed,
    boletoPercentage: profile.boleto.percentage,
    boletoFixed: profile.boleto.fixed,
    cardPercentage: profile.card.percentage,
    cardFixed: profile.card.fixed,
    instalmentFees: profile.instalmentFees,
    withdrawalFee: profile.withdrawalFee,
    retentionPix: profile.retention.pix,
    retentionBoleto: profile.retention.boleto,
    retentionCard: profile.retention.card,
    anticipationFee: profile.anticipationFee,
    releaseDaysPix: profile.releaseDays.pix,
    releaseDaysBoleto: profile.releaseDays.boleto,
    releaseDaysCard: profile.releaseDays.card,
  };
}

/** The platform default profile, created from the core defaults the first time it is needed. */
export async function defaultProfileRow(db: DbOrTx): Promise<FeeProfileRow> {
  const [existing] = await db.select().from(feeProfiles).where(eq(feeProfiles.isDefault, true));
  if (existing) return existing;
  await db
    .insert(feeProfiles)
    .values({ ...toFeeProfileColumns(defaultFeeProfile), isDefault: true })
    .onConflictDoNothing();
  const [created] = await db.select().from(feeProfiles).where(eq(feeProfiles.isDefault, true));
  if (!created) throw new Error('no default fee profile');
  return created;
}

/** The fee profile a seller's sales and withdrawals are charged with. */
export async function feeProfileOf(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; profile: FeeProfile }> {
  const [row] = await db
    .select({ profile: feeProfiles })
    .from(users)
    .innerJoin(feeProfiles, eq(feeProfiles.id, users.feeProfileId))
    .where(eq(users.id, userId));
  const profileRow = row?.profile ?? (await defaultProfileRow(db));
  return { id: profileRow.id, profile: toFeeProfile(profileRow) };
}

export async function loadPlatformSettings(db: DbOrTx): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  if (!row) return defaultPlatformSettings;
  const parsed = platformSettingsSchema.safeParse(row.settings);
  // A row written by an older version falls back on defaults for what it lacks.
  return parsed.success ? parsed.data : { ...defaultPlatformSettings, ...(row.settings as object) };
}

// Both sides spelled out: drizzle renders columns unqualified inside a select, and a bare "id"
// in the subquery would be the users' own id.
const usersCount = sql<number>`(select count(*)::int from users u where u.fee_profile_id = "fee_profiles"."id")`;

const toFeeProfileResponse = (row: FeeProfileRow, users: number): FeeProfileResponse => ({
  ...toFeeProfile(row),
  id: row.id,
  isDefault: row.isDefault,
  usersCount: Number(users),
});

/** A profile as the admin sees it, with how many users it charges. */
export async function feeProfileResponse(
  db: DbOrTx,
  id: string,
): Promise<FeeProfileResponse | undefined> {
  const [found] = await db
    .select({ row: feeProfiles, usersCount })
    .from(feeProfiles)
    .where(eq(feeProfiles.id, id));
  return found && toFeeProfileResponse(found.row, found.usersCount);
}

/** One page of profiles matching the search (unique id or reference code), the default first. */
export async function feeProfilesPage(db: DbOrTx, query: FeeProfilesQuery) {
  const where = query.search
    ? or(
        ilike(feeProfiles.uniqueId, containsPattern(query.search)),
        ilike(feeProfiles.referenceCode, containsPattern(query.search)),
      )
    : undefined;
  const rows = await paginate(
    db
      .select({ row: feeProfiles, usersCount })
      .from(feeProfiles)
      .where(where)
      .orderBy(desc(feeProfiles.isDefault), asc(feeProfiles.uniqueId))
      .$dynamic(),
    query,
  );
  return {
    items: rows.map(({ row, usersCount: n }) => toFeeProfileResponse(row, n)),
    total: await db.$count(feeProfiles, where),
  };
}

export async function insertFeeProfile(tx: Tx, profile: FeeProfile): Promise<string> {
  const [row] = await tx
    .insert(feeProfiles)
    .values(toFeeProfileColumns(profile))
    .returning({ id: feeProfiles.id });
  if (!row) throw new Error('fee profile insert returned nothing');
  return row.id;
}

export async function updateFeeProfile(tx: Tx, id: string, profile: FeeProfile, now: Date) {
  await tx
    .update(feeProfiles)
    .set({ ...toFeeProfileColumns(profile), updatedAt: now })
    .where(eq(feeProfiles.id, id));
}

export const deleteFeeProfile = (tx: Tx, id: string) =>
  tx.delete(feeProfiles).where(eq(feeProfiles.id, id));

export async function lockFeeProfile(tx: Tx, id: string): Promise<FeeProfileRow | undefined> {
  const [row] = await tx.select().from(feeProfiles).where(eq(feeProfiles.id, id)).for('update');
  return row;
}

export async function feeProfileExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: feeProfiles.id })
    .from(feeProfiles)
    .where(eq(feeProfiles.id, id));
  return row !== undefined;
}

export const usersOnFeeProfile = (db: DbOrTx, id: string) =>
  db.$count(users, eq(users.feeProfileId, id));

/** Moves "the default" from one profile to another (the caller serializes on the default). */
export async function moveDefaultFeeProfile(tx: Tx, fromId: string, toId: string) {
  await tx.update(feeProfiles).set({ isDefault: false }).where(eq(feeProfiles.id, fromId));
  await tx.update(feeProfiles).set({ isDefault: true }).where(eq(feeProfiles.id, toId));
}

/** A user's own profile choice (null: the default), locked for a change. */
export async function lockUserFeeProfile(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, feeProfileId: users.feeProfileId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function setUserFeeProfile(
  tx: Tx,
  userId: string,
  feeProfileId: string | null,
  now: Date,
) {
  await tx.update(users).set({ feeProfileId, updatedAt: now }).where(eq(users.id, userId));
}

export async function savePlatformSettings(
  tx: Tx,
  settings: PlatformSettings,
  by: string | null,
  now: Date,
) {
  await tx
    .insert(platformSettings)
    .values({ id: 1, settings, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({
      target: platformSettings.id,
      set: { settings, updatedAt: now, updatedBy: by },
    });
}
