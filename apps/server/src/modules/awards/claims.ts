import {
  type AwardClaim,
  type awardClaimInputSchema,
  isOfAgeOn,
} from '@repasse/core/contract/awards';
import { normalizeDocument } from '@repasse/core/documents/normalize';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import { queueRenderedEmail } from '../notifications/emails.ts';
import { claimEmail, emailLocaleOf } from './award-emails.ts';
import { toAwardClaim } from './award-views.ts';
import {
  achievementOf,
  contactOf,
  eventsOf,
  insertClaim,
  insertClaimEvent,
  recordReachedTiers,
  tierRow,
} from './queries.ts';

type ClaimInput = z.output<typeof awardClaimInputSchema>;

/** The calendar day in São Paulo: the day a recipient's age is counted on. */
export const saoPauloDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/**
 * A seller claims a physical award they reached, once per tier. The recipient must be 18 or older
 * today (the server's clock, whatever the browser said); the seller is emailed that the claim is
 * in, and admins see it in the fulfilment queue.
 */
export async function claimAward(
  app: FastifyInstance,
  sellerId: string,
  input: ClaimInput,
): Promise<AwardClaim> {
  const now = app.clock.now();
  if (!isOfAgeOn(input.recipientBirthDate, saoPauloDay(now)))
    throw fieldError('awards.recipient_minor', 'recipientBirthDate');
  // A tier reached since the last look counts at once.
  await recordReachedTiers(app.db, now, sellerId);
  return app.db.transaction(async (tx) => {
    const tier = await tierRow(tx, input.tierId);
    if (!tier) throw notFound();
    if (tier.kind !== 'physical') throw conflict('awards.not_physical');
    if (!(await achievementOf(tx, sellerId, tier.id))) throw conflict('awards.not_reached');
    const claim = await insertClaim(tx, {
      sellerId,
      tierId: tier.id,
      recipientName: input.recipientName,
      recipientDocument: normalizeDocument(input.recipientDocument),
      recipientBirthDate: input.recipientBirthDate,
      phone: input.phone,
      postalCode: input.postalCode,
      address: input.address,
      addressNumber: input.number,
      complement: input.complement || null,
      city: input.city,
      state: input.state,
      country: 'BR',
      createdAt: now,
      updatedAt: now,
    });
    if (!claim) throw conflict('awards.already_claimed');
    await insertClaimEvent(
      tx,
      { claimId: claim.id, sellerId, status: 'requested', actorId: sellerId, note: null },
      now,
    );
    const seller = await contactOf(tx, sellerId);
    if (seller)
      await queueRenderedEmail(
        app,
        tx,
        seller.email,
        claimEmail(
          emailLocaleOf(seller.locale),
          {
            status: 'requested',
            tierName: tier.name,
            carrier: null,
            trackingCode: null,
            reason: null,
          },
          `${app.config.publicUrl}/awards`,
        ),
      );
    return toAwardClaim(claim, await eventsOf(tx, [claim]));
  });
}
