import type { Charge } from '@repasse/core/contract/charges';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { acquirers, refunds, transactionEvents, transactions } from '../../db/schema.ts';
import { type SellerRow, sellerRow } from '../../db/seller-row.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { RefundRefusedError } from '../../providers/acquirers/refund-refused.ts';
import { adapterFor } from '../acquirers/registry.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import {
  type AnswerToKeep,
  type KeptAnswer,
  keepAnswerSql,
} from '../integrations/idempotency-queries.ts';
import { holdDiscrepancy } from './discrepancies.ts';
import { type Actor, lockTransaction } from './lifecycle.ts';
import { chargeOwner, type TransactionRow, toCharge } from './queries.ts';
import { applyReversal } from './reversal.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundOutcome = {
  charge: TransactionRow;
  refund: RefundRow;
  /** The /v1 answer kept with the confirmation (decision 0009), when the request asked for one. */
  kept?: KeptAnswer;
};

/** A confirmed refund's /v1 answer: the charge, as the route sends it with its 200. */
export type RefundAnswer = AnswerToKeep<Charge>;

/** Who refunds, and which charges they may refund. */
export type Refunder = {
  /** Who the charge's timeline and the refund name. */
  actor: Actor;
  /** Only this seller's charges; null: any seller's (admins). */
  sellerId: string | null;
  /** Only charges of this mode (an API key's); null or absent: either. */
  livemode?: boolean | null;
  /**
   * An admin refunding a seller's sale: the audit entry is written in the transaction that
   * reserves the refund, so no refund exists without it.
   */
  audit?: AuditActor;
};

const inFlight = ['requested', 'sent'] as const;

/** What may still be refunded: neither refunded nor held by a refund on its way. */
export const refundableOf = (row: TransactionRow) =>
  row.buyerTotal - row.refundedAmount - row.refundPendingAmount;

/** The idempotency reference the acquirer sees: one per refund, whatever retries happen. */
export const acquirerRefundReference = (refundId: string) => `refund:${refundId}`;

type HoldEvent = Omit<
  typeof transactionEvents.$inferInsert,
  'transactionId' | 'sellerId' | 'status' | 'createdAt'
>;

/** Changes what refunds on their way hold on the locked charge, with the event saying why. */
async function moveRefundHold(
  tx: Tx,
  charge: TransactionRow,
  delta: number,
  now: Date,
  event: HoldEvent,
): Promise<TransactionRow> {
  const [updated] = await tx
    .update(transactions)
    .set({ refundPendingAmount: charge.refundPendingAmount + delta, updatedAt: now })
    .where(sellerRow(transactions, charge))
    .returning();
  await tx.insert(transactionEvents).values({
    ...event,
    transactionId: charge.id,
    sellerId: charge.sellerId,
    status: charge.status,
    createdAt: now,
  });
  if (!updated) throw notFound();
  return updated;
}

/**
 * Reserves `amount` (all that is refundable when omitted) under the charge's lock, before any
 * acquirer hears of it: concurrent refunds each see what the others hold and can never promise
 * more than the buyer paid.
 */
