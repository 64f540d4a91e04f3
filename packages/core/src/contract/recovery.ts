import { z } from 'zod';
import { amountLimits, boundedCents } from '../money/limits.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

/*
 * Smart recovery (issue 16): the seller's recovery balance, a ledger account apart from sales
 * money (docs/money.md §13), topped up only by a Pix charge the platform makes to the seller and
 * debited per outreach message at the platform's price for its channel.
 */

export { type RecoveryChannel, recoveryChannels } from '../states/recovery.ts';

/**
 * A top-up's life: `pending` while its Pix QR code may be paid, then `paid` (the balance was
 * credited), `expired` (not paid in time) or `failed` (no acquirer could make the Pix code).
 */
export const recoveryTopUpStatuses = ['pending', 'paid', 'expired', 'failed'] as const;
export type RecoveryTopUpStatus = (typeof recoveryTopUpStatuses)[number];

/**
 * Stage 1 of the dialog: the amount. The platform's minimum and maximum (platform settings
 * `recoveryTopUpMinimum` / `recoveryTopUpMaximum`) are checked by the server, which answers
 * `recovery.topup_below_minimum` / `recovery.topup_above_maximum` on the `amount` field. Sent with
 * an `Idempotency-Key` header: a retry answers the same top-up (200; a new one is 201).
 * When no acquirer can make the Pix code, the answer is still the top-up, `failed` with its
 * `failureReason`, so the dialog shows its failed stage; `recovery.topup_unavailable` (503) means
 * Pix is switched off platform-wide and nothing was made. 403 `recovery.documents_not_approved`
 * until the seller's documents are approved, `impersonation.forbidden_action` for an admin acting
 * as the seller.
 */
export const createRecoveryTopUpSchema = z
  .object({ amount: boundedCents(amountLimits.topUp, 1) })
  .meta({ id: 'CreateRecoveryTopUp' });
export type CreateRecoveryTopUp = z.input<typeof createRecoveryTopUpSchema>;

const recoveryTopUpFields = z.object({
  id: z.string().uuid(),
  amount: z.number().int(),
  status: z.enum(recoveryTopUpStatuses),
  /** Stage 2 and 3: the dynamic BR Code (copy and paste, drawn as a QR code) until it expires. */
  pix: z.object({ brCode: z.string(), expiresAt: z.string() }).nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When a pending top-up stops being payable; when an expired one stopped. */
  expiresAt: z.string().nullable(),
  /** `no_acquirer`, `all_acquirers_failed` (technical failures) or `declined`. */
  failureReason: z.string().nullable(),
});
export const recoveryTopUpSchema = recoveryTopUpFields.meta({ id: 'RecoveryTopUp' });
export type RecoveryTopUp = z.infer<typeof recoveryTopUpSchema>;

export const recoveryPricesSchema = z.object({
  email: z.number().int(),
  sms: z.number().int(),
  whatsapp: z.number().int(),
});
export type RecoveryPrices = z.infer<typeof recoveryPricesSchema>;

/** `GET /web/recovery/balance`: the balance, what a message costs, and the top-up limits. */
export const recoveryBalanceResponseSchema = z
  .object({
    balance: z.number().int(),
    prices: recoveryPricesSchema,
    topUpMinimum: z.number().int(),
    topUpMaximum: z.number().int(),
    /** The latest top-up still waiting for its Pix payment, so the dialog can resume it. */
    // Inline, not a reference: OpenAPI 3.0 cannot make a referenced schema nullable.
    pendingTopUp: recoveryTopUpFields.nullable(),
  })
  .meta({ id: 'RecoveryBalance' });
export type RecoveryBalanceResponse = z.infer<typeof recoveryBalanceResponseSchema>;

export const recoveryTopUpsQuerySchema = pageQuerySchema.extend({
  status: z.enum(recoveryTopUpStatuses, { error: 'validation.invalid' }).optional(),
});
export type RecoveryTopUpsQuery = z.infer<typeof recoveryTopUpsQuerySchema>;
export const recoveryTopUpPageSchema = pageOf(recoveryTopUpSchema);
export type RecoveryTopUpPage = z.infer<typeof recoveryTopUpPageSchema>;

/** Admin → Management → Recovery: every seller's recovery balance and top-ups. */
export const adminRecoveryBalancesQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});
export type AdminRecoveryBalancesQuery = z.infer<typeof adminRecoveryBalancesQuerySchema>;

export const adminRecoveryBalanceRowSchema = z
  .object({
    sellerId: z.string().uuid(),
    name: z.string(),
    email: z.string(),
    balance: z.number().int(),
    toppedUp: z.number().int(),
    spent: z.number().int(),
    lastTopUpAt: z.string().nullable(),
  })
  .meta({ id: 'AdminRecoveryBalanceRow' });
export type AdminRecoveryBalanceRow = z.infer<typeof adminRecoveryBalanceRowSchema>;
export const adminRecoveryBalancePageSchema = pageOf(adminRecoveryBalanceRowSchema);
export type AdminRecoveryBalancePage = z.infer<typeof adminRecoveryBalancePageSchema>;
