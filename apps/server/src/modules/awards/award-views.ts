import type {
  AdminAwardClaim,
  AwardClaim,
  AwardClaimDefaults,
  AwardTier,
} from '@repasse/core/contract/awards';
import { formatCpf, isValidCpf } from '@repasse/core/documents/cpf';
import type { users } from '../../db/schema.ts';
import type { ClaimEventRow, ClaimRow, TierRow } from './queries.ts';

/**
 * The tier image's public address; the version changes with every change of the tier, so a
 * replaced image is fetched again although the route is cached.
 */
export const tierImageUrl = (row: TierRow, publicUrl: string) =>
  row.imageKey
    ? `${publicUrl}/web/public/award-tiers/${row.id}/image?v=${row.updatedAt.getTime()}`
    : null;

export function toAwardTier(
  row: TierRow,
  counts: { reachedCount: number; openClaims: number },
  publicUrl: string,
): AwardTier {
  return {
    id: row.id,
    name: row.name,
    threshold: row.threshold,
    description: row.description,
    kind: row.kind,
    active: row.active,
    imageUrl: tierImageUrl(row, publicUrl),
    reachedCount: counts.reachedCount,
    openClaims: counts.openClaims,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const cpfText = (value: string) => (isValidCpf(value) ? formatCpf(value) : value);

export function toAwardClaim(row: ClaimRow, events: ClaimEventRow[]): AwardClaim {
  return {
    id: row.id,
    tierId: row.tierId,
    status: row.status,
    recipientName: row.recipientName,
    recipientDocument: cpfText(row.recipientDocument),
    recipientBirthDate: row.recipientBirthDate,
    phone: row.phone,
    postalCode: row.postalCode,
    address: row.address,
    number: row.addressNumber,
    complement: row.complement,
    city: row.city,
    state: row.state,
    country: row.country,
    carrier: row.carrier,
    trackingCode: row.trackingCode,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    timeline: events
      .filter((event) => event.claimId === row.id)
      .map((event) => ({
        status: event.status,
        at: event.createdAt.toISOString(),
        note: event.note,
      })),
  };
}

export function toAdminAwardClaim(
  row: {
    claim: ClaimRow;
    tier: { id: string; name: string; threshold: number };
    seller: { id: string; email: string; fullName: string; tradeName: string };
  },
  events: ClaimEventRow[],
): AdminAwardClaim {
  return { ...toAwardClaim(row.claim, events), tier: row.tier, seller: row.seller };
}

/** The claim form starts from the seller's own name, CPF, birth date, phone and address. */
export function claimDefaultsOf(user: typeof users.$inferSelect): AwardClaimDefaults {
  return {
    recipientName: user.fullName,
    recipientDocument: isValidCpf(user.personDocument) ? formatCpf(user.personDocument) : '',
    recipientBirthDate: user.birthDate,
    phone:
      user.phoneCountryCode === '+55'
        ? user.phoneNumber
        : `${user.phoneCountryCode} ${user.phoneNumber}`,
    postalCode: user.postalCode,
    address: user.address,
    number: user.addressNumber,
    complement: user.complement,
    city: user.city,
    state: user.state,
  };
}
