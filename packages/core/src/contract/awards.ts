import { z } from 'zod';
import { isValidCpf } from '../documents/cpf.ts';
import { isValidPhone } from '../documents/phone.ts';
import { isValidPostalCode } from '../documents/postal-code.ts';
import { optionalText, requiredText } from './common.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

/**
 * Awards (issue 18): milestones of a seller's lifetime paid sales, net of refunds and chargebacks
 * (the admin's "total invoiced"). A physical award is claimed with where to ship it and to whom;
 * admins then approve, ship, deliver or refuse it.
 */
export const awardKinds = ['physical', 'digital'] as const;
export type AwardKind = (typeof awardKinds)[number];

export const awardClaimStatuses = [
  'requested',
  'approved',
  'shipped',
  'delivered',
  'refused',
] as const;
export type AwardClaimStatus = (typeof awardClaimStatuses)[number];

/** Where an admin may move a claim from each status: approve before shipping, refuse until shipped. */
export const awardClaimTransitions = {
  requested: ['approved', 'refused'],
  approved: ['shipped', 'refused'],
  shipped: ['delivered'],
  delivered: [],
  refused: [],
} as const satisfies Record<AwardClaimStatus, readonly AwardClaimStatus[]>;

export type AwardClaimTarget = Exclude<AwardClaimStatus, 'requested'>;
export const awardClaimTargets = ['approved', 'shipped', 'delivered', 'refused'] as const;

export const canMoveAwardClaim = (from: AwardClaimStatus, to: AwardClaimStatus) =>
  (awardClaimTransitions[from] as readonly AwardClaimStatus[]).includes(to);

/** The highest tier an admin may set: R$ 1 billion ("10M and beyond" with room to spare). */
export const awardThresholdMax = 100_000_000_000;

// ------------------------------------------------------------------ Tiers

export const awardTierInputSchema = z
  .object({
    name: requiredText(80),
    /** Centavos of total invoiced that reach the tier. */
    threshold: z
      .number({ error: 'validation.required' })
      .int('validation.invalid')
      .min(1, 'validation.amountTooSmall')
      .max(awardThresholdMax, 'validation.amountTooLarge'),
    description: optionalText(500),
    kind: z.enum(awardKinds, { error: 'validation.required' }),
    active: z.boolean().default(true),
  })
  .meta({ id: 'AwardTierRequest' });
export type AwardTierInput = z.input<typeof awardTierInputSchema>;

export const awardTierSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    threshold: z.number().int(),
    description: z.string().nullable(),
    kind: z.enum(awardKinds),
    active: z.boolean(),
    imageUrl: z.string().nullable(),
    /** Sellers who reached it. */
    reachedCount: z.number().int(),
    /** Claims of it waiting for an admin (requested or approved). */
    openClaims: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AwardTier' });
export type AwardTier = z.infer<typeof awardTierSchema>;

export const awardTiersSchema = z.object({ items: z.array(awardTierSchema) });
export type AwardTiers = z.infer<typeof awardTiersSchema>;

// ------------------------------------------------------------------ Claims

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written `YYYY-MM-DD`, from 1900 on. */
export function isCalendarDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === value &&
    parsed.getUTCFullYear() >= 1900
  );
}

/**
 * Whether someone born on `birthDate` (`YYYY-MM-DD`) is 18 or older on `today` (São Paulo's
 * calendar day, `YYYY-MM-DD`). Someone born on 29 February comes of age on 1 March.
 */
export function isOfAgeOn(birthDate: string, today: string): boolean {
  if (!isCalendarDate(birthDate) || !isCalendarDate(today)) return false;
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const eighteenth = new Date(Date.UTC(year + 18, month - 1, day));
  return eighteenth.toISOString().slice(0, 10) <= today;
}

/**
 * A physical award's claim: where to ship it and to whom. The recipient's identity (name and CPF)
 * and age of majority are confirmed by the seller; the server checks the CPF and the age again
 * against its own clock, because an award may be a gift a minor may not receive.
 */
export const awardClaimInputSchema = z
  .object({
    tierId: z.string({ error: 'validation.required' }).uuid({ error: 'validation.invalid' }),
    recipientName: requiredText(160),
    recipientDocument: requiredText(20).refine(isValidCpf, 'validation.cpf'),
    recipientBirthDate: requiredText(10).refine(isCalendarDate, 'validation.birthDate'),
    phone: requiredText(30).refine((value) => isValidPhone('BR', value), 'validation.phone'),
    postalCode: requiredText(12).refine(
      (value) => isValidPostalCode('BR', value),
      'validation.postalCode',
    ),
    address: requiredText(200),
    number: requiredText(20),
    complement: optionalText(100),
    city: requiredText(100),
    state: requiredText(60),
    /** The seller confirms the recipient is who the name and CPF say, and 18 or older. */
    confirmed: z.literal(true, { error: 'validation.required' }),
  })
  .meta({ id: 'AwardClaimRequest' });
