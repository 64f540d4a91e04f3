import { and, eq, exists, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactionAttempts, transactions, webhookEvents } from '../../db/schema.ts';
import { ofSellerRow, type SellerRow } from '../../db/seller-row.ts';
import type { AcquirerWebhookEvent } from '../../providers/acquirers/types.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records the provider's event id; false when it was recorded before (a replay). Recorded as
 * processed: the transaction that records a notice applies it too, or rolls both back (a notice
 * about no charge of ours is not recorded, so the acquirer's retry is applied later).
 */
export async function recordNotice(
  tx: Tx,
  source: string,
  event: AcquirerWebhookEvent,
  now: Date,
): Promise<boolean> {
  const [recorded] = await tx
    .insert(webhookEvents)
    .values({ source, eventId: event.eventId, payload: event, receivedAt: now, processedAt: now })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return recorded !== undefined;
}

/**
 * The charge a notice is about: by the acquirer's reference, or by ours when the charge is this
 * acquirer's, knows no acquirer yet, or was sent to it (an attempt that failed technically may
 * have charged the buyer all the same: acquirer-events.ts holds such a payment for review).
 */
export async function noticeCharge(
  tx: Tx,
  acquirerId: string,
  event: AcquirerWebhookEvent,
): Promise<SellerRow | undefined> {
  const byAcquirerReference = and(
    eq(transactions.acquirerId, acquirerId),
    eq(transactions.acquirerReference, event.acquirerReference),
  );
  // A notice may overtake the answer to the charge call, before the charge knows its acquirer.
  const match =
    event.reference && uuid.test(event.reference)
      ? or(
          byAcquirerReference,
          and(
            eq(transactions.id, event.reference),
            or(
              eq(transactions.acquirerId, acquirerId),
              isNull(transactions.acquirerId),
              exists(
                tx
                  .select({ one: transactionAttempts.id })
                  .from(transactionAttempts)
                  .where(
                    and(
                      ofSellerRow(
                        transactionAttempts.transactionId,
                        transactionAttempts.sellerId,
                        transactions,
                      ),
                      eq(transactionAttempts.acquirerId, acquirerId),
                    ),
                  ),
              ),
            ),
          ),
        )
      : byAcquirerReference;
  const [found] = await tx
    .select({ id: transactions.id, sellerId: transactions.sellerId })
    .from(transactions)
    .where(match);
  return found;
}
