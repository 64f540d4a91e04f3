import type { RecoveryMessageStatus } from '@repasse/core/states/recovery';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { recoveryMessages } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import {
  type DeliveryUpdate,
  type InboundReply,
  type MessagingProvider,
  MessagingSignatureError,
  type WebhookContent,
  type WebhookRequest,
} from '../../providers/messaging/types.ts';
import { addOptOuts } from './outreach-queries.ts';
import { messagingAdapterFor, messagingProviderById } from './providers.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Replies that mean "stop" in the languages our buyers write in (LGPD: any clear request to stop
 * is honoured), as the whole message or its first word.
 */
const stopWords = /^\s*(pare|parar|sair|cancelar|descadastrar|stop|unsubscribe|cancel|end|quit)\b/i;

/** How far back a STOP reply reaches: every seller who wrote to that number in this time. */
const replyReachMs = 30 * 86_400_000;

/** Statuses only move forward; a failure can follow anything but a read. */
const rank: Record<RecoveryMessageStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 2,
};

async function providerOf(app: FastifyInstance, providerId: string) {
  const row = uuid.test(providerId) ? await messagingProviderById(app.db, providerId) : undefined;
  // An unknown provider's webhook cannot be verified: refused like a bad signature.
  if (!row) throw new AppError('webhook.invalid_signature');
  return row;
}

/**
 * A provider's webhook: statuses of our messages and buyers' replies, read only once the signature
 * over the raw body holds. Replays change nothing (statuses only move forward, opt-outs are kept
 * once).
 */
export async function receiveMessagingWebhook(
  app: FastifyInstance,
  providerId: string,
  request: WebhookRequest,
): Promise<{
  updated: number;
  optedOut: number;
  answer: MessagingProvider['webhookAnswer'];
}> {
  const row = await providerOf(app, providerId);
  const adapter = messagingAdapterFor(app, row);
  let content: WebhookContent;
  try {
    content = adapter.parseWebhook(request);
  } catch (error) {
    if (error instanceof MessagingSignatureError) throw new AppError('webhook.invalid_signature');
    throw new AppError('bad_request');
  }
  return app.db.transaction(async (tx) => {
    let updated = 0;
    for (const update of content.updates) if (await applyUpdate(tx, row.id, update)) updated += 1;
    let optedOut = 0;
    for (const reply of content.replies) optedOut += await applyReply(app, tx, reply);
    // Some providers read the answer (Twilio's TwiML for an inbound message).
    return { updated, optedOut, answer: adapter.webhookAnswer };
  });
}

/** WhatsApp's GET handshake when the webhook URL is registered. */
export async function verifyMessagingSubscription(
  app: FastifyInstance,
  providerId: string,
  query: Record<string, string | undefined>,
): Promise<string> {
  const row = await providerOf(app, providerId);
  const answer = messagingAdapterFor(app, row).verifySubscription?.(query) ?? null;
  if (answer === null) throw new AppError('webhook.invalid_signature');
  return answer;
}

async function applyUpdate(tx: Tx, providerId: string, update: DeliveryUpdate): Promise<boolean> {
  const [message] = await tx
    .select({ id: recoveryMessages.id, status: recoveryMessages.status })
    .from(recoveryMessages)
    .where(
      and(
        eq(recoveryMessages.providerId, providerId),
        eq(recoveryMessages.providerMessageId, update.providerMessageId),
      ),
    )
    .for('update');
  if (!message || message.status === 'read' || message.status === 'failed') return false;
  if (rank[update.state] <= rank[message.status] && update.state !== 'failed') return false;
  const at = update.at;
  await tx
    .update(recoveryMessages)
    .set({
      status: update.state,
      ...(update.state === 'delivered' ? { deliveredAt: at } : {}),
      ...(update.state === 'read'
        ? {
            readAt: at,
            deliveredAt: sql`coalesce(${recoveryMessages.deliveredAt}, ${at.toISOString()}::timestamptz)`,
          }
        : {}),
      ...(update.state === 'failed' ? { failedAt: at, error: update.error ?? 'undelivered' } : {}),
      updatedAt: at,
    })
    .where(eq(recoveryMessages.id, message.id));
  return true;
}

/**
 * A buyer's reply: a stop word opts the number out of every seller who wrote to it lately (the
 * buyer answers the platform's number, not one seller's). Anything else is not ours to read.
 */
async function applyReply(app: FastifyInstance, tx: Tx, reply: InboundReply): Promise<number> {
  if (!stopWords.test(reply.text)) return 0;
  const since = new Date(app.clock.now().getTime() - replyReachMs);
  const sellers = await tx
    .selectDistinct({ sellerId: recoveryMessages.sellerId })
    .from(recoveryMessages)
    .where(
      and(
        eq(recoveryMessages.recipient, reply.from),
        inArray(recoveryMessages.channel, ['sms', 'whatsapp']),
        gte(recoveryMessages.createdAt, since),
      ),
    );
  for (const { sellerId } of sellers)
    await addOptOuts(tx, sellerId, [reply.from], 'reply', app.clock.now());
  return sellers.length;
}