export type AwardClaimInput = z.input<typeof awardClaimInputSchema>;

export const awardClaimEventSchema = z.object({
  status: z.enum(awardClaimStatuses),
  at: z.string(),
  note: z.string().nullable(),
});
export type AwardClaimEvent = z.infer<typeof awardClaimEventSchema>;

/** A claim as its seller reads it (unnamed in the OpenAPI document: a named schema cannot be null there). */
export const awardClaimSchema = z.object({
  id: z.string().uuid(),
  tierId: z.string().uuid(),
  status: z.enum(awardClaimStatuses),
  recipientName: z.string(),
  recipientDocument: z.string(),
  recipientBirthDate: z.string(),
  phone: z.string(),
  postalCode: z.string(),
  address: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  carrier: z.string().nullable(),
  trackingCode: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  timeline: z.array(awardClaimEventSchema),
});
export type AwardClaim = z.infer<typeof awardClaimSchema>;

/** One tier as a seller sees it: reached or not, and their claim of it. */
export const sellerAwardSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  threshold: z.number().int(),
  description: z.string().nullable(),
  kind: z.enum(awardKinds),
  imageUrl: z.string().nullable(),
  /** When the seller first reached it; kept even if refunds later lower the total. */
  reachedAt: z.string().nullable(),
  /** Centavos still to invoice; 0 once reached. */
  remaining: z.number().int(),
  /** A reached physical award with no claim yet. */
  claimable: z.boolean(),
  claim: awardClaimSchema.nullable(),
});
export type SellerAward = z.infer<typeof sellerAwardSchema>;

/** What the claim form starts with: the seller's own name, CPF, phone and address. */
export const awardClaimDefaultsSchema = z.object({
  recipientName: z.string(),
  recipientDocument: z.string(),
  recipientBirthDate: z.string(),
  phone: z.string(),
  postalCode: z.string(),
  address: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
  city: z.string(),
  state: z.string(),
});
export type AwardClaimDefaults = z.infer<typeof awardClaimDefaultsSchema>;

export const sellerAwardsSchema = z
  .object({
    /** Live paid sales less refunds, chargebacks left out: the admin's "total invoiced". */
    totalInvoiced: z.number().int(),
    /** The lowest tier not reached yet, and how far along the seller is; null when all are. */
    next: z
      .object({
        tierId: z.string().uuid(),
        name: z.string(),
        threshold: z.number().int(),
        remaining: z.number().int(),
        /** 0 to 100, rounded down. */
        percent: z.number().int(),
      })
      .nullable(),
    /** Active tiers, and inactive ones the seller reached, by threshold. */
    items: z.array(sellerAwardSchema),
    claimDefaults: awardClaimDefaultsSchema,
  })
  .meta({ id: 'SellerAwards' });
export type SellerAwards = z.infer<typeof sellerAwardsSchema>;

// ------------------------------------------------------------------ Admin fulfilment

export const adminAwardClaimsQuerySchema = pageQuerySchema.extend({
  status: z.enum(awardClaimStatuses, { error: 'validation.invalid' }).optional(),
});
export type AdminAwardClaimsQuery = z.infer<typeof adminAwardClaimsQuerySchema>;

export const adminAwardClaimSchema = awardClaimSchema
  .extend({
    tier: z.object({
      id: z.string().uuid(),
      name: z.string(),
      threshold: z.number().int(),
    }),
    seller: z.object({
      id: z.string().uuid(),
      email: z.string(),
      fullName: z.string(),
      tradeName: z.string(),
    }),
  })
  .meta({ id: 'AdminAwardClaim' });
export type AdminAwardClaim = z.infer<typeof adminAwardClaimSchema>;

export const adminAwardClaimsPageSchema = pageOf(adminAwardClaimSchema).meta({
  id: 'AdminAwardClaims',
});
export type AdminAwardClaimsPage = z.infer<typeof adminAwardClaimsPageSchema>;

/** Moving a claim: shipping names the carrier and tracking code, refusing gives the seller a reason. */
export const awardClaimTransitionSchema = z
  .object({
    to: z.enum(awardClaimTargets, { error: 'validation.required' }),
    carrier: optionalText(80),
    trackingCode: optionalText(80),
    reason: optionalText(500),
  })
  .superRefine((value, ctx) => {
    const required = (path: 'carrier' | 'trackingCode' | 'reason') => {
      if (!value[path])
        ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
    };
    if (value.to === 'shipped') {
      required('carrier');
      required('trackingCode');
    }
    if (value.to === 'refused') required('reason');
  })
  .meta({ id: 'AwardClaimTransition' });
export type AwardClaimTransition = z.input<typeof awardClaimTransitionSchema>;
