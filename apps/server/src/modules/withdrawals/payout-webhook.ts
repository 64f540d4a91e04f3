import type { WebhookReceipt } from '@repasse/core/contract/provider-webhooks';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { IgnoredWebhookError } from '../../providers/payouts/ignored-webhook.ts';
import { WebhookSignatureError } from '../../providers/payouts/types.ts';
import { providerFor, providerRowById } from '../payouts/registry.ts';
import { applyPayoutWebhook } from './payouts.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A provider's webhook: its signature over the raw body is checked before anything is read, then
 * the payout it reports is settled once (replays change nothing).
 */
export async function receivePayoutWebhook(
  app: FastifyInstance,
  providerId: string,
  raw: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<WebhookReceipt['outcome']> {
  const row = uuid.test(providerId) ? await providerRowById(app.db, providerId) : undefined;
  // An unknown provider's webhook cannot be verified: it is refused like a bad signature.
  if (!row) throw new AppError('webhook.invalid_signature');
  let event: ReturnType<ReturnType<typeof providerFor>['parseWebhook']>;
  try {
    event = providerFor(app, row).parseWebhook(raw, headers, app.clock.now());
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError('webhook.invalid_signature');
    // Authentic events that change no payout (e.g. Asaas's TRANSFER_PENDING) are acknowledged:
    // providers pause deliveries after repeated non-200 answers.
    if (error instanceof IgnoredWebhookError) return 'ignored';
    throw new AppError('bad_request');
  }
  return applyPayoutWebhook(app, row.id, event);
}
