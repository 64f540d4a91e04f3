import { z } from 'zod';
import { feeCentsSchema } from '../money/cents.ts';
import { percentageField } from '../money/percentage.ts';
import { optionalText } from './common.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

/** How long a click counts, in days; null is for ever ("permanent"). */
export const cookieWindows = [30, 60, 90, 180] as const;
export const attributionModels = ['last_click', 'first_click'] as const;
export type AttributionModel = (typeof attributionModels)[number];
export const affiliationApprovals = ['open', 'approval'] as const;
export const affiliationStatuses = ['pending', 'approved', 'refused', 'blocked'] as const;
export type AffiliationStatus = (typeof affiliationStatuses)[number];
/** Days between a change of commission and the first click it applies to. */
export const commissionNoticeDays = 3;

const uuid = z.string().uuid({ error: 'validation.invalid' });
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid');

export const commissionTermsSchema = z.object({
  /** Of the seller's net; at most 90 % so the seller always keeps part of each sale. */
  percentage: percentageField('90'),
  fixed: feeCentsSchema,
});
export type CommissionTermsInput = z.infer<typeof commissionTermsSchema>;

/** The seller's programme for one product (PUT /web/products/:id/affiliate-program). */
export const affiliateProgramInputSchema = z.object({
  enabled: z.boolean({ error: 'validation.required' }),
  commission: commissionTermsSchema,
  cookieDays: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .refine((days) => (cookieWindows as readonly number[]).includes(days), 'validation.invalid')
    .nullable(),
  attribution: z.enum(attributionModels, { error: 'validation.invalid' }),
  approval: z.enum(affiliationApprovals, { error: 'validation.invalid' }),
  listed: z.boolean({ error: 'validation.required' }),
  shareBuyerContact: z.boolean({ error: 'validation.required' }),
});
export type AffiliateProgramInput = z.infer<typeof affiliateProgramInputSchema>;

const termsSchema = z.object({ percentage: z.string(), fixed: z.number().int() });
/** A change of commission announced to affiliates, applying to clicks from `effectiveFrom`. */
const scheduledTermsSchema = termsSchema.extend({ effectiveFrom: z.string() });

export const affiliateProgramSchema = z
  .object({
    productId: z.string().uuid(),
    enabled: z.boolean(),
    commission: termsSchema,
    scheduledCommission: scheduledTermsSchema.nullable(),
    cookieDays: z.number().int().nullable(),
    attribution: z.enum(attributionModels),
    approval: z.enum(affiliationApprovals),
    listed: z.boolean(),
    shareBuyerContact: z.boolean(),
    /** The private invite link: /affiliates?invite=<code>. */
    inviteCode: z.string(),
    affiliates: z.object({ pending: z.number().int(), approved: z.number().int() }),
  })
  .meta({ id: 'AffiliateProgram' });
export type AffiliateProgram = z.infer<typeof affiliateProgramSchema>;

export const marketplaceQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100, 'validation.tooLong').optional(),
  /** An unlisted programme is found only by its invite code. */
  invite: z
    .string()
    .regex(/^[A-Za-z0-9]{6,20}$/, 'validation.invalid')
    .optional(),
});
export type MarketplaceQuery = z.infer<typeof marketplaceQuerySchema>;

const myAffiliationSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(affiliationStatuses),
  reason: z.string().nullable(),
  /** The affiliate's short link, once approved. */
  link: z.string().nullable(),
});

export const marketplaceItemSchema = z.object({
  productId: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: z.number().int(),
  seller: z.object({ tradeName: z.string() }),
  commission: termsSchema,
  scheduledCommission: scheduledTermsSchema.nullable(),
  /** What the affiliate earns on a sale at the product's price (Pix, or card in one instalment). */
  commissionPerSale: z.number().int(),
  cookieDays: z.number().int().nullable(),
  attribution: z.enum(attributionModels),
  approval: z.enum(affiliationApprovals),
  /** The caller's own product: they cannot be its affiliate. */
  own: z.boolean(),
  affiliation: myAffiliationSchema.nullable(),
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;
export const marketplacePageSchema = pageOf(marketplaceItemSchema).meta({ id: 'Marketplace' });
export type MarketplacePage = z.infer<typeof marketplacePageSchema>;

export const affiliationRequestSchema = z.object({
  productId: uuid,
  invite: z.string().max(20, 'validation.tooLong').optional(),
});
export type AffiliationRequest = z.infer<typeof affiliationRequestSchema>;

export const affiliationDecisionSchema = z
  .object({
    action: z.enum(['approve', 'refuse', 'block', 'unblock'], { error: 'validation.invalid' }),
    reason: optionalText(500),
  })
  .superRefine((value, ctx) => {
    if ((value.action === 'refuse' || value.action === 'block') && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
  });
export type AffiliationDecision = z.infer<typeof affiliationDecisionSchema>;

const commissionTotalsSchema = z.object({
  pending: z.number().int(),
  available: z.number().int(),
  reversed: z.number().int(),
});

/** One of the caller's affiliations, as the affiliate sees it (GET /web/affiliates/links). */
export const affiliateLinkSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(affiliationStatuses),
  reason: z.string().nullable(),
  link: z.string().nullable(),
  product: z.object({
    id: z.string().uuid(),
    name: z.string(),
    price: z.number().int(),
    imageUrl: z.string().nullable(),
  }),
  seller: z.object({ tradeName: z.string() }),
  commission: termsSchema,
  scheduledCommission: scheduledTermsSchema.nullable(),
  cookieDays: z.number().int().nullable(),
  clicks: z.number().int(),
  sales: z.number().int(),
  /**
   * Clicks of the period that became a sale ÷ clicks, a percentage with one decimal ("2.5"); null
   * without clicks.
   */
  conversion: z.string().nullable(),
  commissions: commissionTotalsSchema,
});
export type AffiliateLink = z.infer<typeof affiliateLinkSchema>;

export const affiliatePeriodSchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'validation.dateOrder',
  });

