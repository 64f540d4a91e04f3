import { z } from 'zod';
import { paymentMethods } from '../fees/fee-profile.ts';
import { amountLimits, boundedCents } from '../money/limits.ts';
import { transactionStatuses } from '../states/transaction.ts';
import { checkoutAffiliateSchema } from './affiliates.ts';
import { cardTokenRefSchema } from './card-tokens.ts';
import { customerInputSchema } from './charges.ts';
import { optionalText, requiredText } from './common.ts';

export const productInputSchema = z
  .object({
    name: requiredText(120),
    description: optionalText(2000),
    price: boundedCents(amountLimits.charge, 1),
    methods: z
      .array(z.enum(paymentMethods, { error: 'validation.invalid' }))
      .min(1, 'validation.required'),
    maxInstalments: z
      .number()
      .int()
      .min(1, 'validation.instalments')
      .max(12, 'validation.instalments')
      .default(12),
    active: z.boolean().default(true),
  })
  .meta({ id: 'ProductRequest' });
export type ProductInput = z.input<typeof productInputSchema>;

export const productSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    description: z.string().nullable(),
    price: z.number().int(),
    methods: z.array(z.enum(paymentMethods)),
    maxInstalments: z.number().int(),
    active: z.boolean(),
    /** Taken off sale by the platform's team, with their reason: only they put it back. */
    blocked: z.object({ at: z.string(), reason: z.string() }).nullable(),
    imageUrl: z.string().nullable(),
    checkoutUrl: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const productsListSchema = z.object({ items: z.array(productSchema) });
export type ProductsList = z.infer<typeof productsListSchema>;

export const checkoutSchema = z
  .object({
    product: z.object({
      id: z.string().uuid(),
      name: z.string(),
      description: z.string().nullable(),
      price: z.number().int(),
      imageUrl: z.string().nullable(),
    }),
    seller: z.object({ name: z.string() }),
    methods: z.array(z.enum(paymentMethods)),
    instalmentOptions: z.array(
      z.object({
        instalments: z.number().int(),
        total: z.number().int(),
        instalmentValue: z.number().int(),
        firstInstalmentValue: z.number().int(),
      }),
    ),
    testMode: z.boolean(),
    /** The seller's public key of the checkout's mode, for tokenising the card in the browser. */
    publicKey: z.string().nullable(),
  })
  .meta({ id: 'Checkout' });
export type Checkout = z.infer<typeof checkoutSchema>;

export const checkoutChargeRequestSchema = z
  .object({
    method: z.enum(paymentMethods, { error: 'validation.required' }),
    instalments: z
      .number()
      .int()
      .min(1, 'validation.instalments')
      .max(12, 'validation.instalments')
      .default(1),
    customer: customerInputSchema,
    /** The hosted checkout tokenises in the browser: only a token reaches this route. */
    card: cardTokenRefSchema.optional(),
    /** The lead this checkout recorded (`POST …/leads`): its abandoned-checkout run stops. */
    leadToken: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.invalid')
      .optional(),
    /** The recovery link the buyer came back through: the sale is credited to its message. */
    recoveryToken: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.invalid')
      .optional(),
    affiliate: checkoutAffiliateSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.method === 'card' && !value.card)
      ctx.addIssue({ code: 'custom', path: ['card'], message: 'validation.required' });
  })
  .meta({ id: 'CheckoutChargeRequest' });
export type CheckoutChargeRequest = z.input<typeof checkoutChargeRequestSchema>;

/** What the buyer's page may know about their own payment. */
export const checkoutChargeSchema = z
  .object({
    id: z.string().uuid(),
    status: z.enum(transactionStatuses),
    method: z.enum(paymentMethods),
    instalments: z.number().int(),
    buyerTotal: z.number().int(),
    pix: z.object({ brCode: z.string(), expiresAt: z.string() }).nullable(),
    boleto: z.object({ barcode: z.string(), line: z.string(), dueDate: z.string() }).nullable(),
    declineReason: z.string().nullable(),
    testMode: z.boolean(),
  })
  .meta({ id: 'CheckoutCharge' });
export type CheckoutCharge = z.infer<typeof checkoutChargeSchema>;
