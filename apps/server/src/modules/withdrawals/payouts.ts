import { and, eq, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { webhookEvents, withdrawals } from '../../db/schema.ts';
import { jobRow, sellerRow } from '../../db/seller-row.ts';
import {
  PayoutRefusedError,
  PayoutTechnicalError,
  type PayoutWebhookEvent,
} from '../../providers/payouts/types.ts';
import { defaultProviderRow, providerFor, providerRowById } from '../payouts/registry.ts';
import { withdrawalOwner } from './queries.ts';
import { complete, fail, lockWithdrawal, transition } from './transitions.ts';

/** After this many technical failures the payout is given up and the funds go back. */
export const maxSendAttempts = 8;

/**
 * Job: hands an approved withdrawal to the BaaS provider. The provider call happens outside any
 * database transaction; the provider is idempotent on the withdrawal id, so a retry after a crash
 * between the call and our write never pays twice.
 */
export async function sendPayout(
  app: FastifyInstance,
  withdrawalId: string,
  sellerId?: string,
): Promise<void> {
  const [row] = await app.db
    .select()
    .from(withdrawals)
    .where(jobRow(withdrawals, withdrawalId, sellerId));
  if (row?.status !== 'approved') return;
  const providerRow = row.providerId
    ? await providerRowById(app.db, row.providerId)
    : await defaultProviderRow(app);
  if (!providerRow) {
    await app.db.transaction(async (tx) =>
      fail(app, tx, await lockWithdrawal(tx, row), { type: 'system' }, 'provider_unavailable'),
    );
    return;
  }
  const provider = providerFor(app, providerRow);
  await app.db
    .update(withdrawals)
    .set({ providerId: providerRow.id, sendAttempts: row.sendAttempts + 1 })
    .where(sellerRow(withdrawals, row));
  try {
    const result = await provider.send({
      reference: row.id,
      amount: row.payout,
      pixKeyType: row.pixKeyType,
      pixKey: row.pixKey,
      description: row.description ?? `Repasse ${row.id.slice(0, 8)}`,
    });
    await app.db.transaction(async (tx) => {
      const locked = await lockWithdrawal(tx, row);
      if (locked.status === 'approved') {
        const processing = await transition(
          app,
          tx,
          locked,
          'processing',
          { type: 'provider' },
          { providerReference: result.providerReference, providerId: providerRow.id },
        );
        if (result.status === 'completed')
          await complete(app, tx, processing, { type: 'provider' }, result.providerReference);
        if (result.status === 'failed')
          await fail(
            app,
            tx,
            processing,
            { type: 'provider' },
            result.failureReason ?? 'provider_failed',
          );
      }
    });
  } catch (error) {
    if (error instanceof PayoutRefusedError) {
      await app.db.transaction(async (tx) => {
        const locked = await lockWithdrawal(tx, row);
        if (locked.status === 'approved')
          await fail(app, tx, locked, { type: 'provider' }, error.reason);
      });
      return;
    }
    if (error instanceof PayoutTechnicalError && row.sendAttempts + 1 >= maxSendAttempts) {
      await app.db.transaction(async (tx) => {
        const locked = await lockWithdrawal(tx, row);
        if (locked.status === 'approved')
          await fail(app, tx, locked, { type: 'system' }, 'provider_unavailable');
      });
      return;
    }
    // Technical trouble: the queue retries with backoff, and reconciliation watches over it.
    throw error;
  }
}

/** Applies a verified provider webhook once: replays and late duplicates change nothing. */
export async function applyPayoutWebhook(
  app: FastifyInstance,
  providerId: string,
  event: PayoutWebhookEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  return app.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(webhookEvents)
      .values({
        source: `payout:${providerId}`,
        eventId: event.eventId,
        payload: event,
        receivedAt: app.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!recorded) return 'duplicate';
    // The notice names no seller: this one read goes across shards, the lock to the seller's.
    const exists = await withdrawalOwner(tx, event.reference);
    if (!exists) return 'ignored';
    const row = await lockWithdrawal(tx, exists);
    let result: 'applied' | 'ignored' = 'ignored';
    if (row.status === 'approved' || row.status === 'processing') {
      if (event.status === 'completed')
        await complete(app, tx, row, { type: 'provider' }, event.providerReference);
      else await fail(app, tx, row, { type: 'provider' }, event.failureReason ?? 'provider_failed');
      result = 'applied';
    }
    await tx
      .update(webhookEvents)
      .set({ processedAt: app.clock.now() })
      .where(eq(webhookEvents.id, recorded.id));
    return result;
  });
}

/** How long a payout may sit in processing (or approved) before we ask the provider ourselves. */
export const reconcileAfterMs = 10 * 60 * 1000;

/**
 * Job: settles withdrawals whose webhook never came by asking the provider, and puts approved ones
 * whose send job was lost back in the queue. A lost webhook never leaves money in limbo.
 */
export async function reconcilePayouts(
  app: FastifyInstance,
): Promise<{ settled: number; resent: number }> {
  const before = new Date(app.clock.now().getTime() - reconcileAfterMs);
  const stuck = await app.db
    .select()
    .from(withdrawals)
    .where(
      or(
        and(eq(withdrawals.status, 'processing'), lt(withdrawals.processingAt, before)),
        and(eq(withdrawals.status, 'approved'), lt(withdrawals.approvedAt, before)),
      ),
    )
    .limit(200);
  let settled = 0;
  let resent = 0;
  for (const row of stuck) {
    if (row.status === 'approved') {
      await app.db.transaction((tx) =>
        app.queue.send(
          tx,
          'withdrawals.send',
          { withdrawalId: row.id, sellerId: row.sellerId },
          { singletonKey: row.id, retryLimit: 8 },
        ),
      );
      resent += 1;
      continue;
    }
    const providerRow = row.providerId ? await providerRowById(app.db, row.providerId) : undefined;
    if (!providerRow) continue;
    let status: Awaited<ReturnType<ReturnType<typeof providerFor>['status']>>;
    try {
      status = await providerFor(app, providerRow).status(row.id, row.providerReference);
    } catch (error) {
      app.log.warn(
        { err: error, withdrawalId: row.id },
        'payout status query failed; will try again',
      );
      continue;
    }
    if (!status || status.status === 'processing') {
      if (!status)
        app.log.error({ withdrawalId: row.id }, 'provider does not know a processing payout');
      continue;
    }
    await app.db.transaction(async (tx) => {
      const locked = await lockWithdrawal(tx, row);
      if (locked.status !== 'processing') return;
      if (status.status === 'completed')
        await complete(app, tx, locked, { type: 'system' }, status.providerReference);
      else
        await fail(app, tx, locked, { type: 'system' }, status.failureReason ?? 'provider_failed');
      settled += 1;
    });
  }
  return { settled, resent };
}
