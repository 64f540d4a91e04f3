import type { Locale } from '@repasse/core/i18n/locale';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { recoveryMessages, recoveryRuns, users } from '../../db/schema.ts';
import { jobRow, type SellerRow, sellerRow } from '../../db/seller-row.ts';
import { MessagingRefusedError, MessagingTechnicalError } from '../../providers/messaging/types.ts';
import { post } from '../ledger/post.ts';
import { queueRenderedEmail } from '../notifications/emails.ts';
import { recoveryEmail } from './message-text.ts';
import type { MessageRow, RunRow } from './outreach-queries.ts';
import { messageRefundPosting } from './posting.ts';
import { messagingAdapterFor, messagingProviderById, messagingWebhookUrl } from './providers.ts';
import { optOutUrl, recoveryLinkUrl } from './urls.ts';

/** Passing failures (timeouts, the provider's 5xx, rate limits) are tried this many times in all. */
export const maxSendAttempts = 6;

/**
 * Job `recovery.send`: hands one written message to its channel. Email goes to the outbox the
 * email job delivers through SMTP (accepted there, it is sent); SMS and WhatsApp to the provider
 * the message was written for. A provider's refusal fails the message and gives its price back; a
 * passing failure is retried by the queue, and after the last attempt treated as a refusal.
 */
export async function sendRecoveryMessage(
  app: FastifyInstance,
  messageId: string,
  sellerId?: string,
): Promise<void> {
  const claimed = await claimAttempt(
    app.db,
    jobRow(recoveryMessages, messageId, sellerId),
    app.clock.now(),
  );
  if (!claimed) return;
  const [run] = await app.db
    .select()
    .from(recoveryRuns)
    .where(sellerRow(recoveryRuns, { id: claimed.runId, sellerId: claimed.sellerId }));
  if (!run) return fail(app, claimed, 'no_run');
  if (claimed.channel === 'email') return sendEmail(app, claimed, run);
  const provider = claimed.providerId
    ? await messagingProviderById(app.db, claimed.providerId)
    : undefined;
  if (!provider?.active) return fail(app, claimed, 'no_provider');
  try {
    const result = await messagingAdapterFor(app, provider).send({
      reference: claimed.id,
      to: claimed.recipient,
      body: claimed.body,
      ...(claimed.channel === 'whatsapp'
        ? { template: whatsappTemplate(provider.settings, claimed, run.locale) }
        : {}),
      statusCallbackUrl: messagingWebhookUrl(app, provider.id),
    });
    await app.db
      .update(recoveryMessages)
      .set({
        status: 'sent',
        providerMessageId: result.providerMessageId,
        sentAt: app.clock.now(),
        updatedAt: app.clock.now(),
      })
      .where(queuedMessage(claimed));
  } catch (error) {
    if (error instanceof MessagingRefusedError) return fail(app, claimed, error.reason);
    if (claimed.sendAttempts >= maxSendAttempts)
      return fail(app, claimed, error instanceof MessagingTechnicalError ? error.message : 'error');
    throw error;
  }
}

const queued = (message: SQL) => and(message, eq(recoveryMessages.status, 'queued'));
const queuedMessage = (message: SellerRow) => queued(sellerRow(recoveryMessages, message));

/** Counts an attempt on a message still waiting to go; nothing for one already settled. */
async function claimAttempt(db: DbOrTx, message: SQL, now: Date): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(recoveryMessages)
    .set({ sendAttempts: sql`${recoveryMessages.sendAttempts} + 1`, updatedAt: now })
    .where(queued(message))
    .returning();
  return row;
}

/**
 * WhatsApp only reaches a buyer who has not written first through a template Meta approved: the
 * admin names it in the provider's settings (`template`, default `recovery_message`), a template
 * whose body is one parameter carrying the seller's text.
 */
function whatsappTemplate(settings: Record<string, string>, message: MessageRow, locale: string) {
  return {
    name: settings.template || 'recovery_message',
    language: locale === 'en' ? 'en_US' : 'pt_BR',
    parameters: [message.body],
  };
}

async function sendEmail(app: FastifyInstance, message: MessageRow, run: RunRow): Promise<void> {
  const email = recoveryEmail(message.body, message.subject ?? '', {
    locale: run.locale as Locale,
    link: recoveryLinkUrl(app, run.productId, message.linkToken),
    optOutUrl: optOutUrl(app, message.optOutToken),
    seller: await sellerNameOf(app, run.sellerId),
  });
  await app.db.transaction(async (tx) => {
    await queueRenderedEmail(app, tx, message.recipient, email);
    const now = app.clock.now();
    await tx
      .update(recoveryMessages)
      .set({ status: 'sent', sentAt: now, updatedAt: now })
      .where(queuedMessage(message));
  });
}

async function sellerNameOf(app: FastifyInstance, sellerId: string): Promise<string> {
  const [row] = await app.db
    .select({ tradeName: users.tradeName, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, sellerId));
  return row?.tradeName || row?.fullName || '';
}

/** The message failed before the provider took it: it is given back, once. */
async function fail(app: FastifyInstance, message: MessageRow, reason: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const now = app.clock.now();
    const [failed] = await tx
      .update(recoveryMessages)
      .set({
        status: 'failed',
        error: reason.slice(0, 500),
        failedAt: now,
        refunded: message.price > 0,
        updatedAt: now,
      })
      .where(queuedMessage(message))
      .returning({ id: recoveryMessages.id });
    if (failed && message.price > 0) await post(tx, app.clock, messageRefundPosting(message));
  });
}
