import { saoPauloDay } from '@repasse/core/calendar/business-days';
import type { RecoveryChannel } from '@repasse/core/contract/recovery';
import type { PlatformSettings } from '@repasse/core/fees/platform-settings';
import type { Locale } from '@repasse/core/i18n/locale';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { serializeOn } from '../../db/locks.ts';
import { type RecoveryStepRow, recoveryMessages } from '../../db/schema.ts';
import type { SellerRow } from '../../db/seller-row.ts';
import { AppError } from '../../http/errors.ts';
import { currentPlatformSettings } from '../fees/current.ts';
import { balancesOf } from '../ledger/balances.ts';
import { post } from '../ledger/post.ts';
import { newRecoveryToken } from './leads.ts';
import { messageBody } from './message-text.ts';
import {
  dueRuns,
  endRun,
  lastMessageWithin,
  leadChargeId,
  lockDueRun,
  optedOut,
  type RunRow,
  rescheduleRun,
  runCharge,
  runNames,
} from './outreach-queries.ts';
import { markPaused, markResumed } from './pause.ts';
import { messageChargePosting } from './posting.ts';
import { channelProvider } from './providers.ts';
import { nextSendableAt } from './quiet-hours.ts';
import { sequenceOf } from './sequences.ts';
import { optOutUrl, recoveryLinkUrl } from './urls.ts';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const batchSize = 100;

type Outcome = 'sent' | 'waiting' | 'paused' | 'ended' | 'skipped';

/**
 * Sends every step that is due: each run in its own transaction, locked with SKIP LOCKED so that
 * several workers share the work. Returns how many messages were written.
 */
export async function advanceRuns(app: FastifyInstance): Promise<number> {
  const settings = await currentPlatformSettings(app);
  let written = 0;
  for (const due of await dueRuns(app.db, app.clock.now(), batchSize)) {
    if ((await advanceRun(app, settings, due)) === 'sent') written += 1;
  }
  return written;
}

