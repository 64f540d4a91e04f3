import { computeRefund } from '@repasse/core/fees/refund';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { acquirers, transactionEvents, transactions } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { adapterFor } from '../acquirers/registry.ts';
import { emitEvent } from '../integrations/webhooks.ts';
import { abandonCharge } from './expiry.ts';
import {
  type Actor,
  lockTransaction,
  reverseSale,
  setHold,
  transitionTransaction,
} from './lifecycle.ts';
import { type TransactionRow, toCharge } from './queries.ts';

/** Ledger and status side of a refund the acquirer has already made (or will make, for chargebacks). */
async function applyReversal(
  app: FastifyInstance,
  tx: Tx,
  row: TransactionRow,
  kind: 'refund' | 'chargeback',
  amount: number | undefined,
  actor: Actor,
) {
  const computed = computeRefund(
    { price: row.price, buyerTotal: row.buyerTotal },
    amount,
    row.refundedAmount,
  );
  if (!computed.ok) throw badRequest(computed.error, { amount: `errors.${computed.error}` });
  const { refund } = computed;
  const cumulative = row.refundedAmount + refund.amount;
  await reverseSale(app, tx, row, kind, refund, `${kind}:${row.id}:${cumulative}`);
  const changes = { refundedAmount: cumulative };
  let updated: TransactionRow;
  if (kind === 'chargeback') {
    updated = await transitionTransaction(app, tx, row, 'chargeback', actor, changes, {
      amount: refund.amount,
    });
    await emitEvent(app, tx, row.sellerId, 'charge.chargeback', toCharge(updated));
  } else if (refund.full) {
    updated = await transitionTransaction(app, tx, row, 'refunded', actor, changes, {
      amount: refund.amount,
    });
    await emitEvent(app, tx, row.sellerId, 'charge.refunded', toCharge(updated));
  } else {
    const [partial] = await tx
      .update(transactions)
      .set({ ...changes, updatedAt: app.clock.now() })
      .where(eq(transactions.id, row.id))
      .returning();
    await tx.insert(transactionEvents).values({
      transactionId: row.id,
      type: 'partial_refund',
      status: row.status,
      amount: refund.amount,
      actorType: actor.type,
      actorId: actor.id ?? null,
      createdAt: app.clock.now(),
    });
    updated = partial ?? row;
    await emitEvent(app, tx, row.sellerId, 'charge.refunded', toCharge(updated));
  }
  return updated;
}

/**
 * Refunds a paid charge, in full or in part: the acquirer returns the money first (idempotent on
 * the cumulative amount), then the ledger reverses it in one transaction.
 */
export async function refundCharge(
  app: FastifyInstance,
  chargeId: string,
  amount: number | undefined,
  actor: Actor,
  sellerId: string | null,
) {
  const [row] = await app.db.select().from(transactions).where(eq(transactions.id, chargeId));
  if (!row || (sellerId && row.sellerId !== sellerId)) throw notFound();
  if (row.status !== 'paid') throw conflict('payments.not_refundable');
  const computed = computeRefund(
    { price: row.price, buyerTotal: row.buyerTotal },
    amount,
    row.refundedAmount,
  );
  if (!computed.ok) throw badRequest(computed.error, { amount: `errors.${computed.error}` });
  const cumulative = row.refundedAmount + computed.refund.amount;
  if (row.acquirerId && row.acquirerReference) {
    const [acquirer] = await app.db
      .select()
      .from(acquirers)
      .where(eq(acquirers.id, row.acquirerId));
    if (!acquirer) throw new AppError(502, 'payments.acquirer_refund_failed');
    try {
      await adapterFor(app, acquirer).refund(
        row.acquirerReference,
        computed.refund.amount,
        `refund:${row.id}:${cumulative}`,
      );
    } catch (error) {
      app.log.warn({ err: error, chargeId }, 'acquirer refund failed');
      throw new AppError(502, 'payments.acquirer_refund_failed');
    }
  }
  return app.db.transaction(async (tx) => {
    const locked = await lockTransaction(tx, chargeId);
    // Someone else refunded meanwhile: this request's amount no longer stands.
    if (locked.status !== 'paid' || locked.refundedAmount !== row.refundedAmount)
      throw conflict('payments.not_refundable');
    return applyReversal(app, tx, locked, 'refund', amount, actor);
  });
}

/** What an acquirer reports after the fact: chargebacks, protests and refunds made on its side. */
export async function applyAcquirerEvent(
  app: FastifyInstance,
  tx: Tx,
  row: TransactionRow,
  type: 'refunded' | 'chargeback' | 'in_protest' | 'protest_won' | 'canceled' | 'expired',
) {
  const actor: Actor = { type: 'acquirer' };
  if (type === 'canceled' || type === 'expired') {
    return row.status === 'pending' ? abandonCharge(app, tx, row, type, actor) : row;
  }
  if (type === 'refunded')
    return row.status === 'paid' ? applyReversal(app, tx, row, 'refund', undefined, actor) : row;
  if (type === 'chargeback') {
    return row.status === 'paid' || row.status === 'in_protest'
      ? applyReversal(app, tx, row, 'chargeback', undefined, actor)
      : row;
  }
  if (type === 'in_protest') {
    if (row.status !== 'paid') return row;
    await setHold(app, tx, row.id, true);
    return transitionTransaction(app, tx, row, 'in_protest', actor);
  }
  if (row.status !== 'in_protest') return row;
  await setHold(app, tx, row.id, false);
  return transitionTransaction(app, tx, row, 'paid', actor, {}, { type: 'protest_won' });
}
