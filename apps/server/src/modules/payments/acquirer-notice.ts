import type { WebhookReceipt } from '@repasse/core/contract/provider-webhooks';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { AcquirerWebhookEvent } from '../../providers/acquirers/types.ts';
import { WebhookSignatureError } from '../../providers/payouts/types.ts';
import { adapterFor, knownAcquirer } from '../acquirers/registry.ts';
import { applyTopUpNotice } from '../recovery/notice.ts';
import { applyAcquirerEvent } from './acquirer-events.ts';
import { lockTransaction } from './lifecycle.ts';
import { noticeCharge, recordNotice } from './notice-queries.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type NoticeOutcome = WebhookReceipt['outcome'];

/**
 * An acquirer's notice: its signature over the raw body is checked before anything is read, then
 * it is applied to its charge once (the event id is recorded, so replays change nothing).
 */
export async function receiveAcquirerNotice(
  app: FastifyInstance,
  acquirerId: string,
  raw: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<NoticeOutcome> {
  const acquirer = uuid.test(acquirerId) ? await knownAcquirer(app, acquirerId) : undefined;
  // An unknown acquirer's webhook cannot be verified: it is refused like a bad signature.
  if (!acquirer) throw new AppError('webhook.invalid_signature');
  let event: AcquirerWebhookEvent;
  try {
    event = adapterFor(app, acquirer).parseWebhook(raw, headers, app.clock.now());
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError('webhook.invalid_signature');
    if ((error as Error).name === 'IgnoredWebhookError') return 'ignored';
    throw new AppError('bad_request');
  }
  return app.db.transaction(async (tx) => {
    const recorded = await recordNotice(tx, `acquirer:${acquirer.id}`, event, app.clock.now());
    if (!recorded) return 'duplicate';
    // The notice names no seller: this one read goes across shards.
    const charge = await noticeCharge(tx, acquirer.id, event);
    if (!charge) {
      // Not a sale: perhaps a seller's recovery top-up, the platform's own Pix charge.
      const topUp = await applyTopUpNotice(app, tx, acquirer, event);
      // Not recorded (the transaction rolls back), so the acquirer's retry is applied later.
      if (!topUp) throw new AppError('webhook.unknown_charge');
      return topUp;
    }
    const row = await lockTransaction(tx, charge);
    const after = await applyAcquirerEvent(app, tx, row, event, acquirer);
    return after.status === row.status &&
      after.refundedAmount === row.refundedAmount &&
      after.refundPendingAmount === row.refundPendingAmount
      ? 'ignored'
      : 'applied';
  });
}
