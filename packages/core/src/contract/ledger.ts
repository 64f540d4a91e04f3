import { z } from 'zod';
import { anticipationSimulationResponseSchema } from './fees.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

export { type BalanceResponse, balanceResponseSchema } from './balance.ts';

const cents = z.number().int();

export const sellerAccountKinds = [
  'pending',
  'reserve',
  'available',
  'withdrawing',
  'recovery',
] as const;
export type SellerAccountKind = (typeof sellerAccountKinds)[number];
export const ledgerTransactionTypes = [
  'sale',
  'release',
  'reserve_release',
  'anticipation',
  'refund',
  'chargeback',
  'withdrawal',
  'withdrawal_reversal',
  'recovery_topup',
  'recovery_charge',
  'recovery_refund',
  'adjustment',
  // A sale's, refund's or chargeback's lines on an affiliate's or referrer's accounts: the ledger
  // records one transaction per business event, and these name the part that is theirs.
  'affiliate_commission',
  'affiliate_reversal',
  'referral_commission',
  'referral_reversal',
] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid');

const datesInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const datesOutOfOrder = { path: ['to'], message: 'validation.dateOrder' };

/** What a seller filters their statement by; the admin's movements widen it (see below). */
const statementFilters = {
  account: z.enum(sellerAccountKinds, { error: 'validation.invalid' }).optional(),
  type: z.string().trim().max(40).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
};

export const statementQuerySchema = pageQuerySchema
  .extend(statementFilters)
  .refine(datesInOrder, datesOutOfOrder);
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementLineSchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    type: z.string(),
    account: z.string(),
    amount: cents,
    reference: z.string(),
    description: z.string().nullable(),
  })
  .meta({ id: 'StatementLine' });
export type StatementLine = z.infer<typeof statementLineSchema>;
export const statementPageSchema = pageOf(statementLineSchema);
export type StatementPage = z.infer<typeof statementPageSchema>;

/**
 * The statement's filters over the whole ledger: any seller (`userId`), and `account` as an
 * account code (`seller:<id>:available`, `platform:revenue`) rather than a seller's account kind.
 */
export const movementsQuerySchema = pageQuerySchema
  .extend({
    userId: z.string().uuid({ error: 'validation.invalid' }).optional(),
    ...statementFilters,
    account: z.string().trim().max(120).optional(),
  })
  .refine(datesInOrder, datesOutOfOrder);
export type MovementsQuery = z.infer<typeof movementsQuerySchema>;

export const movementSchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    transactionId: z.string().uuid(),
    reference: z.string(),
    type: z.string(),
    account: z.string(),
    seller: z.object({ id: z.string().uuid(), email: z.string() }).nullable(),
    amount: cents,
  })
  .meta({ id: 'Movement' });
export type Movement = z.infer<typeof movementSchema>;
export const movementsPageSchema = pageOf(movementSchema);
export type MovementsPage = z.infer<typeof movementsPageSchema>;

export const anticipationRequestSchema = z
  .object({
    orderIds: z
      .array(z.string().uuid({ error: 'validation.invalid' }))
      .max(500)
      .optional(),
  })
  .meta({ id: 'AnticipationRequest' });
export type AnticipationRequest = z.infer<typeof anticipationRequestSchema>;

/** A request answers the simulation it carried out; `replayed`: the same Idempotency-Key again. */
export const anticipationResultSchema = anticipationSimulationResponseSchema.extend({
  transactionId: z.string().uuid(),
  replayed: z.boolean(),
});
export type AnticipationResult = z.infer<typeof anticipationResultSchema>;
