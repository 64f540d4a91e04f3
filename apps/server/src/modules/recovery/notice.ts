import type { WebhookReceipt } from '@repasse/core/contract/provider-webhooks';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { AcquirerWebhookEvent } from '../../providers/acquirers/types.ts';
import type { AcquirerRow } from '../acquirers/registry.ts';
import { post } from '../ledger/post.ts';
import { acquirerCostOf } from '../payments/charges.ts';
import { holdDiscrepancy } from '../payments/discrepancies.ts';
import { topUpPosting } from './posting.ts';
import { lockTopUp, noticeTopUp, type TopUpRow, updateTopUp } from './queries.ts';

type Notice = Pick<
  AcquirerWebhookEvent,
  'eventId' | 'type' | 'amount' | 'reference' | 'acquirerReference'
>;

/**
 * An acquirer's notice about a recovery top-up rather than a sale, applied in the notice's own
 * transaction (the caller recorded its event id, so a replay never reaches here). Answers
 * undefined when the notice is about no top-up either.
 */
export async function applyTopUpNotice(
  app: FastifyInstance,
  tx: Tx,
  acquirer: AcquirerRow,
  notice: Notice,
): Promise<WebhookReceipt['outcome'] | undefined> {
  const topUp = await noticeTopUp(tx, acquirer.id, notice);
  if (!topUp) return undefined;
  const row = await lockTopUp(tx, topUp);
  switch (notice.type) {
    case 'paid':
      return (await applyPaidTopUp(app, tx, acquirer, row, notice)) ? 'applied' : 'ignored';
    case 'expired':
    case 'canceled': {
      if (row.status !== 'pending') return 'ignored';
      const now = app.clock.now();
      await updateTopUp(tx, row, { status: 'expired', expiredAt: now, updatedAt: now });
      return 'applied';
    }
    default:
      // A Pix top-up has no refunds or chargebacks of ours; one reported is left for an admin.
      app.log.warn({ topUpId: row.id, notice }, 'unexpected acquirer notice about a top-up');
      return 'ignored';
  }
}

/**
 * The money arrived: the balance is credited even when the top-up had expired or failed on our
 * side. A payment of another amount than asked is held for an admin like a sale's
 * (`paid_amount_mismatch`); less than asked credits nothing, more credits what was asked.
 */
async function applyPaidTopUp(
  app: FastifyInstance,
  tx: Tx,
  acquirer: AcquirerRow,
  row: TopUpRow,
  notice: Notice,
): Promise<boolean> {
  if (row.status === 'paid') return false;
  if (notice.amount !== undefined && notice.amount !== row.amount) {
    await holdDiscrepancy(app, tx, {
      acquirerId: acquirer.id,
      transactionId: null,
      eventId: notice.eventId,
      eventType: notice.type,
      reason: 'paid_amount_mismatch',
      reportedAmount: notice.amount,
      expectedAmount: row.amount,
    });
    app.log.warn({ topUpId: row.id }, 'recovery top-up paid with another amount');
    if (notice.amount < row.amount) return false;
  }
  const now = app.clock.now();
  const acquirerCost = acquirerCostOf(acquirer, 'pix', 1, row.amount);
  await post(
    tx,
    app.clock,
    topUpPosting({
      id: row.id,
      sellerId: row.sellerId,
      acquirer: acquirer.id,
      amount: row.amount,
      acquirerCost,
    }),
  );
  await updateTopUp(tx, row, {
    status: 'paid',
    paidAt: now,
    acquirerId: acquirer.id,
    acquirerReference: row.acquirerReference ?? notice.acquirerReference,
    acquirerCost,
    updatedAt: now,
  });
  return true;
}
