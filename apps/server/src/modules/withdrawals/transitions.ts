import { pct } from '@repasse/core/money/percentage';
import { canTransition, type WithdrawalStatus } from '@repasse/core/states/withdrawal';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { users, withdrawalEvents, withdrawals } from '../../db/schema.ts';
import { type SellerRow, sellerRow } from '../../db/seller-row.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { normalizePercentage } from '../fees/queries.ts';
import { emitEvent } from '../integrations/webhooks.ts';
import { platform, providerPayable, seller } from '../ledger/accounts.ts';
import { post } from '../ledger/post.ts';
import { queueEmail } from '../notifications/emails.ts';
import { providerRowById } from '../payouts/registry.ts';
import { queuePush } from '../push/notify.ts';
import { wants } from '../push/preferences.ts';
import type { WithdrawalRow } from './queries.ts';

export type Actor = { type: 'seller' | 'admin' | 'system' | 'provider'; id?: string | null };

/**
 * Locked by its seller as well as its id (docs/scaling.md): an admin's decision and a provider's
 * webhook, which name the id alone, read its seller first (`ownerOf`).
 */
export async function lockWithdrawal(tx: Tx, key: SellerRow): Promise<WithdrawalRow> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(sellerRow(withdrawals, key))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const timestampColumn: Partial<Record<WithdrawalStatus, keyof WithdrawalRow>> = {
  approved: 'approvedAt',
  processing: 'processingAt',
  completed: 'completedAt',
  failed: 'failedAt',
  rejected: 'rejectedAt',
};

/** Moves a locked withdrawal to `to`, writing its timeline event; refuses what docs/money.md §10 forbids. */
export async function transition(
  app: FastifyInstance,
  tx: Tx,
  row: WithdrawalRow,
  to: WithdrawalStatus,
  actor: Actor,
  changes: Partial<WithdrawalRow> = {},
  note: string | null = null,
): Promise<WithdrawalRow> {
  if (!canTransition(row.status, to)) throw new AppError('withdrawal.invalid_transition');
  const now = app.clock.now();
  const column = timestampColumn[to];
  const [updated] = await tx
    .update(withdrawals)
    .set({ ...changes, status: to, updatedAt: now, ...(column ? { [column]: now } : {}) })
    .where(sellerRow(withdrawals, row))
    .returning();
  if (!updated) throw notFound();
  await tx.insert(withdrawalEvents).values({
    withdrawalId: row.id,
    sellerId: row.sellerId,
    status: to,
    actorType: actor.type,
    actorId: actor.id ?? null,
    note,
    createdAt: now,
  });
  return updated;
}

/** Rejected or failed: the whole amount goes back to available. */
export async function returnFunds(app: FastifyInstance, tx: Tx, row: WithdrawalRow) {
  await post(tx, app.clock, {
    reference: `withdrawal:${row.id}:return`,
    type: 'withdrawal_reversal',
    sellerId: row.sellerId,
    metadata: { withdrawalId: row.id },
    movements: [
      {
        from: seller(row.sellerId, 'withdrawing'),
        to: seller(row.sellerId, 'available'),
        amount: row.amount,
      },
    ],
  });
}

export async function approve(app: FastifyInstance, tx: Tx, row: WithdrawalRow, actor: Actor) {
  const updated = await transition(app, tx, row, 'approved', actor);
  await app.queue.send(
    tx,
    'withdrawals.send',
    { withdrawalId: row.id, sellerId: row.sellerId },
    { singletonKey: row.id, retryLimit: 8 },
  );
  return updated;
}

export async function reject(
  app: FastifyInstance,
  tx: Tx,
  row: WithdrawalRow,
  actor: Actor,
  reason: string,
) {
  const updated = await transition(
    app,
    tx,
    row,
    'rejected',
    actor,
    { rejectionReason: reason },
    reason,
  );
  await returnFunds(app, tx, updated);
  await notifySeller(app, tx, updated, 'withdrawal.rejected');
  return updated;
}

