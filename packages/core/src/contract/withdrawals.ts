import { z } from 'zod';
import { amountLimits } from '../money/limits.ts';
import { pixKeyTypes } from '../pix/pix-key.ts';
import { withdrawalStatuses } from '../states/withdrawal.ts';
import { optionalText, requiredText, userDocumentStatuses } from './common.ts';
import { type PageQuery, pageOf, pageQuerySchema } from './pagination.ts';

export const requestWithdrawalSchema = z
  .object({
    amount: z
      .number({ error: 'validation.withdrawalAmount' })
      .int('validation.invalid')
      .min(1, 'validation.withdrawalAmount')
      .max(amountLimits.withdrawal, 'validation.amountTooLarge'),
    description: optionalText(140),
  })
  .meta({ id: 'RequestWithdrawal' });
export type RequestWithdrawal = z.input<typeof requestWithdrawalSchema>;

export const withdrawalEventSchema = z.object({
  status: z.enum(withdrawalStatuses),
  at: z.string(),
  actorType: z.enum(['seller', 'admin', 'system', 'provider']),
  note: z.string().nullable(),
});

export const withdrawalSchema = z
  .object({
    id: z.string().uuid(),
    amount: z.number().int(),
    fee: z.number().int(),
    payout: z.number().int(),
    status: z.enum(withdrawalStatuses),
    type: z.string(),
    pixKeyType: z.enum(pixKeyTypes),
    pixKey: z.string(),
    description: z.string().nullable(),
    rejectionReason: z.string().nullable(),
    failureReason: z.string().nullable(),
    requestedAt: z.string(),
    expectedArrivalAt: z.string(),
    completedAt: z.string().nullable(),
    timeline: z.array(withdrawalEventSchema),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid');

export const withdrawalsQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(withdrawalStatuses, { error: 'validation.invalid' }).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'validation.dateOrder',
  });
export type WithdrawalsQuery = z.infer<typeof withdrawalsQuerySchema>;
/** The history's filters, without the page. */
export type WithdrawalFilters = Omit<WithdrawalsQuery, keyof PageQuery>;
export const withdrawalsPageSchema = pageOf(withdrawalSchema);
export type WithdrawalsPage = z.infer<typeof withdrawalsPageSchema>;

/** What the request form needs to show limits, fee, destination and arrival before sending. */
export const withdrawalContextSchema = z
  .object({
    available: z.number().int(),
    withdrawalFee: z.number().int(),
    minimum: z.number().int(),
    maximum: z.number().int(),
    pixKey: z.object({ type: z.enum(pixKeyTypes), key: z.string() }).nullable(),
    documentStatus: z.enum(userDocumentStatuses),
    expectedArrivalAt: z.string(),
    canRequest: z.boolean(),
    blockedBy: z.enum(['documents', 'pix_key', 'negative_balance', 'impersonation']).nullable(),
  })
  .meta({ id: 'WithdrawalContext' });
export type WithdrawalContext = z.infer<typeof withdrawalContextSchema>;

export const adminWithdrawalSchema = withdrawalSchema
  .extend({
    notes: z.string().nullable(),
    seller: z.object({
      id: z.string().uuid(),
      email: z.string(),
      fullName: z.string(),
      documentStatus: z.enum(userDocumentStatuses),
      autoWithdrawal: z.boolean(),
    }),
    providerReference: z.string().nullable(),
  })
  .meta({ id: 'AdminWithdrawal' });
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const adminWithdrawalsQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(withdrawalStatuses, { error: 'validation.invalid' }).optional(),
    sellerId: z.string().uuid({ error: 'validation.invalid' }).optional(),
    search: z.string().trim().max(100).optional(),
    /** Requested on or after / on or before these São Paulo days. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'validation.dateOrder',
  });
export type AdminWithdrawalsQuery = z.infer<typeof adminWithdrawalsQuerySchema>;
/** The queue's filters, without the page. */
export type AdminWithdrawalFilters = Omit<AdminWithdrawalsQuery, keyof PageQuery>;
export const adminWithdrawalsPageSchema = pageOf(adminWithdrawalSchema);
export type AdminWithdrawalsPage = z.infer<typeof adminWithdrawalsPageSchema>;

export const adminWithdrawalDetailSchema = z.object({
  withdrawal: adminWithdrawalSchema,
  balance: z.object({
    available: z.number().int(),
    pending: z.number().int(),
    reserve: z.number().int(),
    withdrawing: z.number().int(),
  }),
});
export type AdminWithdrawalDetail = z.infer<typeof adminWithdrawalDetailSchema>;

export const rejectWithdrawalSchema = z
  .object({ reason: requiredText(500) })
  .meta({ id: 'RejectWithdrawal' });
export type RejectWithdrawal = z.infer<typeof rejectWithdrawalSchema>;
export const withdrawalNotesSchema = z.object({
  notes: z.string().trim().max(2000, 'validation.tooLong'),
});
export type WithdrawalNotes = z.infer<typeof withdrawalNotesSchema>;
export const bulkApproveSchema = z.object({
  ids: z
    .array(z.string().uuid({ error: 'validation.invalid' }))
    .min(1, 'validation.required')
    .max(200, 'validation.tooLong'),
});
export type BulkApprove = z.infer<typeof bulkApproveSchema>;
/** Approved ids, and the others with the code that refused them (already decided, say). */
export const bulkApproveResponseSchema = z.object({
  approved: z.array(z.string().uuid()),
  skipped: z.array(z.object({ id: z.string().uuid(), code: z.string() })),
});
export type BulkApproveResponse = z.infer<typeof bulkApproveResponseSchema>;
