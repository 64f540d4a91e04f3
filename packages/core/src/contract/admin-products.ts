import { z } from 'zod';
import { optionalText } from './common.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

const flag = z.enum(['true', 'false'], { error: 'validation.invalid' }).optional();

/** Admin → Management → Products: every seller's products. */
export const adminProductsQuerySchema = pageQuerySchema.extend({
  /** The product's name or its seller's trade name or email. */
  search: z.string().trim().max(100, 'validation.tooLong').optional(),
  active: flag,
  /** Whether the product's affiliate programme is switched on. */
  affiliates: flag,
  sellerId: z.string().uuid({ error: 'validation.invalid' }).optional(),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

export const adminProductSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  price: z.number().int(),
  active: z.boolean(),
  /** Taken off sale by an admin: only an admin puts it back. */
  blocked: z.object({ at: z.string(), reason: z.string() }).nullable(),
  seller: z.object({ id: z.string().uuid(), email: z.string(), tradeName: z.string() }),
  affiliateProgram: z.boolean(),
  /** Live sales paid (refunded and charged back included), and their buyers' totals less refunds. */
  sales: z.number().int(),
  volume: z.number().int(),
  imageUrl: z.string().nullable(),
  checkoutUrl: z.string(),
  createdAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductsPageSchema = pageOf(adminProductSchema).meta({ id: 'AdminProducts' });
export type AdminProductsPage = z.infer<typeof adminProductsPageSchema>;

/** Off sale with the reason the seller is told, or back on sale. */
export const adminProductActionSchema = z
  .object({
    action: z.enum(['deactivate', 'reactivate'], { error: 'validation.invalid' }),
    reason: optionalText(500),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'deactivate' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
  });
export type AdminProductAction = z.infer<typeof adminProductActionSchema>;

// ------------------------------------------------------------------ Super-admin switches

export const platformSwitchNames = [
  'withdrawalsPaused',
  'salesPaused',
  'registrationsPaused',
] as const;
export type PlatformSwitchName = (typeof platformSwitchNames)[number];

export const platformSwitchesSchema = z
  .object({
    /** New withdrawal requests are refused (those already made go on). */
    withdrawalsPaused: z.boolean(),
    /** New charges are refused: hosted checkouts and /v1 (pending ones may still be paid). */
    salesPaused: z.boolean(),
    /** New sellers cannot register. */
    registrationsPaused: z.boolean(),
    updatedAt: z.string().nullable(),
    updatedBy: z.object({ id: z.string().uuid(), email: z.string() }).nullable(),
  })
  .meta({ id: 'PlatformSwitches' });
export type PlatformSwitches = z.infer<typeof platformSwitchesSchema>;

export const platformSwitchesInputSchema = z.object({
  withdrawalsPaused: z.boolean({ error: 'validation.required' }),
  salesPaused: z.boolean({ error: 'validation.required' }),
  registrationsPaused: z.boolean({ error: 'validation.required' }),
});
export type PlatformSwitchesInput = z.infer<typeof platformSwitchesInputSchema>;
