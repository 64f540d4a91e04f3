import { z } from 'zod';
import { requiredText } from './common.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

/** Why an acquirer's notice was held instead of applied (see payments/discrepancies.ts). */
export const discrepancyReasons = [
  'refund_exceeds_refundable',
  'refund_unattributed',
  'refund_amount_missing',
  'chargeback_exceeds_refundable',
  'paid_amount_mismatch',
  'refund_confirmation_rejected',
  'paid_after_technical_error',
  'paid_twice',
] as const;
export type DiscrepancyReason = (typeof discrepancyReasons)[number];

export const discrepancyStatuses = ['open', 'resolved'] as const;

export const discrepancySchema = z
  .object({
    id: z.string().uuid(),
    acquirer: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
    transactionId: z.string().uuid().nullable(),
    seller: z.object({ id: z.string().uuid(), email: z.string() }).nullable(),
    eventId: z.string().nullable(),
    eventType: z.string(),
    reason: z.enum(discrepancyReasons),
    /** What the acquirer said, and what the ledger expected, in centavos. */
    reportedAmount: z.number().int().nullable(),
    expectedAmount: z.number().int().nullable(),
    status: z.enum(discrepancyStatuses),
    note: z.string().nullable(),
    resolvedBy: z.object({ id: z.string().uuid(), email: z.string() }).nullable(),
    resolvedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AcquirerDiscrepancy' });
export type Discrepancy = z.infer<typeof discrepancySchema>;

export const discrepanciesQuerySchema = pageQuerySchema.extend({
  status: z.enum(discrepancyStatuses, { error: 'validation.invalid' }).optional(),
});
export type DiscrepanciesQuery = z.infer<typeof discrepanciesQuerySchema>;

export const discrepanciesPageSchema = pageOf(discrepancySchema).extend({
  open: z.number().int(),
});
export type DiscrepanciesPage = z.infer<typeof discrepanciesPageSchema>;
export type DiscrepancyStatus = (typeof discrepancyStatuses)[number];

export const resolveDiscrepancySchema = z
  .object({ note: requiredText(1000) })
  .meta({ id: 'ResolveDiscrepancy' });
export type ResolveDiscrepancy = z.infer<typeof resolveDiscrepancySchema>;
