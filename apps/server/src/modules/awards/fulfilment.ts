import {
  type AdminAwardClaim,
  type AdminAwardClaimsPage,
  type AdminAwardClaimsQuery,
  type AwardClaimTarget,
  type awardClaimTransitionSchema,
  canMoveAwardClaim,
} from '@repasse/core/contract/awards';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { pageOf } from '../../db/paging.ts';
import type { SellerRow } from '../../db/seller-row.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { decide } from '../audit/decision.ts';
import type { AuditActor } from '../audit/record.ts';
import { queueRenderedEmail } from '../notifications/emails.ts';
import { claimEmail, emailLocaleOf } from './award-emails.ts';
import { toAdminAwardClaim } from './award-views.ts';
import {
  adminClaimRow,
  adminClaimsPage,
  claimOwner,
  contactOf,
  eventsOf,
  insertClaimEvent,
  lockClaim,
  tierRow,
  writeClaimStatus,
} from './queries.ts';

type Transition = z.output<typeof awardClaimTransitionSchema>;

/** The audit's verb for each move. */
const actions: Record<AwardClaimTarget, string> = {
  approved: 'admin.award_claim.approve',
  shipped: 'admin.award_claim.ship',
  delivered: 'admin.award_claim.deliver',
  refused: 'admin.award_claim.refuse',
};

export async function listAdminClaims(
  app: FastifyInstance,
  query: AdminAwardClaimsQuery,
): Promise<AdminAwardClaimsPage> {
  const { rows, total } = await adminClaimsPage(app.db, query);
  const events = await eventsOf(
    app.db,
    rows.map((row) => row.claim),
  );
  return pageOf(
    query,
    rows.map((row) => toAdminAwardClaim(row, events)),
    total,
  );
}

export async function adminClaim(
  app: FastifyInstance,
  key: string | SellerRow,
): Promise<AdminAwardClaim> {
  const row = await adminClaimRow(app.db, key);
  if (!row) throw notFound();
  return toAdminAwardClaim(row, await eventsOf(app.db, [row.claim]));
}

/** What the timeline notes of a move: where it went, or why it was refused. */
const noteOf = (body: Transition) =>
  body.to === 'shipped'
    ? `${body.carrier} · ${body.trackingCode}`
    : body.to === 'refused'
      ? (body.reason ?? null)
      : null;

/**
 * An admin moves a claim one step (approve, ship with carrier and tracking code, deliver, or refuse
 * with a reason); the step joins the timeline, the audit records who moved it, and the seller is
 * emailed, all in one transaction. Two admins at once queue on the claim's lock; the second move
 * is refused if the first made it impossible.
 */
export async function moveClaim(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  body: Transition,
): Promise<AdminAwardClaim> {
  const moved = await decide(app, actor, {
    action: actions[body.to],
    targetType: 'award_claim',
    // The admin names the claim alone: its seller is read first, the lock names it.
    lock: async (tx) => {
      const owner = await claimOwner(tx, id);
      const row = owner && (await lockClaim(tx, owner));
      if (!row) throw notFound();
      return row;
    },
    apply: async (tx, row) => {
      if (!canMoveAwardClaim(row.status, body.to)) throw conflict('awards.invalid_transition');
      const now = app.clock.now();
      const change = {
        status: body.to,
        carrier: body.to === 'shipped' ? (body.carrier ?? null) : row.carrier,
        trackingCode: body.to === 'shipped' ? (body.trackingCode ?? null) : row.trackingCode,
        reason: body.to === 'refused' ? (body.reason ?? null) : row.reason,
      };
      await writeClaimStatus(tx, row, change, now);
      const actorId = actor.auth?.user.id ?? null;
      await insertClaimEvent(
        tx,
        { claimId: row.id, sellerId: row.sellerId, status: body.to, actorId, note: noteOf(body) },
        now,
      );
      const [seller, tier] = [await contactOf(tx, row.sellerId), await tierRow(tx, row.tierId)];
      if (seller && tier)
        await queueRenderedEmail(
          app,
          tx,
          seller.email,
          claimEmail(
            emailLocaleOf(seller.locale),
            { ...change, tierName: tier.name },
            `${app.config.publicUrl}/awards`,
          ),
        );
      return {
        before: { status: row.status },
        after: { status: change.status, ...movedFields(body) },
      };
    },
  });
  return adminClaim(app, moved);
}

/** What the move itself set, for the audit: the shipment's details or the refusal's reason. */
const movedFields = (body: Transition) =>
  body.to === 'shipped'
    ? { carrier: body.carrier, trackingCode: body.trackingCode }
    : body.to === 'refused'
      ? { reason: body.reason }
      : {};
