import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxCharges } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { WebhookDelivery } from '../payouts/sandbox.ts';
import { type SandboxChargeRow, webhookBodyOf } from './sandbox-rows.ts';
import { sandboxWebhook } from './sandbox-webhook.ts';

export type SandboxSender = (row: SandboxChargeRow) => Promise<boolean>;

/**
 * Sends the webhook of a row that was marked sent when it was claimed. A failed delivery clears
 * the mark again (unless the row moved on meanwhile), so the next `settleDue` retries it.
 */
export function sandboxSender(options: {
  db: Db;
  clock: Clock;
  acquirerId: string;
  secret: string;
  deliver: WebhookDelivery;
  onError: (error: unknown) => void;
}): SandboxSender {
  const { db, clock, acquirerId, secret, deliver, onError } = options;
  return async (row) => {
    const body = webhookBodyOf(row);
    if (!body) return true;
    try {
      await deliver(sandboxWebhook(acquirerId, secret, body, clock.now()));
      return true;
    } catch (error) {
      const claimedAt = row.webhookSentAt;
      await db
        .update(sandboxCharges)
        .set({ webhookSentAt: null })
        .where(
          and(
            eq(sandboxCharges.reference, row.reference),
            eq(sandboxCharges.status, row.status),
            ...(claimedAt ? [eq(sandboxCharges.webhookSentAt, claimedAt)] : []),
          ),
        );
      onError(error);
      return false;
    }
  };
}
