import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { sandboxCharges } from '../../db/schema.ts';
import type { SandboxWebhookBody } from './sandbox-webhook.ts';
import type { AcquirerWebhookEvent } from './types.ts';

export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

/**
 * A refund is kept as a row of its own (method "refund", reference "refund:<acquirer>:<refund
 * reference>", acquirer reference of the refunded charge), so the primary key makes a refund
 * reference count once without another table.
 */
export const refundMethod = 'refund';

/** Statuses whose webhook the sandbox owes while `webhookSentAt` is null. */
const webhookTypes: Partial<Record<string, AcquirerWebhookEvent['type']>> = {
  paid: 'paid',
  expired: 'expired',
  chargeback: 'chargeback',
  in_protest: 'in_protest',
  protest_won: 'protest_won',
};
/** A refund row is always `refunded`: its notice is owed like a charge's. */
export const webhookStatuses = [...Object.keys(webhookTypes), 'refunded'];

export const refundableStatuses = ['paid', 'protest_won'];

/** A charge (never one of its refund rows) of this acquirer by its acquirer reference. */
export const chargeWhere = (acquirerId: string, acquirerReference: string) =>
  and(
    eq(sandboxCharges.acquirerId, acquirerId),
    eq(sandboxCharges.acquirerReference, acquirerReference),
    ne(sandboxCharges.method, refundMethod),
  );

/** The webhook of the row's current status; the same event id every time it is retried. */
export function webhookBodyOf(row: SandboxChargeRow): SandboxWebhookBody | null {
  if (row.method === refundMethod)
    return {
      id: `evt_${createHash('sha256').update(row.reference).digest('hex').slice(0, 24)}_refunded`,
      type: 'refunded',
      reference: null,
      acquirerReference: row.acquirerReference,
      amount: row.refundedAmount,
    };
  const type = webhookTypes[row.status];
  if (!type) return null;
  const amount =
    type === 'paid' || type === 'expired' ? row.amount : row.amount - row.refundedAmount;
  return {
    id: `evt_${row.acquirerReference}_${type}`,
    type,
    reference: row.reference,
    acquirerReference: row.acquirerReference,
    amount,
  };
}