/** One due run: stop it, wait, skip a step, or write its message (and debit its price). */
export async function advanceRun(
  app: FastifyInstance,
  settings: PlatformSettings,
  due: SellerRow,
): Promise<Outcome> {
  try {
    return await app.db.transaction(async (tx): Promise<Outcome> => {
      const now = app.clock.now();
      const run = await lockDueRun(tx, due, now);
      if (!run) return 'skipped';
      return step(app, tx, settings, run, now);
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'ledger.insufficient_funds') throw error;
    // The balance fell between the check and the posting: the run waits like any other.
    return app.db.transaction(async (tx): Promise<Outcome> => {
      const now = app.clock.now();
      const run = await lockDueRun(tx, due, now);
      if (run) await pause(app, tx, run, now);
      return 'paused';
    });
  }
}

async function step(
  app: FastifyInstance,
  tx: Tx,
  settings: PlatformSettings,
  run: RunRow,
  now: Date,
): Promise<Outcome> {
  const sequence = await sequenceOf(tx, run.sellerId, run.event);
  if (!sequence.enabled) return stop(tx, run, now, 'disabled');
  const ended = await subjectEnded(tx, run, now);
  if (ended) return stop(tx, run, now, ended);
  if (await optedOut(tx, run.sellerId, [run.buyerEmail, run.buyerPhone]))
    return stop(tx, run, now, 'opted_out');

  const current = sequence.steps[run.nextStep];
  if (!current) {
    await endRun(tx, run, now, { status: 'completed' });
    return 'ended';
  }
  const recipient = current.channel === 'email' ? run.buyerEmail : run.buyerPhone;
  const provider =
    current.channel === 'email' ? null : await channelProvider(app, current.channel, tx);
  // No way to reach the buyer on this step's channel: the next step may have one.
  if (!recipient || (current.channel !== 'email' && !provider))
    return moveOn(tx, run, sequence.steps, now);

  const sendable = nextSendableAt(now, settings.recoveryQuietHours);
  if (sendable > now) {
    await rescheduleRun(tx, run, now, { nextAt: sendable });
    return 'waiting';
  }
  // Two runs (of two sellers) may reach the same buyer at once: they take turns on the check.
  await serializeOn(tx, `recovery:recipient:${current.channel}:${recipient}`);
  const last = await lastMessageWithin(
    tx,
    recipient,
    current.channel,
    new Date(now.getTime() - hourMs),
  );
  if (last) {
    await rescheduleRun(tx, run, now, { nextAt: new Date(last.getTime() + hourMs) });
    return 'waiting';
  }

  const price = run.livemode ? settings.recoveryPrices[current.channel] : 0;
  if (price > 0 && (await balancesOf(tx, run.sellerId)).recovery < price)
    return pause(app, tx, run, now);

  await writeMessage(app, tx, run, current, { price, providerId: provider?.id ?? null, now });
  const following = sequence.steps[run.nextStep + 1];
  if (following)
    await rescheduleRun(tx, run, now, {
      nextStep: run.nextStep + 1,
      nextAt: dueAt(run, following, now),
      status: 'active',
    });
  else await endRun(tx, run, now, { status: 'completed' });
  if (price > 0) await markResumed(tx, run.sellerId, now);
  return 'sent';
}

const dueAt = (run: RunRow, next: RecoveryStepRow, now: Date) =>
  new Date(Math.max(run.startedAt.getTime() + next.delayMinutes * minuteMs, now.getTime()));

async function moveOn(tx: Tx, run: RunRow, steps: RecoveryStepRow[], now: Date): Promise<Outcome> {
  const following = steps[run.nextStep + 1];
  if (!following) {
    await endRun(tx, run, now, { status: 'completed' });
    return 'ended';
  }
  await rescheduleRun(tx, run, now, {
    nextStep: run.nextStep + 1,
    nextAt: dueAt(run, following, now),
  });
  return 'skipped';
}

async function stop(
  tx: Tx,
  run: RunRow,
  now: Date,
  reason: 'paid' | 'opted_out' | 'disabled' | 'superseded' | 'expired',
): Promise<Outcome> {
  await endRun(tx, run, now, { status: 'stopped', reason });
  return 'ended';
}

/**
 * Whether what the run asks the buyer to pay is settled: paid (the payment's attribution is the
 * attribution job's), gone on to a charge of its own (a lead), or past paying (a boleto past due).
 */
async function subjectEnded(
  tx: Tx,
  run: RunRow,
  now: Date,
): Promise<'paid' | 'superseded' | 'expired' | null> {
  if (run.leadId)
    return (await leadChargeId(tx, { id: run.leadId, sellerId: run.sellerId }))
      ? 'superseded'
      : null;
  if (!run.chargeId) return null;
  const charge = await runCharge(tx, { id: run.chargeId, sellerId: run.sellerId });
  if (!charge) return 'expired';
  if (['paid', 'refunded', 'chargeback', 'in_protest'].includes(charge.status)) return 'paid';
  if (
    run.event === 'boleto_unpaid' &&
    charge.boletoDueDate &&
    charge.boletoDueDate < saoPauloDay(now)
  )
    return 'expired';
  return null;
}

async function pause(app: FastifyInstance, tx: Tx, run: RunRow, now: Date): Promise<Outcome> {
  // Tried again within the minute: a top-up resumes outreach by itself.
  await rescheduleRun(tx, run, now, {
    status: 'paused',
    nextAt: new Date(now.getTime() + minuteMs),
  });
  await markPaused(app, tx, run.sellerId, now);
  return 'paused';
}

/**
 * The message of a step, written with its price debited from the recovery balance in the same
 * transaction, and the job that sends it queued in it too.
 */
async function writeMessage(
  app: FastifyInstance,
  tx: Tx,
  run: RunRow,
  current: RecoveryStepRow,
  options: { price: number; providerId: string | null; now: Date },
): Promise<void> {
  const names = await runNames(tx, run);
  const linkToken = newRecoveryToken();
  const optOutToken = newRecoveryToken();
  const locale = run.locale as Locale;
  const text = messageBody(current.channel as RecoveryChannel, current.templates[locale], {
    locale,
    buyerName: run.buyerName,
    product: names?.product ?? '',
    amount: run.amount,
    seller: names?.seller ?? '',
    link: recoveryLinkUrl(app, run.productId, linkToken),
    optOutUrl: optOutUrl(app, optOutToken),
  });
  const [message] = await tx
    .insert(recoveryMessages)
    .values({
      sellerId: run.sellerId,
      runId: run.id,
      livemode: run.livemode,
      step: run.nextStep,
      channel: current.channel,
      recipient:
        current.channel === 'email' ? (run.buyerEmail as string) : (run.buyerPhone as string),
      subject: text.subject,
      body: text.body,
      price: options.price,
      providerId: options.providerId,
      linkToken,
      optOutToken,
      createdAt: options.now,
      updatedAt: options.now,
    })
    .returning({ id: recoveryMessages.id });
  if (!message) throw new Error('recovery message not written');
  if (options.price > 0)
    await post(
      tx,
      app.clock,
      messageChargePosting({ id: message.id, sellerId: run.sellerId, price: options.price }),
    );
  await app.queue.send(
    tx,
    'recovery.send',
    { messageId: message.id, sellerId: run.sellerId },
    { singletonKey: message.id, retryLimit: 6, retryBackoff: true, retryDelay: 30 },
  );
}