async function reserveRefund(
  app: FastifyInstance,
  chargeId: string,
  amount: number | undefined,
  { actor, sellerId, livemode, audit }: Refunder,
): Promise<RefundOutcome> {
  return app.db.transaction(async (tx) => {
    // An admin names the charge alone: its seller is read first.
    const owned = sellerId ? { id: chargeId, sellerId } : await chargeOwner(tx, chargeId);
    const row = await lockTransaction(tx, owned);
    if (typeof livemode === 'boolean' && row.livemode !== livemode) throw notFound();
    if (row.status !== 'paid') throw conflict('payments.not_refundable');
    const refundable = refundableOf(row);
    if (refundable <= 0)
      throw conflict(
        row.refundPendingAmount > 0 ? 'refund.in_progress' : 'refund.already_refunded',
      );
    const value = amount ?? refundable;
    if (value > refundable)
      throw new AppError(
        'refund.above_refundable',
        { amount: 'errors.refund.above_refundable' },
        { refundable: { cents: refundable } },
      );
    const now = app.clock.now();
    const [refund] = await tx
      .insert(refunds)
      .values({
        transactionId: row.id,
        sellerId: row.sellerId,
        amount: value,
        status: 'requested',
        origin: 'platform',
        actorType: actor.type,
        actorId: actor.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const charge = await moveRefundHold(tx, row, value, now, {
      type: 'refund_requested',
      amount: value,
      actorType: actor.type,
      actorId: actor.id ?? null,
    });
    if (!refund) throw notFound();
    // The acquirer has not been asked yet: the entry records the refund as requested.
    if (audit)
      await recordAudit(tx, app.clock, audit, {
        action: 'admin.order.refund',
        targetType: 'transaction',
        targetId: row.id,
        after: { refundId: refund.id, amount: refund.amount, status: refund.status },
      });
    return { charge, refund };
  });
}

async function lockRefund(tx: Tx, refund: SellerRow): Promise<RefundRow> {
  const [row] = await tx.select().from(refunds).where(sellerRow(refunds, refund)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * The acquirer returned the money: the ledger reverses it, once. The caller holds the charge's
 * lock; the refund's own lock is always taken after it, so refunds and notices never deadlock.
 */
export async function confirmLockedRefund(
  app: FastifyInstance,
  tx: Tx,
  charge: TransactionRow,
  refundId: string,
  acquirerRefundId: string | null,
  eventId: string | null = null,
): Promise<TransactionRow> {
  const refund = await lockRefund(tx, { id: refundId, sellerId: charge.sellerId });
  if (refund.status === 'confirmed') return charge;
  const hold = (reason: 'refund_confirmation_rejected') =>
    holdDiscrepancy(app, tx, {
      acquirerId: charge.acquirerId,
      transactionId: charge.id,
      sellerId: charge.sellerId,
      eventId,
      eventType: 'refunded',
      reason,
      reportedAmount: refund.amount,
      expectedAmount: refundableOf(charge) + charge.refundPendingAmount,
    });
  const wasInFlight = refund.status !== 'failed';
  const pendingAfter = charge.refundPendingAmount - (wasInFlight ? refund.amount : 0);
  // A refund we had given up on, or one a chargeback overtook, is not posted blindly.
  if (!wasInFlight || refund.amount > charge.buyerTotal - charge.refundedAmount) {
    await hold('refund_confirmation_rejected');
    return charge;
  }
  const actor: Actor = { type: refund.actorType as Actor['type'], id: refund.actorId };
  const updated = await applyReversal(
    app,
    tx,
    charge,
    'refund',
    refund.amount,
    actor,
    `refund:${refund.id}`,
    { refundPendingAmount: pendingAfter },
  );
  const now = app.clock.now();
  await tx
    .update(refunds)
    .set({ status: 'confirmed', acquirerRefundId, confirmedAt: now, updatedAt: now })
    .where(sellerRow(refunds, refund));
  return updated;
}

/** The refund's charge, locked: always before the refund itself. */
async function lockChargeOfRefund(tx: Tx, refund: SellerRow): Promise<TransactionRow> {
  const [ids] = await tx
    .select({ transactionId: refunds.transactionId })
    .from(refunds)
    .where(sellerRow(refunds, refund));
  if (!ids) throw notFound();
  return lockTransaction(tx, { id: ids.transactionId, sellerId: refund.sellerId });
}

/** The acquirer refused for good: what the refund held is refundable again. */
async function failRefund(app: FastifyInstance, ref: SellerRow, reason: string) {
  return app.db.transaction(async (tx) => {
    const charge = await lockChargeOfRefund(tx, ref);
    const refund = await lockRefund(tx, ref);
    if (refund.status !== 'requested' && refund.status !== 'sent') return { charge, refund };
    const now = app.clock.now();
    const [failed] = await tx
      .update(refunds)
      .set({ status: 'failed', failureReason: reason.slice(0, 300), updatedAt: now })
      .where(sellerRow(refunds, refund))
      .returning();
    const updated = await moveRefundHold(tx, charge, -refund.amount, now, {
      type: 'refund_failed',
      amount: refund.amount,
      actorType: 'acquirer',
      note: reason.slice(0, 300),
    });
    if (!failed) throw notFound();
    return { charge: updated, refund: failed };
  });
}

async function confirmRefund(
  app: FastifyInstance,
  ref: SellerRow,
  acquirerRefundId: string | null,
  answer: RefundAnswer | null,
): Promise<RefundOutcome> {
  return app.db.transaction(async (tx) => {
    const charge = await lockChargeOfRefund(tx, ref);
    const updated = await confirmLockedRefund(app, tx, charge, ref.id, acquirerRefundId);
    const [refund] = await tx.select().from(refunds).where(sellerRow(refunds, ref));
    if (!refund) throw notFound();
    if (!answer || refund.status !== 'confirmed') return { charge: updated, refund };
    // Kept before the commit: a crash after it cannot leave the retries without this answer.
    const kept = { ...answer.record, body: answer.shape(toCharge(updated)) };
    await tx.execute(keepAnswerSql(kept));
    return { charge: updated, refund, kept };
  });
}

async function refundWithCharge(app: FastifyInstance, ref: SellerRow): Promise<RefundOutcome> {
  const [found] = await app.db
    .select({ refund: refunds, charge: transactions })
    .from(refunds)
    .innerJoin(
      transactions,
      sellerRow(transactions, { id: refunds.transactionId, sellerId: refunds.sellerId }),
    )
    .where(sellerRow(refunds, ref));
  if (!found) throw notFound();
  return found;
}

/**
 * Asks the acquirer to make a reserved refund, with one idempotency reference for every attempt:
 * called right after the reservation and again by the reconciler while the answer is unknown.
 * A /v1 request's answer, when given, is kept by the transaction that confirms the refund.
 */
export async function sendRefund(
  app: FastifyInstance,
  ref: SellerRow,
  answer: RefundAnswer | null = null,
): Promise<RefundOutcome> {
  const refundId = ref.id;
  const now = app.clock.now();
  const [marked] = await app.db
    .update(refunds)
    .set({
      status: 'sent',
      attempts: sql`${refunds.attempts} + 1`,
      lastAttemptAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.sellerId, ref.sellerId),
        inArray(refunds.status, [...inFlight]),
      ),
    )
    .returning();
  const found = await refundWithCharge(app, ref);
  if (!marked) return found;
  const { charge } = found;
  // Sales made without an acquirer (the demo history) have nobody to ask.
  if (!charge.acquirerId || !charge.acquirerReference) return confirmRefund(app, ref, null, answer);
  const [acquirer] = await app.db
    .select()
    .from(acquirers)
    .where(eq(acquirers.id, charge.acquirerId));
  if (!acquirer) return found;
  try {
    const refunded = await adapterFor(app, acquirer).refund(
      charge.acquirerReference,
      marked.amount,
      acquirerRefundReference(refundId),
    );
    return await confirmRefund(app, ref, refunded.refundId, answer);
  } catch (error) {
    if (error instanceof RefundRefusedError) return failRefund(app, ref, error.message);
    // A timeout or an acquirer fault says nothing about whether the money moved: ask again later.
    app.log.warn({ err: error, refundId }, 'acquirer refund answer unknown; will reconcile');
    return refundWithCharge(app, ref);
  }
}

/**
 * Refunds a paid charge in full or in part: reserved under lock, then sent to the acquirer, then
 * posted to the ledger once the acquirer confirms. An unknown answer leaves it in flight for the
 * reconciler, and the caller sees it pending.
 */
export async function refundCharge(
  app: FastifyInstance,
  chargeId: string,
  amount: number | undefined,
  refunder: Refunder,
  answer: RefundAnswer | null = null,
): Promise<RefundOutcome> {
  const { refund } = await reserveRefund(app, chargeId, amount, refunder);
  const outcome = await sendRefund(app, refund, answer);
  // The acquirer said no for good: nothing moved, and the amount may be asked again.
  if (outcome.refund.status === 'failed')
    throw new AppError('payments.acquirer_refund_refused', undefined, {
      reason: outcome.refund.failureReason ?? '',
    });
  return outcome;
}

/**
 * A refund as /web and /v1 answer it: the charge, and whether the acquirer confirmed it already
 * (a refund still on its way is answered 202). With a /v1 answer to keep, a confirmed refund comes
 * back with the answer its transaction kept, to be sent as it is.
 */
export async function refundOrder(
  app: FastifyInstance,
  chargeId: string,
  amount: number | undefined,
  refunder: Refunder,
  answer: RefundAnswer | null = null,
): Promise<{ charge: Charge; confirmed: boolean; kept: KeptAnswer | null }> {
  const { charge, refund, kept } = await refundCharge(app, chargeId, amount, refunder, answer);
  return {
    charge: toCharge(charge),
    confirmed: refund.status === 'confirmed',
    kept: kept ?? null,
  };
}
