import { z } from 'zod';
import { paymentMethods } from '../fees/fee-profile.ts';
import { amountLimits, boundedCents } from '../money/limits.ts';
import { checkoutAffiliateSchema } from './affiliates.ts';
import { cardTokenRefSchema } from './card-tokens.ts';
import { optionalText, requiredText } from './common.ts';
import { customerInputSchema } from './customer.ts';

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

export {
  type Checkout,
  type CheckoutCharge,
  checkoutChargeSchema,
  checkoutSchema,
} from './checkout.ts';
