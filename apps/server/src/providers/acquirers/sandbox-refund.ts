import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxCharges } from '../../db/schema.ts';
import { RefundRefusedError } from './refund-refused.ts';
import { chargeWhere, refundableStatuses, refundMethod } from './sandbox-rows.ts';

const refundIdOf = (key: string) =>
  `sbx_rf_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * Refunds part or all of what is left of a paid charge. The charge row is locked first, so two
 * calls with one refund reference run one after the other and the second finds the first's row.
 */
export async function refundSandboxCharge(
  db: Db,
  acquirerId: string,
  request: { acquirerReference: string; amount: number; refundReference: string; now: Date },
): Promise<{ refundId: string; created: boolean }> {
  const { acquirerReference, amount, refundReference, now } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RefundRefusedError('invalid_amount');
  const key = `refund:${acquirerId}:${refundReference}`;
  return db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(sandboxCharges)
      .where(chargeWhere(acquirerId, acquirerReference))
      .for('update');
    if (!charge) throw new RefundRefusedError('not_found');
    const [previous] = await tx
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, key));
    if (previous) {
      if (previous.acquirerReference !== acquirerReference || previous.amount !== amount)
        throw new RefundRefusedError(
          'reference_reused',
          'The refund reference was used for another refund',
        );
      return { refundId: refundIdOf(key), created: false };
    }
    if (!refundableStatuses.includes(charge.status)) throw new RefundRefusedError('not_paid');
    const left = charge.amount - charge.refundedAmount;
    if (amount > left)
      throw new RefundRefusedError('exceeds_refundable', `Only ${left} centavos are left`);
    const inserted = await tx
      .insert(sandboxCharges)
      .values({
        reference: key,
        acquirerReference,
        acquirerId,
        method: refundMethod,
        amount,
        status: 'refunded',
        // The charge's refunded total after this refund, as the notice reports it (Pagar.me's
        // canceled_amount); the notice is owed until the settlement run delivers it.
        refundedAmount: charge.refundedAmount + amount,
        webhookSentAt: null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: sandboxCharges.reference })
      .returning({ reference: sandboxCharges.reference });
    // Taken meanwhile by a refund of another charge under the same refund reference.
    if (inserted.length === 0) throw new RefundRefusedError('reference_reused');
    await tx
      .update(sandboxCharges)
      .set({
        refundedAmount: charge.refundedAmount + amount,
        ...(amount === left ? { status: 'refunded' } : {}),
      })
      .where(eq(sandboxCharges.reference, charge.reference));
    return { refundId: refundIdOf(key), created: true };
  });
}
