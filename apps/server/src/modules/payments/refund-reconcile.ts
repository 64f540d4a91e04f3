import { and, asc, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refunds } from '../../db/schema.ts';
import { sendRefund } from './refunds.ts';

/** Long enough for the request that made a refund to have had its own answer first. */
export const refundRetryAfterMs = 60_000;

const batchSize = 100;

/**
 * Refunds whose outcome is unknown (the acquirer timed out, or the process stopped between the
 * reservation and the call) are asked again with the same idempotency reference until the acquirer
 * answers for good. Returns how many reached a final status.
 */
export async function reconcileRefunds(app: FastifyInstance): Promise<number> {
  const cutoff = new Date(app.clock.now().getTime() - refundRetryAfterMs);
  const due = await app.db
    .select({ id: refunds.id, sellerId: refunds.sellerId })
    .from(refunds)
    .where(
      and(
        inArray(refunds.status, ['requested', 'sent']),
        or(
          lte(refunds.lastAttemptAt, cutoff),
          and(isNull(refunds.lastAttemptAt), lte(refunds.createdAt, cutoff)),
        ),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(batchSize);
  let settled = 0;
  for (const ref of due) {
    const { refund } = await sendRefund(app, ref);
    if (refund.status === 'confirmed' || refund.status === 'failed') settled += 1;
  }
  return settled;
}
