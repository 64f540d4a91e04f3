import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pruneRateLimits } from '../db/rate-limits.ts';
import { idempotencyRecords } from '../db/schema.ts';
import { startSandboxAcquirerSettlement } from '../modules/acquirers/sandbox-settlement.ts';
import { refreshBalanceRollups } from '../modules/analytics/balance-rollups.ts';
import { refreshAnalytics } from '../modules/analytics/rollups.ts';
import { recordAndNotifyAchievements } from '../modules/awards/achievements.ts';
import { purgeExpiredCardData } from '../modules/cards/queries.ts';
import { deliverWebhook } from '../modules/integrations/webhooks.ts';
import { releaseDueFunds } from '../modules/ledger/release.ts';
import { deliverEmail } from '../modules/notifications/emails.ts';
import { expireAbandonedCharges } from '../modules/payments/expiry.ts';
import { reconcileRefunds } from '../modules/payments/refund-reconcile.ts';
import { startSandboxSettlement } from '../modules/payouts/sandbox-settlement.ts';
import type { PushJob } from '../modules/push/notify.ts';
import { sendPushes } from '../modules/push/send.ts';
import { expirePendingTopUps } from '../modules/recovery/expiry.ts';
import { runOutreach, startOutreachTimer } from '../modules/recovery/outreach.ts';
import { startSandboxMessaging } from '../modules/recovery/sandbox-settlement.ts';
import { sendRecoveryMessage } from '../modules/recovery/send.ts';
import { reconcilePayouts, sendPayout } from '../modules/withdrawals/payouts.ts';

/** Starts the job handlers and schedules of every module; returns what stops the in-process timers. */
export async function startWorkers(app: FastifyInstance): Promise<() => void> {
  await app.queue.work('ledger.release', async () => {
    const released = await releaseDueFunds(app.db, app.clock);
    if (released) app.log.info({ released }, 'funds released');
  });
  await app.queue.work('payments.expire', async () => {
    const expired = await expireAbandonedCharges(app);
    if (expired) app.log.info({ expired }, 'abandoned charges canceled');
  });
  await app.queue.work('recovery.expire', async () => {
    const expired = await expirePendingTopUps(app);
    if (expired) app.log.info({ expired }, 'recovery top-ups expired');
  });
  await app.queue.work('recovery.outreach', async () => {
    const done = await runOutreach(app);
    if (done.attributed || done.enrolled || done.written) app.log.info(done, 'recovery outreach');
  });
  // Jobs queued before their payloads carried the seller have none: the row's is read then.
  await app.queue.work<{ messageId: string; sellerId?: string }>(
    'recovery.send',
    (data) => sendRecoveryMessage(app, data.messageId, data.sellerId),
    1,
  );
  await app.queue.work('payments.refunds', async () => {
    const settled = await reconcileRefunds(app);
    if (settled) app.log.info({ settled }, 'refunds reconciled');
  });
  await app.queue.work<{ withdrawalId: string; sellerId?: string }>(
    'withdrawals.send',
    (data) => sendPayout(app, data.withdrawalId, data.sellerId),
    1,
  );
  await app.queue.work('withdrawals.reconcile', async () => {
    const result = await reconcilePayouts(app);
    if (result.settled || result.resent) app.log.info(result, 'payouts reconciled');
  });
  await app.queue.work<{ emailId: string }>(
    'email.send',
    (data) => deliverEmail(app, data.emailId),
    1,
  );
  await app.queue.work<PushJob>(
    'push.send',
    (data, retryCount) => sendPushes(app, data, retryCount),
    1,
  );
  await app.queue.work<{ deliveryId: string; sellerId?: string }>(
    'webhooks.deliver',
    (data) => deliverWebhook(app, data.deliveryId, data.sellerId),
    1,
  );
  await app.queue.work('maintenance.cleanup', async () => {
    await app.db
      .delete(idempotencyRecords)
      .where(lt(idempotencyRecords.expiresAt, app.clock.now()));
    await pruneRateLimits(app.db, app.clock);
  });
  await app.queue.work('analytics.refresh', async () => {
    await refreshAnalytics(app.db, app.clock);
    await refreshBalanceRollups(app.db, app.clock);
  });
  await app.queue.work('awards.record', async () => {
    const done = await recordAndNotifyAchievements(app);
    if (done.recorded || done.notified) app.log.info(done, 'award tiers reached');
  });
  await app.queue.work('cards.purge', async () => {
    const purged = await purgeExpiredCardData(app.db, app.clock.now());
    if (purged) app.log.info({ purged }, 'expired card data destroyed');
  });

  // Catch up at once on whatever fell due while no worker ran, then on schedule.
  await releaseDueFunds(app.db, app.clock);
  await app.queue.boss.schedule('ledger.release', '* * * * *');
  await app.queue.boss.schedule('withdrawals.reconcile', '*/2 * * * *');
  await app.queue.boss.schedule('payments.expire', '* * * * *');
  await app.queue.boss.schedule('recovery.expire', '* * * * *');
  await app.queue.boss.schedule('recovery.outreach', '* * * * *');
  await app.queue.boss.schedule('payments.refunds', '* * * * *');
  await app.queue.boss.schedule('maintenance.cleanup', '17 * * * *');
  await app.queue.boss.schedule('cards.purge', '* * * * *');
  await app.queue.boss.schedule('awards.record', '*/5 * * * *');
  // Today and yesterday, and any day missed while no worker ran (docs/analytics.md).
  await refreshAnalytics(app.db, app.clock);
  await refreshBalanceRollups(app.db, app.clock);
  await app.queue.boss.schedule('analytics.refresh', '* * * * *');
  const stopPayouts = startSandboxSettlement(app);
  const stopAcquirer = startSandboxAcquirerSettlement(app);
  const stopMessaging = startSandboxMessaging(app);
  const stopOutreach = startOutreachTimer(app);
  app.log.info('job workers started');
  return () => {
    stopPayouts();
    stopAcquirer();
    stopMessaging();
    stopOutreach();
  };
}
