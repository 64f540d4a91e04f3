import { z } from 'zod';
import { paymentMethods } from '../fees/fee-profile.ts';
import { amountLimits, boundedCents } from '../money/limits.ts';
import { transactionStatuses } from '../states/transaction.ts';
import { cardInputSchema, cardTokenRefSchema } from './card-tokens.ts';
import { requiredText } from './common.ts';
import { customerInputSchema } from './customer.ts';
import { apiModes } from './integrations.ts';
import { chargeSchema, chargesPageSchema, orderDetailSchema } from './orders.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

export { buyerDocumentSchema, customerInputSchema } from './customer.ts';
export {
  type Charge,
  type ChargesPage,
  chargeSchema,
  chargesPageSchema,
  type OrderDetail,
  orderDetailSchema,
} from './orders.ts';

export const chargeCardSchema = z.union([cardTokenRefSchema, cardInputSchema], {
  error: 'validation.invalid',
});

export const createChargeSchema = z
  .object({
    amount: boundedCents(amountLimits.charge, 1),
    method: z.enum(paymentMethods, { error: 'validation.required' }),
    instalments: z
      .number()
      .int('validation.invalid')
      .min(1, 'validation.instalments')
      .max(12, 'validation.instalments')
      .default(1),
    description: requiredText(200),
    customer: customerInputSchema,
    /** A card token from /v1/tokens; raw card data only for sellers an admin allowed to send it. */
    card: chargeCardSchema.optional(),
    productId: z.string().uuid({ error: 'validation.invalid' }).optional(),
    metadata: z.record(z.string().max(40), z.string().max(500)).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.method === 'card' && !value.card)
      ctx.addIssue({ code: 'custom', path: ['card'], message: 'validation.required' });
    if (value.method !== 'card' && value.instalments !== 1)
      ctx.addIssue({ code: 'custom', path: ['instalments'], message: 'validation.instalments' });
  })
  .meta({ id: 'CreateCharge' });
export type CreateCharge = z.input<typeof createChargeSchema>;

export const refundRequestSchema = z
  .object({ amount: boundedCents(amountLimits.charge, 1).optional() })
  .meta({ id: 'RefundRequest' });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid');

/** The order filters without their cross-field rule, for lists that add filters of their own. */
const chargeFiltersSchema = pageQuerySchema.extend({
  status: z.enum(transactionStatuses, { error: 'validation.invalid' }).optional(),
  method: z.enum(paymentMethods, { error: 'validation.invalid' }).optional(),
  instalments: z.coerce
    .number()
    .int()
    .min(1, 'validation.instalments')
    .max(12, 'validation.instalments')
    .optional(),
  search: z.string().trim().max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** `true`: only sales won back by smart recovery; `false`: only the others. */
  recovered: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
});

const datesInOrder = {
  check: (q: { from?: string | undefined; to?: string | undefined }) =>
    !q.from || !q.to || q.from <= q.to,
  params: { path: ['to'], message: 'validation.dateOrder' },
};

export const chargesQuerySchema = chargeFiltersSchema.refine(
  datesInOrder.check,
  datesInOrder.params,
);
export type ChargesQuery = z.infer<typeof chargesQuerySchema>;

const orderSellerSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  fullName: z.string(),
});

/**
 * The admin's orders of every seller (/admin-order lists): the seller's filters, plus one seller,
 * one product and the mode (live unless asked; an admin never sees the two mixed).
 */
export const adminChargesQuerySchema = chargeFiltersSchema
  .extend({
    seller: z.string().uuid({ error: 'validation.invalid' }).optional(),
    product: z.string().uuid({ error: 'validation.invalid' }).optional(),
    mode: z.enum(apiModes, { error: 'validation.invalid' }).default('live'),
  })
  .refine(datesInOrder.check, datesInOrder.params)
  // Every order of every seller in one answer would be the whole table.
  .refine((q) => q.pageSize !== 'all' || Boolean(q.seller || q.product), {
    path: ['pageSize'],
    message: 'validation.invalid',
  });
export type AdminChargesQuery = z.infer<typeof adminChargesQuerySchema>;

export const adminChargeSchema = chargeSchema
  .extend({ seller: orderSellerSchema })
  .meta({ id: 'AdminCharge' });
export type AdminCharge = z.infer<typeof adminChargeSchema>;

export const adminChargesPageSchema = pageOf(adminChargeSchema).extend({
  totalExact: chargesPageSchema.shape.totalExact,
  /** Who the list is filtered by (a product's seller too); null without, or when unknown. */
  seller: orderSellerSchema.nullable(),
  product: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
});
export type AdminChargesPage = z.infer<typeof adminChargesPageSchema>;

/** A buyer named in a URL by their document, digits (CPF, CNPJ) or letters (new CNPJ). */
export const buyerDocumentParamsSchema = z.object({
  document: z.string().regex(/^[0-9A-Za-z]{11,14}$/, 'validation.invalid'),
});
export type BuyerDocumentParams = z.infer<typeof buyerDocumentParamsSchema>;

export const customerSummarySchema = z
  .object({
    document: z.string(),
    name: z.string(),
    email: z.string(),
    orders: z.number().int(),
    totalValue: z.number().int(),
    averageTicket: z.number().int(),
    lastPurchase: z.string().nullable(),
  })
  .meta({ id: 'Customer' });
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customersPageSchema = pageOf(customerSummarySchema);
export type CustomersPage = z.infer<typeof customersPageSchema>;
export const customersQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

export const adminOrderDetailSchema = orderDetailSchema
  .extend({
    seller: z.object({ id: z.string().uuid(), email: z.string(), fullName: z.string() }),
    postings: z.array(
      z.object({
        reference: z.string(),
        type: z.string(),
        account: z.string(),
        amount: z.number().int(),
        at: z.string(),
      }),
    ),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
