import { and, asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';
import { ofSellerRow } from '../../db/seller-row.ts';
import type { AcquirerWebhookEvent } from '../../providers/acquirers/types.ts';
import type { AcquirerRow } from '../acquirers/registry.ts';
import { acquirerCostOf } from './charges.ts';
import { type DiscrepancyReason, holdDiscrepancy } from './discrepancies.ts';
import { abandonCharge } from './expiry.ts';
import { type Actor, markLockedPaid, setHold, transitionTransaction } from './lifecycle.ts';
import { type TransactionRow, updateCharge } from './queries.ts';
import { confirmLockedRefund, type RefundRow, refundableOf } from './refunds.ts';
import { applyReversal } from './reversal.ts';

type Notice = Pick<AcquirerWebhookEvent, 'eventId' | 'type' | 'amount' | 'acquirerReference'>;

const acquirerActor: Actor = { type: 'acquirer' };

function holdNotice(
  app: FastifyInstance,
  tx: Tx,
  row: TransactionRow,
  notice: Notice,
  reason: DiscrepancyReason,
  expectedAmount: number | null,
) {
  return holdDiscrepancy(app, tx, {
    acquirerId: row.acquirerId,
    transactionId: row.id,
    sellerId: row.sellerId,
    eventId: notice.eventId,
    eventType: notice.type,
    reason,
    reportedAmount: notice.amount ?? null,
    expectedAmount,
  });
}

/**
 * The in-flight refunds a growth of the acquirer's refunded total accounts for: the oldest ones
 * adding up to it exactly (acquirers refund in the order asked), or a single one of that amount.
 * Null when no such set exists and the growth cannot be attributed.
 */
function attributedRefunds(pending: RefundRow[], growth: number): RefundRow[] | null {
  let sum = 0;
  for (let i = 0; i < pending.length; i += 1) {
    sum += pending[i]?.amount ?? 0;
    if (sum === growth) return pending.slice(0, i + 1);
    if (sum > growth) break;
  }
  const single = pending.find((refund) => refund.amount === growth);
  return single ? [single] : null;
}

/**
 * A refund notice carries the acquirer's refunded total for the charge (Pagar.me's
 * `canceled_amount`): only its growth over what the ledger has is new. The growth confirms our own
 * refunds in flight when they account for it, and is otherwise a refund made on the acquirer's
 * side, applied only within what is still refundable. Anything else is held for an admin.
 */
async function applyRefundNotice(
  app: FastifyInstance,
  tx: Tx,
  row: TransactionRow,
  notice: Notice,
): Promise<TransactionRow> {
  if (notice.amount === undefined) {
    await holdNotice(app, tx, row, notice, 'refund_amount_missing', null);
    return row;
  }
  // An older notice, or one about refunds the ledger already has: nothing new.
  if (notice.amount <= row.refundedAmount) return row;
  const growth = notice.amount - row.refundedAmount;
  if (row.status !== 'paid' && row.status !== 'in_protest' && row.status !== 'refunded') {
    await holdNotice(app, tx, row, notice, 'refund_unattributed', row.refundedAmount);
    return row;
  }
  const pending = await tx
    .select()
    .from(refunds)
    .where(
      and(
        ofSellerRow(refunds.transactionId, refunds.sellerId, row),
        inArray(refunds.status, ['requested', 'sent']),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const pendingTotal = pending.reduce((total, refund) => total + refund.amount, 0);
  const ours = growth >= pendingTotal ? pending : attributedRefunds(pending, growth);
  if (!ours) {
    await holdNotice(app, tx, row, notice, 'refund_unattributed', row.refundedAmount);
    return row;
  }
  let current = row;
  for (const refund of ours)
    current = await confirmLockedRefund(app, tx, current, refund.id, null, notice.eventId);
  const theirs = notice.amount - current.refundedAmount;
  if (theirs <= 0) return current;
  if (theirs > refundableOf(current)) {
    await holdNotice(app, tx, current, notice, 'refund_exceeds_refundable', refundableOf(current));
    return current;
  }
  const now = app.clock.now();
  const [refund] = await tx
    .insert(refunds)
    .values({
      transactionId: current.id,
      sellerId: current.sellerId,
      amount: theirs,
      status: 'confirmed',
      origin: 'acquirer',
      actorType: 'acquirer',
      confirmedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: refunds.id });
  if (!refund) return current;
  return applyReversal(app, tx, current, 'refund', theirs, acquirerActor, `refund:${refund.id}`);
}

/** A chargeback takes back what is left on the charge (never what refunds in flight hold). */
async function applyChargebackNotice(
  app: FastifyInstance,
  tx: Tx,
  row: TransactionRow,
  notice: Notice,
): Promise<TransactionRow> {
  if (row.status !== 'paid' && row.status !== 'in_protest') return row;
  const left = refundableOf(row);
  const amount = notice.amount ?? left;
  if (amount > left || amount <= 0) {
    await holdNotice(app, tx, row, notice, 'chargeback_exceeds_refundable', left);
    return row;
  }
  return applyReversal(app, tx, row, 'chargeback', amount, acquirerActor, `chargeback:${row.id}`);
}

/** Paid for another amount than asked: recorded for review; paid only if the buyer paid enough. */
async function applyPaidNotice(
  app: FastifyInstance,
  tx: Tx,
  row: TransactionRow,
  notice: Notice,
): Promise<TransactionRow> {
  if (notice.amount !== undefined && notice.amount !== row.buyerTotal) {
    if (row.status === 'pending' || row.status === 'canceled')
      await holdNotice(app, tx, row, notice, 'paid_amount_mismatch', row.buyerTotal);
    if (notice.amount < row.buyerTotal) return row;
  }
  // The notice locked the charge (or its claim updated it) in this transaction: no second lock.
  return (await markLockedPaid(app, tx, row, acquirerActor)).row;
}

/**
 * A notice from an acquirer the sale did not go through: one the charge was sent to and that
 * answered with a technical failure (a timeout, say), after which the sale fell back to the next
 * acquirer or ended in error. Its payment may be real, the buyer charged twice or for a sale
 * recorded as failed, but it is not the sale's money: held for an admin to refund at that
 * acquirer, never posted. Its other notices (the refund of that payment, say) touch nothing.
 */
async function applyStrayNotice(
  app: FastifyInstance,
  tx: Tx,
  row: TransactionRow,
  notice: Notice,
  acquirerId: string,
): Promise<TransactionRow> {
  if (notice.type === 'paid')
    await holdDiscrepancy(app, tx, {
      acquirerId,
      transactionId: row.id,
      sellerId: row.sellerId,
      eventId: notice.eventId,
      eventType: notice.type,
      reason: 'paid_after_technical_error',
      reportedAmount: notice.amount ?? null,
      expectedAmount: null,
    });
  return row;
}

/**
 * A payment notice that overtook the answer to the charge call: the charge learns its acquirer,
 * reference and cost from it (as the answer would have set them, charges.ts), so the sale is
 * booked under that acquirer's receivable with its cost. The answer, when it comes, finds the
 * charge paid and stores the same.
 */
function claimFor(tx: Tx, row: TransactionRow, notice: Notice, acquirer: AcquirerRow) {
  return updateCharge(tx, row, {
    acquirerId: acquirer.id,
    acquirerReference: notice.acquirerReference,
    acquirerCost: acquirerCostOf(acquirer, row.method, row.instalments, row.buyerTotal),
  });
}

/**
 * What an acquirer reports, reconciled against the charge it locked: payments, expiries, refunds
 * and chargebacks made on its side, protests. Repeated or out-of-order notices change nothing.
 * A charge still waiting for its acquirer's answer (none recorded yet) takes the notice as its own.
 */
export async function applyAcquirerEvent(
  app: FastifyInstance,
  tx: Tx,
  row: TransactionRow,
  notice: Notice,
  acquirer: AcquirerRow,
): Promise<TransactionRow> {
  const awaitingAnswer = row.acquirerId === null && row.status === 'pending';
  if (row.acquirerId !== acquirer.id && !awaitingAnswer)
    return applyStrayNotice(app, tx, row, notice, acquirer.id);
  switch (notice.type) {
    case 'paid':
      return applyPaidNotice(
        app,
        tx,
        awaitingAnswer ? await claimFor(tx, row, notice, acquirer) : row,
        notice,
      );
    case 'canceled':
    case 'expired':
      return row.status === 'pending'
        ? abandonCharge(app, tx, row, notice.type, acquirerActor)
        : row;
    case 'refunded':
      return applyRefundNotice(app, tx, row, notice);
    case 'chargeback':
      return applyChargebackNotice(app, tx, row, notice);
    case 'in_protest':
      if (row.status !== 'paid') return row;
      await setHold(app, tx, row, true);
      return transitionTransaction(app, tx, row, 'in_protest', acquirerActor);
    case 'protest_won':
      if (row.status !== 'in_protest') return row;
      await setHold(app, tx, row, false);
      return transitionTransaction(
        app,
        tx,
        row,
        'paid',
        acquirerActor,
        {},
        { type: 'protest_won' },
      );
  }
}
