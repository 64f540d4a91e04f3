import type { SellerAward, SellerAwards } from '@repasse/core/contract/awards';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { claimDefaultsOf, tierImageUrl, toAwardClaim } from './award-views.ts';
import {
  eventsOf,
  recordReachedTiers,
  sellerClaims,
  sellerContact,
  sellerTiers,
  sellerTotalInvoiced,
} from './queries.ts';

/** How far `total` is toward `threshold`, 0 to 100, rounded down. */
export const percentOf = (total: number, threshold: number) =>
  threshold <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor((total * 100) / threshold)));

/**
 * /awards: every tier with the seller's progress, what they reached and when, and their claims.
 * Tiers reached since the job last ran are recorded first, so the seller sees them at once (the
 * job emails them later).
 */
export async function sellerAwards(app: FastifyInstance, sellerId: string): Promise<SellerAwards> {
  await recordReachedTiers(app.db, app.clock.now(), sellerId);
  const user = await sellerContact(app.db, sellerId);
  if (!user) throw notFound();
  const totalInvoiced = await sellerTotalInvoiced(app.db, sellerId);
  const tiers = await sellerTiers(app.db, sellerId);
  const claims = await sellerClaims(app.db, sellerId);
  const events = await eventsOf(app.db, claims);
  const items = tiers.map(({ tier, reachedAt }): SellerAward => {
    const claim = claims.find((row) => row.tierId === tier.id);
    return {
      id: tier.id,
      name: tier.name,
      threshold: tier.threshold,
      description: tier.description,
      kind: tier.kind,
      imageUrl: tierImageUrl(tier, app.config.publicUrl),
      reachedAt: reachedAt?.toISOString() ?? null,
      remaining: reachedAt ? 0 : Math.max(0, tier.threshold - totalInvoiced),
      claimable: Boolean(reachedAt) && tier.kind === 'physical' && !claim,
      claim: claim ? toAwardClaim(claim, events) : null,
    };
  });
  const next = items.find((item) => !item.reachedAt);
  return {
    totalInvoiced,
    next: next
      ? {
          tierId: next.id,
          name: next.name,
          threshold: next.threshold,
          remaining: next.remaining,
          percent: percentOf(totalInvoiced, next.threshold),
        }
      : null,
    items,
    claimDefaults: claimDefaultsOf(user),
  };
}
