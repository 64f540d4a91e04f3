import { z } from 'zod';
import { pageOf, pageQuerySchema } from './pagination.ts';

const cents = z.number().int();
const releaseDay = z.object({ date: z.string(), amount: cents });

export const balanceResponseSchema = z
  .object({
    available: cents,
    pending: cents,
    reserve: cents,
    withdrawing: cents,
    nextPendingReleases: z.array(releaseDay),
    nextReserveReleases: z.array(releaseDay),
  })
  .meta({ id: 'Balance' });
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

export const sellerAccountKinds = [
  'pending',
  'reserve',
  'available',
  'withdrawing',
  'recovery',
] as const;
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
  'adjustment',
] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid');

export const statementQuerySchema = pageQuerySchema
  .extend({
    account: z.enum(sellerAccountKinds, { error: 'validation.invalid' }).optional(),
    type: z.string().trim().max(40).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'validation.dateOrder',
  });

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

export const movementsQuerySchema = pageQuerySchema
  .extend({
    userId: z.string().uuid({ error: 'validation.invalid' }).optional(),
    account: z.string().trim().max(120).optional(),
    type: z.string().trim().max(40).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'validation.dateOrder',
  });

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
export const movementsPageSchema = pageOf(movementSchema);

export const anticipationRequestSchema = z
  .object({
    orderIds: z
      .array(z.string().uuid({ error: 'validation.invalid' }))
      .max(500)
      .optional(),
  })
  .meta({ id: 'AnticipationRequest' });