export const affiliateLinksSchema = z
  .object({ items: z.array(affiliateLinkSchema), totals: commissionTotalsSchema })
  .meta({ id: 'AffiliateLinks' });
export type AffiliateLinks = z.infer<typeof affiliateLinksSchema>;

export const commissionStatuses = ['pending', 'available', 'reversed'] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];

export const commissionQuerySchema = pageQuerySchema
  .extend({
    from: isoDay.optional(),
    to: isoDay.optional(),
    productId: uuid.optional(),
    status: z.enum(commissionStatuses, { error: 'validation.invalid' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'validation.dateOrder',
  });
export type CommissionQuery = z.infer<typeof commissionQuerySchema>;

/** A sale the caller earned a commission on; the buyer only as far as the seller shares them. */
export const commissionSchema = z.object({
  chargeId: z.string().uuid(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  product: z.object({ id: z.string().uuid().nullable(), name: z.string() }),
  method: z.string(),
  amount: z.number().int(),
  commission: z.number().int(),
  /** Given back on refunds and chargebacks so far. */
  reversed: z.number().int(),
  status: z.enum(commissionStatuses),
  buyer: z.object({ name: z.string(), email: z.string().nullable() }),
});
export type Commission = z.infer<typeof commissionSchema>;
export const commissionPageSchema = pageOf(commissionSchema)
  .extend({ totals: commissionTotalsSchema })
  .meta({ id: 'CommissionPage' });
export type CommissionPage = z.infer<typeof commissionPageSchema>;

/** An affiliate of the caller's products, as the producer sees them. */
export const producerAffiliateSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(affiliationStatuses),
  reason: z.string().nullable(),
  affiliate: z.object({ id: z.string().uuid(), name: z.string(), email: z.string() }),
  product: z.object({ id: z.string().uuid(), name: z.string() }),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  sales: z.number().int(),
  volume: z.number().int(),
  /** Commissions of paid sales, net of reversals. */
  commissions: z.number().int(),
});
export type ProducerAffiliate = z.infer<typeof producerAffiliateSchema>;
export const producerAffiliatesQuerySchema = pageQuerySchema.extend({
  status: z.enum(affiliationStatuses, { error: 'validation.invalid' }).optional(),
  productId: uuid.optional(),
});
export type ProducerAffiliatesQuery = z.infer<typeof producerAffiliatesQuerySchema>;
export const producerAffiliatesPageSchema = pageOf(producerAffiliateSchema).meta({
  id: 'ProducerAffiliates',
});
export type ProducerAffiliatesPage = z.infer<typeof producerAffiliatesPageSchema>;

export const affiliateCodeSchema = z.string().regex(/^[A-Za-z0-9]{6,20}$/, 'validation.invalid');
export const affiliateCodeParamsSchema = z.object({ code: affiliateCodeSchema });

/**
 * The affiliate link the buyer came through (/go/<code> → ?aff=<code>&click=<id>), carried by the
 * checkout so the sale is attributed even without the cookie.
 */
export const checkoutAffiliateSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9]{6,20}$/, 'validation.invalid'),
  clickId: z.string().uuid({ error: 'validation.invalid' }).optional(),
});

// ------------------------------------------------------------------ Referrals

export const referredStatuses = ['registered', 'verified', 'selling'] as const;
export type ReferredStatus = (typeof referredStatuses)[number];

export const referralsSchema = z
  .object({
    code: z.string(),
    /** /join/<code>: opens registration and remembers the referrer for 30 days (first touch). */
    link: z.string(),
    terms: z.object({ percentage: z.string(), months: z.number().int() }),
    referred: z.array(
      z.object({
        id: z.string().uuid(),
        /** The referred seller's trade name; their contact stays theirs. */
        name: z.string(),
        registeredAt: z.string(),
        /** Earnings stop after this moment (registration + the months of the terms). */
        earnsUntil: z.string(),
        status: z.enum(referredStatuses),
        earned: z.number().int(),
      }),
    ),
    /** Earnings by São Paulo month of the sale, net of reversals, oldest first. */
    byMonth: z.array(z.object({ month: z.string(), amount: z.number().int() })),
    totals: z.object({ earned: z.number().int(), pending: z.number().int() }),
  })
  .meta({ id: 'Referrals' });
export type Referrals = z.infer<typeof referralsSchema>;

export const referralCodeSchema = z.string().regex(/^[A-Za-z0-9]{6,20}$/, 'validation.invalid');
export const referralCodeParamsSchema = z.object({ code: referralCodeSchema });
