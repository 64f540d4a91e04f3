import type { DiscrepancyReason } from '@repasse/core/contract/reconciliation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { acquirerDiscrepancies } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';

/*
 * Reasons: a refund notice larger than what is left, one that cannot be told apart from ours or
 * without an amount; a chargeback of more than what is left; paid with another amount than asked;
 * our own refund confirmed after we recorded it as failed or when a chargeback took the rest.
 */
export type { DiscrepancyReason };

/**
 * Holds what an acquirer told us that does not reconcile with the ledger, for an admin to review:
 * recorded with what it said and what we expected, never applied.
 */
export async function holdDiscrepancy(
  app: FastifyInstance,
  tx: Tx,
  held: {
    acquirerId: string | null;
    transactionId: string | null;
    eventId: string | null;
    eventType: string;
    reason: DiscrepancyReason;
    reportedAmount: number | null;
    expectedAmount: number | null;
  },
) {
  await tx.insert(acquirerDiscrepancies).values({ ...held, createdAt: app.clock.now() });
  app.log.warn(held, 'acquirer notice held for review');
}

/**
 * An admin looked into a held notice (with the acquirer, the seller) and settled it outside the
 * ledger's automatic path; the note says how. Resolving twice is refused.
 */
export async function resolveDiscrepancy(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  note: string,
) {
  await app.db.transaction(async (tx) => {
    const [held] = await tx
      .select()
      .from(acquirerDiscrepancies)
      .where(eq(acquirerDiscrepancies.id, id))
      .for('update');
    if (!held) throw notFound();
    if (held.status !== 'open') throw conflict('reconciliation.already_resolved');
    const now = app.clock.now();
    await tx
      .update(acquirerDiscrepancies)
      .set({ status: 'resolved', note, resolvedBy: request.auth?.user.id ?? null, resolvedAt: now })
      .where(eq(acquirerDiscrepancies.id, id));
    await recordAudit(tx, app.clock, request, {
      action: 'admin.discrepancy.resolve',
      targetType: 'acquirer_discrepancy',
      targetId: id,
      after: { note },
    });
  });
}