export async function fail(
  app: FastifyInstance,
  tx: Tx,
  row: WithdrawalRow,
  actor: Actor,
  reason: string,
) {
  const updated = await transition(
    app,
    tx,
    row,
    'failed',
    actor,
    { failureReason: reason },
    reason,
  );
  await returnFunds(app, tx, updated);
  await notifySeller(app, tx, updated, 'withdrawal.failed');
  return updated;
}

/**
 * Paid out: the payout leaves, the fee is platform revenue, and the provider's own fee is the
 * platform's cost, owed to the provider.
 */
export async function complete(
  app: FastifyInstance,
  tx: Tx,
  row: WithdrawalRow,
  actor: Actor,
  providerReference: string | null,
) {
  let current = row;
  // A completion can arrive before we recorded that the provider accepted the payout.
  if (current.status === 'approved')
    current = await transition(app, tx, current, 'processing', actor, { providerReference });
  const provider = current.providerId ? await providerRowById(tx, current.providerId) : undefined;
  const providerCost = provider
    ? provider.fixedFee + pct(current.payout, normalizePercentage(provider.percentageFee))
    : 0;
  const updated = await transition(app, tx, current, 'completed', actor, {
    providerReference: providerReference ?? current.providerReference,
    providerCost,
  });
  await post(tx, app.clock, {
    reference: `withdrawal:${row.id}:complete`,
    type: 'withdrawal',
    sellerId: row.sellerId,
    metadata: { withdrawalId: row.id, payout: row.payout, fee: row.fee, providerCost },
    movements: [
      {
        from: seller(row.sellerId, 'withdrawing'),
        to: { owner: 'external', kind: 'payouts' },
        amount: row.payout,
      },
      { from: seller(row.sellerId, 'withdrawing'), to: platform('revenue'), amount: row.fee },
      {
        from: platform('costs'),
        to: providerPayable(current.providerId ?? 'unknown'),
        amount: providerCost,
      },
    ],
  });
  await notifySeller(app, tx, updated, 'withdrawal.completed');
  return updated;
}

/** What outgoing webhooks say about a withdrawal. */
export const withdrawalEventData = (row: WithdrawalRow) => ({
  id: row.id,
  object: 'withdrawal',
  status: row.status,
  amount: row.amount,
  fee: row.fee,
  payout: row.payout,
  pix_key_type: row.pixKeyType,
  pix_key: row.pixKey,
  rejection_reason: row.rejectionReason,
  failure_reason: row.failureReason,
  requested_at: row.requestedAt.toISOString(),
  expected_arrival_at: row.expectedArrivalAt.toISOString(),
});

async function notifySeller(
  app: FastifyInstance,
  tx: Tx,
  row: WithdrawalRow,
  template: 'withdrawal.completed' | 'withdrawal.failed' | 'withdrawal.rejected',
) {
  const [user] = await tx.select().from(users).where(eq(users.id, row.sellerId));
  if (!user) return;
  await emitEvent(app, tx, row.sellerId, template, withdrawalEventData(row));
  // A rejected withdrawal is, for the seller, one that did not go through: same switches.
  const event = template === 'withdrawal.completed' ? 'withdrawal_completed' : 'withdrawal_failed';
  await queuePush(app, tx, {
    userId: row.sellerId,
    eventKey: `${event}:${row.id}`,
    data: {
      event,
      withdrawalId: row.id,
      amountCents: event === 'withdrawal_completed' ? row.payout : row.amount,
    },
  });
  if (!(await wants(tx, row.sellerId, event, 'email'))) return;
  await queueEmail(app, tx, {
    to: user.email,
    locale: user.locale === 'en' ? 'en' : 'pt-BR',
    template,
    data: {
      sellerName: user.fullName,
      amount: row.amount,
      payout: row.payout,
      fee: row.fee,
      pixKey: row.pixKey,
      reason: row.rejectionReason ?? row.failureReason ?? undefined,
      withdrawalId: row.id,
      appUrl: app.config.publicUrl,
    },
  });
}
