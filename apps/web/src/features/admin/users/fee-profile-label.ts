import type { FeeProfileName } from './api/fee-profiles.ts';

/** "PRO_2024 · Partners" — the unique id, then the reference code when there is one. */
export const feeProfileLabel = (profile: FeeProfileName): string =>
  profile.referenceCode ? `${profile.uniqueId} · ${profile.referenceCode}` : profile.uniqueId;

export type FeeProfileCell =
  | { kind: 'default' }
  | { kind: 'profile'; label: string }
  /** Assigned to a profile the list does not hold (deleted meanwhile, or still loading). */
  | { kind: 'unknown' }
  /** The server did not say which profile the user has. */
  | { kind: 'notReported' };

/** What the fee profile column shows for a user. */
export function feeProfileCell(
  feeProfileId: string | null | undefined,
  profiles: FeeProfileName[] | undefined,
): FeeProfileCell {
  if (feeProfileId === undefined) return { kind: 'notReported' };
  if (feeProfileId === null) return { kind: 'default' };
  const profile = profiles?.find((candidate) => candidate.id === feeProfileId);
  return profile ? { kind: 'profile', label: feeProfileLabel(profile) } : { kind: 'unknown' };
}
