import type { SellerAward } from '@repasse/core/contract/awards';

/**
 * Where a seller stands with one tier: not reached yet (`locked`), reached and waiting to be
 * claimed (`claimable`, physical awards), claimed (`claimed`: its claim's status says the rest),
 * or simply reached (`reached`, a digital badge).
 */
export type AwardState = 'locked' | 'claimable' | 'claimed' | 'reached';

export function awardStateOf(award: SellerAward): AwardState {
  if (award.claim) return 'claimed';
  if (!award.reachedAt) return 'locked';
  return award.claimable ? 'claimable' : 'reached';
}

/** How many tiers the seller reached, and of how many shown. */
export function reachedCount(awards: SellerAward[]): { reached: number; total: number } {
  return {
    reached: awards.filter((award) => award.reachedAt !== null).length,
    total: awards.length,
  };
}
