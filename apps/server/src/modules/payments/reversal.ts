import { computeRefund } from '@repasse/core/fees/refund';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { transactionEvents, transactions } from '../../db/schema.ts';
import { sellerRow } from '../../db/seller-row.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { emitEvent } from '../integrations/webhooks.ts';
import { type Actor, reverseSale, transitionTransaction } from './lifecycle.ts';
import { type TransactionRow, toCharge } from './queries.ts';

/**
 * Ledger and status side of money going back to the buyer (docs/money.md §8),
 * on a charge the caller has locked: `amount` of the buyer total, posted once under `reference`.
 * The split between seller and platform is computed on the running total, so partial reversals
 * add up exactly to the whole.
 */
export async function applyReversal(
  app: FastifyInstance,
  tx: Tx,
  row: TransactionRow,
  kind: 'refund' | 'chargeback',
  amount: number,
  actor: Actor,
  reference: string,
  changes: Partial<TransactionRow> = {},
): Promise<TransactionRow> {
  const computed = computeRefund(
    {
      price: row.price,
      buyerTotal: row.buyerTotal,
      affiliateCommission: row.affiliateCommission,
      referralShare: row.referralShare,
    },
    amount,
    row.refundedAmount,
  );
  if (!computed.ok) throw fieldError(computed.error, 'amount');
  const { refund } = computed;
  await reverseSale(app, tx, row, kind, refund, reference);
  const update = { ...changes, refundedAmount: row.refundedAmount + refund.amount };
  if (kind === 'chargeback') {
    const updated = await transitionTransaction(app, tx, row, 'chargeback', actor, update, {
      amount: refund.amount,
    });
    await emitEvent(app, tx, row.sellerId, 'charge.chargeback', toCharge(updated));
    return updated;
  }
  if (refund.full && row.status === 'paid') {
    const updated = await transitionTransaction(app, tx, row, 'refunded', actor, update, {
      amount: refund.amount,
    });
    await emitEvent(app, tx, row.sellerId, 'charge.refunded', toCharge(updated));
    return updated;
  }
  const now = app.clock.now();
  const [partial] = await tx
    .update(transactions)
    .set({ ...update, updatedAt: now })
    .where(sellerRow(transactions, row))
    .returning();
  if (!partial) throw new AppError('not_found');
  await tx.insert(transactionEvents).values({
    transactionId: row.id,
    sellerId: row.sellerId,
    type: refund.full ? 'refund' : 'partial_refund',
    status: row.status,
    amount: refund.amount,
    actorType: actor.type,
    actorId: actor.id ?? null,
    createdAt: now,
  });
  await emitEvent(app, tx, row.sellerId, 'charge.refunded', toCharge(partial));
  return partial;
}
