import { defaultFeeProfile, type FeeProfile } from '@repasse/core/fees/fee-profile';
import {
  defaultPlatformSettings,
  type PlatformSettings,
  platformSettingsSchema,
} from '@repasse/core/fees/platform-settings';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { feeProfiles, platformSettings, users } from '../../db/schema.ts';

type FeeProfileRow = typeof feeProfiles.$inferSelect;

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
