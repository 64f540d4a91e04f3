import { type AwardClaimStatus, awardClaimStatuses } from '@repasse/core/contract/awards';

/** The queue's status filter from the address (`&status=requested`); anything else is "all". */
export const claimStatusFilterOf = (value: string | null): AwardClaimStatus | null =>
  (awardClaimStatuses as readonly string[]).includes(value ?? '')
    ? (value as AwardClaimStatus)
    : null;
